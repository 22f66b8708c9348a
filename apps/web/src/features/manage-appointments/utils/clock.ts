import { dhakaDateString, dhakaMinutesOfDay, formatDayShortMonthYear, minutesOfTime } from '@hospital/contract/format';

/** 'HH:MM' (24 h, as schedules store it) -> '2:00 PM', the way the desk reads the clock. */
export function formatTime12h(time: string): string {
  return formatMinutes12h(minutesOfTime(time));
}

function formatMinutes12h(minutes: number): string {
  const hours24 = Math.floor(minutes / 60);
  const suffix = hours24 < 12 ? 'AM' : 'PM';
  const hours12 = hours24 % 12 === 0 ? 12 : hours24 % 12;
  return `${hours12}:${String(minutes % 60).padStart(2, '0')} ${suffix}`;
}

/**
 * An instant on the Dhaka clock: '22 Nov 2026, 6:03 PM'. Fixed-offset arithmetic from the contract rather than
 * Intl's time zones, so a staff phone set to another zone (or with trimmed Intl data) shows the hospital's time.
 */
export function formatDhakaDateTime(iso: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  return `${formatDayShortMonthYear(dhakaDateString(instant))}, ${formatMinutes12h(dhakaMinutesOfDay(instant))}`;
}

/** '2026-11-22' -> '22 Nov': the date buttons, where the year is the current one and would only crowd a phone. */
export function formatDayShortMonth(date: string): string {
  return formatDayShortMonthYear(date).replace(/ \d{4}$/, '');
}
