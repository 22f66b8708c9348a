import type { Appointment } from '../appointments.js';

// Test support only: tsconfig keeps it out of the build.

/**
 * The fields of an appointment nothing has happened to yet: the doctor not on leave, the patient not arrived or
 * called, no check-in code, booked by its patient, not moved. The contract's and the web app's fixtures spread it, so
 * a new field of this kind is given its first value in one place.
 */
export const UNTOUCHED_APPOINTMENT = {
  doctorOnLeave: false,
  arrivedAt: null,
  calledAt: null,
  checkInCode: null,
  bookedBy: null,
  rescheduledTo: null,
} satisfies Partial<Appointment>;
