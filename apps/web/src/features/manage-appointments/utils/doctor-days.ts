import type { ScheduleEntry } from '@hospital/contract/doctors';
import { bengaliWeekdayOfWeekday, dhakaWeekday, formatTime12h } from '@hospital/contract/format';

/**
 * A doctor card's hours for the current Dhaka weekday, or 'Off Today' (docs/product-spec.md §2). A day turned on without hours is
 * stored 12:00-12:00 (docs/architecture.md §15: "on, hours not set yet"), and is not offered for booking, so it says so.
 */
export function todayHours(schedule: readonly ScheduleEntry[], now: Date = new Date()): string {
  const today = schedule.find((entry) => entry.day === dhakaWeekday(now));
  if (!today?.active) return 'Off Today';
  if (today.start === today.end) return 'Hours not set';
  return `${formatTime12h(today.start)} - ${formatTime12h(today.end)}`;
}

/** The chamber days in Bengali, Sunday first (docs/product-spec.md §9), e.g. 'রবি, মঙ্গল, বৃহঃ'. */
export function chamberDaysBengali(schedule: readonly ScheduleEntry[]): string {
  return schedule
    .filter((entry) => entry.active)
    .map((entry) => bengaliWeekdayOfWeekday(entry.day))
    .join(', ');
}
