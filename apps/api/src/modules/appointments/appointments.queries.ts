import { sql, type SQL } from 'drizzle-orm';
import type { Appointment } from '@hospital/contract/appointments';
import { queryRows, type DbOrTx } from '../../db/client.js';

type Row = {
  id: string;
  serial_no: number;
  selected_date: string;
  status: Appointment['status'];
  payment_status: Appointment['paymentStatus'];
  consultation_fee: number;
  consultation_method: Appointment['consultationMethod'];
  consultation_for: Appointment['consultationFor'];
  short_brief: string;
  is_followup: boolean;
  cancellation_reason: string | null;
  source: Appointment['source'];
  created_at: Date | string;
  refund_status: Appointment['refundStatus'];
  d_id: string;
  d_title: string;
  d_full_name: string;
  d_speciality: string;
  d_photo: string;
  p_id: string;
  p_patient_id: string;
  p_name: string;
  p_age: number;
  p_gender: 'male' | 'female' | null;
  p_weight: number | null;
  p_contact: string;
  fee_received_by_name: string | null;
  attendant_name: string | null;
  call_comment: string | null;
  call_at: Date | string | null;
  call_user_name: string | null;
};

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * Appointments as every screen reads them (ARCHITECTURE §6), in one query: doctor, patient, who took the fee,
 * the attendant and the last call log come joined, never fetched per row. `where` and `orderBy` are
 * fragments over the alias `a` (appointments).
 */
export async function selectAppointments(db: DbOrTx, where: SQL, orderBy: SQL = sql`a.selected_date desc, a.serial_no`, limit = 500) {
  return queryRows<Row>(
    db,
    sql`select a.id, a.serial_no, a.selected_date::text as selected_date, a.status, a.payment_status, a.consultation_fee,
          a.consultation_method, a.consultation_for, a.short_brief, a.is_followup, a.cancellation_reason, a.source,
          a.created_at, a.refund_status,
          d.id as d_id, d.title as d_title, d.full_name as d_full_name, d.speciality as d_speciality, d.photo as d_photo,
          p.id as p_id, p.patient_id as p_patient_id, p.name as p_name, p.age as p_age, p.gender as p_gender,
          p.weight as p_weight, p.contact as p_contact,
          fr.name as fee_received_by_name, att.name as attendant_name,
          cl.comment as call_comment, cl.created_at as call_at, clu.name as call_user_name
        from appointments a
        join doctors d on d.id = a.doctor_id
        join patients p on p.id = a.patient_ref
        left join users fr on fr.id = a.fee_received_by
        left join users att on att.id = a.attendant_id
        left join lateral (
          select comment, created_at, user_id from call_logs where appointment_id = a.id order by created_at desc limit 1
        ) cl on true
        left join users clu on clu.id = cl.user_id
        where ${where}
        order by ${orderBy}
        limit ${limit}`,
  );
}

/** `withContact` is false for callers who may not see it (ARCHITECTURE §6: staff and the patient it belongs to). */
export function toAppointmentDto(row: Row, options: { withContact: boolean }): Appointment {
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
    doctor: { _id: row.d_id, title: row.d_title, fullName: row.d_full_name, speciality: row.d_speciality, photo: row.d_photo },
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
  };
}
