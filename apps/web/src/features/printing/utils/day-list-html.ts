import type { Appointment } from '@hospital/contract/appointments';
import { formatDayShortMonthYear, formatFeeTaka } from '@hospital/contract/format';
import { CONSULTATION_METHOD_LABELS } from '@hospital/contract/lists';
import { siteConfig } from '@/config/site';
import { escapeHtml } from './escape-html';
import { printDocument } from './print-document';

/** docs/product-spec.md §6: only admins see the contact on the printed list; everyone else reads 'Check Web'. */
export const HIDDEN_CONTACT = 'Check Web';

export type DayListOptions = {
  date: string;
  /** The doctor chip in use, if any: the sheet then lists that doctor's patients only and says so. */
  doctorName: string | null;
  showContacts: boolean;
};

const STYLE = `
header { display: flex; justify-content: space-between; align-items: flex-end; gap: 12px; border-bottom: 2px solid #000; padding-bottom: 4px; margin-bottom: 6px; }
header h1 { font-size: 14pt; }
header p { font-size: 10pt; }
table { width: 100%; border-collapse: collapse; }
thead { display: table-header-group; }
tr { break-inside: avoid; }
th, td { border: 1px solid #888; padding: 3px 5px; text-align: left; vertical-align: top; font-size: 9.5pt; }
/* Short values stay on one line; names and doctors take what width is left and wrap. */
td.num, td.keep { white-space: nowrap; }
th { background: #eee; }
td.num { text-align: right; font-variant-numeric: tabular-nums; }
.cap { text-transform: capitalize; }
footer { margin-top: 6px; font-size: 9.5pt; }
.empty { padding: 24px 0; text-align: center; }
`;

function row(appointment: Appointment, showContacts: boolean): string {
  const { patient, doctor } = appointment;
  const contact = showContacts ? (patient.contact ?? '-') : HIDDEN_CONTACT;
  return `<tr>
<td class="num">${appointment.serialNo}</td>
<td>${escapeHtml(patient.name)}</td>
<td class="num">${escapeHtml(patient.age)}</td>
<td>${escapeHtml(`${doctor.title} ${doctor.fullName}`)}</td>
<td class="keep">${escapeHtml(CONSULTATION_METHOD_LABELS[appointment.consultationMethod])}</td>
<td class="cap keep">${escapeHtml(appointment.status)}</td>
<td class="cap keep">${escapeHtml(appointment.paymentStatus)} ${escapeHtml(formatFeeTaka(appointment.consultationFee))}</td>
<td class="keep">${escapeHtml(contact)}</td>
</tr>`;
}

/** The day's appointment list (docs/product-spec.md §2 printables): serial, patient, age, doctor, method, status, payment, contact. */
export function dayListHtml(appointments: readonly Appointment[], { date, doctorName, showContacts }: DayListOptions): string {
  const day = formatDayShortMonthYear(date);
  const subject = doctorName ? `${doctorName}, ${day}` : day;
  const paid = appointments.reduce((sum, a) => (a.paymentStatus === 'paid' ? sum + a.consultationFee : sum), 0);
  const body = appointments.length
    ? `<table>
<thead><tr><th>Serial</th><th>Patient</th><th>Age</th><th>Doctor</th><th>Method</th><th>Status</th><th>Payment</th><th>Contact</th></tr></thead>
<tbody>
${appointments.map((appointment) => row(appointment, showContacts)).join('\n')}
</tbody>
</table>
<footer>Entries ${appointments.length} · Completed ${appointments.filter((a) => a.status === 'done').length} · Paid ${escapeHtml(formatFeeTaka(paid))}</footer>`
    : '<p class="empty">No Appointment Found.</p>';

  return printDocument(
    `Appointments ${subject}`,
    STYLE,
    `<header><div><h1>${escapeHtml(siteConfig.name)}</h1><p>Appointments: ${escapeHtml(subject)}</p></div><p>Hotline ${escapeHtml(siteConfig.hotline)}</p></header>
${body}`,
  );
}
