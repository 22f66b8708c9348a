import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, unique, varchar } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, idRef, instant, requiredRef, tableWithHexId, updatedAt } from './columns.js';
import { doctors } from './doctors.js';
import { patients, users } from './users.js';

export const appointments = tableWithHexId(
  'appointments',
  {
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
    // The visit day (docs/decisions/0020): checked in at the desk; last called or recalled (null again after a
    // skip); marked done (the day's average minutes per patient come from these).
    arrivedAt: instant('arrived_at'),
    calledAt: instant('called_at'),
    doneAt: instant('done_at'),
    // Skipped: called again once the doctor's day has had more calls than this (the next two go first).
    requeueAfterCall: integer('requeue_after_call'),
    // Each SMS of an appointment is queued once, whichever process gets there first.
    turnAlertAt: instant('turn_alert_at'),
    reminderAt: instant('reminder_at'),
    // Moved by the patient to another date: this one is kept as cancelled and points at the new one. No foreign key:
    // a row pointing at a row of its own table would make a backup's rows depend on their order in the file.
    rescheduledTo: idRef('rescheduled_to'),
    updatedAt: updatedAt(),
    createdAt: createdAt(),
  },
  (t) => [
    // docs/architecture.md §7: two bookings never share a serial for one doctor and date.
    unique('appointments_doctor_date_serial_key').on(t.doctorId, t.selectedDate, t.serialNo),
    index('appointments_date_idx').on(t.selectedDate),
    index('appointments_patient_idx').on(t.patientRef),
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

/**
 * A doctor's queue on one Dhaka date (docs/decisions/0020): who is being served and how many calls the day has had.
 * Every call, recall and skip locks this row first, so two desks calling at once are served one after the other
 * and never call the same serial; bookings lock `appointment_serials`, so they do not wait for the queue.
 */
export const queueDays = pgTable(
  'queue_days',
  {
    doctorId: requiredRef('doctor_id', () => doctors.id, 'cascade'),
    selectedDate: date('selected_date', { mode: 'string' }).notNull(),
    currentAppointmentId: idRef('current_appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    calls: integer('calls').notNull().default(0),
    lastCalledAt: instant('last_called_at'),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.doctorId, t.selectedDate] })],
);

/**
 * Waiting-room board links: a read-only view of some doctors' queues for a TV, no login. The link carries a token
 * signed with a key derived from JWT_SECRET; the row is what makes revocation possible.
 */
export const boardLinks = tableWithHexId('board_links', {
  label: varchar('label', { length: 60 }).notNull(),
  doctorIds: varchar('doctor_ids', { length: 24 }).array().notNull(),
  createdBy: idRef('created_by').references(() => users.id, { onDelete: 'set null' }),
  revokedAt: instant('revoked_at'),
  revokedBy: idRef('revoked_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

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
