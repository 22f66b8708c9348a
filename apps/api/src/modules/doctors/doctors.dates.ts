import {
  addDaysToDateString,
  dhakaDateString,
  dhakaMinutesOfDay,
  minutesOfTime,
  weekdayOfDateString,
} from '@hospital/contract/format';
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

type Bookable = { schedule: WeeklySchedule; leaves: ReadonlyArray<{ from: string; to: string }> };
const MINUTE_MS = 60_000;
const memo = new WeakMap<Bookable, { minute: number; dates: string[] }>();

/**
 * `availableDates` of a cached doctor record, worked out once per minute (the answer moves only when the minute
 * does: today's end time, midnight): every booking and every profile view asks for it. A changed doctor is a new
 * record, so its memo goes with the old one.
 */
export function availableDatesOf(doctor: Bookable, now: Date = new Date()): string[] {
  const minute = Math.floor(now.getTime() / MINUTE_MS);
  const kept = memo.get(doctor);
  if (kept?.minute === minute) return kept.dates;
  const dates = availableDates(doctor.schedule, now, doctor.leaves);
  memo.set(doctor, { minute, dates });
  return dates;
}
