import type { DoctorListItem } from '@hospital/contract/doctors';
import { DoctorCard, type CardHeading } from './doctor-card';
import { DoctorCardSkeleton } from './doctor-card-skeleton';
import { useLanguage } from '@/i18n/i18n';

// docs/product-spec.md §2: 2 columns on small screens, 4 on medium, 5 on large.
const gridClass = 'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-4 lg:grid-cols-5';

/**
 * `eagerPhotos`: how many of the first cards load their photo at once. Where the grid opens the page (/consultants)
 * the first photos are the largest thing on the first screen, so they must not wait for layout as lazy images do;
 * further down (the home page) every photo waits until it is near. `cardHeading` as DoctorCard's `heading`.
 */
export function DoctorGrid({
  doctors,
  eagerPhotos = 0,
  cardHeading,
}: {
  doctors: readonly DoctorListItem[];
  eagerPhotos?: number;
  cardHeading?: CardHeading;
}) {
  const { t } = useLanguage();
  return (
    <ul aria-label={t('home.consultants')} className={gridClass}>
      {doctors.map((doctor, index) => (
        <li key={doctor._id}>
          <DoctorCard doctor={doctor} eagerPhoto={index < eagerPhotos} heading={cardHeading} />
        </li>
      ))}
    </ul>
  );
}

export function DoctorGridSkeleton({ count }: { count: number }) {
  const { t } = useLanguage();
  return (
    <div role="status" aria-label={t('consultants.loading')} className={gridClass}>
      {Array.from({ length: count }, (_, index) => (
        <DoctorCardSkeleton key={index} />
      ))}
    </div>
  );
}
