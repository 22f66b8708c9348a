import { isObjectId } from '@hospital/contract/ids';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { roleMay } from '../../lib/permissions.js';
import type { AuthUser } from '../../plugins/authentication.js';
import { findUserById } from '../users/users.repository.js';
import { findPatientByAccountEmail, findPatientById, type PatientRow } from './patients.repository.js';

export const PATIENT_NOT_FOUND = 'Patient not found.';

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
