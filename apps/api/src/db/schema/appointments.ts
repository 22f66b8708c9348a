import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, text, unique, varchar } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, idRef, instant, requiredRef } from './columns.js';
import { doctors } from './doctors.js';
import { patients, users } from './users.js';

export const appointments = pgTable(
  'appointments',
  {
    id: idColumn(),
    doctorId: requiredRef('doctor_id', () => doctors.id),
    patientRef: requiredRef('patient_ref', () => patients.id),
    // Who booked it: the patient's own account online, or the attendant at the desk.
    createdBy: idRef('created_by').references(() => users.id),
    attendantId: idRef('attendant_id').references(() => users.id),
    selectedDate: date('selected_date', { mode: 'string' }).notNull(),
    serialNo: integer('serial_no').notNull(),
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    paymentStatus: varchar('payment_status', { length: 10 }).notNull().default('unpaid'),
    consultationFee: integer('consultation_fee').notNull(),
    consultationMethod: varchar('consultation_method', { length: 20 }).notNull(),
    consultationFor: varchar('consultation_for', { length: 20 }).notNull(),
    shortBrief: varchar('short_brief', { length: 255 }).notNull().default(''),
    isFollowup: boolean('is_followup').notNull().default(false),
    cancellationReason: varchar('cancellation_reason', { length: 50 }),
    source: varchar('source', { length: 10 }).notNull(),
    feeReceivedBy: idRef('fee_received_by').references(() => users.id),
    refundStatus: varchar('refund_status', { length: 12 }).notNull().default('none'),
    updatedAt: instant('updated_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    // docs/architecture.md §7: two bookings never share a serial for one doctor and date.
    unique('appointments_doctor_date_serial_key').on(t.doctorId, t.selectedDate, t.serialNo),
    index('appointments_date_idx').on(t.selectedDate),
    index('appointments_patient_idx').on(t.patientRef),
    check('appointments_id_hex', sql`${t.id} ~ '^[0-9a-f]{24}$'`),
    check('appointments_status_check', sql`${t.status} in ('pending', 'cancelled', 'done')`),
    check('appointments_payment_status_check', sql`${t.paymentStatus} in ('paid', 'unpaid', 'failed')`),
    check('appointments_source_check', sql`${t.source} in ('online', 'walk-in')`),
    check('appointments_fee_check', sql`${t.consultationFee} between 0 and 9999`),
    check('appointments_refund_status_check', sql`${t.refundStatus} in ('none', 'processing', 'refunded', 'failed')`),
  ],
);

/**
 * The last serial given per doctor and date. Bumping it with INSERT .. ON CONFLICT DO UPDATE .. RETURNING
 * inside the booking transaction serialises concurrent bookers on one row lock, and a rolled-back booking
 * rolls its bump back too, so serials have no duplicates and no gaps.
 */
export const appointmentSerials = pgTable(
  'appointment_serials',
  {
    doctorId: requiredRef('doctor_id', () => doctors.id, 'cascade'),
    selectedDate: date('selected_date', { mode: 'string' }).notNull(),
    lastSerial: integer('last_serial').notNull(),
  },
  (t) => [primaryKey({ columns: [t.doctorId, t.selectedDate] })],
);

export const callLogs = pgTable(
  'call_logs',
  {
    id: idColumn(),
    appointmentId: requiredRef('appointment_id', () => appointments.id, 'cascade'),
    userId: requiredRef('user_id', () => users.id),
    comment: varchar('comment', { length: 300 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('call_logs_appointment_idx').on(t.appointmentId, t.createdAt)],
);

/** Every attempt to pay online, one row per gateway session (docs/architecture.md §9). */
export const payments = pgTable(
  'payments',
  {
    id: idColumn(),
    appointmentId: requiredRef('appointment_id', () => appointments.id),
    tranId: varchar('tran_id', { length: 30 }).notNull(),
    gateway: varchar('gateway', { length: 16 }).notNull(),
    amount: integer('amount').notNull(),
    currency: varchar('currency', { length: 3 }).notNull().default('BDT'),
    status: varchar('status', { length: 12 }).notNull().default('pending'),
    sessionKey: text('session_key'),
    valId: text('val_id'),
    bankTranId: text('bank_tran_id'),
    validation: text('validation'),
    refundStatus: varchar('refund_status', { length: 12 }).notNull().default('none'),
    refundRefId: text('refund_ref_id'),
    refundedAt: instant('refunded_at'),
    completedAt: instant('completed_at'),
    updatedAt: instant('updated_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('payments_tran_id_key').on(t.tranId),
    index('payments_appointment_idx').on(t.appointmentId),
    index('payments_pending_idx').on(t.status, t.createdAt),
    check('payments_status_check', sql`${t.status} in ('pending', 'paid', 'failed', 'cancelled')`),
  ],
);
