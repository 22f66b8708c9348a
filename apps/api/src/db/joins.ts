import { sql } from 'drizzle-orm';

/**
 * SQL pieces that more than one module's repository starts from. They live with the database layer, which no
 * module owns, so a module never reaches into another's repository for them.
 */

/** An appointment `a` joined to its doctor `d` and its patient `p`: what the desk's lists and the SMS queries start from. */
export const APPOINTMENT_DOCTOR_PATIENT = sql`appointments a
        join doctors d on d.id = a.doctor_id
        join patients p on p.id = a.patient_ref`;
