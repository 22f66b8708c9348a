import { scheduleEntrySchema, type ScheduleEntry, type WeeklySchedule } from '@hospital/contract/doctors';
import type { Weekday } from '@hospital/contract/lists';

/** docs/product-spec.md §9: the time a day turned on starts with. 12:00-12:00 means "on, hours not set yet" (docs/architecture.md §15). */
export const DEFAULT_TIME = '12:00';

/**
 * docs/product-spec.md §4: turning a day on sets its start and end to 12:00 where empty; turning it off clears both (the shape the
 * API stores for a day off).
 */
export function toggleDay(schedule: WeeklySchedule, day: Weekday, active: boolean): WeeklySchedule {
  return schedule.map((entry) => {
    if (entry.day !== day) return entry;
    if (!active) return { ...entry, active: false, start: '', end: '' };
    return { ...entry, active: true, start: entry.start || DEFAULT_TIME, end: entry.end || DEFAULT_TIME };
  });
}

export function setDayTime(
  schedule: WeeklySchedule,
  day: Weekday,
  field: 'start' | 'end',
  time: string,
): WeeklySchedule {
  return schedule.map((entry): ScheduleEntry => (entry.day === day ? { ...entry, [field]: time } : entry));
}

/** Why a day cannot be saved as it stands, or undefined. The contract's own rule, so it matches the server's 400. */
export const dayError = (entry: ScheduleEntry): string | undefined =>
  scheduleEntrySchema.safeParse(entry).error?.issues[0]?.message;
