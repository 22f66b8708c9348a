import {
  CONSENT_REQUIRED_MESSAGE,
  CONSENT_VERSION,
  DOCTOR_ONLY_MESSAGE,
  MODE_DOCTOR_ONLY_MESSAGE,
  PATIENT_ONLY_MESSAGE,
  ROOM_ENDED_MESSAGE,
  ROOM_NOT_LIVE_MESSAGE,
  ROOM_NOT_OPEN_MESSAGE,
  roomOpensAtMessage,
  SIGNAL_FLOOD_MESSAGE,
  type IceServers,
  type Room,
  type RoomMode,
  type SignalBody,
} from '@hospital/contract/consultations';
import { dhakaMinutesOfDay, formatTime12h } from '@hospital/contract/format';
import type { Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import type { AuthUser } from '../../plugins/authentication.js';
import {
  announceQueueChange,
  announceRoomEvent,
  bumpDayOfAppointment,
} from '../../platform/changes/changes.repository.js';
import { APPOINTMENT_NOT_FOUND } from '../appointments/appointments.messages.js';
import { iceServersFor } from './ice-servers.js';
import {
  admitIfRemote,
  insertSignal,
  markEnded,
  markLive,
  markWaiting,
  selectRoomDetails,
  setMode,
  upsertConsent,
  type RoomRow,
} from './consultations.repository.js';
import { closedReasonAt, opensAtOf, roomAccessOf, type RoomAccess } from './room-access.js';

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);

/** Whether the patient has accepted the consent as it reads now (an older version is asked again). */
export const hasCurrentConsent = (row: RoomRow | undefined) => row?.consent_version === CONSENT_VERSION;

/** The room as the caller sees it now, computed from the appointment, its row, the doctor's hours and the queue. */
export async function roomOf(ctx: AppContext, access: RoomAccess): Promise<Room> {
  const [details, opensAt, doctor] = await Promise.all([
    selectRoomDetails(ctx.db, access.appointmentId),
    opensAtOf(ctx, access),
    ctx.doctors.findAny(access.doctorId),
  ]);
  if (!details || !doctor) throw AppError.notFound(APPOINTMENT_NOT_FOUND);
  const row = details.room;
  const reason = row?.state === 'ended' ? null : closedReasonAt(access, opensAt, ctx.clock());
  // "Call next" may admit a patient before the opening time: a live room is not early.
  const closedReason = reason === 'early' && row?.state === 'live' ? null : reason;
  const state = row?.state === 'ended' ? 'ended' : closedReason ? 'closed' : (row?.state ?? 'open');
  const duration =
    row?.state === 'ended' && row.started_at && row.ended_at
      ? Math.max(0, Math.floor((row.ended_at.getTime() - row.started_at.getTime()) / 1000))
      : null;
  return {
    appointmentId: access.appointmentId,
    you: access.role,
    method: access.method,
    mode: row?.mode ?? access.method,
    state,
    closedReason,
    opensAt: iso(opensAt),
    date: access.date,
    serialNo: details.serial_no,
    nowServingSerial: details.now_serving,
    doctor: { _id: doctor.id, fullName: doctor.fullName, title: doctor.title, photo: doctor.photo },
    patient: { name: details.patient_name },
    consent:
      row && hasCurrentConsent(row) && row.consent_at
        ? { version: row.consent_version!, acceptedAt: row.consent_at.toISOString() }
        : null,
    waitingSince: iso(row?.waiting_since),
    startedAt: iso(row?.started_at),
    endedAt: iso(row?.ended_at),
    durationSeconds: duration,
  };
}

/** GET /consultations/{id}: either side of the room. */
export async function readRoom(ctx: AppContext, caller: AuthUser, appointmentId: string): Promise<Room> {
  return roomOf(ctx, await roomAccessOf(ctx, caller, appointmentId));
}

/** The caller's access to the room, for a step only one side takes: the other side is refused. */
async function accessAs(
  ctx: AppContext,
  caller: AuthUser,
  appointmentId: string,
  role: RoomAccess['role'],
): Promise<RoomAccess> {
  const access = await roomAccessOf(ctx, caller, appointmentId);
  if (access.role !== role) throw AppError.forbidden(role === 'patient' ? PATIENT_ONLY_MESSAGE : DOCTOR_ONLY_MESSAGE);
  return access;
}

/**
 * The room must be open now: the appointment pending and today, the doctor's chamber less than 15 minutes away, and
 * the consultation not ended. Each refusal says which.
 */
async function assertNotClosed(ctx: AppContext, access: RoomAccess): Promise<void> {
  const opensAt = await opensAtOf(ctx, access);
  const reason = closedReasonAt(access, opensAt, ctx.clock());
  if (reason === 'early' && opensAt) throw AppError.conflict(roomOpensAtMessage(clockTime(opensAt)));
  if (reason) throw AppError.conflict(ROOM_NOT_OPEN_MESSAGE);
}

/**
 * A change to a room, in one transaction with what it tells: the room's streams (in every process), the day's lists
 * and the doctor's queue (the desk's and the doctor's cards show the room's state).
 */
async function changeRoom<T>(ctx: AppContext, access: RoomAccess, change: (tx: Tx) => Promise<T>): Promise<T> {
  return ctx.db.transaction(async (tx) => {
    const result = await change(tx);
    await announceRoomEvent(tx, access.appointmentId);
    await bumpDayOfAppointment(tx, access.appointmentId);
    await announceQueueChange(tx, access.doctorId, access.date);
    return result;
  });
}

/** An instant as the Dhaka clock shows it: '9:45 AM'. */
function clockTime(instant: Date): string {
  const minutes = dhakaMinutesOfDay(instant);
  const pad = (n: number) => String(n).padStart(2, '0');
  return formatTime12h(`${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`);
}

const ended = () => AppError.conflict(ROOM_ENDED_MESSAGE);

/** POST /consultations/{id}/consent: the patient accepts the current consent (its version and time are kept). */
export async function acceptConsent(ctx: AppContext, caller: AuthUser, appointmentId: string): Promise<Room> {
  const access = await accessAs(ctx, caller, appointmentId, 'patient');
  const before = (await selectRoomDetails(ctx.db, appointmentId))?.room;
  if (before?.state === 'ended') throw ended();
  await assertNotClosed(ctx, access);
  await changeRoom(ctx, access, (tx) => upsertConsent(tx, appointmentId, access.method, CONSENT_VERSION));
  return roomOf(ctx, access);
}

/** POST /consultations/{id}/join: the patient, having accepted the consent, waits to be admitted. */
export async function joinRoom(ctx: AppContext, caller: AuthUser, appointmentId: string): Promise<Room> {
  const access = await accessAs(ctx, caller, appointmentId, 'patient');
  const before = (await selectRoomDetails(ctx.db, appointmentId))?.room;
  if (before?.state === 'ended') throw ended();
  await assertNotClosed(ctx, access);
  if (!hasCurrentConsent(before)) throw AppError.conflict(CONSENT_REQUIRED_MESSAGE);
  // Already admitted (the doctor started before the patient came in, or a reload): straight into the call.
  if (before!.state !== 'live') await changeRoom(ctx, access, (tx) => markWaiting(tx, appointmentId));
  return roomOf(ctx, access);
}

/** A doctor's step of the call and the room after it; `changed` is false when a repeat found the step taken. */
export type RoomStep = { room: Room; changed: boolean };

/**
 * POST /consultations/{id}/start: the doctor admits the patient, waiting or not yet come in. A second start (a
 * double click, the desk's "Call next" at the same moment) keeps the first start's time.
 */
export async function startRoom(ctx: AppContext, caller: AuthUser, appointmentId: string): Promise<RoomStep> {
  const access = await accessAs(ctx, caller, appointmentId, 'doctor');
  const before = (await selectRoomDetails(ctx.db, appointmentId))?.room;
  if (before?.state === 'ended') throw ended();
  await assertNotClosed(ctx, access);
  const started = await changeRoom(ctx, access, (tx) => markLive(tx, appointmentId, access.method));
  if (!started) {
    const now = (await selectRoomDetails(ctx.db, appointmentId))?.room;
    if (now?.state === 'ended') throw ended();
  }
  return { room: await roomOf(ctx, access), changed: started !== undefined };
}

/** POST /consultations/{id}/end: the doctor ends the call for both; its start, end and length are kept. */
export async function endRoom(ctx: AppContext, caller: AuthUser, appointmentId: string): Promise<RoomStep> {
  const access = await accessAs(ctx, caller, appointmentId, 'doctor');
  const changed = await changeRoom(ctx, access, (tx) => markEnded(tx, appointmentId));
  if (!changed) {
    // Two ends at once: the one that lost finds the room ended and answers the same room.
    const now = (await selectRoomDetails(ctx.db, appointmentId))?.room;
    if (now?.state !== 'ended') throw AppError.conflict(ROOM_NOT_LIVE_MESSAGE);
  }
  return { room: await roomOf(ctx, access), changed: changed !== undefined };
}

/**
 * POST /consultations/{id}/mode: the doctor may switch to any mode (a call that will not connect goes to voice or
 * chat); the patient may only turn video off ("Audio only").
 */
export async function changeMode(
  ctx: AppContext,
  caller: AuthUser,
  appointmentId: string,
  mode: RoomMode,
): Promise<Room> {
  const access = await roomAccessOf(ctx, caller, appointmentId);
  const before = (await selectRoomDetails(ctx.db, appointmentId))?.room;
  if (before?.state === 'ended') throw ended();
  const current = before?.mode ?? access.method;
  if (access.role === 'patient' && mode !== current && !(current === 'video' && mode === 'audio'))
    throw AppError.forbidden(MODE_DOCTOR_ONLY_MESSAGE);
  await assertNotClosed(ctx, access);
  if (mode !== current) {
    const changed = await changeRoom(ctx, access, (tx) => setMode(tx, appointmentId, mode));
    if (!changed) throw ended();
  }
  return roomOf(ctx, access);
}

/**
 * The room is live now: admitted, not ended, and still today's pending appointment. TURN credentials and signals are
 * handed out only then (until admitted, nothing reaches the waiting patient); a patient must have accepted the
 * current consent too.
 */
export async function assertLive(ctx: AppContext, access: RoomAccess): Promise<void> {
  const row = (await selectRoomDetails(ctx.db, access.appointmentId))?.room;
  if (row?.state === 'ended') throw ended();
  if (row?.state !== 'live') throw AppError.conflict(ROOM_NOT_LIVE_MESSAGE);
  // Live, but no longer today's pending appointment (marked done, cancelled, a day gone by): closed. A live room is
  // never early ("Call next" may admit before the opening time).
  const reason = closedReasonAt(access, await opensAtOf(ctx, access), ctx.clock());
  if (reason !== null && reason !== 'early') throw AppError.conflict(ROOM_NOT_LIVE_MESSAGE);
  if (access.role === 'patient' && !hasCurrentConsent(row)) throw AppError.conflict(CONSENT_REQUIRED_MESSAGE);
}

/** Signals one side of a room may send in ten minutes: far above a call's needs, even with ICE restarts. */
export const SIGNAL_LIMIT = { limit: 600, windowSeconds: 600 };

/** GET /consultations/{id}/ice-servers: STUN and short-lived TURN credentials, only while the room is live. */
export async function iceServersOfRoom(ctx: AppContext, caller: AuthUser, appointmentId: string): Promise<IceServers> {
  const access = await roomAccessOf(ctx, caller, appointmentId);
  await assertLive(ctx, access);
  return iceServersFor(ctx.config.ice, caller.id, ctx.clock());
}

/**
 * POST /consultations/{id}/signals: an offer, an answer, an ICE candidate or a hello for the other side, only while
 * the room is live. Kept a few minutes (the maintenance sweep deletes it) and announced to every process.
 */
export async function sendSignal(
  ctx: AppContext,
  caller: AuthUser,
  appointmentId: string,
  signal: SignalBody,
): Promise<{ id: number }> {
  const access = await roomAccessOf(ctx, caller, appointmentId);
  await assertLive(ctx, access);
  await ctx.limiter.hit(`room-signals:${appointmentId}:${access.role}`, SIGNAL_LIMIT, SIGNAL_FLOOD_MESSAGE);
  const id = await ctx.db.transaction(async (tx) => {
    const inserted = await insertSignal(tx, appointmentId, access.role, JSON.stringify(signal));
    await announceRoomEvent(tx, appointmentId);
    return inserted;
  });
  return { id };
}

/**
 * "Call next" (or a skip's next call) reaching a video, voice or chat appointment admits its patient, like "Start
 * consultation", in the queue's transaction; the room's streams hear of it on commit. Nothing for a hospital visit.
 */
export async function admitCalledRoom(tx: Tx, appointmentId: string): Promise<void> {
  if (await admitIfRemote(tx, appointmentId)) await announceRoomEvent(tx, appointmentId);
}
