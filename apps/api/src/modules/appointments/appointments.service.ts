import type { BookingResult, CreateAppointmentInput, PatientAppointment } from '@hospital/contract/appointments';
import type { WeeklySchedule } from '@hospital/contract/doctors';
import { addDaysToDateString, formatDisplayDate } from '@hospital/contract/format';
import { CONSULTATION_METHOD_LABELS } from '@hospital/contract/lists';
import { FAMILY_MEMBER_NOT_FOUND_MESSAGE } from '@hospital/contract/patients';
import type { Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import type { AuthUser } from '../../plugins/authentication.js';
import { availableDatesOf, bookableHours, onLeave } from '../doctors/doctors.dates.js';
import { DOCTOR_NOT_FOUND } from '../doctors/doctors.messages.js';
import type { DoctorRecord } from '../doctors/doctors.service.js';
import { DESK_ROLES, type WrittenNotice } from '../notifications/notify.js';
import { OUTBOX_CHANNEL } from '../../platform/outbox/outbox.repository.js';
import { PATIENT_NOT_FOUND } from '../patients/patients.messages.js';
import { patientRefsOfAccount } from '../patients/patients.service.js';
import { ratingsOfAppointments } from '../reviews/reviews.service.js';
import { newAppointmentRow, toAppointmentDto, toPatientAppointmentDto } from './appointments.dto.js';
import {
  ALREADY_BOOKED,
  APPOINTMENT_NOT_FOUND,
  DATE_NOT_OFFERED,
  doctorOnLeave,
  methodNotOffered,
  tooManyOnDate,
  tooManyPending,
} from './appointments.messages.js';
import { selectAppointmentById, selectAppointmentsOfPatients, type AppointmentRow } from './appointments.repository.js';
import {
  insertCheckedBooking,
  lockPatientForBooking,
  type BookedPatient,
  type InsertedAppointment,
  type NewAppointment,
} from './booking.repository.js';
import { QUEUE_CHANNEL, queueChangePayload } from '../../platform/changes/changes.repository.js';
import { overChangeCap, patientChangeCap, type ChangeCap } from './patient-change-cap.js';
import { countingLinkVisit, type LinkVisit } from '../marketing/marketing.service.js';

const FOLLOWUP_WINDOW_DAYS = 30;

/** A booking made, and what is to be announced once its transaction has committed (`announceBooking`). */
export type Booked = { appointment: InsertedAppointment; notice: WrittenNotice | undefined; smsDue: boolean };

/** The chamber hours of the doctor's day, as an SMS names them. */
function chamberHours(doctor: DoctorRecord, date: string): { start: string; end: string } | null {
  const hours = bookableHours(doctor.schedule, date);
  return hours ? { start: hours.start, end: hours.end } : null;
}

/** What a new booking, online or at the desk, fills alike: the doctor, the patient, the date and who booked it. */
export function newBookingOf(
  caller: AuthUser,
  patient: BookedPatient,
  doctor: DoctorRecord,
  selectedDate: string,
): Pick<NewAppointment, 'doctorId' | 'patientRef' | 'createdBy' | 'selectedDate'> {
  return { doctorId: doctor.id, patientRef: patient.id, createdBy: caller.id, selectedDate };
}

/**
 * The numbers a marketer's referral of this patient may have been recorded with: the patient's own, and the number of
 * the account holder who looks after them (a family member's bookings go to the holder's number).
 */
export function bookingContacts(patient: Pick<BookedPatient, 'contact' | 'sms_contact'>): string[] {
  return [...new Set([patient.contact, patient.sms_contact])];
}

/**
 * The one way an appointment is created, online, at the desk or by a move, once the caller has locked the patient
 * and the doctor's day (`lockPatientForBooking`), so one patient's bookings go one at a time and leave cannot slip
 * in. One statement checks the patient's limits (online only), a booking already made with this doctor that day and
 * the doctor's leave, then takes the serial, inserts the row and writes the desk's notice and the patient's
 * confirmation SMS if asked (`confirm`); follow-up is derived, never sent. The serial locks this doctor's day for
 * other bookers until commit, which comes right after: nothing else is asked of the database while they wait
 * (docs/decisions/0023). The caller announces the result after commit (`announceBooking`).
 */
export async function insertBooking(
  ctx: Pick<AppContext, 'sms'>,
  tx: Tx,
  values: Omit<NewAppointment, 'isFollowup'>,
  options: {
    limits?: { pendingPerDate: number; pendingTotal: number } | undefined;
    notice?: { before: string; after: string; link: string } | undefined;
    /** Confirm the booking to the patient by SMS: their record as `lockPatientForBooking` read it, and the doctor. */
    confirm?: { patient: BookedPatient; doctor: DoctorRecord } | undefined;
    /** A patient's own change: counted against their account's daily cap (patient-change-cap.ts); never the desk's. */
    cap?: ChangeCap | undefined;
    /** A new booking (not a move): counted for a marketer by its link or a referral of the patient's number. */
    attribution?: { contacts: string[]; link: LinkVisit | undefined } | undefined;
  } = {},
): Promise<Booked> {
  const { limits, confirm, cap } = options;
  const sms = confirm
    ? ctx.sms.bookingSms(
        {
          contact: confirm.patient.sms_contact,
          optedOut: confirm.patient.sms_opted_out,
          language: confirm.patient.sms_language,
          holderId: confirm.patient.patient_id,
        },
        {
          doctor: `${confirm.doctor.title} ${confirm.doctor.fullName}`.trim(),
          date: values.selectedDate,
          hours: chamberHours(confirm.doctor, values.selectedDate),
        },
      )
    : undefined;
  const outcome = await insertCheckedBooking(tx, {
    values,
    followupFrom: addDaysToDateString(values.selectedDate, -FOLLOWUP_WINDOW_DAYS),
    followupTo: addDaysToDateString(values.selectedDate, -1),
    limits,
    notice: options.notice && { ...options.notice, roles: DESK_ROLES },
    sms: typeof sms === 'object' ? sms : undefined,
    cap,
    attribution: options.attribution,
  });
  if (!outcome.appointment) {
    if (cap && outcome.changesToday !== undefined && outcome.changesToday > cap.limit) throw overChangeCap(cap);
    if (limits && outcome.pendingOnDate >= limits.pendingPerDate)
      throw AppError.conflict(tooManyOnDate(limits.pendingPerDate), 'selectedDate');
    if (limits && outcome.pendingTotal >= limits.pendingTotal)
      throw AppError.conflict(tooManyPending(limits.pendingTotal), 'selectedDate');
    if (outcome.onLeave) throw AppError.unprocessable(doctorOnLeave(values.selectedDate), 'selectedDate');
    throw AppError.conflict(ALREADY_BOOKED, 'selectedDate');
  }
  if (sms === 'queue') await ctx.sms.queue(tx, 'booking', [outcome.appointment.id]);
  return { appointment: outcome.appointment, notice: outcome.notice, smsDue: outcome.smsDue };
}

/**
 * Once a booking has committed: the desk's bell, the doctor's queue (the desk's screen, boards, patients' estimates:
 * one more patient) and, when its SMS is due now, the outbox workers hear of it. Not NOTIFYed inside the booking,
 * which would make every booking in the cluster wait for every other one's commit (docs/decisions/0023).
 */
export function announceBooking(ctx: Pick<AppContext, 'notifier'>, booked: Booked): void {
  if (booked.notice) ctx.notifier.announce(booked.notice);
  ctx.notifier.signal(QUEUE_CHANNEL, queueChangePayload(booked.appointment.doctorId, booked.appointment.selectedDate));
  if (booked.smsDue) ctx.notifier.signal(OUTBOX_CHANNEL, '');
}

export async function readAppointment(ctx: AppContext, id: string) {
  const row = await selectAppointmentById(ctx.db, id);
  return row ? toAppointmentDto(row, { withContact: true, codes: ctx.checkInCodes }) : undefined;
}

/**
 * A patient books for themself or a family member: the fee comes from the doctor record, the method must be
 * offered, the date must be one of the doctor's available dates, and the patient record must be the caller's own
 * ('For Me') or one of their family members' ('Family Member'). The serial is taken in the same statement as the
 * insert, and the desk is told and the confirmation SMS queued: both written in that statement too, and announced
 * once the transaction has committed (docs/decisions/0023).
 */
export async function bookOnline(
  ctx: AppContext,
  caller: AuthUser,
  input: CreateAppointmentInput,
): Promise<{ result: BookingResult; message: string }> {
  const doctor = await ctx.doctors.find(input.doctor);
  if (!doctor) throw AppError.notFound(DOCTOR_NOT_FOUND);
  if (!doctor.availableFor.includes(input.consultationMethod)) {
    throw AppError.unprocessable(methodNotOffered(input.consultationMethod), 'consultationMethod');
  }
  assertBookableDate(doctor, input.selectedDate, ctx.clock());

  const forFamily = input.consultationFor !== 'For Me';
  const booked = await ctx.db.transaction(async (tx) => {
    // The caller's own record, or one of their family members still on their list (docs/architecture.md §11);
    // anyone else's, or none, is a 404 on `patient` that reveals nothing. Read under the record's lock, so a family
    // member removed meanwhile is not booked.
    const patient = await lockPatientForBooking(
      tx,
      { patientRef: input.patient, doctorId: doctor.id, selectedDate: input.selectedDate },
      { userId: caller.id, as: forFamily ? 'family' : 'self' },
    );
    if (!patient) {
      const notFound = forFamily ? FAMILY_MEMBER_NOT_FOUND_MESSAGE : PATIENT_NOT_FOUND;
      throw new AppError(404, notFound, [{ path: 'patient', message: notFound }]);
    }
    const method = CONSULTATION_METHOD_LABELS[input.consultationMethod];
    const made = await insertBooking(
      ctx,
      tx,
      {
        ...newBookingOf(caller, patient, doctor, input.selectedDate),
        consultationFee: doctor.consultationFee,
        consultationMethod: input.consultationMethod,
        consultationFor: input.consultationFor,
        shortBrief: input.shortBrief ?? '',
        source: 'online',
      },
      {
        // One patient cannot hold every doctor's every date: each booking takes a serial and tells every desk.
        limits: ctx.config.bookingLimits,
        notice: {
          before: `${patient.account_name} booked a ${method} consultation with ${doctor.title} ${doctor.fullName} for ${formatDisplayDate(input.selectedDate)} (serial `,
          after: ').',
          link: '/attendant/',
        },
        confirm: { patient, doctor },
        cap: patientChangeCap(ctx, caller),
        attribution: {
          contacts: bookingContacts(patient),
          link: countingLinkVisit(input.ref, ctx.clock()),
        },
      },
    );
    return { ...made, patient };
  });
  announceBooking(ctx, booked);

  // The booking stands whatever the gateway does: a gateway failure is told to the user, not rolled back.
  let url: string | null = null;
  let message = `Appointment booked. Your serial number is ${booked.appointment.serialNo}.`;
  if (input.payNow && booked.appointment.consultationFee > 0) {
    try {
      url = await ctx.payments.startPayment(booked.appointment.id);
    } catch (error) {
      // Gateway down (502) or an amount it will not take (422): the booking is saved all the same, and the
      // patient can pay later from their appointments page.
      if (!(error instanceof AppError)) throw error;
      message =
        error.statusCode === 502
          ? error.message
          : `Appointment booked (serial ${booked.appointment.serialNo}), but the payment could not be started: ${error.message}`;
    }
  }
  const appointment = toAppointmentDto(newAppointmentRow(booked.appointment, doctor, booked.patient, null), {
    withContact: true,
    codes: ctx.checkInCodes,
  });
  return { result: { appointment, url }, message };
}

/** The caller's own patient record and their family members' (removed members' history included). */
async function patientRefsOfCaller(ctx: AppContext, caller: AuthUser): Promise<string[]> {
  const refs = await patientRefsOfAccount(ctx.db, caller.id);
  if (refs.length === 0) throw AppError.unauthorized();
  return refs;
}

/** The caller's appointments as they read them: with each day's chamber hours and, once reviewed, their stars. */
async function asPatientReads(ctx: AppContext, rows: AppointmentRow[]): Promise<PatientAppointment[]> {
  const ratings = await ratingsOfAppointments(
    ctx.db,
    rows.filter((row) => row.status === 'done').map((row) => row.id),
  );
  const schedules = new Map<string, WeeklySchedule | undefined>();
  for (const doctorId of new Set(rows.map((row) => row.d_id)))
    schedules.set(doctorId, (await ctx.doctors.findAny(doctorId))?.schedule);
  return rows.map((row) => {
    const schedule = schedules.get(row.d_id);
    const hours = schedule && bookableHours(schedule, row.selected_date);
    const rating = ratings.get(row.id);
    return {
      ...toPatientAppointmentDto(row, ctx.checkInCodes),
      chamberHours: hours ? { start: hours.start, end: hours.end } : null,
      review: rating === undefined ? null : { rating },
    };
  });
}

/** The caller's own appointments and their family members'. */
export async function appointmentsOfCaller(ctx: AppContext, caller: AuthUser): Promise<PatientAppointment[]> {
  return asPatientReads(ctx, await selectAppointmentsOfPatients(ctx.db, await patientRefsOfCaller(ctx, caller)));
}

/**
 * One of the caller's own (or their family's) appointments; anyone else's, like one that does not exist, is a 404
 * with `notFound` (docs/architecture.md §5).
 */
export async function appointmentOfCaller(
  ctx: AppContext,
  caller: AuthUser,
  appointmentId: string,
  notFound: string = APPOINTMENT_NOT_FOUND,
): Promise<PatientAppointment> {
  const refs = await patientRefsOfCaller(ctx, caller);
  const row = await selectAppointmentById(ctx.db, appointmentId);
  if (!row || !refs.includes(row.p_id)) throw AppError.notFound(notFound);
  const [appointment] = await asPatientReads(ctx, [row]);
  return appointment!;
}

/** The date rules of every online booking and move: not a leave day, and one of the doctor's available dates. */
export function assertBookableDate(doctor: DoctorRecord, date: string, now: Date): void {
  if (onLeave(doctor.leaves, date)) throw AppError.unprocessable(doctorOnLeave(date), 'selectedDate');
  if (!availableDatesOf(doctor, now).includes(date)) throw AppError.unprocessable(DATE_NOT_OFFERED, 'selectedDate');
}

export type { BookingSms } from './booking.repository.js';
