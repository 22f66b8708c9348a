import type { Appointment } from '@hospital/contract/appointments';
import { formatDisplayDate } from '@hospital/contract/format';
import { CONSULTATION_METHOD_LABELS } from '@hospital/contract/lists';

/** The appointments domain's sentences; other modules import them from here rather than repeating them. */
export const APPOINTMENT_NOT_FOUND = 'Appointment not found.';
export const NO_DOCTOR_RECORD = 'No doctor record is linked to this account.';
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
