import {
  prescriptionBodyOutSchema,
  type Prescription,
  type PrescriptionBody,
  type PrescriptionListItem,
} from '@hospital/contract/prescriptions';
import type { ListRow, PrescriptionRow } from './prescriptions.repository.js';

// Prescription rows as the contract's shapes: the whole prescription, and the line a list shows.

/** An instant as the raw query answers it (text from one driver, a Date from another), as ISO text. */
export const iso = (value: Date | string) => new Date(value).toISOString();

/** The stored body, checked by the contract's schema on the way out as on the way in. */
export function bodyOf(stored: unknown): PrescriptionBody {
  return prescriptionBodyOutSchema.parse(stored);
}

export function toPrescription(row: PrescriptionRow): Prescription {
  return {
    ...bodyOf(row.body),
    _id: row.id,
    appointmentId: row.appointment_id,
    version: row.version,
    status: row.status,
    replaces: row.replaces,
    correction: row.correction,
    replacedBy: row.replaced_by,
    replacedByVersion: row.replaced_by_version,
    revision: row.revision,
    patient: {
      _id: row.patient_ref,
      name: row.patient_name,
      age: row.patient_age,
      gender: row.patient_gender === 'male' || row.patient_gender === 'female' ? row.patient_gender : null,
      patientId: row.holder_id,
    },
    doctor: {
      _id: row.doctor_id,
      fullName: row.doctor_full_name,
      title: row.doctor_title,
      speciality: row.doctor_speciality,
      degrees: row.doctor_degrees ?? [],
      registrationNo: row.doctor_registration_no,
      photo: row.doctor_photo,
    },
    appointment: {
      _id: row.appointment_id,
      selectedDate: row.selected_date,
      serialNo: row.serial_no,
      consultationMethod: row.consultation_method as Prescription['appointment']['consultationMethod'],
      doctorId: row.doctor_id,
    },
    signedAt: row.signed_at === null ? null : iso(row.signed_at),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

export function toListItem(row: ListRow): PrescriptionListItem {
  const body = bodyOf(row.body);
  return {
    _id: row.id,
    appointmentId: row.appointment_id,
    status: row.status,
    version: row.version,
    signedAt: row.signed_at === null ? null : iso(row.signed_at),
    date: row.selected_date,
    patient: { _id: row.patient_ref, name: row.patient_name },
    doctor: {
      _id: row.doctor_id,
      fullName: row.doctor_full_name,
      title: row.doctor_title,
      speciality: row.doctor_speciality,
    },
    chiefComplaints: body.chiefComplaints,
    diagnosis: body.diagnosis,
    medicineCount: body.medicines.length,
    followUp: body.followUp,
  };
}
