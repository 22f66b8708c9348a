import { REPORT_CSV_COLUMNS, type MarketingReport } from '@hospital/contract/marketing';

/**
 * A cell as a spreadsheet must not run it: text starting with = + - @ (or a tab or carriage return, which some
 * programs skip before looking) is a formula to Excel and LibreOffice, so it gets a leading apostrophe.
 */
export function safeCell(value: string | number): string {
  const text = String(value);
  return typeof value === 'string' && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** RFC 4180 quoting: a cell with a comma, a quote or a line break is quoted, its quotes doubled. */
export function quoteCell(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: Array<string | number>): string {
  return cells.map((cell) => quoteCell(safeCell(cell))).join(',');
}

/**
 * The report as CSV: a header, one line per marketer, then one per station (link bookings have no station: a
 * station's bookings are all by referral, its link column empty). UTF-8 with a byte order mark, so Excel reads Bangla names right;
 * lines end in CRLF as RFC 4180 says.
 */
export function reportCsv(report: MarketingReport): string {
  const lines = [csvLine([...REPORT_CSV_COLUMNS])];
  for (const row of report.marketers)
    lines.push(
      csvLine([
        'marketer',
        row.marketer.name,
        row.referrals,
        row.bookings,
        row.bookingsByLink,
        row.bookingsByReferral,
        row.visits,
        row.noShows,
      ]),
    );
  for (const row of report.stations)
    lines.push(
      csvLine(['station', row.station.name, row.referrals, row.bookings, '', row.bookings, row.visits, row.noShows]),
    );
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
