import type { BookingResult, CreateAppointmentInput, PatientAppointment } from '@hospital/contract/appointments';
import type { WeeklySchedule } from '@hospital/contract/doctors';
import { addDaysToDateString, formatDisplayDate } from '@hospital/contract/format';
import { CONSULTATION_METHOD_LABELS } from '@hospital/contract/lists';
import type { DbOrTx, Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import type { AuthUser } from '../../plugins/authentication.js';
import { availableDates, bookableHours, onLeave } from '../doctors/doctors.dates.js';
import { isOnLeave } from '../doctors/doctors.repository.js';
import { DOCTOR_NOT_FOUND } from '../doctors/doctors.messages.js';
import type { DoctorRecord } from '../doctors/doctors.repository.js';
import { FAMILY_MEMBER_NOT_FOUND_MESSAGE } from '@hospital/contract/patients';
import { PATIENT_NOT_FOUND } from '../patients/patients.messages.js';
import { findFamilyMember, patientRefsOfAccount } from '../patients/patients.repository.js';
import { announceQueueChange } from '../queue/queue.repository.js';
import { ratingsOfAppointments } from '../reviews/reviews.repository.js';
import { findUserById } from '../users/users.repository.js';
import { toAppointmentDto, toPatientAppointmentDto } from './appointments.dto.js';
import { ALREADY_BOOKED, APPOINTMENT_NOT_FOUND, DATE_NOT_OFFERED, doctorOnLeave, methodNotOffered, tooManyOnDate, tooManyPending } from './appointments.messages.js';
import { selectAppointmentById, selectAppointmentsOfPatients, type AppointmentRow } from './appointments.queries.js';
import {
  countPendingOnline,
  hasDoneVisitBetween,
  hasOtherPendingBooking,
  insertWithNextSerial,
  lockPatientForBooking,
  type NewAppointment,
} from './appointments.repository.js';

const FOLLOWUP_WINDOW_DAYS = 30;

/** A follow-up: the same patient had a done visit with the same doctor in the 30 days before (docs/architecture.md §7). */
function isFollowup(tx: Tx, visit: { doctorId: string; patientRef: string }, date: string): Promise<boolean> {
  return hasDoneVisitBetween(tx, visit, addDaysToDateString(date, -FOLLOWUP_WINDOW_DAYS), addDaysToDateString(date, -1));
}

/**
 * The one way an appointment is created, online or at the desk: the serial is taken first, which locks this
 * doctor's day, so a double submit waits here and then sees the first booking (its rollback returns the
 * number); follow-up is derived, never sent. A date on leave is refused.
 */
export async function insertBooking(tx: Tx, values: Omit<NewAppointment, 'isFollowup'>) {
  const appointment = await insertWithNextSerial(tx, { ...values, isFollowup: await isFollowup(tx, values, values.selectedDate) });
  // Checked after the serial is taken, under the day's lock that adding leave also takes: leave being added waits
  // for this booking (and lists it), or this booking sees the leave (and the rollback returns the serial).
  if (await isOnLeave(tx, values.doctorId, values.selectedDate)) throw AppError.unprocessable(doctorOnLeave(values.selectedDate), 'selectedDate');
  if (await hasOtherPendingBooking(tx, values, appointment.id)) throw AppError.conflict(ALREADY_BOOKED, 'selectedDate');
  // The day's queue has one more patient: the desk's screen and the patients' estimates follow.
  await announceQueueChange(tx, values.doctorId, values.selectedDate);
  return appointment;
}

/**
 * Whom an online booking is for: 'For Me' is the caller's own patient record, 'Family Member' one of the caller's
 * family members (docs/architecture.md §11). Anything else is a 404 on `patient`, so nobody learns of another's records.
 */
async function bookedFor(tx: DbOrTx, caller: AuthUser, ownPatientRef: string, input: CreateAppointmentInput): Promise<string> {
  if (input.consultationFor === 'For Me') {
    if (input.patient !== ownPatientRef) throw new AppError(404, PATIENT_NOT_FOUND, [{ path: 'patient', message: PATIENT_NOT_FOUND }]);
    return ownPatientRef;
  }
  if (!(await findFamilyMember(tx, caller.id, input.patient))) {
    throw new AppError(404, FAMILY_MEMBER_NOT_FOUND_MESSAGE, [{ path: 'patient', message: FAMILY_MEMBER_NOT_FOUND_MESSAGE }]);
  }
  return input.patient;
}

export async function readAppointment(ctx: AppContext, id: string) {
  const row = await selectAppointmentById(ctx.db, id);
  return row ? toAppointmentDto(row, { withContact: true, codes: ctx.checkInCodes }) : undefined;
}

/**
 * A patient books for themself or a family member: the fee comes from the doctor record, the method must be
 * offered, the date must be one of the doctor's available dates, and the patient record must be the caller's own or
 * one of their family members'. The serial is taken in the same transaction as the insert, the desk is told and the
 * confirmation SMS is queued.
 */
export async function bookOnline(
  ctx: AppContext,
  caller: AuthUser,
  input: CreateAppointmentInput,
): Promise<{ result: BookingResult; message: string }> {
  const doctor = await ctx.doctors.find(input.doctor);
  if (!doctor) throw AppError.notFound(DOCTOR_NOT_FOUND);
  const account = await findUserById(ctx.db, caller.id);
  if (!account) throw AppError.unauthorized();
  const ownPatientRef = account.user.patientRef;
  await bookedFor(ctx.db, caller, ownPatientRef, input);
  if (!doctor.availableFor.includes(input.consultationMethod)) {
    throw AppError.unprocessable(methodNotOffered(input.consultationMethod), 'consultationMethod');
  }
  assertBookableDate(doctor, input.selectedDate, ctx.clock());

  const booked = await ctx.db.transaction(async (tx) => {
    // Checked again under the record's lock: a family member removed meanwhile is not booked.
    await lockPatientForBooking(tx, input.patient);
    const patientRef = await bookedFor(tx, caller, ownPatientRef, input);
    await assertWithinBookingLimits(ctx, tx, patientRef, input.selectedDate);
    const appointment = await insertBooking(tx, {
      doctorId: doctor.id,
      patientRef,
      createdBy: caller.id,
      selectedDate: input.selectedDate,
      consultationFee: doctor.consultationFee,
      consultationMethod: input.consultationMethod,
      consultationFor: input.consultationFor,
      shortBrief: input.shortBrief ?? '',
      source: 'online',
    });
    await ctx.notifier.notifyDesk(
      {
        message: `${account.user.name} booked a ${CONSULTATION_METHOD_LABELS[input.consultationMethod]} consultation with ${doctor.title} ${doctor.fullName} for ${formatDisplayDate(input.selectedDate)} (serial ${appointment.serialNo}).`,
        link: '/attendant/',
      },
      tx,
    );
    await ctx.sms.queue(tx, 'booking', [appointment.id]);
    return appointment;
  });

  // The booking stands whatever the gateway does: a gateway failure is told to the user, not rolled back.
  let url: string | null = null;
  let message = `Appointment booked. Your serial number is ${booked.serialNo}.`;
  if (input.payNow && booked.consultationFee > 0) {
    try {
      url = await ctx.payments.startPayment(booked.id);
    } catch (error) {
      // Gateway down (502) or an amount it will not take (422): the booking is saved all the same, and the
      // patient can pay later from their appointments page.
      if (!(error instanceof AppError)) throw error;
      message = error.statusCode === 502 ? error.message : `Appointment booked (serial ${booked.serialNo}), but the payment could not be started: ${error.message}`;
    }
  }
  const appointment = await readAppointment(ctx, booked.id);
  return { result: { appointment: appointment!, url }, message };
}

/** The caller's own patient record and their family members' (removed members' history included). */
async function patientRefsOfCaller(ctx: AppContext, caller: AuthUser): Promise<string[]> {
  const refs = await patientRefsOfAccount(ctx.db, caller.id);
  if (refs.length === 0) throw AppError.unauthorized();
  return refs;
}

/** The caller's appointments as they read them: with each day's chamber hours and, once reviewed, their stars. */
async function asPatientReads(ctx: AppContext, rows: AppointmentRow[]): Promise<PatientAppointment[]> {
  const ratings = await ratingsOfAppointments(ctx.db, rows.filter((row) => row.status === 'done').map((row) => row.id));
  const schedules = new Map<string, WeeklySchedule | undefined>();
  for (const doctorId of new Set(rows.map((row) => row.d_id))) schedules.set(doctorId, (await ctx.doctors.findAny(doctorId))?.schedule);
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
  if (!availableDates(doctor.schedule, now, doctor.leaves).includes(date)) throw AppError.unprocessable(DATE_NOT_OFFERED, 'selectedDate');
}

/**
 * One patient cannot hold every doctor's every date: each booking takes a serial and tells every desk. Counted under
 * the patient record's lock (lockPatientForBooking), so two bookings at once cannot both slip under a limit.
 */
export async function assertWithinBookingLimits(ctx: AppContext, tx: Tx, patientRef: string, date: string, except?: string): Promise<void> {
  const limits = ctx.config.bookingLimits;
  const pending = await countPendingOnline(tx, patientRef, date, except);
  if (pending.onDate >= limits.pendingPerDate) throw AppError.conflict(tooManyOnDate(limits.pendingPerDate), 'selectedDate');
  if (pending.total >= limits.pendingTotal) throw AppError.conflict(tooManyPending(limits.pendingTotal), 'selectedDate');
}
