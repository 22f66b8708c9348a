import { formatDayShortMonthYear } from '@hospital/contract/format';

/** '2026-11-22' -> '22 Nov': the date buttons, where the year is the current one and would only crowd a phone. */
export function formatDayShortMonth(date: string): string {
  return formatDayShortMonthYear(date).replace(/ \d{4}$/, '');
}
