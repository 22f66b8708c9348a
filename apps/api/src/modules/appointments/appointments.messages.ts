import type { Appointment } from '@hospital/contract/appointments';
import { formatDisplayDate } from '@hospital/contract/format';
import { CONSULTATION_METHOD_LABELS } from '@hospital/contract/lists';

/** The appointments domain's sentences; other modules import them from here rather than repeating them. */
export const APPOINTMENT_NOT_FOUND = 'Appointment not found.';
export const DATE_NOT_OFFERED =
  'This date is not available for booking with this doctor. Please choose one of the dates shown.';
/** A leave day: the sentence says why, so the patient or the desk picks another date rather than retrying. */
export const doctorOnLeave = (date: string) =>
  `The doctor is on leave on ${formatDisplayDate(date)}. Please choose another date.`;
export const ALREADY_BOOKED = 'This patient already has an appointment with this doctor on this date.';
export const methodNotOffered = (method: Appointment['consultationMethod']) =>
  `Doctor not available for ${CONSULTATION_METHOD_LABELS[method]} consultation.`;
export const tooManyOnDate = (limit: number) =>
  `You already have ${limit} pending appointments on this date. Please attend or cancel one before booking another.`;
export const tooManyPending = (limit: number) =>
  `You already have ${limit} pending appointments. Please attend or cancel one before booking another.`;
/** An account's online bookings, date changes and cancellations of one Dhaka day, all together (patient-change-cap.ts). */
export const tooManyChangesToday = (limit: number) =>
  `You have made ${limit} bookings, date changes and cancellations today, the most one account may make in a day. Please try again tomorrow, or call the hospital.`;
/** The desk's answer to a check-in, by QR code or by hand. */
export const checkedIn = (result: { alreadyArrived: boolean; appointment: { serialNo: number } }) =>
  result.alreadyArrived ? 'This patient has already checked in.' : `Checked in: serial ${result.appointment.serialNo}.`;
