import {
  ATTACHMENT_DAILY_LIMIT_MESSAGE,
  ATTACHMENT_NOT_FOUND_MESSAGE,
  CHAT_CLOSED_MESSAGE,
  CHAT_FLOOD_MESSAGE,
  CHAT_TEXT_LENGTH_MESSAGE,
  CHAT_TEXT_REQUIRED_MESSAGE,
  MAX_CHAT_TEXT,
  type ChatMessage,
} from '@hospital/contract/consultations';
import type { Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import type { LimitRule } from '../../lib/rate-limiter.js';
import { announceRoomEvent } from '../../platform/changes/changes.repository.js';
import type { AuthUser } from '../../plugins/authentication.js';
import { appointmentTarget, recordAudit } from '../audit/audit.js';
import { prepareAttachment } from './attachments.js';
import { toChatMessage } from './chat.dto.js';
import {
  appointmentForAudit,
  attachmentOfRoom,
  insertAttachment,
  insertMessage,
  messageByClientId,
  messageById,
  messagesAfter,
  type MessageRow,
  type NewMessage,
} from './chat.repository.js';
import { roomAccessOf, roomIsOpen, type RoomAccess } from './room-access.js';

/** One side of a room sends at most this many messages (files included) in 10 minutes: a person typing never does. */
export const CHAT_FLOOD_RULE: LimitRule = { limit: 120, windowSeconds: 600 };
/** One side of a room sends at most this many files a day: a patient's reports fit, a runaway script does not. */
export const FILES_PER_DAY_RULE: LimitRule = { limit: 30, windowSeconds: 86_400 };
/** A doctor's reads of a room's chat are audited at most once an hour each: the trail shows the read, not every poll. */
export const CHAT_READ_AUDIT_SECONDS = 3600;

// Control characters but the newline: a pasted NUL, bell or escape sequence has no place in a message.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/g;

/**
 * A message's text as stored: Unicode NFC (Bangla typed on different keyboards compares and searches alike), line
 * ends as `\n`, tabs as spaces, other control characters removed, trimmed. What is left must still be a message.
 * `optional` allows nothing at all (the words beside a file).
 */
export function normaliseChatText(text: string, { optional = false } = {}): string {
  const clean = text
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(/\t/g, ' ')
    .replace(CONTROL_CHARACTERS, '')
    .trim();
  if (!clean && !optional) throw AppError.badRequest(CHAT_TEXT_REQUIRED_MESSAGE, 'text');
  if (clean.length > MAX_CHAT_TEXT) throw AppError.badRequest(CHAT_TEXT_LENGTH_MESSAGE, 'text');
  return clean;
}

/**
 * The room's chat, oldest first, after `after` (a `seq`) when given: for both sides, whatever the room's state, also
 * long after the call. A doctor's read is a read of a patient's record, so it is audited (at most hourly per room).
 */
export async function chatHistory(
  ctx: AppContext,
  caller: AuthUser,
  appointmentId: string,
  after = 0,
): Promise<ChatMessage[]> {
  const access = await roomAccessOf(ctx, caller, appointmentId);
  const rows = await messagesAfter(ctx.db, access.appointmentId, after);
  if (access.role === 'doctor') await auditChatRead(ctx, caller, access);
  return rows.map(toChatMessage);
}

async function auditChatRead(ctx: AppContext, caller: AuthUser, access: RoomAccess): Promise<void> {
  // The shared counters say whether this doctor already read this room within the hour, in any process.
  const { hits } = await ctx.limiter.increment(
    `chat-read:${caller.id}:${access.appointmentId}`,
    CHAT_READ_AUDIT_SECONDS,
  );
  if (hits > 1) return;
  const appointment = await appointmentForAudit(ctx.db, access.appointmentId);
  if (appointment) await recordAudit(ctx.db, caller, 'consultation.chat-read', appointmentTarget(appointment), {});
}

export type Sent = { message: ChatMessage; created: boolean };

/**
 * Sends a text message while the room is open. The sender's client id makes it idempotent: a retry (or the same
 * message posted twice at once) answers the message already stored, never a second one, even once the room closed.
 */
export async function sendMessage(
  ctx: AppContext,
  caller: AuthUser,
  appointmentId: string,
  body: { clientId: string; text: string },
): Promise<Sent> {
  const access = await roomAccessOf(ctx, caller, appointmentId);
  const text = normaliseChatText(body.text);
  const already = await messageByClientId(ctx.db, access.appointmentId, body.clientId);
  if (already) return { message: toChatMessage(already), created: false };
  await mayWrite(ctx, caller, access);
  return store(ctx, { ...newMessage(caller, access, body.clientId), body: text });
}

export type Upload = { clientId: string; text: string; bytes: Buffer; fileName: string | undefined };

/**
 * Sends a photo or a PDF (attachments.ts decides which, by its bytes), with optional words, as one message; the
 * file and its message are stored in one transaction. Idempotent on the client id like a text message.
 */
export async function sendAttachment(
  ctx: AppContext,
  caller: AuthUser,
  appointmentId: string,
  read: () => Promise<Upload>,
): Promise<Sent> {
  const access = await roomAccessOf(ctx, caller, appointmentId);
  // Only one of the room's two people gets the body read into memory.
  const upload = await read();
  const text = normaliseChatText(upload.text, { optional: true });
  const already = await messageByClientId(ctx.db, access.appointmentId, upload.clientId);
  if (already) return { message: toChatMessage(already), created: false };
  await mayWrite(ctx, caller, access);
  await ctx.limiter.hit(
    `chat-files:${caller.id}:${access.appointmentId}`,
    FILES_PER_DAY_RULE,
    ATTACHMENT_DAILY_LIMIT_MESSAGE,
  );
  const file = await prepareAttachment(upload.bytes, upload.fileName);
  return store(ctx, { ...newMessage(caller, access, upload.clientId), body: text }, (tx) =>
    insertAttachment(tx, { appointmentId: access.appointmentId, uploadedBy: caller.id, ...file }),
  );
}

function newMessage(caller: AuthUser, access: RoomAccess, clientId: string): Omit<NewMessage, 'body'> {
  return { appointmentId: access.appointmentId, senderId: caller.id, fromRole: access.role, clientId };
}

/** Writing needs the room open now, and a sender within the flood cap. */
async function mayWrite(ctx: AppContext, caller: AuthUser, access: RoomAccess): Promise<void> {
  if (!(await roomIsOpen(ctx, access))) throw AppError.conflict(CHAT_CLOSED_MESSAGE);
  await ctx.limiter.hit(`chat-messages:${caller.id}:${access.appointmentId}`, CHAT_FLOOD_RULE, CHAT_FLOOD_MESSAGE);
}

/** Thrown inside the transaction when the client id was taken meanwhile: the attachment it inserted is rolled back. */
class AlreadySent extends Error {}

/**
 * Inserts the message (after its attachment, if any) and tells the room's streams, in one transaction: the NOTIFY
 * reaches them on commit, when the message is there to read. When a parallel post of the same client id won, this
 * one leaves nothing behind and answers the winner's message.
 */
async function store(ctx: AppContext, message: NewMessage, attach?: (tx: Tx) => Promise<string>): Promise<Sent> {
  let row: MessageRow | undefined;
  try {
    row = await ctx.db.transaction(async (tx) => {
      const attachmentId = attach ? await attach(tx) : undefined;
      const id = await insertMessage(tx, { ...message, ...(attachmentId ? { attachmentId } : {}) });
      if (!id) throw new AlreadySent();
      await announceRoomEvent(tx, message.appointmentId);
      return messageById(tx, id);
    });
  } catch (error) {
    if (!(error instanceof AlreadySent)) throw error;
    const winner = await messageByClientId(ctx.db, message.appointmentId, message.clientId);
    if (!winner) throw error;
    return { message: toChatMessage(winner), created: false };
  }
  return { message: toChatMessage(row!), created: true };
}

/** A file of the room, for one of its two participants; anyone else, or another room's file, gets the same 404. */
export async function roomAttachment(ctx: AppContext, caller: AuthUser, appointmentId: string, attachmentId: string) {
  const access = await roomAccessOf(ctx, caller, appointmentId);
  const file = await attachmentOfRoom(ctx.db, access.appointmentId, attachmentId);
  if (!file) throw AppError.notFound(ATTACHMENT_NOT_FOUND_MESSAGE);
  return file;
}
