import { isObjectId } from '@hospital/contract/ids';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { roleMay } from '../../lib/permissions.js';
import type { AuthUser } from '../../plugins/authentication.js';
import { findUserById } from '../users/users.repository.js';
import { PATIENT_NOT_FOUND } from './patients.messages.js';
import { findPatientByAccountEmail, findPatientById, findPatientsByContact, updatePatientDetails, type PatientRow } from './patients.repository.js';

/**
 * `GET /patients/{id}` where id is `me`, a patient `_id` or an account email. Staff who see patients may
 * read any record; everyone else only their own, and another's is a 404 so its existence is not revealed.
 */
export async function readPatient(db: Db, caller: AuthUser, id: string): Promise<PatientRow> {
  const own = await findUserById(db, caller.id);
  if (!own) throw AppError.unauthorized();
  const isStaff = roleMay(caller.role, 'records');
  let patient: PatientRow | undefined;
  if (id === 'me') patient = await findPatientById(db, own.user.patientRef);
  else if (id.includes('@')) patient = await findPatientByAccountEmail(db, id);
  else if (isObjectId(id)) patient = await findPatientById(db, id);
  if (!patient || (!isStaff && patient.id !== own.user.patientRef)) throw AppError.notFound(PATIENT_NOT_FOUND);
  return patient;
}

export function patientsByContact(db: Db, contact: string): Promise<PatientRow[]> {
  return findPatientsByContact(db, contact);
}

/** An admin corrects a record's name, age and weight. */
export async function correctPatient(db: Db, id: string, details: { name: string; age: number; weight: number | null }): Promise<PatientRow> {
  const row = await updatePatientDetails(db, id, details);
  if (!row) throw AppError.notFound(PATIENT_NOT_FOUND);
  return row;
}
