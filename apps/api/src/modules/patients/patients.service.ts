import { isObjectId } from '@hospital/contract/ids';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { roleMay } from '../../lib/permissions.js';
import type { AuthUser } from '../../plugins/authentication.js';
import { diff, recordChanges } from '../audit/audit.js';
import { PATIENT_NOT_FOUND } from './patients.messages.js';
import {
  holderOfAccount,
  findPatientByAccountEmail,
  findPatientById,
  findPatientsByContact,
  hasAppointmentWithDoctor,
  updatePatientDetails,
  type PatientRow,
} from './patients.repository.js';
import { bumpDaysOfPatient } from '../../platform/changes/changes.repository.js';

/** Whether the caller may read another patient's record: the desk any, a doctor only their own patients'. */
async function mayReadOthers(db: Db, caller: AuthUser, doctorRef: string | null, patientRef: string): Promise<boolean> {
  if (roleMay(caller.role, 'desk')) return true;
  if (caller.role !== 'doctor' || !doctorRef) return false;
  return hasAppointmentWithDoctor(db, patientRef, doctorRef);
}

/**
 * `GET /patients/{id}` where id is `me`, a patient `_id` or an account email. Everyone reads their own record; the
 * desk reads any; a doctor reads a patient's only when that patient has an appointment with them. Looking up by
 * email is for the account itself and the desk, so it cannot tell anyone else whether an account exists. Any
 * refusal is the same 404, so a record's existence is never revealed.
 */
export async function readPatient(db: Db, caller: AuthUser, id: string): Promise<PatientRow> {
  const own = await holderOfAccount(db, caller.id);
  if (!own) throw AppError.unauthorized();
  const isOwnEmail = id.toLowerCase() === own.email.toLowerCase();
  let patient: PatientRow | undefined;
  if (id === 'me' || isOwnEmail) patient = await findPatientById(db, own.patientRef);
  else if (id.includes('@'))
    patient = roleMay(caller.role, 'desk') ? await findPatientByAccountEmail(db, id) : undefined;
  else if (isObjectId(id)) patient = await findPatientById(db, id);
  const allowed =
    patient !== undefined &&
    (patient.id === own.patientRef || (await mayReadOthers(db, caller, own.doctorRef, patient.id)));
  if (!patient || !allowed) throw AppError.notFound(PATIENT_NOT_FOUND);
  return patient;
}

export function patientsByContact(db: Db, contact: string): Promise<PatientRow[]> {
  return findPatientsByContact(db, contact);
}

/** An admin corrects a record's name, age and weight; the change and its audit entry are one transaction. */
export async function correctPatient(
  db: Db,
  actor: AuthUser,
  id: string,
  details: { name: string; age: number; weight: number | null },
): Promise<PatientRow> {
  return db.transaction(async (tx) => {
    const before = await findPatientById(tx, id);
    if (!before) throw AppError.notFound(PATIENT_NOT_FOUND);
    const row = await updatePatientDetails(tx, id, details);
    if (!row) throw AppError.notFound(PATIENT_NOT_FOUND);
    // The desk's cards show the patient's name, age and weight.
    await bumpDaysOfPatient(tx, id);
    const changes = diff({ name: before.name, age: before.age, weight: before.weight }, details);
    const target = { type: 'patient' as const, id, label: `${row.name} (${row.patientId})` };
    await recordChanges(tx, actor, 'patient.update', target, changes);
    return row;
  });
}

/** What other modules use of patient records: creating one (an account's or a walk-in's) and finding an account's. */
export {
  findPatientByContactAndName,
  insertPatient,
  patientRefsOfAccount,
  setWalkInSmsLanguage,
  type PatientRow,
} from './patients.repository.js';
