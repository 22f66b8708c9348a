import { z } from 'zod';
import { instantSchema } from './fields.js';
import { objectIdSchema } from './ids.js';

// The consultation room (docs/decisions/0027-consultation-rooms.md): one room per video, voice or chat appointment,
// reached only by the appointment's patient (or the account holder who booked for a family member) and its doctor.
// Media go browser to browser (WebRTC); this API carries the signalling, the chat and the room's state. The spec has
// no words for the room; the sentences are ours.

/** The methods that have a room; a hospital visit has none. */
export const REMOTE_METHODS = ['video', 'audio', 'chat'] as const;
export type RemoteMethod = (typeof REMOTE_METHODS)[number];
export const isRemoteMethod = (method: string): method is RemoteMethod =>
  (REMOTE_METHODS as readonly string[]).includes(method);

/** The room's page in the web app, and its full address (in the turn SMS and the patient's live view). */
export const consultationPath = (appointmentId: string) => `/consultation/${appointmentId}`;
export const consultationLink = (publicUrl: string, appointmentId: string) =>
  `${publicUrl.replace(/\/$/, '')}${consultationPath(appointmentId)}`;

/** The room opens this many minutes before the doctor's chamber starts that day. */
export const ROOM_OPENS_MINUTES_BEFORE = 15;

/**
 * The telemedicine consent's version. Its text (in English and Bangla) lives with the room's page; a new text gets a
 * new version, and a patient who accepted an older one is asked again.
 */
export const CONSENT_VERSION = '2026-11-28';

/**
 * Where a room stands.
 * - `closed`: not today, cancelled, done, or more than 15 minutes before the chamber (see `closedReason`).
 * - `open`: the patient may accept the consent and wait.
 * - `waiting`: the patient is in the waiting room; the doctor may admit them.
 * - `live`: admitted; the two browsers connect.
 * - `ended`: the doctor ended the consultation; the chat stays readable.
 */
export const ROOM_STATES = ['closed', 'open', 'waiting', 'live', 'ended'] as const;
export type RoomState = (typeof ROOM_STATES)[number];
export const CLOSED_REASONS = ['early', 'other-day', 'cancelled', 'done'] as const;
export type ClosedReason = (typeof CLOSED_REASONS)[number];

/** What the room shows now: `video`, `audio` (no camera on either side) or `chat` (no media at all). */
export const ROOM_MODES = ['video', 'audio', 'chat'] as const;
export type RoomMode = (typeof ROOM_MODES)[number];

/** When the room's patient began waiting, and when the consultation started and ended; null until each happens. */
const roomTimes = {
  waitingSince: instantSchema.nullable(),
  startedAt: instantSchema.nullable(),
  endedAt: instantSchema.nullable(),
};

export const roomSchema = z.object({
  /** The appointment's `_id`: the room's address is `/consultation/{appointmentId}`. */
  appointmentId: objectIdSchema,
  /** Who is asking: the room shows the patient's or the doctor's side. */
  you: z.enum(['patient', 'doctor']),
  /** The method booked; `mode` is what the room uses now (the doctor may step down to voice or chat). */
  method: z.enum(REMOTE_METHODS),
  mode: z.enum(ROOM_MODES),
  state: z.enum(ROOM_STATES),
  closedReason: z.enum(CLOSED_REASONS).nullable(),
  /** 15 minutes before the chamber's start on the appointment's date (null when the doctor has no hours that day). */
  opensAt: instantSchema.nullable(),
  date: z.string(),
  serialNo: z.number().int().min(1),
  /** The serial the doctor's queue is serving now, from the visit-day queue; null before the first call. */
  nowServingSerial: z.number().int().min(1).nullable(),
  doctor: z.object({ _id: objectIdSchema, fullName: z.string(), title: z.string(), photo: z.string() }),
  patient: z.object({ name: z.string() }),
  /** The consent accepted for this appointment; null until the patient accepts the current version. */
  consent: z.object({ version: z.string(), acceptedAt: instantSchema }).nullable(),
  ...roomTimes,
  /** Whole seconds between start and end, once ended. */
  durationSeconds: z.number().int().min(0).nullable(),
});
export type Room = z.infer<typeof roomSchema>;

/** What the desk's and the patient's cards show of a remote appointment's room. */
export const roomSummarySchema = z.object({
  state: z.enum(['waiting', 'live', 'ended']),
  mode: z.enum(ROOM_MODES),
  ...roomTimes,
  /** Whole minutes in consultation: so far while live, in all once ended. */
  minutes: z.number().int().min(0).nullable(),
});
export type RoomSummary = z.infer<typeof roomSummarySchema>;

// ---------------------------------------------------------------------------------------------------------------
// Actions: POST /consultations/{id}/consent | join | start | end | mode
// ---------------------------------------------------------------------------------------------------------------

export const consentBodySchema = z.object({
  version: z.literal(CONSENT_VERSION, {
    error: 'Please read and accept the current consent for remote consultations.',
  }),
});
export type ConsentBody = z.infer<typeof consentBodySchema>;

export const modeBodySchema = z.object({
  mode: z.enum(ROOM_MODES, { error: 'Choose video, voice call or chat.' }),
});
export type ModeBody = z.infer<typeof modeBodySchema>;

export const ROOM_NOT_OPEN_MESSAGE = 'This consultation room is not open now.';
/** Before the opening time: when it opens, as the Dhaka clock shows it ('9:45 AM'). */
export const roomOpensAtMessage = (time: string) =>
  `The room opens at ${time}, 15 minutes before the doctor's chamber.`;
export const roomOpensAt = roomOpensAtMessage;
export const CONSENT_REQUIRED_MESSAGE = 'Please read and accept the consent for remote consultations first.';
export const ROOM_ENDED_MESSAGE = 'This consultation has ended.';
export const ROOM_NOT_LIVE_MESSAGE = 'The doctor has not started this consultation yet.';
export const PATIENT_ONLY_MESSAGE = 'Only the patient can do this.';
export const DOCTOR_ONLY_MESSAGE = 'Only the doctor can do this.';
/** The patient may turn video off ("Audio only"); stepping down to chat or back up to video is the doctor's. */
export const MODE_DOCTOR_ONLY_MESSAGE = 'Only the doctor can switch this consultation to chat or back to video.';
export const WAITING_MESSAGE = 'The doctor will admit you';

// ---------------------------------------------------------------------------------------------------------------
// Calls: GET /consultations/{id}/ice-servers, POST /consultations/{id}/signals
// ---------------------------------------------------------------------------------------------------------------

/** STUN and TURN servers for `RTCPeerConnection`, with TURN credentials that expire (the coturn REST scheme). */
export const iceServersSchema = z.object({
  iceServers: z.array(
    z.object({
      urls: z.array(z.string()),
      username: z.string().optional(),
      credential: z.string().optional(),
    }),
  ),
  /** When the TURN credential stops working; the browser asks again before an ICE restart after this. */
  expiresAt: instantSchema.nullable(),
});
export type IceServers = z.infer<typeof iceServersSchema>;

// Bounds far above what a browser sends (an SDP for audio and video is a few KB, a candidate line ~200 bytes).
export const MAX_SDP_LENGTH = 20_000;
export const MAX_CANDIDATE_LENGTH = 1_000;
export const SIGNAL_MESSAGE = 'This is not a call signal this room understands.';

const descriptionSignal = z.object({
  kind: z.literal('description'),
  description: z.object({
    type: z.enum(['offer', 'answer']),
    sdp: z.string().min(1).max(MAX_SDP_LENGTH),
  }),
});
const candidateSignal = z.object({
  kind: z.literal('candidate'),
  candidate: z.object({
    candidate: z.string().max(MAX_CANDIDATE_LENGTH),
    sdpMid: z.string().max(64).nullable().optional(),
    sdpMLineIndex: z.number().int().min(0).max(64).nullable().optional(),
    usernameFragment: z.string().max(256).nullable().optional(),
  }),
});
/** "I have (re)loaded the room": the other side starts a fresh negotiation. */
const helloSignal = z.object({ kind: z.literal('hello') });

export const signalBodySchema = z.discriminatedUnion('kind', [descriptionSignal, candidateSignal, helloSignal], {
  error: SIGNAL_MESSAGE,
});
export type SignalBody = z.infer<typeof signalBodySchema>;

/** Too many signals from one side of a room: a browser stuck in a loop, not a call. */
export const SIGNAL_FLOOD_MESSAGE = 'Too many call signals from this room. Please wait a few minutes and try again.';

/** The answer to a signal sent: its place in the room's sequence. */
export const signalSentSchema = z.object({ id: z.number().int().min(1) });
export type SignalSent = z.infer<typeof signalSentSchema>;

/** A signal as the other side receives it on the room's event stream. */
export type Signal = SignalBody & { id: number; from: 'patient' | 'doctor' };

// ---------------------------------------------------------------------------------------------------------------
// Chat: GET/POST /consultations/{id}/messages, POST /consultations/{id}/attachments,
// GET /consultations/{id}/attachments/{attachmentId}
// ---------------------------------------------------------------------------------------------------------------

export const MAX_CHAT_TEXT = 2000;
export const CHAT_TEXT_REQUIRED_MESSAGE = 'Write a message first.';
export const CHAT_TEXT_LENGTH_MESSAGE = `A message can be at most ${MAX_CHAT_TEXT} characters.`;
export const CHAT_CLOSED_MESSAGE = 'The chat is closed: this consultation is not open now.';
export const CHAT_FLOOD_MESSAGE = 'You are sending messages too fast. Please wait a moment and try again.';

/** The largest file a chat takes, in megabytes (the limit itself is MAX_ATTACHMENT_BYTES). */
const MAX_ATTACHMENT_MB = 5;
export const MAX_ATTACHMENT_BYTES = MAX_ATTACHMENT_MB * 1024 * 1024;
export const ATTACHMENT_NOT_FOUND_MESSAGE = 'File not found.';
export const ATTACHMENT_MISSING_MESSAGE = 'Choose a photo or a PDF file to send.';
export const ATTACHMENT_TYPE_MESSAGE = 'Only photos (JPEG, PNG, WebP) and PDF files can be sent.';
export const ATTACHMENT_SIZE_MESSAGE = `A file can be at most ${MAX_ATTACHMENT_MB} MB.`;
export const ATTACHMENT_ACTIVE_CONTENT_MESSAGE =
  'This PDF has scripts or embedded files in it and cannot be sent. Please send a plain PDF or a photo of the page.';
export const ATTACHMENT_UNREADABLE_MESSAGE = 'This file could not be read. Please send another.';
export const ATTACHMENT_DAILY_LIMIT_MESSAGE =
  'You have sent as many files as a consultation takes in a day. Please send more tomorrow.';

/** The client's own id for a message, so a retry after a lost answer never sends it twice. */
const clientIdSchema = z.uuid({ error: 'A message needs its client id.' });

export const chatMessageBodySchema = z.object({
  clientId: clientIdSchema,
  text: z
    .string({ error: CHAT_TEXT_REQUIRED_MESSAGE })
    .trim()
    .min(1, CHAT_TEXT_REQUIRED_MESSAGE)
    .max(MAX_CHAT_TEXT, CHAT_TEXT_LENGTH_MESSAGE),
});
export type ChatMessageBody = z.infer<typeof chatMessageBodySchema>;

export const attachmentSchema = z.object({
  _id: objectIdSchema,
  kind: z.enum(['image', 'pdf']),
  contentType: z.string(),
  fileName: z.string(),
  size: z.number().int().min(0),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** Where the file is read, with the caller's session: `/api/v1/consultations/{id}/attachments/{attachmentId}`. */
  url: z.string(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

export const chatMessageSchema = z.object({
  _id: objectIdSchema,
  /** Increases with every message and signal of the room: the event stream resumes after the last one seen. */
  seq: z.number().int().min(1),
  clientId: z.string(),
  from: z.enum(['patient', 'doctor']),
  text: z.string(),
  attachment: attachmentSchema.nullable(),
  createdAt: instantSchema,
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatMessagesSchema = z.object({ messages: z.array(chatMessageSchema) });

// ---------------------------------------------------------------------------------------------------------------
// The room's event stream: GET /consultations/{id}/events (text/event-stream, resumes with Last-Event-ID)
// ---------------------------------------------------------------------------------------------------------------

export const ROOM_STREAM_EVENTS = {
  /** The whole room (a `Room`) on connect and whenever its state, mode or the queue's serial moves. */
  room: 'room',
  /** A `Signal` from the other side; the event's id is its `id`. */
  signal: 'signal',
  /** A `ChatMessage` from either side; the event's id is its `seq`. */
  message: 'message',
} as const;
