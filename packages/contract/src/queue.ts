import { z } from 'zod';
import { roomSummarySchema } from './consultations.js';
import { dateStringSchema, emptyAsUndefined, idField, instantSchema, personNameSchema, textField } from './fields.js';
import { objectIdSchema } from './ids.js';
import { CONSULTATION_METHODS } from './lists.js';

// The visit day (docs/decisions/0020-visit-day-queue.md): a doctor's queue per Dhaka date, the waiting-room board
// and the patient's own live view. The spec has no words for these; the sentences are ours.

// ---------------------------------------------------------------------------------------------------------------
// The desk's and the doctor's queue: GET /queue/{doctorId}?date=, POST /queue/{doctorId}/call-next | recall | skip
// ---------------------------------------------------------------------------------------------------------------

/** One appointment in the queue, as the desk and the doctor see it (names, no contacts). */
export const queueEntrySchema = z.object({
  /** The appointment's `_id`. */
  _id: objectIdSchema,
  serialNo: z.number().int().min(1),
  patient: z.object({ name: z.string() }),
  /** Checked in at the desk (QR or by hand): arrived patients are called first. */
  arrivedAt: instantSchema.nullable(),
  /** When this serial was last called or recalled. */
  calledAt: instantSchema.nullable(),
  /** Skipped while called: back in the queue, called again after the next two. */
  skipped: z.boolean(),
  /** A video, voice or chat appointment's room (waiting, in consultation, ended); null otherwise. */
  consultation: roomSummarySchema.nullable().optional(),
});
export type QueueEntry = z.infer<typeof queueEntrySchema>;

export const queueSchema = z.object({
  doctorId: objectIdSchema,
  date: dateStringSchema,
  /** The serial called last, until the next call; null before the first call or when it was cancelled or skipped. */
  nowServing: queueEntrySchema.nullable(),
  /** Whom "Call next" would call now: the first of `waiting`. */
  next: queueEntrySchema.nullable(),
  /** Pending appointments not yet called, in the order they will be called. */
  waiting: z.array(queueEntrySchema),
  doneCount: z.number().int().min(0),
  /** Minutes per patient that day, from the done visits' timestamps; a default before the first is done. */
  averageMinutes: z.number().int().min(1),
  /** Changes with every call and recall: a board chimes when it changes. */
  lastCalledAt: instantSchema.nullable(),
});
export type Queue = z.infer<typeof queueSchema>;

// The empty value means "today", as the appointment list's date does.
export const queueQuerySchema = z.object({
  date: emptyAsUndefined(dateStringSchema),
});
export type QueueQuery = z.infer<typeof queueQuerySchema>;

export const QUEUE_EMPTY_MESSAGE = 'No one is waiting in the queue.';
export const NOTHING_CALLED_MESSAGE = 'No serial is being served right now.';
export const NOT_YOUR_QUEUE_MESSAGE = 'You can only manage your own queue.';
export const nowServingMessage = (serialNo: number) => `Now serving serial ${serialNo}.`;

// ---------------------------------------------------------------------------------------------------------------
// Board links (admin): GET /boards, POST /boards, DELETE /boards/{boardId} (revoke)
// ---------------------------------------------------------------------------------------------------------------

export const MAX_BOARD_DOCTORS = 12;
export const BOARD_DOCTORS_REQUIRED_MESSAGE = 'Choose at least one doctor for the board.';

export const boardLinkInputSchema = z.object({
  label: textField('Name the board, for example "Ground floor waiting room".', [
    60,
    'The board name must not exceed 60 characters.',
  ]),
  doctorIds: z
    .array(idField('Invalid doctor id.'), { error: BOARD_DOCTORS_REQUIRED_MESSAGE })
    .min(1, BOARD_DOCTORS_REQUIRED_MESSAGE)
    .max(MAX_BOARD_DOCTORS, `A board shows at most ${MAX_BOARD_DOCTORS} doctors.`)
    .refine((ids) => new Set(ids).size === ids.length, 'Each doctor can be chosen once.'),
});
export type BoardLinkInput = z.infer<typeof boardLinkInputSchema>;

export const boardLinkSchema = z.object({
  _id: objectIdSchema,
  label: z.string(),
  doctors: z.array(z.object({ _id: objectIdSchema, title: z.string(), fullName: z.string() })),
  /** The signed, read-only token; the board page is `/board/{token}`. */
  token: z.string(),
  path: z.string(),
  createdAt: instantSchema,
  createdBy: personNameSchema.nullable(),
  revokedAt: instantSchema.nullable(),
});
export type BoardLink = z.infer<typeof boardLinkSchema>;

export const BOARD_NOT_FOUND_MESSAGE = 'Board link not found.';

// ---------------------------------------------------------------------------------------------------------------
// The board itself (no login): GET /board/{token}, GET /board/{token}/stream. No patient names or contacts.
// ---------------------------------------------------------------------------------------------------------------

export const boardTokenParamsSchema = z.object({ token: z.string().max(200) });

export const boardDoctorSchema = z.object({
  _id: objectIdSchema,
  title: z.string(),
  fullName: z.string(),
  photo: z.string(),
  speciality: z.string(),
  date: dateStringSchema,
  nowServing: z.number().int().nullable(),
  next: z.number().int().nullable(),
  waitingCount: z.number().int().min(0),
  lastCalledAt: instantSchema.nullable(),
  onLeave: z.boolean(),
});
export type BoardDoctor = z.infer<typeof boardDoctorSchema>;

export const boardSchema = z.object({
  label: z.string(),
  date: dateStringSchema,
  doctors: z.array(boardDoctorSchema),
});
export type Board = z.infer<typeof boardSchema>;

export const BOARD_LINK_INVALID_MESSAGE = 'This board link is not valid. Ask an administrator for a new one.';
export const BOARD_LINK_REVOKED_MESSAGE = 'This board link was revoked. Ask an administrator for a new one.';

// ---------------------------------------------------------------------------------------------------------------
// The patient's own view: GET /appointment/live, GET /appointment/live/stream
// ---------------------------------------------------------------------------------------------------------------

/** waiting: not called yet; called: their serial is being (or was) called; then done or cancelled. */
export const VISIT_STATES = ['waiting', 'called', 'done', 'cancelled'] as const;
export type VisitState = (typeof VISIT_STATES)[number];

export const liveVisitSchema = z.object({
  appointmentId: objectIdSchema,
  date: dateStringSchema,
  serialNo: z.number().int().min(1),
  state: z.enum(VISIT_STATES),
  doctor: z.object({ _id: objectIdSchema, title: z.string(), fullName: z.string() }),
  /** The account holder's own record or one of their family members. */
  patient: z.object({ _id: objectIdSchema, name: z.string() }),
  nowServing: z.number().int().nullable(),
  /** Patients to be called before this one (waiting only). */
  ahead: z.number().int().min(0).nullable(),
  /** "About 40 minutes" (waiting only): `ahead` (plus the one being seen) times `averageMinutes`. */
  estimatedMinutes: z.number().int().min(0).nullable(),
  averageMinutes: z.number().int().min(1),
  arrivedAt: instantSchema.nullable(),
  /** How the visit happens: a video, voice or chat visit's live view links to its consultation room. */
  consultationMethod: z.enum(CONSULTATION_METHODS).optional(),
  /** A video, voice or chat visit's room: `${PUBLIC_URL}/consultation/{appointmentId}`; null for a hospital visit. */
  consultationUrl: z.string().nullable().optional(),
});
export type LiveVisit = z.infer<typeof liveVisitSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Event streams (server-sent events, read with fetch streaming as the bell's is: docs/decisions/0006)
// ---------------------------------------------------------------------------------------------------------------

/**
 * - GET /queue/stream (doctor, attendant, admin): `queue` with a `Queue` whenever any queue the caller may read
 *   changes (every doctor for the desk, their own for a doctor), any date.
 * - GET /board/{token}/stream (no login): `board` with a `BoardDoctor` when one of the board's doctors' queue changes
 *   today; `revoked` (then the stream ends) when an admin revokes the link.
 * - GET /appointment/live/stream (logged in): `visit` with a `LiveVisit` when one of the caller's visits today moves.
 * Every stream starts with `ready` and sends a `: ping` comment every 25 s.
 */
export const QUEUE_STREAM_EVENTS = {
  ready: 'ready',
  queue: 'queue',
  board: 'board',
  visit: 'visit',
  revoked: 'revoked',
} as const;
