import type { Appointment } from '@hospital/contract/appointments';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useGetMyAppointmentsQuery } from '../api/get-my-appointments';
import { AppointmentCard } from './appointment-card';
import { AppointmentCardSkeleton } from './appointment-card-skeleton';
import { NoAppointments } from './no-appointments';
import { ReviewModal } from './review-modal';

// docs/product-spec.md §9: six skeleton cards while the list loads.
const SKELETON_CARDS = [0, 1, 2, 3, 4, 5];
const GRID = 'mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

/** docs/product-spec.md §2 'Patient appointments page'. */
export function MyAppointments() {
  // docs/product-spec.md §2: refetched on every visit and when the connection comes back (the store runs setupListeners).
  const { data, isLoading, isFetching, isError, refetch } = useGetMyAppointmentsQuery(undefined, {
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
          {isFetching && !isLoading && (
            <>
              <span aria-hidden="true" className="size-2 animate-pulse rounded-full bg-brand-600" />
              Updating…
            </>
          )}
        </p>
      </div>
      <AppointmentsBody
        appointments={data}
        isLoading={isLoading}
        isError={isError}
        onRetry={refetch}
        onWriteFeedback={(appointment) => setReviewing(appointment.doctor)}
      />
      {reviewing && <ReviewModal doctor={reviewing} onClose={() => setReviewing(null)} />}
    </section>
  );
}

type AppointmentsBodyProps = {
  appointments: Appointment[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  onWriteFeedback: (appointment: Appointment) => void;
};

function AppointmentsBody({ appointments, isLoading, isError, onRetry, onWriteFeedback }: AppointmentsBodyProps) {
  if (isLoading) {
    return (
      <div role="status" aria-label="Loading your appointments" className={GRID}>
        {SKELETON_CARDS.map((index) => (
          <AppointmentCardSkeleton key={index} />
        ))}
      </div>
    );
  }
  if (!appointments) return isError ? <LoadFailed onRetry={onRetry} /> : null;
  if (appointments.length === 0) return <NoAppointments />;
  return (
    <div className={GRID}>
      {appointments.map((appointment) => (
        <AppointmentCard key={appointment._id} appointment={appointment} onWriteFeedback={onWriteFeedback} />
      ))}
    </div>
  );
}

function LoadFailed({ onRetry }: { onRetry: () => void }) {
  // The API client has toasted the reason; this keeps the page useful once the toast is gone.
  return (
    <div className="mt-8 flex flex-col items-center gap-3 text-center">
      <p className="text-slate-700">Your appointments could not be loaded.</p>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
