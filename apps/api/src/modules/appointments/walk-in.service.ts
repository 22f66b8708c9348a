import type { CreateStaffAppointmentInput, DirectAppointmentInput } from '@hospital/contract/appointments';
import { dhakaDateString } from '@hospital/contract/format';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import type { AuthUser } from '../../plugins/authentication.js';
import { availableDatesOf, onLeave } from '../doctors/doctors.dates.js';
import {
  findPatientByContactAndName,
  insertPatient,
  setWalkInSmsLanguage,
  type PatientRow,
} from '../patients/patients.service.js';
import { DOCTOR_NOT_FOUND } from '../doctors/doctors.messages.js';
import { PATIENT_NOT_FOUND } from '../patients/patients.messages.js';
import { proveNumberAtDesk } from '../phone-proofs/phone-proofs.service.js';
import { DATE_NOT_OFFERED, doctorOnLeave } from './appointments.messages.js';
import { newAppointmentRow, toAppointmentDto } from './appointments.dto.js';
import { lockPatientForBooking } from './booking.repository.js';
import { announceBooking, bookingContacts, insertBooking, newBookingOf } from './appointments.service.js';

/**
 * A walk-in patient (no login account): reused when the same contact already has a patient of that name. The number
 * the desk typed, with the patient in front of them, counts as proved by that staff member (docs/decisions/0028).
 */
export async function findOrCreateWalkIn(
  db: DbOrTx,
  input: DirectAppointmentInput,
  deskUserId: string,
): Promise<PatientRow> {
  await proveNumberAtDesk(db, input.contact, deskUserId);
  const existing = await findPatientByContactAndName(db, input.contact, input.newPatientInfo.name);
  if (existing) return existing;
  const { name, age, gender, weight } = input.newPatientInfo;
  return insertPatient(db, { name, age, gender, weight: weight ?? null, contact: input.contact });
}

/**
 * The desk books a hospital visit: for an existing patient, or for a new one created from
 * `newPatientInfo`; today at any hour, or any date the doctor offers. Fee 0 until the Paid dialog. The patient gets
 * the confirmation SMS like an online booking, in the language the desk asked them for (`smsLanguage`).
 */
export async function bookWalkIn(ctx: AppContext, caller: AuthUser, input: CreateStaffAppointmentInput) {
  const doctor = await ctx.doctors.find(input.doctor);
  if (!doctor) throw AppError.notFound(DOCTOR_NOT_FOUND);
  const now = ctx.clock();
  const today = dhakaDateString(now);
  if (onLeave(doctor.leaves, input.selectedDate))
    throw AppError.unprocessable(doctorOnLeave(input.selectedDate), 'selectedDate');
  if (input.selectedDate !== today && !availableDatesOf(doctor, now).includes(input.selectedDate)) {
    throw AppError.unprocessable(DATE_NOT_OFFERED, 'selectedDate');
  }
  const booked = await ctx.db.transaction(async (tx) => {
    const patientRef =
      input.patient ||
      (await findOrCreateWalkIn(tx, { contact: input.contact, newPatientInfo: input.newPatientInfo! }, caller.id)).id;
    // Before the lock reads it: the confirmation SMS below goes out in the language the patient just asked for.
    if (input.smsLanguage) await setWalkInSmsLanguage(tx, patientRef, input.smsLanguage);
    const patient = await lockPatientForBooking(tx, {
      patientRef,
      doctorId: doctor.id,
      selectedDate: input.selectedDate,
    });
    if (!patient) throw new AppError(404, PATIENT_NOT_FOUND, [{ path: 'patient', message: PATIENT_NOT_FOUND }]);
    const made = await insertBooking(
      ctx,
      tx,
      {
        ...newBookingOf(caller, patient, doctor, input.selectedDate),
        attendantId: caller.id,
        consultationFee: 0,
        consultationMethod: 'hospital visit',
        consultationFor: 'For Me',
        shortBrief: '',
        source: 'walk-in',
      },
      // A walk-in has no link; a marketer's referral of the patient's number counts.
      { confirm: { patient, doctor }, attribution: { contacts: bookingContacts(patient), link: undefined } },
    );
    return { ...made, patient };
  });
  announceBooking(ctx, booked);
  // The account's name as the day list shows it (users.name; tokens carry it as signed in).
  return toAppointmentDto(newAppointmentRow(booked.appointment, doctor, booked.patient, caller.name), {
    withContact: true,
    codes: ctx.checkInCodes,
  });
}
