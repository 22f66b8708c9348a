const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The date a booking opened from a follow-up advice starts on: the first date the doctor offers on or after the
 * wanted one (a follow-up "after 7 days" lands on the doctor's next chamber day from then). '' when the wanted date is
 * not a date, or the doctor offers nothing that late: the patient then picks a date as usual.
 */
export function firstOfferedOnOrAfter(offered: readonly string[], wanted: string | null | undefined): string {
  if (!wanted || !ISO_DATE.test(wanted)) return '';
  return [...offered].sort().find((date) => date >= wanted) ?? '';
}
