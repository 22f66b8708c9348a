import { formatDisplayDate } from '@hospital/contract/format';
import type { Leave } from '@hospital/contract/leave';

/** A leave's days as people read them: one date, or 'from to to'. */
export function leaveDays(leave: Pick<Leave, 'from' | 'to'>): string {
  return leave.from === leave.to ? formatDisplayDate(leave.from) : `${formatDisplayDate(leave.from)} to ${formatDisplayDate(leave.to)}`;
}

/** What adding the leave did to booked patients, after the server's own sentence. */
export function affectedSentence(count: number): string {
  if (count === 0) return 'No booked appointment falls inside it.';
  const appointments = count === 1 ? '1 pending appointment falls' : `${count} pending appointments fall`;
  return `${appointments} inside it; the desk has been told to rebook or cancel.`;
}
