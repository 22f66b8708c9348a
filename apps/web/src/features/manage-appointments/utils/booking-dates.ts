/**
 * The dates the desk may book: today first, then the doctor's available dates. Staff may book today at any hour
 * (docs/architecture.md §15) even when the server no longer offers today online, so today is always there.
 */
export function deskBookingDates(today: string, availableDates: readonly string[]): string[] {
  return [today, ...availableDates.filter((date) => date > today)];
}
