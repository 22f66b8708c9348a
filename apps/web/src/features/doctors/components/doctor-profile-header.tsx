import { toBengaliDigits } from '@hospital/contract/format-bn';
import type { DoctorDetail } from '@hospital/contract/doctors';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { DoctorBanner } from '@/components/ui/doctor-banner';
import { OnlineDot } from './online-dot';
import { useLanguage } from '@/i18n/i18n';

type HeaderDoctor = Pick<
  DoctorDetail,
  '_id' | 'title' | 'fullName' | 'photo' | 'speciality' | 'isOnline' | 'averageRating' | 'reviewCount'
>;

const actionClass =
  'inline-flex min-h-11 flex-1 items-center justify-center rounded-lg px-4 py-2.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:flex-none';

type HeaderProps = {
  doctor: HeaderDoctor;
  onMakeAppointment?: (event: MouseEvent<HTMLAnchorElement>, path: string) => void;
};

export function DoctorProfileHeader({ doctor, onMakeAppointment }: HeaderProps) {
  const bookingPath = `/make-appointment/${doctor._id}`;
  const { t } = useLanguage();
  return (
    <DoctorBanner doctor={doctor} size="profile">
      {doctor.isOnline && (
        <p className="mt-2 inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium">
          <OnlineDot />
          <span aria-hidden="true">{t('profile.online')}</span>
        </p>
      )}
      <RatingSummary averageRating={doctor.averageRating} reviewCount={doctor.reviewCount} />
      <div className="mt-4 flex flex-col gap-2 min-[420px]:flex-row min-[420px]:flex-wrap">
        <Link
          to={bookingPath}
          onClick={(event) => onMakeAppointment?.(event, bookingPath)}
          className={`${actionClass} bg-white text-brand-900 hover:bg-brand-50`}
        >
          {t('profile.makeAppointment')}
        </Link>
        <Link to="/request-callback" className={`${actionClass} border border-white/60 text-white hover:bg-white/10`}>
          {t('profile.requestCallback')}
        </Link>
      </div>
    </DoctorBanner>
  );
}

/** The rating summary the API computes from the doctor's reviews (docs/product-spec.md §9), or nothing before the first review. */
function RatingSummary({ averageRating, reviewCount }: { averageRating: number; reviewCount: number }) {
  const { t, formats, language } = useLanguage();
  if (reviewCount === 0) return null;
  return (
    <p className="mt-1 text-sm text-brand-50">
      <span aria-hidden="true" className="text-amber-300">
        ★{' '}
      </span>
      {t('profile.rating', {
        count: reviewCount,
        n: formats.number(reviewCount),
        rating: language === 'bn' ? toBengaliDigits(averageRating.toFixed(1)) : averageRating.toFixed(1),
      })}
    </p>
  );
}
