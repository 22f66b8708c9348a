import type { DoctorListItem } from '@hospital/contract/doctors';
import { DoctorCard } from './doctor-card';
import { DoctorCardSkeleton } from './doctor-card-skeleton';

// docs/product-spec.md §2: 2 columns on small screens, 4 on medium, 5 on large.
const gridClass = 'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-4 lg:grid-cols-5';

export function DoctorGrid({ doctors }: { doctors: readonly DoctorListItem[] }) {
  return (
    <ul aria-label="Consultants" className={gridClass}>
      {doctors.map((doctor) => (
        <li key={doctor._id}>
          <DoctorCard doctor={doctor} />
        </li>
      ))}
    </ul>
  );
}

export function DoctorGridSkeleton({ count }: { count: number }) {
  return (
    <div role="status" aria-label="Loading consultants" className={gridClass}>
      {Array.from({ length: count }, (_, index) => (
        <DoctorCardSkeleton key={index} />
      ))}
    </div>
  );
}
