import type { Appointment } from '@hospital/contract/appointments';
import { Button } from '@/components/ui/button';
import { AppointmentCard, type AppointmentCardProps } from './appointment-card';

type AppointmentGridProps = Omit<AppointmentCardProps, 'appointment' | 'busy'> & {
  appointments: readonly Appointment[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  /** The appointment whose change is being saved, if any. */
  busyId: string | null;
};

const GRID = 'grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';
const SKELETONS = [0, 1, 2, 3, 4, 5];

/** The cards, or 'No Appointment Found.' (docs/product-spec.md §2, §8). */
export function AppointmentGrid({ appointments, isLoading, isError, onRetry, busyId, ...cardProps }: AppointmentGridProps) {
  if (isLoading) {
    return (
      <div role="status" aria-label="Loading appointments" className={GRID}>
        {SKELETONS.map((index) => (
          <div key={index} aria-hidden="true" className="h-56 animate-pulse rounded-2xl border border-slate-200 bg-white" />
        ))}
      </div>
    );
  }
  if (!appointments) {
    if (!isError) return null;
    // The API client has toasted the reason; this keeps the screen useful after the toast is gone.
    return (
      <div className="flex flex-col items-center gap-3 py-10 text-center">
        <p className="text-slate-700">The appointments could not be loaded.</p>
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      </div>
    );
  }
  if (appointments.length === 0) {
    return <p className="rounded-2xl border border-dashed border-slate-300 bg-white py-12 text-center text-slate-600">No Appointment Found.</p>;
  }
  return (
    <div className={GRID}>
      {appointments.map((appointment) => (
        <AppointmentCard key={appointment._id} appointment={appointment} busy={busyId === appointment._id} {...cardProps} />
      ))}
    </div>
  );
}
