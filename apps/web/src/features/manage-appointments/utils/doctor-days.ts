import type { ScheduleEntry } from '@hospital/contract/doctors';
import { bengaliWeekdayOfWeekday, dhakaWeekday } from '@hospital/contract/format';
import { formatsFor, type Formats } from '@hospital/contract/format-bn';
import type { Translate } from '@/i18n/i18n';

const todayOf = (schedule: readonly ScheduleEntry[], now: Date) =>
  schedule.find((entry) => entry.day === dhakaWeekday(now));

/** Whether the doctor sits today on the Dhaka clock: the card marks 'Off Today' in red. */
export const isOffToday = (schedule: readonly ScheduleEntry[], now: Date = new Date()): boolean =>
  !todayOf(schedule, now)?.active;

/**
 * A doctor card's hours for the current Dhaka weekday, or 'Off Today' (docs/product-spec.md §2). A day turned on without hours is
 * stored 12:00-12:00 (docs/architecture.md §15: "on, hours not set yet"), and is not offered for booking, so it says so.
 * Given the screen's `t` and forms, in the language on screen; the spec's English otherwise.
 */
export function todayHours(
  schedule: readonly ScheduleEntry[],
  now: Date = new Date(),
  formats: Formats = formatsFor('en'),
  t?: Translate,
): string {
  const today = todayOf(schedule, now);
  if (!today?.active) return t ? t('walkIn.offToday') : 'Off Today';
  if (today.start === today.end) return t ? t('walkIn.hoursNotSet') : 'Hours not set';
  return `${formats.time(today.start)} - ${formats.time(today.end)}`;
}

/** The chamber days in Bengali, Sunday first (docs/product-spec.md §9), e.g. 'রবি, মঙ্গল, বৃহঃ'. */
export function chamberDaysBengali(schedule: readonly ScheduleEntry[]): string {
  return schedule
    .filter((entry) => entry.active)
    .map((entry) => bengaliWeekdayOfWeekday(entry.day))
    .join(', ');
}
