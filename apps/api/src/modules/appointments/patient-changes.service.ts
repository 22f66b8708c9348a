import {
  SAME_DATE_MESSAGE,
  TOO_LATE_TO_CHANGE_MESSAGE,
  PATIENT_CHANGE_HOURS,
  type Appointment,
} from '@hospital/contract/appointments';
import { dhakaMidnight, formatDisplayDate, minutesOfTime, weekdayOfDateString } from '@hospital/contract/format';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import type { AuthUser } from '../../plugins/authentication.js';
import { onLeave } from '../doctors/doctors.dates.js';
import { DOCTOR_NOT_FOUND } from '../doctors/doctors.messages.js';
import type { DoctorRecord } from '../doctors/doctors.service.js';
import { patientRefsOfAccount } from '../patients/patients.service.js';
import { refundIfPaidOnline } from './appointment-updates.js';
import { toPatientAppointmentDto } from './appointments.dto.js';
import { APPOINTMENT_NOT_FOUND, methodNotOffered } from './appointments.messages.js';
import { selectAppointmentById } from './appointments.repository.js';
import {
  findAppointmentState,
  markCancelled,
  markMoved,
  movePayments,
  type AppointmentState,
} from './appointments.repository.js';
import { keepAttributionOnMove } from '../marketing/marketing.service.js';
import { lockPatientForBooking } from './booking.repository.js';
import { announceBooking, assertBookableDate, insertBooking } from './appointments.service.js';
import { announceQueueChange } from '../../platform/changes/changes.repository.js';
import { countPatientChange, patientChangeCap } from './patient-change-cap.js';

/**
 * The caller's own appointment or a family member's, still pending: anyone else's is the same 404 as none, and one
 * already cancelled or done cannot be changed.
 */
async function ownPendingAppointment(ctx: AppContext, caller: AuthUser, id: string): Promise<AppointmentState> {
  const state = await findAppointmentState(ctx.db, id);
  if (!state || !(await patientRefsOfAccount(ctx.db, caller.id)).includes(state.patient_ref))
    throw AppError.notFound(APPOINTMENT_NOT_FOUND);
  refuseUnlessPending(state);
  return state;
}

// Staff notifications are written once, in English (docs/decisions/0019): the doctor as the desk knows them.
const doctorName = (doctor: DoctorRecord | undefined) =>
  doctor ? [doctor.title, doctor.fullName].join(' ') : 'the doctor';

function refuseUnlessPending(state: AppointmentState): void {
  if (state.status !== 'pending')
    throw AppError.conflict(`This appointment is already ${state.status}; it cannot be changed.`, 'status');
}

/**
 * Patients change a booking up to PATIENT_CHANGE_HOURS before the chamber starts that day (midnight when the day has
 * no hours set); when the doctor is on leave that day there is no chamber to protect, so any time.
 */
function assertChangeWindow(doctor: DoctorRecord | undefined, date: string, now: Date): void {
  if (doctor && onLeave(doctor.leaves, date)) return;
  const hours = doctor?.schedule.find((entry) => entry.day === weekdayOfDateString(date));
  const startMinutes = hours?.active && hours.start ? minutesOfTime(hours.start) : 0;
  const deadline = dhakaMidnight(date).getTime() + (startMinutes - PATIENT_CHANGE_HOURS * 60) * 60_000;
  if (now.getTime() > deadline) throw AppError.unprocessable(TOO_LATE_TO_CHANGE_MESSAGE);
}

/**
 * The caller's pending appointment (`ownPendingAppointment`) while it may still be changed, with its doctor as
 * `doctorOf` finds them and the moment the window was judged at.
 */
async function changeableAppointment<D extends DoctorRecord | undefined>(
  ctx: AppContext,
  caller: AuthUser,
  id: string,
  doctorOf: (doctorId: string) => Promise<D>,
): Promise<{ state: AppointmentState; doctor: D; now: Date }> {
  const state = await ownPendingAppointment(ctx, caller, id);
  const doctor = await doctorOf(state.doctor_id);
  const now = ctx.clock();
  assertChangeWindow(doctor, state.selected_date, now);
  return { state, doctor, now };
}

async function readOwn(ctx: AppContext, id: string): Promise<Appointment> {
  return toPatientAppointmentDto((await selectAppointmentById(ctx.db, id))!, ctx.checkInCodes);
}

/** POST /appointment/{id}/cancel-by-patient: a pending booking, in time; paid online, it is refunded by the gateway. */
export async function cancelByPatient(
  ctx: AppContext,
  caller: AuthUser,
  id: string,
  reason: string,
): Promise<Appointment> {
  const { state, doctor } = await changeableAppointment(ctx, caller, id, (doctorId) => ctx.doctors.findAny(doctorId));
  const changed = await ctx.db.transaction(async (tx) => {
    const cancelled = await markCancelled(tx, id, reason);
    if (!cancelled) return undefined;
    // Over the day's cap, the cancellation is rolled back with the count.
    await countPatientChange(tx, patientChangeCap(ctx, caller));
    await announceQueueChange(tx, cancelled.doctor_id, cancelled.selected_date);
    const notice = await ctx.notifier.write(
      {
        message: `${caller.name} cancelled serial ${state.serial_no} with ${doctorName(doctor)} on ${formatDisplayDate(state.selected_date)}.`,
        link: '/attendant/',
      },
      tx,
    );
    return { cancelled, notice };
  });
  if (changed) ctx.notifier.announce(changed.notice);
  const row = changed?.cancelled;
  if (!row) refuseUnlessPending((await findAppointmentState(ctx.db, id))!);
  await refundIfPaidOnline(ctx, id, row!);
  return readOwn(ctx, id);
}

/**
 * POST /appointment/{id}/reschedule: another available date of the same doctor, under the rules of booking (leave,
 * available dates, the patient's limits). In one transaction the old appointment is kept as cancelled ("Moved to
 * ..."), a new one takes the next serial of the new date, and the payment moves with it.
 */
export async function rescheduleByPatient(
  ctx: AppContext,
  caller: AuthUser,
  id: string,
  date: string,
): Promise<Appointment> {
  const { state, doctor, now } = await changeableAppointment(ctx, caller, id, async (doctorId) => {
    const active = await ctx.doctors.find(doctorId);
    if (!active) throw AppError.notFound(DOCTOR_NOT_FOUND);
    return active;
  });
  if (date === state.selected_date) throw AppError.unprocessable(SAME_DATE_MESSAGE, 'selectedDate');
  assertBookableDate(doctor, date, now);
  const booked = await ctx.db.transaction(async (tx) => {
    // Locked as a booking locks (the patient, and the new day shared with leave), then the old one is let go.
    const patient = await lockPatientForBooking(tx, {
      patientRef: state.patient_ref,
      doctorId: state.doctor_id,
      selectedDate: date,
    });
    if (!patient) throw AppError.notFound(APPOINTMENT_NOT_FOUND);
    const old = await markMoved(tx, id, `Moved to ${formatDisplayDate(date)}`);
    if (!old) throw AppError.conflict('This appointment was changed meanwhile; it is no longer pending.', 'status');
    if (!doctor.availableFor.includes(old.consultationMethod as Appointment['consultationMethod'])) {
      throw AppError.unprocessable(
        methodNotOffered(old.consultationMethod as Appointment['consultationMethod']),
        'selectedDate',
      );
    }
    // The booking rules of the new date: leave, one booking with this doctor that day, and for an online booking the
    // patient's limits, counted without the old one (cancelled just now in this transaction).
    const made = await insertBooking(
      ctx,
      tx,
      { ...old, selectedDate: date },
      {
        limits: old.source === 'online' ? ctx.config.bookingLimits : undefined,
        confirm: { patient, doctor },
        cap: patientChangeCap(ctx, caller),
      },
    );
    await movePayments(tx, id, made.appointment.id);
    await keepAttributionOnMove(tx, id, made.appointment.id);
    await announceQueueChange(tx, state.doctor_id, state.selected_date);
    const notice = await ctx.notifier.write(
      {
        message: `${caller.name} moved serial ${state.serial_no} with ${doctorName(doctor)} from ${formatDisplayDate(state.selected_date)} to ${formatDisplayDate(date)} (serial ${made.appointment.serialNo}).`,
        link: '/attendant/',
      },
      tx,
    );
    return { ...made, notice };
  });
  announceBooking(ctx, booked);
  const movedTo = booked.appointment.id;
  return readOwn(ctx, movedTo);
}
