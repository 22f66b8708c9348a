import type { Appointment, BookingResult, CreateAppointmentInput } from '@hospital/contract/appointments';
import { addDaysToDateString, formatDisplayDate } from '@hospital/contract/format';
import { CONSULTATION_METHOD_LABELS } from '@hospital/contract/lists';
import type { Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import type { AuthUser } from '../../plugins/authentication.js';
import { availableDates, onLeave } from '../doctors/doctors.dates.js';
import { isOnLeave } from '../doctors/doctors.repository.js';
import { DOCTOR_NOT_FOUND } from '../doctors/doctors.messages.js';
import { PATIENT_NOT_FOUND } from '../patients/patients.messages.js';
import { findUserById } from '../users/users.repository.js';
import { toAppointmentDto, toPatientAppointmentDto } from './appointments.dto.js';
import { ALREADY_BOOKED, DATE_NOT_OFFERED, doctorOnLeave, FAMILY_NOT_YET, methodNotOffered, tooManyOnDate, tooManyPending } from './appointments.messages.js';
import { selectAppointmentById, selectAppointmentsOfPatient } from './appointments.queries.js';
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
  return appointment;
}

export async function readAppointment(ctx: AppContext, id: string) {
  const row = await selectAppointmentById(ctx.db, id);
  return row ? toAppointmentDto(row, { withContact: true, codes: ctx.checkInCodes }) : undefined;
}

/**
 * A patient books for themself: the fee comes from the doctor record, the method must be
 * offered, the date must be one of the doctor's available dates, and the patient record must be the
 * caller's. The serial is taken in the same transaction as the insert, and the desk is told.
 */
export async function bookOnline(
  ctx: AppContext,
  caller: AuthUser,
  input: CreateAppointmentInput,
): Promise<{ result: BookingResult; message: string }> {
  const doctor = await ctx.doctors.find(input.doctor);
  if (!doctor) throw AppError.notFound(DOCTOR_NOT_FOUND);
  const account = await findUserById(ctx.db, caller.id);
  if (!account || account.user.patientRef !== input.patient) {
    throw new AppError(404, PATIENT_NOT_FOUND, [{ path: 'patient', message: PATIENT_NOT_FOUND }]);
  }
  if (!doctor.availableFor.includes(input.consultationMethod)) {
    throw AppError.unprocessable(methodNotOffered(input.consultationMethod), 'consultationMethod');
  }
  if (input.consultationFor !== 'For Me') throw AppError.unprocessable(FAMILY_NOT_YET, 'consultationFor');
  if (onLeave(doctor.leaves, input.selectedDate)) throw AppError.unprocessable(doctorOnLeave(input.selectedDate), 'selectedDate');
  if (!availableDates(doctor.schedule, new Date(), doctor.leaves).includes(input.selectedDate)) throw AppError.unprocessable(DATE_NOT_OFFERED, 'selectedDate');

  const patientRef = account.user.patientRef;
  const limits = ctx.config.bookingLimits;
  const booked = await ctx.db.transaction(async (tx) => {
    // One patient cannot hold every doctor's every date: each booking takes a serial and tells every desk.
    await lockPatientForBooking(tx, patientRef);
    const pending = await countPendingOnline(tx, patientRef, input.selectedDate);
    if (pending.onDate >= limits.pendingPerDate) throw AppError.conflict(tooManyOnDate(limits.pendingPerDate), 'selectedDate');
    if (pending.total >= limits.pendingTotal) throw AppError.conflict(tooManyPending(limits.pendingTotal), 'selectedDate');
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

export async function appointmentsOfCaller(ctx: AppContext, caller: AuthUser): Promise<Appointment[]> {
  const account = await findUserById(ctx.db, caller.id);
  if (!account) throw AppError.unauthorized();
  const rows = await selectAppointmentsOfPatient(ctx.db, account.user.patientRef);
  return rows.map((row) => toPatientAppointmentDto(row, ctx.checkInCodes));
}
