import type { Appointment } from '@hospital/contract/appointments';
import { useState } from 'react';
import { ListStates, SkeletonGrid } from '@/components/ui/list-states';
import { useGetMyAppointmentsQuery } from '../api/get-my-appointments';
import { AppointmentCard } from './appointment-card';
import { AppointmentCardSkeleton } from './appointment-card-skeleton';
import { NoAppointments } from './no-appointments';
import { ReviewModal } from './review-modal';

const GRID = 'mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

/** docs/product-spec.md §2 'Patient appointments page'. */
export function MyAppointments() {
  // docs/product-spec.md §2: refetched on every visit and when the connection comes back (the store runs setupListeners).
  const query = useGetMyAppointmentsQuery(undefined, {
    refetchOnMountOrArgChange: true,
    refetchOnReconnect: true,
  });
  const [reviewing, setReviewing] = useState<Appointment['doctor'] | null>(null);

  return (
    <section className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Your Booked Appointments</h1>
        {/* Always in the page: a live region only announces changes to an element that was already there. */}
        <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
          {query.isFetching && !query.isLoading && (
            <>
              <span aria-hidden="true" className="size-2 animate-pulse rounded-full bg-brand-600" />
              Updating…
            </>
          )}
        </p>
      </div>
      <ListStates
        query={query}
        what="Your appointments"
        loading={
          // docs/product-spec.md §9: six skeleton cards while the list loads.
          <SkeletonGrid label="Loading your appointments" count={6} className={GRID}>
            <AppointmentCardSkeleton />
          </SkeletonGrid>
        }
        empty={<NoAppointments />}
      >
        {(appointments) => (
          <div className={GRID}>
            {appointments.map((appointment) => (
              <AppointmentCard key={appointment._id} appointment={appointment} onWriteFeedback={() => setReviewing(appointment.doctor)} />
            ))}
          </div>
        )}
      </ListStates>
      {reviewing && <ReviewModal doctor={reviewing} onClose={() => setReviewing(null)} />}
    </section>
  );
}
