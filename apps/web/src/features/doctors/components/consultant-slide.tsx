import type { DoctorListItem } from '@hospital/contract/doctors';
import { Link } from 'react-router';
import { Portrait } from '@/components/ui/portrait';
import { SkeletonGrid } from '@/components/ui/list-states';
import { SkeletonBars } from '@/components/ui/skeleton-bars';
import { useLanguage } from '@/i18n/i18n';
import { designationName, specialityName } from '@/i18n/listed-words';

type SlideDoctor = Pick<
  DoctorListItem,
  '_id' | 'title' | 'fullName' | 'photo' | 'speciality' | 'currentWorkDesignation'
>;

const slideClass =
  'relative flex h-full items-center gap-4 overflow-hidden rounded-2xl border border-brand-100 bg-gradient-to-br from-white to-brand-50 p-4 pt-10 shadow-sm sm:p-5 sm:pt-10';

/** One slide of the home carousel (docs/product-spec.md §2 'Home: consultant carousel'). */
export function ConsultantSlide({ doctor }: { doctor: SlideDoctor }) {
  const name = `${doctor.title} ${doctor.fullName}`;
  const { t } = useLanguage();
  return (
    <article className={slideClass}>
      <span className="absolute top-3 left-0 rounded-r-full bg-red-700 py-1 pr-4 pl-3 text-xs font-bold tracking-wide text-white uppercase shadow">
        {t('home.easyAppointment')}
      </span>
      <Portrait
        src={doctor.photo}
        size={220}
        lazy
        className="size-24 shrink-0 rounded-2xl bg-brand-50 object-cover sm:size-28"
      />
      <div className="min-w-0 space-y-1">
        <h3 className="text-base leading-snug font-bold text-slate-900 sm:text-lg">
          {t('consultants.slideBook', { speciality: specialityName(doctor.speciality, t) })}
        </h3>
        <p className="line-clamp-2 text-sm font-medium text-slate-800">{name}</p>
        <p className="truncate text-xs text-slate-600">{designationName(doctor.currentWorkDesignation, t)}</p>
        <Link
          to={`/make-appointment/${doctor._id}`}
          className="mt-2 inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {t('consultants.makeAppointment')}
          <span className="sr-only">{t('consultants.withName', { name })}</span>
        </Link>
      </div>
    </article>
  );
}

// The second slide shows from `md` up and the third from `xl` up, as the real carousel fits them.
const SLIDE_HIDDEN = ['', 'max-md:hidden', 'max-xl:hidden'];

/** docs/product-spec.md §9: three skeleton slides while the carousel loads (only as many as fit are visible). */
export function ConsultantSlideSkeletons() {
  const { t } = useLanguage();
  return (
    <SkeletonGrid label={t('consultants.loading')} count={3} className="grid gap-4 pb-10 md:grid-cols-2 xl:grid-cols-3">
      {(index) => (
        <div
          aria-hidden="true"
          className={`flex h-40 items-center gap-4 rounded-2xl border border-slate-200 bg-white p-4 ${SLIDE_HIDDEN[index]}`}
        >
          <div className="size-24 shrink-0 animate-pulse rounded-2xl bg-slate-200" />
          <SkeletonBars bars={['h-4 w-5/6', 'h-3 w-1/2', 'h-11 w-32 rounded-lg']} className="flex-1 space-y-2" />
        </div>
      )}
    </SkeletonGrid>
  );
}
