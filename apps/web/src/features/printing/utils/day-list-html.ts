import type { Appointment } from '@hospital/contract/appointments';
import { formatsFor, type Language } from '@hospital/contract/format-bn';
import { CONSULTATION_METHOD_LABELS } from '@hospital/contract/lists';
import { siteConfig } from '@/config/site';
import { i18n } from '@/i18n/i18n';
import { methodWord } from '@/i18n/listed-words';
import { escapeHtml } from './escape-html';
import { printDocument } from './print-document';

/** docs/product-spec.md §6: only admins see the contact on the printed list; everyone else reads 'Check Web'. */
export const HIDDEN_CONTACT = 'Check Web';

export type DayListOptions = {
  date: string;
  /** The doctor chip in use, if any: the sheet then lists that doctor's patients only and says so. */
  doctorName: string | null;
  showContacts: boolean;
  /** The language on screen when printing; English when not given. */
  language?: Language;
};

type Words = { t: ReturnType<typeof i18n.getFixedT>; formats: ReturnType<typeof formatsFor> };

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

function row(appointment: Appointment, showContacts: boolean, { t, formats }: Words): string {
  const { patient, doctor } = appointment;
  const contact = showContacts ? (patient.contact ?? '-') : t('print.hiddenContact');
  const english = formats.language === 'en';
  return `<tr>
<td class="num">${formats.number(appointment.serialNo)}</td>
<td>${escapeHtml(patient.name)}</td>
<td class="num">${escapeHtml(formats.number(patient.age))}</td>
<td>${escapeHtml(`${doctor.title} ${doctor.fullName}`)}</td>
<td class="keep">${escapeHtml(english ? CONSULTATION_METHOD_LABELS[appointment.consultationMethod] : methodWord(appointment.consultationMethod, t))}</td>
<td class="cap keep">${escapeHtml(english ? appointment.status : t(`deskCard.status_${appointment.status}`))}</td>
<td class="cap keep">${escapeHtml(english ? appointment.paymentStatus : t(`deskCard.payment_${appointment.paymentStatus}`))} ${escapeHtml(formats.feeTaka(appointment.consultationFee))}</td>
<td class="keep">${escapeHtml(contact)}</td>
</tr>`;
}

/** The day's appointment list (docs/product-spec.md §2 printables): serial, patient, age, doctor, method, status, payment, contact. */
export function dayListHtml(
  appointments: readonly Appointment[],
  { date, doctorName, showContacts, language = 'en' }: DayListOptions,
): string {
  const words: Words = { t: i18n.getFixedT(language), formats: formatsFor(language) };
  const { t, formats } = words;
  const day = formats.shortDate(date);
  const subject = doctorName ? `${doctorName}, ${day}` : day;
  const paid = appointments.reduce((sum, a) => (a.paymentStatus === 'paid' ? sum + a.consultationFee : sum), 0);
  const body = appointments.length
    ? `<table>
<thead><tr>${(['serial', 'patient', 'age', 'doctor', 'method', 'status', 'payment', 'contact'] as const).map((key) => `<th>${t(`print.${key}`)}</th>`).join('')}</tr></thead>
<tbody>
${appointments.map((appointment) => row(appointment, showContacts, words)).join('\n')}
</tbody>
</table>
<footer>${escapeHtml(t('print.footer', { entries: formats.number(appointments.length), completed: formats.number(appointments.filter((a) => a.status === 'done').length), paid: formats.feeTaka(paid) }))}</footer>`
    : `<p class="empty">${t('desk.empty')}</p>`;

  return printDocument(
    t('print.listTitle', { subject }),
    STYLE,
    `<header><div><h1>${escapeHtml(siteConfig.name)}</h1><p>${escapeHtml(t('print.listSubject', { subject }))}</p></div><p>${escapeHtml(t('print.hotline', { hotline: siteConfig.hotline }))}</p></header>
${body}`,
    language,
  );
}
