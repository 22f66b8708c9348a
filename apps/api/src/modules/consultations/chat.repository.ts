import { and, asc, eq, gt, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { firstRow } from '../../db/rows.js';
import { appointments, consultationAttachments, consultationMessages } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';
import { inEventWindow, type EventWindow } from './consultations.repository.js';

/** The most messages one read answers; a longer history is read on with `after` (the last `seq` received). */
export const MESSAGES_PAGE = 200;

const messageColumns = {
  id: consultationMessages.id,
  seq: consultationMessages.seq,
  appointmentId: consultationMessages.appointmentId,
  fromRole: consultationMessages.fromRole,
  clientId: consultationMessages.clientId,
  body: consultationMessages.body,
  createdAt: consultationMessages.createdAt,
  attachment: {
    id: consultationAttachments.id,
    kind: consultationAttachments.kind,
    contentType: consultationAttachments.contentType,
    fileName: consultationAttachments.fileName,
    size: consultationAttachments.size,
    width: consultationAttachments.width,
    height: consultationAttachments.height,
  },
};

/** A message as read: its attachment's description, never its bytes (those are read one by one, on demand). */
export type MessageRow = Awaited<ReturnType<typeof selectMessages>>[number];

function selectMessages(db: DbOrTx) {
  return db
    .select(messageColumns)
    .from(consultationMessages)
    .leftJoin(consultationAttachments, eq(consultationAttachments.id, consultationMessages.attachmentId));
}

/** The room's messages that `which` keeps, oldest first, at most `limit`. */
function roomMessages(db: DbOrTx, appointmentId: string, which: SQL, limit: number): Promise<MessageRow[]> {
  return selectMessages(db)
    .where(and(eq(consultationMessages.appointmentId, appointmentId), which))
    .orderBy(asc(consultationMessages.seq))
    .limit(limit);
}

/**
 * The room's messages after `afterSeq` (0 for the whole history), oldest first, at most `limit`: the history on
 * opening the chat and each further page of it.
 */
export const messagesAfter = (db: DbOrTx, appointmentId: string, afterSeq: number, limit = MESSAGES_PAGE) =>
  roomMessages(db, appointmentId, gt(consultationMessages.seq, afterSeq), limit);

/** The room's messages in a stream's `window` (see `EventWindow`), oldest first, at most `limit`. */
export const messagesIn = (db: DbOrTx, appointmentId: string, window: EventWindow, limit = MESSAGES_PAGE) =>
  roomMessages(
    db,
    appointmentId,
    inEventWindow(consultationMessages.seq, consultationMessages.createdAt, window),
    limit,
  );

/** The message the sender already sent under this client id, if any. */
export function messageByClientId(
  db: DbOrTx,
  appointmentId: string,
  clientId: string,
): Promise<MessageRow | undefined> {
  return firstRow(
    selectMessages(db)
      .where(and(eq(consultationMessages.appointmentId, appointmentId), eq(consultationMessages.clientId, clientId)))
      .limit(1),
  );
}

/** Who writes in a room. */
type Sender = 'patient' | 'doctor';

export type NewMessage = Pick<
  typeof consultationMessages.$inferInsert,
  'appointmentId' | 'senderId' | 'clientId' | 'body' | 'attachmentId'
> & { fromRole: Sender };

/**
 * Inserts the message unless the room already has one under its client id (a retry, or the same message sent twice
 * at once): answers its id, or undefined when it was already there. The unique key decides, so a race of two posts
 * inserts one row.
 */
export async function insertMessage(db: DbOrTx, message: NewMessage): Promise<string | undefined> {
  const [row] = await db
    .insert(consultationMessages)
    .values({ id: newId(), ...message })
    .onConflictDoNothing({ target: [consultationMessages.appointmentId, consultationMessages.clientId] })
    .returning({ id: consultationMessages.id });
  return row?.id;
}

export function messageById(db: DbOrTx, id: string): Promise<MessageRow | undefined> {
  return firstRow(selectMessages(db).where(eq(consultationMessages.id, id)).limit(1));
}

/** An upload as stored: its size is counted from its bytes. */
export type NewAttachment = Pick<
  typeof consultationAttachments.$inferInsert,
  'appointmentId' | 'uploadedBy' | 'contentType' | 'fileName' | 'bytes' | 'width' | 'height'
> & { kind: 'image' | 'pdf' };

export async function insertAttachment(db: DbOrTx, attachment: NewAttachment): Promise<string> {
  const id = newId();
  await db.insert(consultationAttachments).values({ id, size: attachment.bytes.length, ...attachment });
  return id;
}

/** A file of this room: an id of another room's file finds nothing, as a missing one does. */
export async function attachmentOfRoom(
  db: DbOrTx,
  appointmentId: string,
  attachmentId: string,
): Promise<{ contentType: string; kind: string; fileName: string; bytes: Uint8Array } | undefined> {
  const [row] = await db
    .select({
      contentType: consultationAttachments.contentType,
      kind: consultationAttachments.kind,
      fileName: consultationAttachments.fileName,
      bytes: consultationAttachments.bytes,
    })
    .from(consultationAttachments)
    .where(and(eq(consultationAttachments.id, attachmentId), eq(consultationAttachments.appointmentId, appointmentId)))
    .limit(1);
  return row;
}

/** An appointment as the audit trail names it (its serial and day). */
export async function appointmentForAudit(
  db: DbOrTx,
  appointmentId: string,
): Promise<{ id: string; serial_no: number; selected_date: string } | undefined> {
  const [row] = await db
    .select({ id: appointments.id, serial_no: appointments.serialNo, selected_date: appointments.selectedDate })
    .from(appointments)
    .where(eq(appointments.id, appointmentId))
    .limit(1);
  return row;
}
