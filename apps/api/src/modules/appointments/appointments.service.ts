import type { Appointment, BookingResult, CreateAppointmentInput } from '@hospital/contract/appointments';
import { addDaysToDateString, formatDisplayDate } from '@hospital/contract/format';
import { CONSULTATION_METHOD_LABELS } from '@hospital/contract/lists';
import type { Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import type { AuthUser } from '../../plugins/authentication.js';
import { availableDatesOf, onLeave } from '../doctors/doctors.dates.js';
import { DOCTOR_NOT_FOUND } from '../doctors/doctors.messages.js';
import { DESK_ROLES } from '../notifications/notify.js';
import { PATIENT_NOT_FOUND } from '../patients/patients.messages.js';
import { findUserById } from '../users/users.repository.js';
import { newAppointmentRow, toAppointmentDto, toPatientAppointmentDto } from './appointments.dto.js';
import { ALREADY_BOOKED, DATE_NOT_OFFERED, doctorOnLeave, FAMILY_NOT_YET, methodNotOffered, tooManyOnDate, tooManyPending } from './appointments.messages.js';
import { selectAppointmentsOfPatient } from './appointments.queries.js';
import { insertCheckedBooking, lockPatientForBooking, type NewAppointment } from './appointments.repository.js';

const FOLLOWUP_WINDOW_DAYS = 30;

/**
 * The one way an appointment is created, online or at the desk, once the caller has locked the patient and the
 * doctor's day (`lockPatientForBooking`), so one patient's bookings go one at a time and leave cannot slip in. One
 * statement checks the patient's limits (online only), a booking already made with this doctor that day and the
 * doctor's leave, then takes the serial, inserts the row and writes the desk's notice if there is one; follow-up is
 * derived, never sent. The serial locks this doctor's day for other bookers until commit, which comes right after:
 * nothing else is asked of the database while they wait.
 */
export async function insertBooking(
  tx: Tx,
  values: Omit<NewAppointment, 'isFollowup'>,
  options: { limits?: { pendingPerDate: number; pendingTotal: number }; notice?: { before: string; after: string; link: string } } = {},
) {
  const outcome = await insertCheckedBooking(tx, {
    values,
    followupFrom: addDaysToDateString(values.selectedDate, -FOLLOWUP_WINDOW_DAYS),
    followupTo: addDaysToDateString(values.selectedDate, -1),
    limits: options.limits,
    notice: options.notice && { ...options.notice, roles: DESK_ROLES },
  });
  const { limits } = options;
  if (!outcome.appointment) {
    if (limits && outcome.pendingOnDate >= limits.pendingPerDate) throw AppError.conflict(tooManyOnDate(limits.pendingPerDate), 'selectedDate');
    if (limits && outcome.pendingTotal >= limits.pendingTotal) throw AppError.conflict(tooManyPending(limits.pendingTotal), 'selectedDate');
    if (outcome.alreadyBooked) throw AppError.conflict(ALREADY_BOOKED, 'selectedDate');
    throw AppError.unprocessable(doctorOnLeave(values.selectedDate), 'selectedDate');
  }
  return { appointment: outcome.appointment, notice: outcome.notice };
}

/**
 * A patient books for themself: the fee comes from the doctor record, the method must be
 * offered, the date must be one of the doctor's available dates, and the patient record must be the
 * caller's. The serial is taken in the same statement as the insert, and the desk is told: the notice is written
 * in that statement too and announced once the transaction has committed (docs/decisions/0016).
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
  if (input.consultationFor !== 'For Me') throw AppError.unprocessable(FAMILY_NOT_YET, 'consultationFor');
  if (onLeave(doctor.leaves, input.selectedDate)) throw AppError.unprocessable(doctorOnLeave(input.selectedDate), 'selectedDate');
  if (!availableDatesOf(doctor).includes(input.selectedDate)) throw AppError.unprocessable(DATE_NOT_OFFERED, 'selectedDate');

  const { booked, patient } = await ctx.db.transaction(async (tx) => {
    // The caller's own record only; anyone else's (or none) is a 404 that reveals nothing.
    const patient = await lockPatientForBooking(tx, { patientRef: input.patient, doctorId: doctor.id, selectedDate: input.selectedDate }, caller.id);
    if (!patient) throw new AppError(404, PATIENT_NOT_FOUND, [{ path: 'patient', message: PATIENT_NOT_FOUND }]);
    const method = CONSULTATION_METHOD_LABELS[input.consultationMethod];
    const booked = await insertBooking(
      tx,
      {
        doctorId: doctor.id,
        patientRef: patient.id,
        createdBy: caller.id,
        selectedDate: input.selectedDate,
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
      },
    );
    return { booked, patient };
  });
  if (booked.notice) ctx.notifier.announce(booked.notice);

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
      message = error.statusCode === 502 ? error.message : `Appointment booked (serial ${booked.appointment.serialNo}), but the payment could not be started: ${error.message}`;
    }
  }
  const appointment = toAppointmentDto(newAppointmentRow(booked.appointment, doctor, patient, null), { withContact: true });
  return { result: { appointment, url }, message };
}

export async function appointmentsOfCaller(ctx: AppContext, caller: AuthUser): Promise<Appointment[]> {
  const account = await findUserById(ctx.db, caller.id);
  if (!account) throw AppError.unauthorized();
  const rows = await selectAppointmentsOfPatient(ctx.db, account.user.patientRef);
  return rows.map(toPatientAppointmentDto);
}
