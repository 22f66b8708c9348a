import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgSequence, pgTable, text, unique, varchar } from 'drizzle-orm/pg-core';
import { appointments } from './appointments.js';
import { bytea, createdAt, idRef, instant, requiredRef, tableWithHexId, updatedAt } from './columns.js';
import { users } from './users.js';

/**
 * One number line for everything a room's event stream carries (signals and chat messages), so a stream that
 * reconnects with Last-Event-ID resumes after the last event it saw, whichever kind it was.
 */
export const consultationEventSeq = pgSequence('consultation_event_seq');
const nextEvent = (name: string) =>
  bigint(name, { mode: 'number' })
    .notNull()
    .default(sql`nextval('consultation_event_seq')`);

/**
 * A remote appointment's room (docs/decisions/0027): created when the patient accepts the consent (or when the doctor
 * admits a patient who has not come in yet); moved by the patient joining, the doctor starting and ending. Nothing of the call's media is kept, only its times.
 */
export const consultations = pgTable(
  'consultations',
  {
    appointmentId: requiredRef('appointment_id', () => appointments.id, 'cascade').primaryKey(),
    state: varchar('state', { length: 10 }).notNull().default('open'),
    mode: varchar('mode', { length: 10 }).notNull(),
    // Null until the patient accepts: the doctor may admit ("Start", "Call next") before the patient has come in.
    consentVersion: varchar('consent_version', { length: 20 }),
    consentAt: instant('consent_at'),
    waitingSince: instant('waiting_since'),
    startedAt: instant('started_at'),
    endedAt: instant('ended_at'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('consultations_state_check', sql`${t.state} in ('open', 'waiting', 'live', 'ended')`),
    check('consultations_mode_check', sql`${t.mode} in ('video', 'audio', 'chat')`),
  ],
);

/**
 * Call signals (offers, answers, ICE candidates) waiting for the other side. Short-lived: a signal older than a few
 * minutes is of no use to a browser, and the maintenance sweep deletes them.
 */
export const consultationSignals = pgTable(
  'consultation_signals',
  {
    id: nextEvent('id').primaryKey(),
    appointmentId: requiredRef('appointment_id', () => appointments.id, 'cascade'),
    fromRole: varchar('from_role', { length: 7 }).notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('consultation_signals_room_idx').on(t.appointmentId, t.id),
    check('consultation_signals_from_check', sql`${t.fromRole} in ('patient', 'doctor')`),
  ],
);

/** A file sent in a room's chat: content-checked, images re-encoded; kept with the appointment like its messages. */
export const consultationAttachments = tableWithHexId(
  'consultation_attachments',
  {
    appointmentId: requiredRef('appointment_id', () => appointments.id, 'cascade'),
    uploadedBy: requiredRef('uploaded_by', () => users.id),
    kind: varchar('kind', { length: 5 }).notNull(),
    contentType: varchar('content_type', { length: 40 }).notNull(),
    fileName: varchar('file_name', { length: 120 }).notNull(),
    size: integer('size').notNull(),
    width: integer('width'),
    height: integer('height'),
    bytes: bytea('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('consultation_attachments_room_idx').on(t.appointmentId),
    check('consultation_attachments_kind_check', sql`${t.kind} in ('image', 'pdf')`),
  ],
);

/** The room's chat: kept with the appointment, shown to both after the call and to the doctor under "Records". */
export const consultationMessages = tableWithHexId(
  'consultation_messages',
  {
    seq: nextEvent('seq').unique(),
    appointmentId: requiredRef('appointment_id', () => appointments.id, 'cascade'),
    senderId: requiredRef('sender_id', () => users.id),
    fromRole: varchar('from_role', { length: 7 }).notNull(),
    // The sender's own id for the message: a retry after a lost answer finds the message it already sent.
    clientId: varchar('client_id', { length: 36 }).notNull(),
    body: varchar('body', { length: 2000 }).notNull().default(''),
    attachmentId: idRef('attachment_id').references(() => consultationAttachments.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('consultation_messages_client_key').on(t.appointmentId, t.clientId),
    index('consultation_messages_room_idx').on(t.appointmentId, t.seq),
    check('consultation_messages_from_check', sql`${t.fromRole} in ('patient', 'doctor')`),
  ],
);
