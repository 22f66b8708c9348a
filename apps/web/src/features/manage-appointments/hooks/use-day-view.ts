import { dhakaDateString, isValidDateString } from '@hospital/contract/format';
import { useSearchParams } from 'react-router';

/**
 * The day and doctor chip being viewed, kept in the address (?date=&doctor=) so a reload or a shared link shows the
 * same view. Missing or malformed values fall back to today on the Dhaka clock and to every doctor.
 * History entries are replaced, not pushed: Back leaves the screen instead of stepping through days.
 */
export function useDayView() {
  const [params, setParams] = useSearchParams();
  const today = dhakaDateString();
  const requested = params.get('date');
  const date = requested && isValidDateString(requested) ? requested : today;
  const doctorId = params.get('doctor');

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );

  return {
    date,
    today,
    doctorId,
    // Another day has other doctors, so the chip is cleared rather than left filtering to a doctor with no chip.
    goToDate: (next: string) => update({ date: next === today ? null : next, doctor: null }),
    showDoctor: (id: string | null) => update({ doctor: id }),
  };
}
