import type { Appointment } from '@hospital/contract/appointments';

type Orderable = Pick<Appointment, 'status' | 'selectedDate' | 'serialNo' | 'createdAt'>;

/**
 * The appointments page's order: visits still to come first, the soonest at the top; then everything else (done,
 * cancelled, or a pending date that has passed), the most recent first. `today` is the Dhaka date.
 */
export function groupAppointments<T extends Orderable>(
  appointments: readonly T[],
  today: string,
): { upcoming: T[]; earlier: T[] } {
  const isUpcoming = (appointment: T) => appointment.status === 'pending' && appointment.selectedDate >= today;
  const upcoming = appointments
    .filter(isUpcoming)
    .sort((a, b) => a.selectedDate.localeCompare(b.selectedDate) || a.serialNo - b.serialNo);
  const earlier = appointments
    .filter((appointment) => !isUpcoming(appointment))
    .sort((a, b) => b.selectedDate.localeCompare(a.selectedDate) || b.createdAt.localeCompare(a.createdAt));
  return { upcoming, earlier };
}
