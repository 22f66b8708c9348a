import { z } from 'zod';
import { dateStringSchema, instantSchema, numberField } from './fields.js';
import { toAsciiDigits, toBengaliDigits, type Language } from './format-bn.js';
import { objectIdSchema } from './ids.js';
import { parseNumberText } from './local-input.js';
import { APPOINTMENT_STATUSES, CONSULTATION_METHODS, GENDERS } from './lists.js';

// The prescription (docs/architecture.md §12): written on screen by the visit's doctor, saved as a draft while they
// type, signed once and never changed after; a correction is a new version that names what it corrects, and the old
// one stays readable, marked replaced. Doses are stored structured (morning + noon + night, food, duration) and
// rendered per language here, so the page, the print, the list and the FHIR export say a dose one way.
//
// The API (prefix /api/v1); every prescription route answers 404 to anyone outside the prescription:
//   POST /prescriptions {appointmentId}             the visit's draft, else its signed one, else a new draft (doctor)
//   PUT  /prescriptions/{id} body + {revision}      save the draft (409: signed, or stale revision)
//   POST /prescriptions/{id}/sign                   sign and send (SMS with the link); signing twice is harmless
//   POST /prescriptions/{id}/versions {correction}  a new draft correcting a signed one (the old one: `replaced`)
//   GET  /prescriptions/{id}                        Prescription (patient/holder: signed or replaced only)
//   GET  /prescriptions/{id}/fhir                   FHIR R4 Bundle (application/fhir+json), signed or replaced only
//   GET  /patient/prescriptions                     PrescriptionListItem[] of the account and its family
//   GET  /appointments/{appointmentId}/prescription the visit's signed one (its doctor: the draft when writing)
//   GET  /prescriptions/mine?q=                     the doctor's own signed ones (templates)
//   GET  /prescriptions/day?date=                   VisitPrescriptionState[]: where each of the doctor's visits that day stands
//   GET|PUT /prescriptions/favourites               {medicines: PrescribedMedicine[]} (at most 50)
//   GET  /patients/{patientRef}/records             PatientRecords, for a doctor with an appointment with the patient
//   GET  /patients/{patientRef}/records/attachments/{attachmentId}  a chat file listed in the records

// ---------------------------------------------------------------------------------------------------------------
// The dose
// ---------------------------------------------------------------------------------------------------------------

/** A count of units taken at one time of day: 0 to 10 in halves (½ tablet is common). */
export const DOSE_COUNT_MAX = 10;
export const DOSE_COUNT_MESSAGE = 'A dose is 0 to 10 units in steps of a half.';
export const DOSE_EMPTY_MESSAGE = 'Give a dose for the morning, noon or night.';
export const DOSE_TEXT_MESSAGE = 'Write the dose in 1 to 60 characters.';

const doseCount = numberField(DOSE_COUNT_MESSAGE, DOSE_COUNT_MESSAGE, (n) =>
  n
    .min(0, DOSE_COUNT_MESSAGE)
    .max(DOSE_COUNT_MAX, DOSE_COUNT_MESSAGE)
    .refine((v) => Number.isInteger(v * 2), DOSE_COUNT_MESSAGE),
);

/**
 * How much, when: `pattern` is the Dhaka "1+0+1" (morning + noon + night); `text` is anything else the doctor writes
 * ("1 puff when needed", "10 ml at night"), shown as written.
 */
export const doseSchema = z.discriminatedUnion('kind', [
  z
    .object({ kind: z.literal('pattern'), morning: doseCount, noon: doseCount, night: doseCount })
    .refine((d) => d.morning + d.noon + d.night > 0, DOSE_EMPTY_MESSAGE),
  z.object({
    kind: z.literal('text'),
    text: z.string({ error: DOSE_TEXT_MESSAGE }).trim().min(1, DOSE_TEXT_MESSAGE).max(60, DOSE_TEXT_MESSAGE),
  }),
]);
export type Dose = z.output<typeof doseSchema>;

export const FOODS = ['before', 'after', 'any'] as const;
export type Food = (typeof FOODS)[number];
export const FOOD_MESSAGE = 'Choose before food, after food or either.';
export const foodSchema = z.enum(FOODS, { error: FOOD_MESSAGE });

export const DURATION_UNITS = ['days', 'weeks', 'months'] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];
export const DURATION_MESSAGE = 'A duration is 1 to 365 days, weeks or months, or "continue".';
export const durationSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.enum(DURATION_UNITS, { error: DURATION_MESSAGE }),
      count: numberField(DURATION_MESSAGE, DURATION_MESSAGE, (n) =>
        n.int(DURATION_MESSAGE).min(1, DURATION_MESSAGE).max(365, DURATION_MESSAGE),
      ),
    }),
    z.object({ kind: z.literal('continue') }),
  ],
  { error: DURATION_MESSAGE },
);
export type Duration = z.output<typeof durationSchema>;

// ---------------------------------------------------------------------------------------------------------------
// A medicine line
// ---------------------------------------------------------------------------------------------------------------

export const MEDICINE_NAME_MESSAGE = "Write the medicine's name in 1 to 120 characters.";
export const INSTRUCTION_MESSAGE = 'An instruction can be at most 200 characters.';
export const GENERIC_MESSAGE = 'A generic name can be at most 200 characters.';

/**
 * One medicine of a prescription. `lineId` names the line for good (the pharmacy fills per line): the editor keeps
 * the one the server gave it and sends none for a new line; the server gives each line without one a new id.
 * `medicineId` is the formulary's medicine (GET /medicines/search), null for free text, which `freeText` marks.
 */
export const prescribedMedicineSchema = z.object({
  lineId: objectIdSchema.optional(),
  medicineId: objectIdSchema.nullable(),
  name: z.string({ error: MEDICINE_NAME_MESSAGE }).trim().min(1, MEDICINE_NAME_MESSAGE).max(120, MEDICINE_NAME_MESSAGE),
  generic: z.string().trim().max(200, GENERIC_MESSAGE).nullable(),
  freeText: z.boolean(),
  dose: doseSchema,
  food: foodSchema,
  duration: durationSchema,
  instruction: z.string().trim().max(200, INSTRUCTION_MESSAGE).default(''),
});
export type PrescribedMedicineInput = z.input<typeof prescribedMedicineSchema>;
/** A line as the server answers it: always with its `lineId`. */
export type PrescribedMedicine = Omit<z.output<typeof prescribedMedicineSchema>, 'lineId'> & { lineId: string };

// ---------------------------------------------------------------------------------------------------------------
// The body the editor saves
// ---------------------------------------------------------------------------------------------------------------

export const BLOOD_PRESSURE_MESSAGE = 'Write the blood pressure as two numbers, like 120/80.';
export const PULSE_MESSAGE = 'Pulse must be a whole number from 20 to 250.';
export const TEMPERATURE_MESSAGE = 'Temperature must be from 90 to 110 °F.';
export const FINDINGS_WEIGHT_MESSAGE = 'Weight must be from 0.5 to 300 kg.';
export const FINDINGS_NOTES_MESSAGE = 'Findings can be at most 1000 characters.';
export const COMPLAINTS_MESSAGE = 'Chief complaints can be at most 2000 characters.';
export const DIAGNOSIS_MESSAGE = 'The diagnosis can be at most 1000 characters.';
export const MEDICINES_COUNT_MESSAGE = 'A prescription can have at most 30 medicines.';
export const TESTS_COUNT_MESSAGE = 'A prescription can have at most 30 tests.';
export const TEST_NAME_MESSAGE = 'Write each test in 1 to 120 characters.';
export const ADVICE_MESSAGE = 'Advice can be at most 2000 characters.';
export const FOLLOW_UP_MESSAGE = 'Follow-up is after 1 to 365 days or weeks.';
export const REVISION_MESSAGE = 'Send the revision of the prescription you last loaded.';
export const CORRECTION_MESSAGE = 'Say what this version corrects, in 3 to 300 characters.';

const BLOOD_PRESSURE = /^\d{2,3}\/\d{2,3}$/;

/**
 * An optional number: null, left out or an empty field is null; text is read with Bengali digits. Written as one
 * typed union (like fields.ts) so the OpenAPI document can say it.
 */
function optionalNumber(message: string, rules: (n: z.ZodNumber) => z.ZodType<number, number>) {
  return z
    .union([z.number(), z.string().nullable()], { error: message })
    .transform((input, ctx) => {
      if (input === null || (typeof input === 'string' && input.trim() === '')) return null;
      const value = typeof input === 'number' ? input : parseNumberText(input);
      if (value === undefined) {
        ctx.addIssue({ code: 'custom', message, input });
        return z.NEVER;
      }
      return value;
    })
    .pipe(rules(z.number({ error: message })).nullable());
}

export const findingsSchema = z.object({
  /** "120/80" (systolic/diastolic, mmHg); Bengali digits are stored as ASCII. */
  bloodPressure: z
    .union([z.null(), z.string({ error: BLOOD_PRESSURE_MESSAGE })])
    .transform((v) => (v === null ? null : toAsciiDigits(v).replace(/\s+/g, '')))
    .refine((v) => v === null || v === '' || BLOOD_PRESSURE.test(v), BLOOD_PRESSURE_MESSAGE)
    .transform((v) => (v === '' ? null : v))
    .default(null),
  /** Beats per minute. */
  pulse: optionalNumber(PULSE_MESSAGE, (n) =>
    n.int(PULSE_MESSAGE).min(20, PULSE_MESSAGE).max(250, PULSE_MESSAGE),
  ).default(null),
  /** Degrees Fahrenheit, as Dhaka's thermometers read. */
  temperature: optionalNumber(TEMPERATURE_MESSAGE, (n) =>
    n.min(90, TEMPERATURE_MESSAGE).max(110, TEMPERATURE_MESSAGE),
  ).default(null),
  /** Kilograms; a newborn's weight has a fraction. */
  weight: optionalNumber(FINDINGS_WEIGHT_MESSAGE, (n) =>
    n.min(0.5, FINDINGS_WEIGHT_MESSAGE).max(300, FINDINGS_WEIGHT_MESSAGE),
  ).default(null),
  notes: z.string().trim().max(1000, FINDINGS_NOTES_MESSAGE).default(''),
});
export type Findings = z.output<typeof findingsSchema>;

export const FOLLOW_UP_UNITS = ['days', 'weeks'] as const;
export const followUpSchema = z
  .object({
    count: numberField(FOLLOW_UP_MESSAGE, FOLLOW_UP_MESSAGE, (n) =>
      n.int(FOLLOW_UP_MESSAGE).min(1, FOLLOW_UP_MESSAGE).max(365, FOLLOW_UP_MESSAGE),
    ),
    unit: z.enum(FOLLOW_UP_UNITS, { error: FOLLOW_UP_MESSAGE }),
  })
  .nullable();
export type FollowUp = z.output<typeof followUpSchema>;

export const MAX_MEDICINES = 30;
export const MAX_TESTS = 30;

/** What the editor saves (PUT /prescriptions/{id} with `revision`). Every field may be left out: it is then empty. */
export const prescriptionBodySchema = z.object({
  chiefComplaints: z.string().trim().max(2000, COMPLAINTS_MESSAGE).default(''),
  findings: findingsSchema.default({ bloodPressure: null, pulse: null, temperature: null, weight: null, notes: '' }),
  diagnosis: z.string().trim().max(1000, DIAGNOSIS_MESSAGE).default(''),
  medicines: z.array(prescribedMedicineSchema).max(MAX_MEDICINES, MEDICINES_COUNT_MESSAGE).default([]),
  tests: z
    .array(z.string({ error: TEST_NAME_MESSAGE }).trim().min(1, TEST_NAME_MESSAGE).max(120, TEST_NAME_MESSAGE))
    .max(MAX_TESTS, TESTS_COUNT_MESSAGE)
    .default([]),
  advice: z.string().trim().max(2000, ADVICE_MESSAGE).default(''),
  followUp: followUpSchema.default(null),
});
export type PrescriptionBodyInput = z.input<typeof prescriptionBodySchema>;
export type PrescriptionBody = Omit<z.output<typeof prescriptionBodySchema>, 'medicines'> & {
  medicines: PrescribedMedicine[];
};

/** PUT /prescriptions/{id}: the body and the `revision` the editor last loaded (409 when it is stale). */
export const savePrescriptionSchema = prescriptionBodySchema.extend({
  revision: z.number({ error: REVISION_MESSAGE }).int(REVISION_MESSAGE).min(0, REVISION_MESSAGE),
});
export type SavePrescription = z.input<typeof savePrescriptionSchema>;

/** POST /prescriptions */
export const createPrescriptionSchema = z.object({ appointmentId: objectIdSchema });
export type CreatePrescription = z.infer<typeof createPrescriptionSchema>;

/** POST /prescriptions/{id}/versions */
export const newVersionSchema = z.object({
  correction: z.string({ error: CORRECTION_MESSAGE }).trim().min(3, CORRECTION_MESSAGE).max(300, CORRECTION_MESSAGE),
});
export type NewVersion = z.infer<typeof newVersionSchema>;

export const prescriptionIdParamsSchema = z.object({ id: objectIdSchema });
export const appointmentPrescriptionParamsSchema = z.object({ appointmentId: objectIdSchema });
export const patientRecordsParamsSchema = z.object({ patientRef: objectIdSchema });

// ---------------------------------------------------------------------------------------------------------------
// What the server answers
// ---------------------------------------------------------------------------------------------------------------

export const PRESCRIPTION_STATUSES = ['draft', 'signed', 'replaced'] as const;
export type PrescriptionStatus = (typeof PRESCRIPTION_STATUSES)[number];

// Plain shapes (no transforms): what the server sends, and what the OpenAPI document says of it.
const doseOut = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('pattern'), morning: z.number(), noon: z.number(), night: z.number() }),
  z.object({ kind: z.literal('text'), text: z.string() }),
]);
const durationOut = z.discriminatedUnion('kind', [
  z.object({ kind: z.enum(DURATION_UNITS), count: z.number().int() }),
  z.object({ kind: z.literal('continue') }),
]);
export const prescribedMedicineOutSchema = z.object({
  lineId: objectIdSchema,
  medicineId: objectIdSchema.nullable(),
  name: z.string(),
  generic: z.string().nullable(),
  freeText: z.boolean(),
  dose: doseOut,
  food: z.enum(FOODS),
  duration: durationOut,
  instruction: z.string(),
});
const findingsOut = z.object({
  bloodPressure: z.string().nullable(),
  pulse: z.number().nullable(),
  temperature: z.number().nullable(),
  weight: z.number().nullable(),
  notes: z.string(),
});
const followUpOut = z.object({ count: z.number().int(), unit: z.enum(FOLLOW_UP_UNITS) }).nullable();

export const prescriptionBodyOutSchema = z.object({
  chiefComplaints: z.string(),
  findings: findingsOut,
  diagnosis: z.string(),
  medicines: z.array(prescribedMedicineOutSchema),
  tests: z.array(z.string()),
  advice: z.string(),
  followUp: followUpOut,
});

export const prescriptionSchema = prescriptionBodyOutSchema.extend({
  _id: objectIdSchema,
  appointmentId: objectIdSchema,
  version: z.number().int().min(1),
  status: z.enum(PRESCRIPTION_STATUSES),
  /** The prescription this version corrects, and what it corrects; null for a first version. */
  replaces: objectIdSchema.nullable(),
  correction: z.string().nullable(),
  /** The version that replaced this one (status `replaced`), and its number. */
  replacedBy: objectIdSchema.nullable(),
  replacedByVersion: z.number().int().nullable(),
  /** Goes up on each draft save; PUT sends it back (409 when another save came first). */
  revision: z.number().int().min(0),
  patient: z.object({
    _id: objectIdSchema,
    name: z.string(),
    age: z.number().int().nullable(),
    gender: z.enum(GENDERS).nullable(),
    /** The Holder ID shown on the card. */
    patientId: z.string(),
  }),
  doctor: z.object({
    _id: objectIdSchema,
    fullName: z.string(),
    title: z.string(),
    speciality: z.string(),
    degrees: z.array(z.string()),
    /** BMDC registration number; '' until an admin enters it. */
    registrationNo: z.string(),
    photo: z.string(),
  }),
  appointment: z.object({
    _id: objectIdSchema,
    selectedDate: z.string(),
    serialNo: z.number().int(),
    consultationMethod: z.enum(CONSULTATION_METHODS),
    /** The doctor's `_id`: "Book follow-up" books with them. */
    doctorId: objectIdSchema,
  }),
  signedAt: instantSchema.nullable(),
  createdAt: instantSchema,
  updatedAt: instantSchema,
});
export type Prescription = z.infer<typeof prescriptionSchema>;

export const prescriptionListItemSchema = z.object({
  _id: objectIdSchema,
  appointmentId: objectIdSchema,
  status: z.enum(PRESCRIPTION_STATUSES),
  version: z.number().int().min(1),
  signedAt: instantSchema.nullable(),
  /** The visit's date (YYYY-MM-DD). */
  date: z.string(),
  patient: z.object({ _id: objectIdSchema, name: z.string() }),
  doctor: z.object({ _id: objectIdSchema, fullName: z.string(), title: z.string(), speciality: z.string() }),
  chiefComplaints: z.string(),
  diagnosis: z.string(),
  medicineCount: z.number().int().min(0),
  followUp: followUpOut,
});
export type PrescriptionListItem = z.infer<typeof prescriptionListItemSchema>;
export const prescriptionListSchema = z.array(prescriptionListItemSchema);

/** GET /prescriptions/mine?q= : the doctor's own signed prescriptions, newest first, to reuse as templates. */
export const minePrescriptionsQuerySchema = z.object({
  q: z.string().trim().max(100, 'Search term must not exceed 100 characters.').optional(),
});

/**
 * GET /prescriptions/day?date=: for each of the doctor's visits that day that has one, its draft being written, else
 * its current signed prescription. The day list's cards read it in one request instead of one per card.
 */
export const dayPrescriptionsQuerySchema = z.object({ date: dateStringSchema });
export const visitPrescriptionStateSchema = z.object({
  appointmentId: z.string(),
  _id: z.string(),
  status: z.enum(['draft', 'signed']),
});
export type VisitPrescriptionState = z.infer<typeof visitPrescriptionStateSchema>;

/** GET/PUT /prescriptions/favourites: the doctor's favourite medicine lines. */
export const MAX_FAVOURITES = 50;
export const FAVOURITES_COUNT_MESSAGE = 'You can keep at most 50 favourite medicines.';
export const favouritesBodySchema = z.object({
  medicines: z.array(prescribedMedicineSchema).max(MAX_FAVOURITES, FAVOURITES_COUNT_MESSAGE),
});
export const favouritesSchema = z.object({ medicines: z.array(prescribedMedicineOutSchema) });
export type Favourites = z.infer<typeof favouritesSchema>;

/** GET /patients/{patientRef}/records: the patient's visits at this hospital, newest first. */
export const recordAttachmentSchema = z.object({
  _id: objectIdSchema,
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  sentBy: z.enum(['patient', 'doctor']),
  createdAt: instantSchema,
  /** GET this (same API) to download it. */
  url: z.string(),
});
export const patientRecordSchema = z.object({
  appointment: z.object({
    _id: objectIdSchema,
    date: z.string(),
    serialNo: z.number().int(),
    method: z.enum(CONSULTATION_METHODS),
    status: z.enum(APPOINTMENT_STATUSES),
    doctor: z.object({ _id: objectIdSchema, fullName: z.string(), title: z.string(), speciality: z.string() }),
  }),
  /** The visit's current signed prescription (the newest version), null when none was signed. */
  prescription: prescriptionListItemSchema.nullable(),
  attachments: z.array(recordAttachmentSchema),
});
export type PatientRecord = z.infer<typeof patientRecordSchema>;
export const patientRecordsSchema = z.object({
  patient: z.object({
    _id: objectIdSchema,
    name: z.string(),
    age: z.number().int().nullable(),
    gender: z.enum(GENDERS).nullable(),
  }),
  visits: z.array(patientRecordSchema),
});
export type PatientRecords = z.infer<typeof patientRecordsSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Messages of the server's refusals
// ---------------------------------------------------------------------------------------------------------------

export const PRESCRIPTION_SIGNED_MESSAGE =
  'This prescription is signed and cannot be changed. Write a new version to correct it.';
export const PRESCRIPTION_STALE_MESSAGE =
  'This prescription was saved from another window. Reload it to see the latest text.';
export const PRESCRIPTION_NOT_WRITABLE_MESSAGE =
  'A prescription can be written during the visit or after it, not for a cancelled or later visit.';
export const PRESCRIPTION_EMPTY_MESSAGE = 'Write a diagnosis, a medicine or advice before signing.';
export const PRESCRIPTION_NOT_SIGNED_MESSAGE = 'Only a signed prescription can be corrected by a new version.';
export const PRESCRIPTION_REPLACED_MESSAGE = 'This prescription was already replaced by a newer version.';
export const PRESCRIPTION_NOT_FOUND_MESSAGE = 'Prescription not found.';

// ---------------------------------------------------------------------------------------------------------------
// Addresses
// ---------------------------------------------------------------------------------------------------------------

/** The read page in the web app, and its full address (in the SMS). */
export const prescriptionPath = (id: string) => `/prescriptions/${id}`;
export const prescriptionLink = (publicUrl: string, id: string) =>
  `${publicUrl.replace(/\/$/, '')}${prescriptionPath(id)}`;
/** The doctor's editor page for a visit. */
export const prescriptionEditorPath = (appointmentId: string) => `/doctor/prescription/${appointmentId}`;

// ---------------------------------------------------------------------------------------------------------------
// Rendering, per language
// ---------------------------------------------------------------------------------------------------------------

function digits(text: string | number, lang: Language): string {
  return lang === 'bn' ? toBengaliDigits(text) : String(text);
}

/** 0.5 -> '½', 1.5 -> '1½', 2 -> '2' ('১½' in Bangla). */
export function formatDoseCount(count: number, lang: Language): string {
  const whole = Math.floor(count);
  const half = count - whole >= 0.5;
  if (!half) return digits(whole, lang);
  return whole === 0 ? '½' : `${digits(whole, lang)}½`;
}

/** A pattern as a Dhaka prescription writes it: '1+0+1' ('১+০+১'); a text dose as the doctor wrote it. */
export function formatDose(dose: Dose, lang: Language): string {
  if (dose.kind === 'text') return dose.text;
  return [dose.morning, dose.noon, dose.night].map((n) => formatDoseCount(n, lang)).join('+');
}

const FOOD_WORDS: Record<Language, Record<Food, string>> = {
  en: { before: 'before food', after: 'after food', any: '' },
  bn: { before: 'খাবারের আগে', after: 'খাবারের পরে', any: '' },
};

/** 'before food' / 'after food' ('খাবারের আগে' / 'খাবারের পরে'); '' when it does not matter. */
export function formatFood(food: Food, lang: Language): string {
  return FOOD_WORDS[lang][food];
}

const UNIT_WORDS: Record<Language, Record<DurationUnit, [one: string, many: string]>> = {
  en: { days: ['day', 'days'], weeks: ['week', 'weeks'], months: ['month', 'months'] },
  bn: { days: ['দিন', 'দিন'], weeks: ['সপ্তাহ', 'সপ্তাহ'], months: ['মাস', 'মাস'] },
};

function countOf(count: number, unit: DurationUnit, lang: Language): string {
  const [one, many] = UNIT_WORDS[lang][unit];
  return `${digits(count, lang)} ${count === 1 ? one : many}`;
}

/** '7 days', '2 weeks', '1 month', 'continue' ('৭ দিন', '২ সপ্তাহ', '১ মাস', 'চলবে'). */
export function formatDuration(duration: Duration, lang: Language): string {
  if (duration.kind === 'continue') return lang === 'bn' ? 'চলবে' : 'continue';
  return countOf(duration.count, duration.kind, lang);
}

/** The dose line under a medicine's name: '1+0+1, after food, 7 days' ('১+০+১, খাবারের পরে, ৭ দিন'). */
export function formatMedicineLine(
  medicine: Pick<PrescribedMedicine, 'dose' | 'food' | 'duration'>,
  lang: Language,
): string {
  return [formatDose(medicine.dose, lang), formatFood(medicine.food, lang), formatDuration(medicine.duration, lang)]
    .filter((part) => part !== '')
    .join(', ');
}

/** 'Follow up after 7 days' ('৭ দিন পরে আবার দেখা করবেন'). */
export function formatFollowUp(followUp: NonNullable<FollowUp>, lang: Language): string {
  const span = countOf(followUp.count, followUp.unit, lang);
  return lang === 'bn' ? `${span} পরে আবার দেখা করবেন` : `Follow up after ${span}`;
}

/** The follow-up's date from the visit's date (YYYY-MM-DD), for "Book follow-up". */
export function followUpDate(visitDate: string, followUp: NonNullable<FollowUp>): string {
  const [y, m, d] = visitDate.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d + followUp.count * (followUp.unit === 'weeks' ? 7 : 1)));
  return date.toISOString().slice(0, 10);
}
