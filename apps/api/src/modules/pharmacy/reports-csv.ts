import { formatDhakaDateTime } from '@hospital/contract/format';
import {
  DAY_REPORT_CSV_COLUMNS,
  dhakaAreaName,
  orderNumber,
  type PharmacyDayReport,
  type ReportSection,
} from '@hospital/contract/pharmacy';
import { csvLine } from '../marketing/report-csv.js';

/** A section's rows, each in DAY_REPORT_CSV_COLUMNS' order; times on the Dhaka clock, areas by their English name. */
const ROWS: Record<ReportSection, (report: PharmacyDayReport) => Array<Array<string | number>>> = {
  orders: (report) =>
    report.orders.map((order) => [
      orderNumber(order.orderNo),
      formatDhakaDateTime(order.createdAt),
      order.state,
      order.patient.name,
      order.fulfilment,
      order.area ? dhakaAreaName(order.area, 'en') : '',
      order.paymentMethod,
      order.paymentStatus,
      order.items,
      order.totalTaka ?? '',
      order.rider?.name ?? '',
    ]),
  sales: (report) => report.sales.map((sale) => [sale.paidVia, sale.orders, sale.totalTaka]),
  riders: (report) =>
    report.riders.map((row) => [row.rider.name, row.delivered, row.failed, row.cashTaka, row.closedTaka]),
  movements: (report) =>
    report.movements.map((row) => [
      formatDhakaDateTime(row.at),
      row.medicine.brand,
      row.medicine.generic,
      row.medicine.strength,
      row.batchNo,
      row.kind,
      row.quantity,
      row.orderNo === null ? '' : orderNumber(row.orderNo),
    ]),
};

/**
 * One section of the day report as CSV, written as the marketing report's is (its cells, made safe from spreadsheet
 * formulas and quoted): UTF-8 with a byte order mark so Excel reads Bangla names right, lines ending in CRLF.
 */
export function dayReportCsv(report: PharmacyDayReport, section: ReportSection): string {
  const lines = [csvLine([...DAY_REPORT_CSV_COLUMNS[section]]), ...ROWS[section](report).map(csvLine)];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
