import { ATTACHMENT_NOT_FOUND_MESSAGE } from '@hospital/contract/consultations';
import { isObjectId } from '@hospital/contract/ids';
import type { PatientRecords } from '@hospital/contract/prescriptions';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import type { AuthUser } from '../../plugins/authentication.js';
import { PATIENT_NOT_FOUND } from '../patients/patients.messages.js';
import {
  doctorTreats,
  selectAttachmentsOf,
  selectPatientAttachment,
  selectPatientVisits,
  selectRecordPatient,
  selectSignedOfAppointments,
} from './prescriptions.repository.js';
import { iso, toListItem } from './prescriptions.dto.js';
import { auditRead } from './prescriptions.service.js';

// A patient's record as a treating doctor reads it: the visits at this hospital, each with its current signed
// prescription and the chat files of a remote consultation. For anyone else the record does not exist (404).

/** The record is a doctor's who has an appointment with the patient; for anyone else it does not exist. */
async function recordAccess(ctx: AppContext, caller: AuthUser, patientRef: string) {
  if (caller.role !== 'doctor' || !isObjectId(patientRef)) throw AppError.notFound(PATIENT_NOT_FOUND);
  if (!(await doctorTreats(ctx.db, caller.id, patientRef))) throw AppError.notFound(PATIENT_NOT_FOUND);
  const patient = await selectRecordPatient(ctx.db, patientRef);
  if (!patient) throw AppError.notFound(PATIENT_NOT_FOUND);
  return patient;
}

/**
 * The patient's visits at this hospital, newest first, each with its current signed prescription and the chat files
 * of a remote consultation. Audited as a staff read of the record.
 */
export async function patientRecords(ctx: AppContext, caller: AuthUser, patientRef: string): Promise<PatientRecords> {
  const patient = await recordAccess(ctx, caller, patientRef);
  const visits = await selectPatientVisits(ctx.db, patientRef);
  const ids = visits.map((visit) => visit.id);
  const prescriptionsByVisit = new Map(
    (await selectSignedOfAppointments(ctx.db, ids)).map((row) => [row.appointment_id, toListItem(row)]),
  );
  const files = await selectAttachmentsOf(ctx.db, ids);
  await auditRead(ctx, caller, 'records.read', patientRef, {
    type: 'patient',
    id: patientRef,
    label: `Holder ID ${patient.patient_id}`,
  });
  return {
    patient: {
      _id: patient.id,
      name: patient.name,
      age: patient.age,
      gender: patient.gender === 'male' || patient.gender === 'female' ? patient.gender : null,
    },
    visits: visits.map((visit) => ({
      appointment: {
        _id: visit.id,
        date: visit.selected_date,
        serialNo: visit.serial_no,
        method: visit.consultation_method as PatientRecords['visits'][number]['appointment']['method'],
        status: visit.status,
        doctor: {
          _id: visit.doctor_id,
          fullName: visit.doctor_full_name,
          title: visit.doctor_title,
          speciality: visit.doctor_speciality,
        },
      },
      prescription: prescriptionsByVisit.get(visit.id) ?? null,
      attachments: files
        .filter((file) => file.appointment_id === visit.id)
        .map((file) => ({
          _id: file.id,
          fileName: file.file_name,
          contentType: file.content_type,
          size: file.size,
          sentBy: file.from_role,
          createdAt: iso(file.created_at),
          url: `/api/v1/patients/${patientRef}/records/attachments/${file.id}`,
        })),
    })),
  };
}

/** A chat file of one of the patient's visits, for a doctor who may read the record. */
export async function recordAttachment(ctx: AppContext, caller: AuthUser, patientRef: string, attachmentId: string) {
  await recordAccess(ctx, caller, patientRef);
  const file = isObjectId(attachmentId) ? await selectPatientAttachment(ctx.db, patientRef, attachmentId) : undefined;
  if (!file) throw AppError.notFound(ATTACHMENT_NOT_FOUND_MESSAGE);
  return { contentType: file.content_type, kind: file.kind, fileName: file.file_name, bytes: file.bytes };
}
