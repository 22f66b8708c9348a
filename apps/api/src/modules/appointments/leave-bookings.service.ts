import type { Appointment } from '@hospital/contract/appointments';
import type { Tx } from '../../db/client.js';
import { toAppointmentDto } from './appointments.dto.js';
import { selectPendingOfDoctorBetween } from './appointments.repository.js';
import { lockBookingDays } from './booking.repository.js';
import type { CheckInCodes } from './check-in-codes.js';

/**
 * What a doctor's leave does to bookings. The doctors module reaches it through the app context, since this module
 * already depends on the doctors module and the two must not import each other.
 */
export class LeaveBookings {
  constructor(private readonly codes: CheckInCodes) {}

  /** Locks the booking days of a leave, as a booking locks its day: one in flight is waited for, a later one sees the leave. */
  lockDays(tx: Tx, doctorId: string, from: string, to: string): Promise<void> {
    return lockBookingDays(tx, doctorId, from, to);
  }

  /** The pending appointments of the doctor inside the leave, as the desk sees them. */
  async pendingInside(tx: Tx, doctorId: string, from: string, to: string): Promise<Appointment[]> {
    const rows = await selectPendingOfDoctorBetween(tx, doctorId, from, to);
    return rows.map((row) => toAppointmentDto(row, { withContact: true, codes: this.codes }));
  }
}
