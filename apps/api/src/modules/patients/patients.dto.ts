import type { Patient } from '@hospital/contract/patients';
import type { PatientRow } from './patients.repository.js';

/** `contact` only goes to staff and to the patient it belongs to (docs/architecture.md §15). */
export function toPatientDto(row: PatientRow, options: { withContact: boolean }): Patient {
  return {
    _id: row.id,
    patientId: row.patientId,
    name: row.name,
    age: row.age,
    gender: (row.gender as Patient['gender']) ?? null,
    weight: row.weight,
    ...(options.withContact ? { contact: row.contact } : {}),
  };
}
