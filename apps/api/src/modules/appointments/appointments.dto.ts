import type { Appointment, CallLog } from '@hospital/contract/appointments';
import { isRemoteMethod } from '@hospital/contract/consultations';
import { roomSummaryOf } from './room-summary.js';
import type { CheckInCodes } from './check-in-codes.js';
import type { AppointmentRow } from './appointments.repository.js';
import type { BookedPatient, InsertedAppointment } from './booking.repository.js';

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

export type DtoOptions = {
  /** False for callers who may not see it (docs/architecture.md §15: staff and the patient it belongs to). */
  withContact: boolean;
  /** Signs the QR code of pending appointments. */
  codes: CheckInCodes;
};

export function toAppointmentDto(row: AppointmentRow, options: DtoOptions): Appointment {
  return {
    _id: row.id,
    serialNo: row.serial_no,
    selectedDate: row.selected_date,
    status: row.status,
    paymentStatus: row.payment_status,
    consultationFee: row.consultation_fee,
    consultationMethod: row.consultation_method,
    consultationFor: row.consultation_for,
    shortBrief: row.short_brief,
    isFollowup: row.is_followup,
    cancellationReason: row.cancellation_reason,
    source: row.source,
    createdAt: iso(row.created_at),
    refundStatus: row.refund_status,
    doctorOnLeave: row.doctor_on_leave,
    doctor: {
      _id: row.d_id,
      title: row.d_title,
      fullName: row.d_full_name,
      speciality: row.d_speciality,
      photo: row.d_photo,
    },
    patient: {
      _id: row.p_id,
      patientId: row.p_patient_id,
      name: row.p_name,
      age: row.p_age,
      gender: row.p_gender,
      weight: row.p_weight,
      ...(options.withContact ? { contact: row.p_contact } : {}),
    },
    feeReceivedBy: row.fee_received_by_name ? { name: row.fee_received_by_name } : null,
    attendant: row.attendant_name ? { name: row.attendant_name } : null,
    lastCallLog:
      row.call_comment && row.call_at && row.call_user_name
        ? { comment: row.call_comment, user: { name: row.call_user_name }, timestamp: iso(row.call_at) }
        : null,
    arrivedAt: isoOrNull(row.arrived_at),
    calledAt: isoOrNull(row.called_at),
    // Only a hospital visit is checked in at the desk; a room's patient is seen in the room.
    checkInCode:
      row.status === 'pending' && !isRemoteMethod(row.consultation_method)
        ? options.codes.codeFor(row.id, row.selected_date)
        : null,
    bookedBy: row.booked_by_name ? { name: row.booked_by_name } : null,
    rescheduledTo: row.rescheduled_to,
    consultation: roomSummaryOf(row),
  };
}

export function toCallLogDto(
  row: { id: string; comment: string; created_at: Date | string; name: string },
  appointmentId: string,
): CallLog {
  return { _id: row.id, comment: row.comment, appointmentId, user: { name: row.name }, timestamp: iso(row.created_at) };
}

/**
 * The appointment as its patient reads it: the desk's internal notes stay at the desk, so the last call log (its
 * comment and who made the call), who took the fee and which attendant booked it are left out.
 */
export function toPatientAppointmentDto(row: AppointmentRow, codes: CheckInCodes): Appointment {
  return {
    ...toAppointmentDto(row, { withContact: true, codes }),
    feeReceivedBy: null,
    attendant: null,
    lastCallLog: null,
  };
}

/**
 * A booking just made, as `selectAppointments` would read it back, from what the booking already holds: the row its
 * insert answered, the doctor, the patient it locked (with the account holder of a family member's record). Nothing
 * else is set on a new appointment (no fee taken, no call, not arrived, not moved, and a doctor on leave refuses the
 * booking).
 */
export function newAppointmentRow(
  a: InsertedAppointment,
  doctor: { id: string; title: string; fullName: string; speciality: string; photo: string },
  patient: BookedPatient,
  attendantName: string | null,
): AppointmentRow {
  return {
    id: a.id,
    serial_no: a.serialNo,
    selected_date: a.selectedDate,
    status: a.status as AppointmentRow['status'],
    payment_status: a.paymentStatus as AppointmentRow['payment_status'],
    consultation_fee: a.consultationFee,
    consultation_method: a.consultationMethod as AppointmentRow['consultation_method'],
    consultation_for: a.consultationFor as AppointmentRow['consultation_for'],
    short_brief: a.shortBrief,
    is_followup: a.isFollowup,
    cancellation_reason: null,
    source: a.source as AppointmentRow['source'],
    created_at: a.createdAt,
    refund_status: 'none',
    doctor_on_leave: false,
    d_id: doctor.id,
    d_title: doctor.title,
    d_full_name: doctor.fullName,
    d_speciality: doctor.speciality,
    d_photo: doctor.photo,
    p_id: patient.id,
    p_patient_id: patient.patient_id,
    p_name: patient.name,
    p_age: patient.age,
    p_gender: patient.gender,
    p_weight: patient.weight,
    p_contact: patient.contact,
    fee_received_by_name: null,
    attendant_name: attendantName,
    call_comment: null,
    call_at: null,
    call_user_name: null,
    arrived_at: null,
    called_at: null,
    rescheduled_to: null,
    booked_by_name: patient.booked_by_name,
  };
}
