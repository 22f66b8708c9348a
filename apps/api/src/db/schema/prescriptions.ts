import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, idHexCheck, idRef, instant, requiredRef, updatedAt } from './columns.js';
import { appointments } from './appointments.js';
import { doctors } from './doctors.js';
import { patients } from './users.js';

/**
 * A visit's prescription (docs/architecture.md §12). The doctor's text is `body` (the contract's PrescriptionBody,
 * checked by its schema when written and when read; each medicine line carries a `lineId` the pharmacy fills by).
 * A draft changes as the doctor types (`revision` goes up on each save); a signed one never changes again: a trigger
 * refuses any update of a signed or replaced row other than marking it replaced. A correction is a new row of the
 * same appointment, `version` + 1, `replaces` naming the old one, whose `replaced_by` then names it.
 * `replaces` and `replaced_by` have no foreign key: a row pointing at a row of its own table would make a backup's
 * rows depend on their order in the file.
 */
export const prescriptions = pgTable(
  'prescriptions',
  {
    id: idColumn(),
    appointmentId: requiredRef('appointment_id', () => appointments.id),
    patientRef: requiredRef('patient_ref', () => patients.id),
    doctorId: requiredRef('doctor_id', () => doctors.id),
    version: integer('version').notNull(),
    status: varchar('status', { length: 8 }).notNull().default('draft'),
    replaces: idRef('replaces'),
    replacedBy: idRef('replaced_by'),
    correction: varchar('correction', { length: 300 }),
    revision: integer('revision').notNull().default(0),
    body: jsonb('body').notNull(),
    signedAt: instant('signed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // At most one draft per visit: two "new version" or "write" at once create one.
    uniqueIndex('prescriptions_one_draft_idx')
      .on(t.appointmentId)
      .where(sql`${t.status} = 'draft'`),
    // At most one current signed prescription per visit: two "sign" at once sign once.
    uniqueIndex('prescriptions_one_signed_idx')
      .on(t.appointmentId)
      .where(sql`${t.status} = 'signed'`),
    uniqueIndex('prescriptions_appointment_version_idx').on(t.appointmentId, t.version),
    index('prescriptions_patient_idx').on(t.patientRef),
    index('prescriptions_doctor_idx').on(t.doctorId, t.signedAt),
    idHexCheck('prescriptions', t.id),
    check('prescriptions_status_check', sql`${t.status} in ('draft', 'signed', 'replaced')`),
    check('prescriptions_version_check', sql`${t.version} >= 1`),
    check('prescriptions_signed_at_check', sql`(${t.status} = 'draft') = (${t.signedAt} is null)`),
    check('prescriptions_replaced_check', sql`(${t.status} = 'replaced') = (${t.replacedBy} is not null)`),
  ],
);

/** A doctor's favourite medicine lines (at most 50), reused in the editor: the contract's PrescribedMedicine[]. */
export const prescriptionFavourites = pgTable('prescription_favourites', {
  doctorId: requiredRef('doctor_id', () => doctors.id, 'cascade').primaryKey(),
  medicines: jsonb('medicines').notNull(),
  updatedAt: updatedAt(),
});
