import { dhakaDateString, dhakaMinutesOfDay, formatDayShortMonthYear } from '@hospital/contract/format';

/**
 * '22 Nov 2026, 7:03 AM' on the hospital's clock (docs/architecture.md §7), whatever the desk computer's time zone.
 * Built from the contract's fixed-offset helpers rather than Intl, whose zone data some browsers trim.
 */
export function formatDhakaDateTime(instant: string): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return instant;
  const minutes = dhakaMinutesOfDay(date);
  const hours24 = Math.floor(minutes / 60);
  const hours12 = hours24 % 12 === 0 ? 12 : hours24 % 12;
  const clock = `${hours12}:${String(minutes % 60).padStart(2, '0')} ${hours24 < 12 ? 'AM' : 'PM'}`;
  return `${formatDayShortMonthYear(dhakaDateString(date))}, ${clock}`;
}
