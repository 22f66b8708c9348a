import { addDaysToDateString, dhakaDateString, dhakaMinutesOfDay, minutesOfTime, weekdayOfDateString } from '@hospital/contract/format';
import type { WeeklySchedule } from '@hospital/contract/doctors';

export const BOOKING_WINDOW_DAYS = 14;

/**
 * The chamber hours of `date`, or undefined when the day is off. A day is offered only when it is on and its hours are
 * set: start == end means "hours not set" (docs/architecture.md §15).
 */
export function bookableHours(schedule: WeeklySchedule, date: string) {
  const entry = schedule.find((e) => e.day === weekdayOfDateString(date));
  if (!entry?.active || !entry.start || !entry.end || entry.start >= entry.end) return undefined;
  return entry;
}

/** Whether one of the leave periods covers `date` (both ends included). */
export function onLeave(leaves: ReadonlyArray<{ from: string; to: string }>, date: string): boolean {
  return leaves.some((leave) => leave.from <= date && date <= leave.to);
}

/**
 * The next 14 Dhaka dates the schedule offers, leave days left out; today only while its end time has not passed.
 */
export function availableDates(
  schedule: WeeklySchedule,
  now: Date = new Date(),
  leaves: ReadonlyArray<{ from: string; to: string }> = [],
): string[] {
  const today = dhakaDateString(now);
  const minutesNow = dhakaMinutesOfDay(now);
  const dates: string[] = [];
  for (let offset = 0; offset < BOOKING_WINDOW_DAYS; offset++) {
    const date = addDaysToDateString(today, offset);
    const hours = bookableHours(schedule, date);
    if (!hours) continue;
    if (offset === 0 && minutesNow >= minutesOfTime(hours.end)) continue;
    if (onLeave(leaves, date)) continue;
    dates.push(date);
  }
  return dates;
}
