import type { Appointment } from '@hospital/contract/appointments';
import type { DoctorListItem } from '@hospital/contract/doctors';
import { formatsFor, type Language } from '@hospital/contract/format-bn';
import { siteConfig } from '@/config/site';
import { i18n } from '@/i18n/i18n';
import { escapeHtml } from './escape-html';
import { printDocument } from './print-document';

// docs/product-spec.md §8: placeholders for what is missing.
export const MISSING_DOCTOR_NAME = 'Dr. Name';
export const MISSING_DESIGNATION = 'Specialist';
const MISSING = '-';

/** The doctor's details the header needs; the directory entry when there is one, else just what the appointment holds. */
export type PrescriptionDoctor = Pick<DoctorListItem, 'title' | 'fullName'> &
  Partial<Pick<DoctorListItem, 'degrees' | 'currentWorkDesignation' | 'currentWorkDepartment' | 'currentWorkStation'>>;

// The sheet fills exactly one A4 page inside the 8 mm margins: 297 - 16 = 281 mm tall.
const STYLE = `
.sheet { height: 281mm; display: flex; flex-direction: column; }
.head { display: flex; justify-content: space-between; gap: 16px; border-bottom: 2px solid #000; padding-bottom: 6px; }
.doctor h1 { font-size: 16pt; }
.doctor p, .hospital p { font-size: 10pt; }
.hospital { text-align: right; max-width: 45%; }
.hospital h2 { font-size: 12pt; }
.patient { display: flex; flex-wrap: wrap; gap: 4px 18px; padding: 6px 0; border-bottom: 1px solid #000; font-size: 10.5pt; }
.patient b { font-weight: 600; }
.body { flex: 1; display: flex; min-height: 0; }
.notes { width: 36%; border-right: 1px solid #000; padding: 8px 10px 8px 0; display: flex; flex-direction: column; }
.notes section { flex: 1; }
.notes h3, .rx h3 { font-size: 11pt; }
.rx { flex: 1; padding: 8px 0 8px 12px; }
.rx h3 { font-size: 22pt; font-family: Georgia, "Times New Roman", serif; }
.foot { display: flex; justify-content: space-between; align-items: flex-end; border-top: 1px solid #000; padding-top: 4px; font-size: 9pt; }
.sign { border-top: 1px solid #000; padding-top: 2px; min-width: 45mm; text-align: center; margin-bottom: 2px; }
`;

const orMissing = (value: string | number | null | undefined, format: (v: string | number) => string = String) =>
  value === null || value === undefined || value === '' ? MISSING : format(value);

type Words = { t: ReturnType<typeof i18n.getFixedT>; formats: ReturnType<typeof formatsFor> };

function doctorHeader(doctor: PrescriptionDoctor | undefined, { t }: Words): string {
  const name = doctor ? `${doctor.title} ${doctor.fullName}`.trim() : '';
  const lines = [
    doctor?.degrees?.length ? doctor.degrees.join(', ') : '',
    doctor?.currentWorkDesignation || t('print.missingDesignation'),
    doctor?.currentWorkDepartment ?? '',
    doctor?.currentWorkStation ?? '',
  ].filter(Boolean);
  return `<div class="doctor"><h1>${escapeHtml(name || t('print.missingDoctor'))}</h1>${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}</div>`;
}

function patientLine(appointment: Appointment, { t, formats }: Words): string {
  const { patient } = appointment;
  const fields: Array<[string, string]> = [
    [t('print.name'), orMissing(patient.name)],
    [t('print.age'), orMissing(patient.age, (age) => t('print.ageValue', { age: formats.number(Number(age)) }))],
    [t('print.gender'), orMissing(patient.gender, (gender) => t(`print.gender_${gender as 'male' | 'female'}`))],
    [
      t('print.weight'),
      orMissing(patient.weight, (weight) => t('print.weightValue', { weight: formats.number(Number(weight)) })),
    ],
    [t('print.date'), orMissing(appointment.selectedDate, (date) => formats.shortDate(String(date)))],
    [t('print.serial'), orMissing(appointment.serialNo, (serial) => formats.number(Number(serial)))],
  ];
  return `<div class="patient">${fields.map(([label, value]) => `<span><b>${label}:</b> ${escapeHtml(value)}</span>`).join('')}</div>`;
}

/**
 * The prescription sheet (docs/product-spec.md §2, §9): A4 portrait, 8 mm margins, the doctor's header, the patient line, and blank
 * areas for complaints, examination, advice and the medicines (Rx), for the doctor to write by hand.
 */
export function prescriptionHtml(
  appointment: Appointment,
  doctor: PrescriptionDoctor | undefined,
  language: Language = 'en',
): string {
  const words: Words = { t: i18n.getFixedT(language), formats: formatsFor(language) };
  const { t } = words;
  return printDocument(
    t('print.prescriptionTitle', { name: appointment.patient.name }),
    STYLE,
    `<div class="sheet">
<div class="head">${doctorHeader(doctor, words)}<div class="hospital"><h2>${escapeHtml(siteConfig.name)}</h2><p>${escapeHtml(siteConfig.address)}</p><p>${escapeHtml(t('print.hotline', { hotline: siteConfig.hotline }))}</p></div></div>
${patientLine(appointment, words)}
<div class="body">
<div class="notes"><section><h3>${t('print.complaints')}</h3></section><section><h3>${t('print.examination')}</h3></section><section><h3>${t('print.advice')}</h3></section></div>
<div class="rx"><h3>Rx</h3></div>
</div>
<div class="foot"><p>${escapeHtml(siteConfig.name)} · ${escapeHtml(appointment.patient.patientId)}</p><p class="sign">${t('print.signature')}</p></div>
</div>`,
    language,
  );
}
