import type { AuditAction, AuditEntry } from '@hospital/contract/admin';
import { BANGLA_STATES } from '@hospital/contract/bangla-sentences';
import type { Formats } from '@hospital/contract/format-bn';
import { CONSULTATION_METHODS, ROLES, WEEKDAYS, type Weekday } from '@hospital/contract/lists';
import type { Translate, TranslationKey } from '@/i18n/i18n';
import { designationName, isOneOf, specialityName } from '@/i18n/listed-words';

/** Each recorded action's words in the catalogs. A Record, so a new action in the contract fails the build until it is worded. */
export const AUDIT_ACTION_KEYS: Readonly<Record<AuditAction, TranslationKey>> = {
  'doctor.create': 'auditAction.doctorCreate',
  'doctor.update': 'auditAction.doctorUpdate',
  'doctor.activate': 'auditAction.doctorActivate',
  'doctor.deactivate': 'auditAction.doctorDeactivate',
  'doctor.photo': 'auditAction.doctorPhoto',
  'doctor.schedule': 'auditAction.doctorSchedule',
  'leave.add': 'auditAction.leaveAdd',
  'leave.remove': 'auditAction.leaveRemove',
  'user.invite': 'auditAction.userInvite',
  'user.reinvite': 'auditAction.userReinvite',
  'user.update': 'auditAction.userUpdate',
  'patient.update': 'auditAction.patientUpdate',
  'slot.approve': 'auditAction.slotApprove',
  'slot.reject': 'auditAction.slotReject',
  'board.create': 'auditAction.boardCreate',
  'board.revoke': 'auditAction.boardRevoke',
  'appointment.pay': 'auditAction.appointmentPay',
  'appointment.cancel': 'auditAction.appointmentCancel',
  'appointment.refund': 'auditAction.appointmentRefund',
  'appointment.check-in': 'auditAction.appointmentCheckIn',
  'appointment.arrived': 'auditAction.appointmentArrived',
  'consultation.chat-read': 'auditAction.consultationChatRead',
  'prescription.write': 'auditAction.prescriptionWrite',
  'prescription.sign': 'auditAction.prescriptionSign',
  'prescription.version': 'auditAction.prescriptionVersion',
  'prescription.read': 'auditAction.prescriptionRead',
  'records.read': 'auditAction.recordsRead',
  'medicine.create': 'auditAction.medicineCreate',
  'medicine.update': 'auditAction.medicineUpdate',
  'medicine.retire': 'auditAction.medicineRetire',
  'medicine.restore': 'auditAction.medicineRestore',
  'medicine.import': 'auditAction.medicineImport',
  'station.create': 'auditAction.stationCreate',
  'station.rename': 'auditAction.stationRename',
  'station.retire': 'auditAction.stationRetire',
  'station.restore': 'auditAction.stationRestore',
  'marketer.stations': 'auditAction.marketerStations',
  'mfa.enable': 'auditAction.mfaEnable',
  'mfa.disable': 'auditAction.mfaDisable',
  'password.reset': 'auditAction.passwordReset',
};

/** The language on screen: in English the trail shows each change as recorded; in Bangla it is read out in Bangla. */
export type AuditWords = { t: Translate; formats: Formats };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const ISO_DATE_IN_TEXT = /\b\d{4}-\d{2}-\d{2}\b/g;
const LEAVE_RANGE = /\b(\d{4}-\d{2}-\d{2}) to (\d{4}-\d{2}-\d{2})\b/g;

/** A value the contract lists (a role, a status, a method, a speciality, a designation) in Bangla; anything typed stays as typed. */
function banglaText(text: string, { t, formats }: AuditWords): string {
  if (ISO_DATE.test(text)) return formats.date(text);
  if (ISO_INSTANT.test(text)) return formats.dateTime(text);
  if (isOneOf(ROLES, text)) return t(`roles.${text}`);
  if (BANGLA_STATES[text]) return BANGLA_STATES[text];
  if (isOneOf(CONSULTATION_METHODS, text)) return t(`method.${text}`);
  return designationName(specialityName(text, t), t);
}

type ScheduleDay = { day: Weekday; active: boolean; start: string; end: string };
const isScheduleDay = (value: unknown): value is ScheduleDay =>
  typeof value === 'object' &&
  value !== null &&
  isOneOf(WEEKDAYS, String((value as { day?: unknown }).day)) &&
  'active' in value;

/** A doctor's week as its chamber days and hours ('Saturday 9:00 AM–1:00 PM, Monday ...'), in the words' language. */
function weekLine(week: readonly ScheduleDay[], { t, formats }: AuditWords): string {
  const days = week.filter((day) => day.active);
  if (days.length === 0) return t('auditValue.noDays');
  return days
    .map((day) =>
      `${formats.weekday(day.day)} ${day.start && day.end ? `${formats.time(day.start)}–${formats.time(day.end)}` : ''}`.trim(),
    )
    .join(', ');
}

/** One recorded value in Bangla: a week as its chamber days and hours, tags by name, dates and digits in Bangla. */
function banglaValue(value: unknown, words: AuditWords): string {
  const { t, formats } = words;
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? t('auditValue.yes') : t('auditValue.no');
  if (typeof value === 'number') return formats.number(value);
  if (typeof value === 'string') return banglaText(value, words);
  if (Array.isArray(value)) {
    if (value.length === 0) return '—';
    if (value.every(isScheduleDay)) return weekLine(value, words);
    const items = value.map((item) =>
      typeof item === 'object' && item !== null && 'name' in item ? String(item.name) : banglaValue(item, words),
    );
    return items.join(', ');
  }
  return JSON.stringify(value);
}

/**
 * A recorded value as one short line: nothing is a dash, yes/no for switches, lists joined, a week as its days and
 * hours (given the words to say them), anything else as JSON.
 */
export function auditValue(value: unknown, words?: AuditWords): string {
  if (words?.formats.language === 'bn') return banglaValue(value, words);
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return '—';
    if (words && value.every(isScheduleDay)) return weekLine(value, words);
    if (value.every((item) => typeof item === 'string' || typeof item === 'number')) return value.join(', ');
  }
  return JSON.stringify(value);
}

const FIELD_KEYS = {
  title: 'auditField.title',
  fullName: 'auditField.fullName',
  speciality: 'auditField.speciality',
  about: 'auditField.about',
  consultationFee: 'auditField.consultationFee',
  availableFor: 'auditField.availableFor',
  currentWorkDesignation: 'auditField.currentWorkDesignation',
  currentWorkDepartment: 'auditField.currentWorkDepartment',
  currentWorkStation: 'auditField.currentWorkStation',
  degrees: 'auditField.degrees',
  tags: 'auditField.tags',
  schedule: 'auditField.schedule',
  active: 'auditField.active',
  photo: 'auditField.photo',
  from: 'auditField.from',
  to: 'auditField.to',
  reason: 'auditField.reason',
  affected: 'auditField.affected',
  name: 'auditField.name',
  email: 'auditField.email',
  contact: 'auditField.contact',
  role: 'auditField.role',
  doctor: 'auditField.doctor',
  age: 'auditField.age',
  weight: 'auditField.weight',
  status: 'auditField.status',
  label: 'auditField.label',
  doctors: 'auditField.doctors',
  revoked: 'auditField.revoked',
  paymentStatus: 'auditField.paymentStatus',
  cancellationReason: 'auditField.cancellationReason',
} as const satisfies Record<string, TranslationKey>;

/** A changed field's name: as recorded in English, in words in Bangla (a field the app does not know stays as recorded). */
function fieldName(field: string, words?: AuditWords): string {
  if (words?.formats.language !== 'bn' || !(field in FIELD_KEYS)) return field;
  return words.t(FIELD_KEYS[field as keyof typeof FIELD_KEYS]);
}

/** 'field: before → after', one line per changed field. */
export function changeLines(
  changes: Readonly<Record<string, { before?: unknown; after?: unknown }>>,
  words?: AuditWords,
): string[] {
  return Object.entries(changes).map(
    ([field, { before, after }]) =>
      `${fieldName(field, words)}: ${auditValue(before, words)} → ${auditValue(after, words)}`,
  );
}

/**
 * What a change was made to, as the server recorded it: a name kept as written. In Bangla a leave's days
 * ('Dr. X, 2026-01-05 to 2026-01-07') read as Bangla dates, and a staff account's role in brackets as its Bangla name.
 */
export function auditTarget(target: AuditEntry['target'], words: AuditWords): string {
  const { t, formats } = words;
  if (formats.language !== 'bn') return target.label;
  return target.label
    .replace(LEAVE_RANGE, (_range, from: string, to: string) =>
      t('leave.range', { from: formats.date(from), to: formats.date(to) }),
    )
    .replace(
      /^Serial (\d+),/,
      (_whole, serial: string) => `${t('auditValue.serial', { serial: formats.number(Number(serial)) })},`,
    )
    .replace(/^Prescription, version (\d+)$/, (_whole, version: string) =>
      t('auditValue.prescriptionVersion', { version: formats.number(Number(version)) }),
    )
    .replace(/^Holder ID /, `${t('auditValue.holderId')} `)
    .replace(ISO_DATE_IN_TEXT, (date) => formats.date(date))
    .replace(/\((\w+)\)$/, (whole, role: string) => (isOneOf(ROLES, role) ? `(${t(`roles.${role}`)})` : whole));
}
