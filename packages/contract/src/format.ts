import { WEEKDAYS } from './lists.js';
import type { Weekday } from './lists.js';

// The hospital's clock (docs/architecture.md §7). Dhaka has kept UTC+6 without daylight saving since 2009, so
// fixed-offset arithmetic gives the same answer as Intl on every machine, whatever its own time zone,
// and works in browsers whose Intl data is trimmed.
export const DHAKA_TIME_ZONE = 'Asia/Dhaka';
export const DHAKA_UTC_OFFSET_MINUTES = 6 * 60;

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const DATE_STRING = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_STRING = /^([01]\d|2[0-3]):([0-5]\d)$/;
const MONTH_ABBREVIATIONS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** A Date whose UTC fields read as the wall clock in Dhaka at `instant`. */
function dhakaWallClock(instant: Date): Date {
  return new Date(instant.getTime() + DHAKA_UTC_OFFSET_MINUTES * MINUTE_MS);
}

/** Parses YYYY-MM-DD as midnight UTC, or returns null unless it is a real calendar date. */
function parseDateString(date: string): Date | null {
  const match = DATE_STRING.exec(date);
  if (!match) return null;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const parsed = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 2025-02-30 over to March; a real date survives the round trip unchanged.
  const isReal = parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === day;
  return isReal ? parsed : null;
}

function requireDateString(date: string): Date {
  const parsed = parseDateString(date);
  if (!parsed) throw new RangeError(`Not a YYYY-MM-DD calendar date: ${date}`);
  return parsed;
}

function toDateString(utcMidnight: Date): string {
  return utcMidnight.toISOString().slice(0, 10);
}

/**
 * The years a date from outside may be in. A hospital's dates are of this era; the bound also keeps every date the
 * code reckons from one (a day, a week, a year later) a four-digit YYYY-MM-DD, where 9999-12-31 + 1 day is not.
 */
const FIRST_YEAR = 1900;
const LAST_YEAR = 2999;

/** A real calendar date, YYYY-MM-DD, in the years 1900 to 2999. */
export function isValidDateString(date: string): boolean {
  const year = parseDateString(date)?.getUTCFullYear();
  return year !== undefined && year >= FIRST_YEAR && year <= LAST_YEAR;
}

/** 24-hour HH:MM, the shape of schedule start and end times (docs/product-spec.md §3). */
export function isValidTime(time: string): boolean {
  return TIME_STRING.test(time);
}

/** Minutes since midnight of an HH:MM time, for comparing schedule hours with the clock. */
export function minutesOfTime(time: string): number {
  const match = TIME_STRING.exec(time);
  if (!match) throw new RangeError(`Not an HH:MM time: ${time}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** The Dhaka calendar date (YYYY-MM-DD) at `instant`. */
export function dhakaDateString(instant: Date = new Date()): string {
  return toDateString(dhakaWallClock(instant));
}

export function dhakaWeekday(instant: Date = new Date()): Weekday {
  return WEEKDAYS[dhakaWallClock(instant).getUTCDay()] as Weekday;
}

export function dhakaMinutesOfDay(instant: Date = new Date()): number {
  const wallClock = dhakaWallClock(instant);
  return wallClock.getUTCHours() * 60 + wallClock.getUTCMinutes();
}

/** The instant a Dhaka day begins, for turning a date into a `timestamptz` range. */
export function dhakaMidnight(date: string): Date {
  return new Date(requireDateString(date).getTime() - DHAKA_UTC_OFFSET_MINUTES * MINUTE_MS);
}

export function addDaysToDateString(date: string, days: number): string {
  return toDateString(new Date(requireDateString(date).getTime() + days * DAY_MS));
}

export function weekdayOfDateString(date: string): Weekday {
  return WEEKDAYS[requireDateString(date).getUTCDay()] as Weekday;
}

/** Whole days from `from` to `to`, both YYYY-MM-DD; negative when `to` is earlier. */
export function daysBetweenDateStrings(from: string, to: string): number {
  return Math.round((requireDateString(to).getTime() - requireDateString(from).getTime()) / DAY_MS);
}

/** Groups digits the Indian way: the last three, then pairs (1,23,456). */
function groupIndian(amount: number): string {
  // Money is whole taka (docs/architecture.md §7); a stray fraction is rounded rather than printed.
  const digits = String(Math.round(Math.abs(amount)));
  const sign = amount < 0 && digits !== '0' ? '-' : '';
  if (digits.length <= 3) return sign + digits;
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${sign}${rest},${lastThree}`;
}

/** The public fee form of docs/product-spec.md §9: 1500 -> '1,500/-'. */
export function formatFee(amount: number): string {
  return `${groupIndian(amount)}/-`;
}

/** The staff screens' fee form (docs/product-spec.md §9): 1500 -> '৳1,500'. */
export function formatFeeTaka(amount: number): string {
  return `৳${groupIndian(amount)}`;
}

function ordinalSuffix(day: number): string {
  // 11th, 12th and 13th break the last-digit rule.
  if (day % 100 >= 11 && day % 100 <= 13) return 'th';
  switch (day % 10) {
    case 1:
      return 'st';
    case 2:
      return 'nd';
    case 3:
      return 'rd';
    default:
      return 'th';
  }
}

/** The booking page's date form (docs/product-spec.md §4): '2025-01-01' -> '1st Jan, 2025'. */
export function formatDisplayDate(date: string): string {
  const parsed = requireDateString(date);
  const day = parsed.getUTCDate();
  const month = MONTH_ABBREVIATIONS[parsed.getUTCMonth()];
  return `${day}${ordinalSuffix(day)} ${month}, ${parsed.getUTCFullYear()}`;
}

/** The staff date navigator's form (docs/product-spec.md §2): '2025-01-01' -> '1 Jan 2025'. */
export function formatDayShortMonthYear(date: string): string {
  const parsed = requireDateString(date);
  const month = MONTH_ABBREVIATIONS[parsed.getUTCMonth()];
  return `${parsed.getUTCDate()} ${month} ${parsed.getUTCFullYear()}`;
}

/** Minutes after midnight -> '2:00 PM', the way the desk reads the clock. */
function formatMinutes12h(minutes: number): string {
  const hours24 = Math.floor(minutes / 60);
  const hours12 = hours24 % 12 === 0 ? 12 : hours24 % 12;
  return `${hours12}:${String(minutes % 60).padStart(2, '0')} ${hours24 < 12 ? 'AM' : 'PM'}`;
}

/** 'HH:MM' (24 h, as schedules store it) -> '2:00 PM'. */
export function formatTime12h(time: string): string {
  return formatMinutes12h(minutesOfTime(time));
}

/**
 * An instant on the Dhaka clock: '22 Nov 2026, 6:03 PM', whatever the device's time zone. Fixed-offset
 * arithmetic rather than Intl's time zones, whose data some browsers trim (docs/architecture.md §7).
 */
export function formatDhakaDateTime(iso: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  return `${formatDayShortMonthYear(dhakaDateString(instant))}, ${formatMinutes12h(dhakaMinutesOfDay(instant))}`;
}

// Staff screens name chamber days in Bengali (docs/product-spec.md §2, §9), Sunday first like WEEKDAYS.
export const BENGALI_WEEKDAY_ABBREVIATIONS = ['রবি', 'সোম', 'মঙ্গল', 'বুধ', 'বৃহঃ', 'শুক্র', 'শনি'] as const;

export function bengaliWeekdayOf(date: string): string {
  return BENGALI_WEEKDAY_ABBREVIATIONS[requireDateString(date).getUTCDay()] as string;
}

export function bengaliWeekdayOfWeekday(day: Weekday): string {
  return BENGALI_WEEKDAY_ABBREVIATIONS[WEEKDAYS.indexOf(day)] as string;
}

// docs/product-spec.md §9: the weekday form is used up to 10 days ahead.
const NOTIFICATION_WEEKDAY_FORM_DAYS = 10;

/**
 * The notifications panel's date label (docs/product-spec.md §2): 'Today', 'Tomorrow', 'Mon, Jan 6' up to 10 days
 * ahead, otherwise the Dhaka date as YYYY-MM-DD. Past days other than today get the raw date: the spec
 * only names forms for today and the days ahead.
 */
export function notificationLabel(createdAt: string | Date, now: Date = new Date()): string {
  const instant = typeof createdAt === 'string' ? new Date(createdAt) : createdAt;
  if (Number.isNaN(instant.getTime())) return String(createdAt);
  const date = dhakaDateString(instant);
  const daysAhead = daysBetweenDateStrings(dhakaDateString(now), date);
  if (daysAhead === 0) return 'Today';
  if (daysAhead === 1) return 'Tomorrow';
  if (daysAhead > 1 && daysAhead <= NOTIFICATION_WEEKDAY_FORM_DAYS) {
    const parsed = requireDateString(date);
    const weekday = weekdayOfDateString(date).slice(0, 3);
    return `${weekday}, ${MONTH_ABBREVIATIONS[parsed.getUTCMonth()]} ${parsed.getUTCDate()}`;
  }
  return date;
}

/** The part of a schedule entry the Today/Tomorrow badge reads. */
export interface ScheduleDay {
  day: Weekday;
  active: boolean;
}

/**
 * The doctor card badge (docs/product-spec.md §4): 'Today' if the schedule is active on the current Dhaka weekday,
 * else 'Tomorrow' if active on the weekday 24 hours later, else null.
 */
export function relativeDayBadge(
  schedule: readonly ScheduleDay[],
  now: Date = new Date(),
): 'Today' | 'Tomorrow' | null {
  const isActiveOn = (day: Weekday) => schedule.some((entry) => entry.day === day && entry.active);
  if (isActiveOn(dhakaWeekday(now))) return 'Today';
  if (isActiveOn(dhakaWeekday(new Date(now.getTime() + DAY_MS)))) return 'Tomorrow';
  return null;
}
