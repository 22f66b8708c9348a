import { z } from 'zod';
import { roomSummarySchema } from './consultations.js';
import {
  ageField,
  contactField,
  dateStringSchema,
  emptyAsUndefined,
  idField,
  instantSchema,
  numberField,
  personNameSchema,
  stringField,
  textField,
  timeSchema,
  weightField,
  wholeNumberField,
} from './fields.js';
import { listWithMeta } from './envelope.js';
import { formatDisplayDate } from './format.js';
import { INVALID_ID_MESSAGE, OBJECT_ID_PATTERN, objectIdSchema } from './ids.js';
import {
  APPOINTMENT_SOURCES,
  APPOINTMENT_STATUSES,
  CONSULTATION_FOR,
  CONSULTATION_METHODS,
  GENDERS,
  LANGUAGES,
  PAYMENT_STATUSES,
  REFUND_STATUSES,
} from './lists.js';
import { referralLinkSchema } from './marketing.js';
import { patientSchema } from './patients.js';

// Messages are docs/product-spec.md §5's, character for character, misspellings included.

const doctorIdField = idField('Doctor ID must be 24 characters long.');
const patientIdField = idField('Patient ID must be 24 characters long.');

const shortBriefField = z.string().max(255, 'Brief not more than 255 charecter long.');

// The spec words the method and reason rules as 'at least 3 characters'; the lists then narrow them.
const consultationMethodField = stringField('Consultation method must be at least 3 characters long.')
  .min(3, 'Consultation method must be at least 3 characters long.')
  .pipe(z.enum(CONSULTATION_METHODS, { error: 'Consultation method must be hospital visit, video, audio or chat.' }));

const consultationForField = stringField('Consultation reason must be at least 3 characters long.')
  .min(3, 'Consultation reason must be at least 3 characters long.')
  .pipe(z.enum(CONSULTATION_FOR, { error: 'Consultation must be For Me or Family Member.' }));

// POST /appointment by a patient. The server takes the fee from the doctor record and ignores this one
// (docs/architecture.md §15); it is still checked because the booking page sends it. `patient` names whom the visit is
// for: with 'For Me' the caller's own patient record, with 'Family Member' one of the caller's family members
// (GET /patients/family); anything else is a 404 (docs/architecture.md §11).
export const createAppointmentSchema = z.object({
  doctor: doctorIdField,
  patient: patientIdField,
  consultationFee: numberField('Consultation fee must be a number.', 'Consultation fee must be a number.', (fee) =>
    fee.min(0, 'Consultation fee cannot be negative.'),
  ),
  consultationMethod: consultationMethodField,
  consultationFor: consultationForField,
  selectedDate: dateStringSchema,
  shortBrief: shortBriefField.optional(),
  // true asks for the payment page URL in data.url (docs/architecture.md §15).
  payNow: z.boolean({ error: 'Pay now must be true or false.' }).optional(),
  // The marketer's link the visitor first arrived by (`/?ref=CODE`) and when (marketing.ts): the web app keeps both for
  // 30 days and sends them with each booking. The server decides whether it counts (an active marketer's code, a time
  // neither in the future nor older than 30 days); one that does not is ignored, never a reason to refuse the booking.
  ref: referralLinkSchema.optional(),
});
export type CreateAppointmentInput = z.infer<typeof createAppointmentSchema>;

const contactFieldOfWalkIn = contactField(
  'Contact number must be exactly 11 digits.',
  'Contact number must contain only numbers.',
);

// docs/product-spec.md §5, 'Direct appointment'. Age 0 and below get the valid-age message rather than 'Age is
// required.': a number was given, it is just not a valid age; 'required' is kept for an empty field.
export const newPatientInfoSchema = z.object({
  name: textField('Patient name is required.', [100, 'Patient name must not exceed 100 characters.']),
  age: ageField(
    [1, 'Please enter a valid age (max 120 years).'],
    [120, 'Please enter a valid age (max 120 years).'],
    'Age is required.',
  ),
  gender: z.enum(GENDERS, { error: 'Gender is required.' }),
  weight: weightField('Please enter a valid weight (max 500kg).'),
});
export type NewPatientInfo = z.infer<typeof newPatientInfoSchema>;

// POST /appointment/direct-appointment
export const directAppointmentSchema = z.object({
  contact: contactFieldOfWalkIn,
  newPatientInfo: newPatientInfoSchema,
});
export type DirectAppointmentInput = z.infer<typeof directAppointmentSchema>;

/**
 * POST /appointment by staff for a walk-in (docs/product-spec.md §3, docs/architecture.md §15). Either `patient` names an existing
 * patient, who is exempt from the new-patient checks (docs/product-spec.md §5), or it is '' and `newPatientInfo`
 * describes the person to create. Leave `newPatientInfo` out when a patient is chosen: when present it
 * is checked.
 */
export const createStaffAppointmentSchema = z
  .object({
    doctor: doctorIdField,
    patient: z.union([z.literal(''), patientIdField]),
    contact: contactFieldOfWalkIn,
    newPatientInfo: newPatientInfoSchema.optional(),
    consultationMethod: z.literal('hospital visit', { error: 'Walk-in appointments are hospital visits.' }),
    consultationFor: z.literal('For Me', { error: 'Walk-in appointments are For Me.' }),
    consultationFee: z.literal(0, { error: 'Walk-in appointments are booked with a fee of 0.' }),
    selectedDate: dateStringSchema,
    shortBrief: z.literal('', { error: 'Walk-in appointments have no brief.' }).optional(),
    // The language the patient wants their SMS in, as the desk asked them: kept on a record without an account
    // (an account's own choice wins). Left out, the record keeps what it had (English for a new one).
    smsLanguage: z.enum(LANGUAGES, { error: 'Choose English (en) or Bangla (bn).' }).optional(),
  })
  .superRefine((input, ctx) => {
    if (input.patient === '' && input.newPatientInfo === undefined) {
      ctx.addIssue({ code: 'custom', path: ['newPatientInfo', 'name'], message: 'Patient name is required.' });
    }
  });
export type CreateStaffAppointmentInput = z.infer<typeof createStaffAppointmentSchema>;

const cancellationReasonField = stringField('Cancellation reason is required.')
  .trim()
  .min(1, 'Cancellation reason is required.')
  .min(8, 'Description should be 8 charecter long.')
  .max(50, 'Description not be more than 50 charecter.');

export const cancellationSchema = z.object({ cancellationReason: cancellationReasonField });
export type CancellationInput = z.infer<typeof cancellationSchema>;

// A patient changes their own booking (POST /appointment/{id}/cancel-by-patient and /reschedule): a pending one,
// up to PATIENT_CHANGE_HOURS before the chamber starts that day (any time when the doctor is on leave that day).
export const PATIENT_CHANGE_HOURS = 2;
export const TOO_LATE_TO_CHANGE_MESSAGE = `Appointments can be cancelled or moved up to ${PATIENT_CHANGE_HOURS} hours before the chamber starts. Please call the hospital.`;
export const SAME_DATE_MESSAGE = 'This appointment is already on that date. Choose another date.';

// The cancellation reason has the desk's Cancel dialog rules (docs/product-spec.md §5, 'Cancellation').
export const cancelByPatientSchema = cancellationSchema;
export type CancelByPatientInput = z.infer<typeof cancelByPatientSchema>;

// The new date must be one of the doctor's available dates, as when booking (leave and booking limits included).
export const rescheduleSchema = z.object({ selectedDate: dateStringSchema });
export type RescheduleInput = z.infer<typeof rescheduleSchema>;

// Money is whole taka (docs/architecture.md §7); 'at most 4 digits' is 9999.
const amountField = wholeNumberField(
  { type: 'Amount is required.', whole: 'Amount must be a whole number.' },
  [0, 'Amount cannot be negative.'],
  [9999, 'Amount must not exceed 4 digits.'],
);

export const feeUpdateSchema = z.object({ consultationFee: amountField });
export type FeeUpdateInput = z.infer<typeof feeUpdateSchema>;

/**
 * PUT /appointment/{appointmentId}: mark done, cancel with a reason, or mark paid with the amount
 * received (docs/architecture.md §15). Discriminated on `status` so a bad reason or amount reports the spec's
 * message instead of a generic union failure; the paid change has no `status`.
 */
export const updateAppointmentSchema = z.object({
  updatedDoc: z.discriminatedUnion(
    'status',
    [
      z.object({ status: z.literal('done') }),
      z.object({ status: z.literal('cancelled'), cancellationReason: cancellationReasonField }),
      z.object({
        // JSON Schema has no `undefined`: `not: {}` documents "no status here", so the three changes cannot overlap.
        status: z.undefined().optional().meta({ not: {} }),
        paymentStatus: z.literal('paid', { error: 'Payment status can only be set to paid.' }),
        consultationFee: amountField,
      }),
    ],
    { error: 'Status can only be set to done or cancelled.' },
  ),
});
export type UpdateAppointmentInput = z.infer<typeof updateAppointmentSchema>;

// An appointment as every screen reads it (docs/architecture.md §15).
export const appointmentSchema = z.object({
  _id: objectIdSchema,
  serialNo: z.number().int().min(1),
  selectedDate: dateStringSchema,
  status: z.enum(APPOINTMENT_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  consultationFee: z.number().int().min(0),
  consultationMethod: z.enum(CONSULTATION_METHODS),
  consultationFor: z.enum(CONSULTATION_FOR),
  shortBrief: z.string(),
  isFollowup: z.boolean(),
  cancellationReason: z.string().nullable(),
  source: z.enum(APPOINTMENT_SOURCES),
  createdAt: instantSchema,
  // The doctor has leave on this date (added after the booking): the desk rearranges or cancels it.
  doctorOnLeave: z.boolean(),
  doctor: z.object({
    _id: objectIdSchema,
    title: z.string(),
    fullName: z.string(),
    speciality: z.string(),
    photo: z.string(),
  }),
  patient: patientSchema.pick({
    _id: true,
    patientId: true,
    name: true,
    age: true,
    gender: true,
    weight: true,
    contact: true,
  }),
  feeReceivedBy: personNameSchema.nullable(),
  attendant: personNameSchema.nullable(),
  lastCallLog: z.object({ comment: z.string(), user: personNameSchema, timestamp: instantSchema }).nullable(),
  refundStatus: z.enum(REFUND_STATUSES),
  // The visit day (docs/architecture.md §11): when the patient checked in at the desk, when their serial was
  // last called (null again after a skip), and the code their QR shows (pending appointments only).
  arrivedAt: instantSchema.nullable(),
  calledAt: instantSchema.nullable(),
  checkInCode: z.string().nullable(),
  // For a family member's booking: the account holder who booked it (the desk card's "booked by").
  bookedBy: personNameSchema.nullable(),
  // Set on the cancelled original when a patient moved the booking to another date: the new appointment.
  rescheduledTo: objectIdSchema.nullable(),
  // A video, voice or chat appointment's room once someone is in it (waiting, in consultation, ended); null for a
  // hospital visit and before the patient waits. Absent where a screen does not read it.
  consultation: roomSummarySchema.nullable().optional(),
});
export type Appointment = z.infer<typeof appointmentSchema>;

/**
 * An appointment as its own patient reads it (GET /appointment/current-user, .../current-user/{appointmentId}): the
 * confirmation and the appointments page also show the chamber hours of that day (null when the day has no hours
 * set, or the doctor no longer works it) and, once the visit is reviewed, the patient's stars.
 */
export const patientAppointmentSchema = appointmentSchema.extend({
  chamberHours: z.object({ start: timeSchema, end: timeSchema }).nullable(),
  review: z.object({ rating: z.number().int().min(1).max(5) }).nullable(),
});
export type PatientAppointment = z.infer<typeof patientAppointmentSchema>;

export const appointmentMetaSchema = z.object({
  totalAppointments: z.number().int().min(0),
  totalPendingSerial: z.number().int().min(0),
  totalDoneSerial: z.number().int().min(0),
  totalPaidAmount: z.number().int().min(0),
});
export type AppointmentMeta = z.infer<typeof appointmentMetaSchema>;

// The spec's calls send `?doctor=&date=` with empty values; empty means "not given".
export const appointmentListQuerySchema = z.object({
  doctor: emptyAsUndefined(objectIdSchema),
  date: emptyAsUndefined(dateStringSchema),
});
export type AppointmentListQuery = z.infer<typeof appointmentListQuerySchema>;

// GET /appointment and GET /appointment/doctor answer `data: { data, meta }` (docs/architecture.md §2).
export const appointmentListSchema = listWithMeta(appointmentSchema, appointmentMetaSchema);
export type AppointmentList = z.infer<typeof appointmentListSchema>;

// A call log: a comment the desk wrote about a call to the patient.
export const callLogSchema = z.object({
  _id: objectIdSchema,
  comment: z.string(),
  appointmentId: objectIdSchema,
  user: personNameSchema,
  timestamp: instantSchema,
});
export type CallLog = z.infer<typeof callLogSchema>;

// POST /appointment/create-call-log (docs/product-spec.md §5, 'Call log').
export const createCallLogSchema = z.object({
  appointmentId: stringField('Appointment ID is required.')
    .trim()
    .min(1, 'Appointment ID cannot be empty.')
    .regex(OBJECT_ID_PATTERN, INVALID_ID_MESSAGE),
  comment: textField(
    'Comment should be at least 3 characters long.',
    [300, 'Comment should not exceed 300 characters.'],
    [3, 'Comment should be at least 3 characters long.'],
  ),
});
export type CreateCallLogInput = z.infer<typeof createCallLogSchema>;

// GET /appointment/get-call-log?appointmentId=
export const callLogQuerySchema = z.object({ appointmentId: objectIdSchema });
export type CallLogQuery = z.infer<typeof callLogQuerySchema>;

// The web app reads `data.callLogs` (docs/product-spec.md §7).
export const callLogListSchema = z.object({ callLogs: z.array(callLogSchema) });
export type CallLogList = z.infer<typeof callLogListSchema>;

// POST /appointment answers with the booking and, when payNow was asked and the gateway answered, the
// payment page to send the browser to (docs/product-spec.md §7 reads data.url).
export const bookingResultSchema = z.object({
  appointment: appointmentSchema,
  url: z.string().nullable(),
});
export type BookingResult = z.infer<typeof bookingResultSchema>;

// QR check-in at the desk (POST /appointment/check-in). The code is what the appointment's QR holds
// (`checkInCode`): an HMAC-signed reference with nothing personal in it, 32 characters of A-Z and 2-7.
export const CHECK_IN_CODE_REQUIRED_MESSAGE = 'Scan or type the appointment code.';
export const CHECK_IN_CODE_INVALID_MESSAGE = 'This code is not an appointment code of this hospital.';
export const CHECK_IN_CANCELLED_MESSAGE = 'This appointment was cancelled, so it cannot be checked in.';
export const CHECK_IN_DONE_MESSAGE = 'This appointment is already done.';
export const checkInWrongDayMessage = (date: string) =>
  `This appointment is for ${formatDisplayDate(date)}, not today.`;

export const checkInSchema = z.object({
  code: stringField(CHECK_IN_CODE_REQUIRED_MESSAGE)
    .trim()
    .min(1, CHECK_IN_CODE_REQUIRED_MESSAGE)
    .max(64, CHECK_IN_CODE_INVALID_MESSAGE),
});
export type CheckInInput = z.infer<typeof checkInSchema>;

// 200 from a check-in: the appointment (arrivedAt set) and whether it had already been checked in before.
export const checkInResultSchema = z.object({ appointment: appointmentSchema, alreadyArrived: z.boolean() });
export type CheckInResult = z.infer<typeof checkInResultSchema>;
