import { sql, type SQL } from 'drizzle-orm';

/**
 * SQL pieces that more than one module's repository starts from. They live with the database layer, which no
 * module owns, so a module never reaches into another's repository for them.
 */

/** An appointment `a` joined to its doctor `d` and its patient `p`: what the desk's lists and the SMS queries start from. */
export const APPOINTMENT_DOCTOR_PATIENT = sql`appointments a
        join doctors d on d.id = a.doctor_id
        join patients p on p.id = a.patient_ref`;

/** The patient records an account answers for: its own and its family members'. */
export const ownPatientRefs = (userId: string) =>
  sql`(select patient_ref from users where id = ${userId} and patient_ref is not null
       union select id from patients where owner_user_id = ${userId})`;

/** The account that holds a patient record: the family member's holder, or the account that is the patient. */
export const holderOf = (patientRef: SQL) =>
  sql`(select coalesce(hp.owner_user_id, (select hu.id from users hu where hu.patient_ref = hp.id))
       from patients hp where hp.id = ${patientRef})`;

/**
 * An appointment's own state as `select ... from appointments` answers it (its date read as `selected_date::text`):
 * what the appointment changes check before they act, and what a payment reads of the appointment it pays for.
 */
export type AppointmentState = {
  id: string;
  serial_no: number;
  status: string;
  payment_status: string;
  consultation_fee: number;
  source: string;
  doctor_id: string;
  patient_ref: string;
  selected_date: string;
  arrived_at: Date | string | null;
};
