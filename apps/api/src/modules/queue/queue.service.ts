import { dhakaDateString } from '@hospital/contract/format';
import {
  NOT_YOUR_QUEUE_MESSAGE,
  NOTHING_CALLED_MESSAGE,
  nowServingMessage,
  QUEUE_EMPTY_MESSAGE,
  type Queue,
} from '@hospital/contract/queue';
import type { DbOrTx, Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import type { AuthUser } from '../../plugins/authentication.js';
import { admitCalledRoom } from '../consultations/consultations.service.js';
import { doctorRefOf } from '../doctors/doctors.service.js';
import { DOCTOR_NOT_FOUND } from '../doctors/doctors.messages.js';
import { buildQueueState, callOrder, toQueueDto, type QueueDay, type QueueState } from './queue-state.js';
import {
  claimTurnAlerts,
  lockQueueDay,
  markCalled,
  readQueueDay,
  recallCurrent,
  recordCall,
  requeue,
  selectQueueRows,
} from './queue.repository.js';
import { announceQueueChange } from '../../platform/changes/changes.repository.js';
import { bumpDay } from '../../platform/changes/changes.repository.js';

/** A skipped patient is called again after this many other calls. */
export const SKIP_CALLS = 2;
/** The turn alert goes to patients with at most this many to be called before them. */
export const TURN_ALERT_AHEAD = 3;

export async function loadQueueState(
  ctx: Pick<AppContext, 'config'>,
  db: DbOrTx,
  doctorId: string,
  date: string,
  day?: QueueDay,
): Promise<QueueState> {
  const [queueDay, rows] = await Promise.all([
    day ?? readQueueDay(db, doctorId, date),
    selectQueueRows(db, doctorId, date),
  ]);
  return buildQueueState(doctorId, date, queueDay, rows, ctx.config.queue.defaultMinutes);
}

/** The desk runs every doctor's queue; a doctor only their own (the doctor record linked to the account). */
async function assertMayRunQueue(ctx: AppContext, caller: AuthUser, doctorId: string): Promise<void> {
  if (caller.role === 'doctor' && (await doctorRefOf(ctx, caller)) !== doctorId)
    throw AppError.forbidden(NOT_YOUR_QUEUE_MESSAGE);
  if (!(await ctx.doctors.findAny(doctorId))) throw AppError.notFound(DOCTOR_NOT_FOUND);
}

export async function readQueue(
  ctx: AppContext,
  caller: AuthUser,
  doctorId: string,
  date: string | undefined,
): Promise<Queue> {
  await assertMayRunQueue(ctx, caller, doctorId);
  return toQueueDto(await loadQueueState(ctx, ctx.db, doctorId, date ?? dhakaDateString(ctx.clock())));
}

/**
 * Once the queue has moved: the patients who now have TURN_ALERT_AHEAD or fewer before them, who are not at the
 * desk already and have not had the alert, get it (each once).
 */
async function sendTurnAlerts(ctx: AppContext, tx: Tx, doctorId: string, date: string): Promise<void> {
  const day = await lockQueueDay(tx, doctorId, date);
  const rows = await selectQueueRows(tx, doctorId, date);
  const order = callOrder(
    rows.filter((r) => r.status === 'pending' && r.calledAt === null),
    day.calls,
  ).slice(0, TURN_ALERT_AHEAD + 1);
  const due = order.filter((r) => r.arrivedAt === null && r.turnAlertAt === null);
  const claimed = await claimTurnAlerts(
    tx,
    due.map((r) => r.id),
  );
  const ahead = new Map(order.map((r, index) => [r.id, index]));
  await ctx.sms.queue(tx, 'turn', claimed, ahead);
}

/**
 * Calls the next patient of today's queue. The day's row is locked first, so concurrent calls are taken one after
 * the other and each gets a different serial; an appointment cancelled meanwhile is passed over (the conditional
 * update does not take it). A video, voice or chat appointment called is admitted to its room in the same transaction.
 * `except`: not this one (a skip's own patient, who waits out the next calls).
 */
async function callNextIn(
  ctx: AppContext,
  tx: Tx,
  doctorId: string,
  date: string,
  except?: string,
): Promise<{ serialNo: number } | undefined> {
  const day = await lockQueueDay(tx, doctorId, date);
  const rows = await selectQueueRows(tx, doctorId, date);
  const order = callOrder(
    rows.filter((r) => r.status === 'pending' && r.calledAt === null && r.id !== except),
    day.calls,
  );
  for (const candidate of order) {
    if (await markCalled(tx, candidate.id)) {
      await recordCall(tx, doctorId, date, candidate.id);
      await admitCalledRoom(tx, candidate.id);
      return { serialNo: candidate.serialNo };
    }
  }
  return undefined;
}

/**
 * After every call, recall and skip: turn alerts when the queue moved on, the day's desk lists made stale (a card
 * shows when its patient was called, desk-days.ts) and the queue's NOTIFY for every process's streams.
 */
async function afterMove(ctx: AppContext, tx: Tx, doctorId: string, date: string, turnAlerts: boolean): Promise<void> {
  if (turnAlerts) await sendTurnAlerts(ctx, tx, doctorId, date);
  await bumpDay(tx, date);
  await announceQueueChange(tx, doctorId, date);
}

/** The queue as this move left it, read before the commit: what the caller did, not what another desk did next. */
async function answer(
  ctx: AppContext,
  tx: Tx,
  doctorId: string,
  date: string,
  message: string,
): Promise<{ queue: Queue; message: string }> {
  return { queue: toQueueDto(await loadQueueState(ctx, tx, doctorId, date)), message };
}

/** A move on today's queue of a doctor the caller may run, in one transaction. */
async function moveQueue<T>(
  ctx: AppContext,
  caller: AuthUser,
  doctorId: string,
  move: (tx: Tx, date: string) => Promise<T>,
): Promise<T> {
  await assertMayRunQueue(ctx, caller, doctorId);
  const date = dhakaDateString(ctx.clock());
  return ctx.db.transaction((tx) => move(tx, date));
}

/** Locks the day's queue; `serving` is the serial being served, when it is still pending (else nothing is called). */
async function lockServing(tx: Tx, doctorId: string, date: string) {
  const day = await lockQueueDay(tx, doctorId, date);
  const current = buildQueueState(doctorId, date, day, await selectQueueRows(tx, doctorId, date), 1).current;
  return { day, serving: current?.status === 'pending' ? current : undefined };
}

/** "Call next": arrived patients first, then the lowest pending serial not yet called (docs/decisions/0020). */
export async function callNext(ctx: AppContext, caller: AuthUser, doctorId: string) {
  return moveQueue(ctx, caller, doctorId, async (tx, date) => {
    const next = await callNextIn(ctx, tx, doctorId, date);
    if (!next) throw AppError.conflict(QUEUE_EMPTY_MESSAGE);
    await afterMove(ctx, tx, doctorId, date, true);
    return answer(ctx, tx, doctorId, date, nowServingMessage(next.serialNo));
  });
}

/** "Recall": the serial being served is called again (the board chimes again). */
export async function recall(ctx: AppContext, caller: AuthUser, doctorId: string) {
  return moveQueue(ctx, caller, doctorId, async (tx, date) => {
    const { serving } = await lockServing(tx, doctorId, date);
    if (!serving || !(await recallCurrent(tx, doctorId, date, serving.id)))
      throw AppError.conflict(NOTHING_CALLED_MESSAGE);
    await afterMove(ctx, tx, doctorId, date, false);
    const message = `Serial ${serving.serialNo} called again.`;
    return answer(ctx, tx, doctorId, date, message);
  });
}

/**
 * "Skip": the patient being served did not come; they go back into the queue and are called again after the next
 * SKIP_CALLS calls, and the next patient is called now.
 */
export async function skip(ctx: AppContext, caller: AuthUser, doctorId: string) {
  return moveQueue(ctx, caller, doctorId, async (tx, date) => {
    const { day, serving } = await lockServing(tx, doctorId, date);
    if (!serving || !(await requeue(tx, doctorId, date, serving.id, day.calls + SKIP_CALLS))) {
      throw AppError.conflict(NOTHING_CALLED_MESSAGE);
    }
    const next = await callNextIn(ctx, tx, doctorId, date, serving.id);
    await afterMove(ctx, tx, doctorId, date, true);
    const message = next
      ? `Serial ${serving.serialNo} skipped. ${nowServingMessage(next.serialNo)}`
      : `Serial ${serving.serialNo} skipped. No one else is waiting.`;
    return answer(ctx, tx, doctorId, date, message);
  });
}
