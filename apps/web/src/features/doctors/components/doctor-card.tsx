import type { DoctorListItem } from '@hospital/contract/doctors';
import { Link } from 'react-router';
import { DayBadge } from '@/components/ui/day-badge';
import { Portrait } from '@/components/ui/portrait';
import { DesignationRibbon } from './designation-ribbon';
import { OnlineDot } from './online-dot';
import { useLanguage } from '@/i18n/i18n';
import { designationName, specialityName } from '@/i18n/listed-words';

export type DoctorCardDoctor = Pick<
  DoctorListItem,
  | '_id'
  | 'title'
  | 'fullName'
  | 'photo'
  | 'speciality'
  | 'currentWorkDesignation'
  | 'consultationFee'
  | 'isOnline'
  | 'schedule'
>;

const linkBase =
  'flex min-h-11 items-center justify-center rounded-lg px-2 py-2 text-center text-xs font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:text-sm';

/** The one doctor card (docs/product-spec.md §2 Team of Consultant, /consultants): sized for two columns on a 360 px phone. */
/** The card's name heading: h3 under a section's h2 (the home page), h2 where the grid is the page's content under its h1. */
export type CardHeading = 'h2' | 'h3';

export function DoctorCard({
  doctor,
  eagerPhoto = false,
  heading: Heading = 'h3',
}: {
  doctor: DoctorCardDoctor;
  eagerPhoto?: boolean;
  heading?: CardHeading;
}) {
  const name = `${doctor.title} ${doctor.fullName}`;
  const { t, formats } = useLanguage();
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="relative bg-brand-50">
        <Portrait src={doctor.photo} size={220} lazy={!eagerPhoto} className="aspect-square w-full object-cover" />
        <DayBadge schedule={doctor.schedule} className="absolute top-2 left-2" />
        <DesignationRibbon designation={doctor.currentWorkDesignation} />
      </div>
      <div className="flex flex-1 flex-col p-3">
        <Heading className="flex items-start gap-1.5 text-sm leading-snug font-bold text-slate-900 sm:text-base">
          <span className="min-w-0 break-words">{name}</span>
          {doctor.isOnline && <OnlineDot className="mt-1.5" />}
        </Heading>
        <p className="mt-1 text-xs font-semibold text-brand-700 sm:text-sm">{specialityName(doctor.speciality, t)}</p>
        <p className="text-xs text-slate-600">{designationName(doctor.currentWorkDesignation, t)}</p>
        <p className="mt-1 text-xs text-slate-600">
          {t('consultants.fee')} <span className="font-bold text-slate-900">{formats.fee(doctor.consultationFee)}</span>
        </p>
        <div className="mt-auto grid gap-2 pt-3">
          <Link
            to={`/make-appointment/${doctor._id}`}
            className={`${linkBase} bg-brand-700 text-white hover:bg-brand-800`}
          >
            {t('consultants.makeAppointment')}
            <span className="sr-only">{t('consultants.withName', { name })}</span>
          </Link>
          <Link
            to={`/doctor-profile/${doctor._id}`}
            className={`${linkBase} border border-brand-700 text-brand-700 hover:bg-brand-50`}
          >
            {t('consultants.viewDetails')}
            <span className="sr-only">{t('consultants.ofName', { name })}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}
