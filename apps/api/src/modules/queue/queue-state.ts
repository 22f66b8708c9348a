import type { BoardDoctor, LiveVisit, Queue, QueueEntry } from '@hospital/contract/queue';
import { consultationLink, isRemoteMethod } from '@hospital/contract/consultations';
import { roomSummaryOf, type RoomColumns } from '../appointments/room-summary.js';

/** One of the day's appointments as the queue needs it; `patientRef` stays on the server. */
export type QueueRow = {
  id: string;
  serialNo: number;
  status: 'pending' | 'done' | 'cancelled';
  patientRef: string;
  patientName: string;
  arrivedAt: Date | null;
  calledAt: Date | null;
  doneAt: Date | null;
  requeueAfterCall: number | null;
  turnAlertAt: Date | null;
  /** The consultation method ('hospital visit', 'video', 'audio', 'chat'). */
  method?: string;
  /** A video, voice or chat appointment's room, as stored (nothing for a hospital visit). */
  room?: RoomColumns;
};

export type QueueDay = { calls: number; currentAppointmentId: string | null; lastCalledAt: Date | null };

/** A doctor's day as every view of the queue derives from it (the desk's, the board's, the patient's). */
export type QueueState = {
  doctorId: string;
  date: string;
  /** Calls made so far: a skipped appointment comes back once the day has had two more. */
  calls: number;
  /** The serial called last, unless it was cancelled or skipped since. */
  current: QueueRow | null;
  /** Pending and not called, in the order "Call next" will take them. */
  waiting: QueueRow[];
  doneCount: number;
  averageMinutes: number;
  lastCalledAt: Date | null;
  /** Every appointment of the day, cancelled ones included: the patient's view looks its own up here. */
  rows: QueueRow[];
};

const MAX_AVERAGE_MINUTES = 120;

/**
 * Who "Call next" takes at call number `call` (docs/decisions/0020-visit-day-queue.md): a skipped patient whose two
 * calls have passed first, then arrived patients, then everyone else, each by serial; a skipped patient still
 * waiting out their two calls comes last, so they are still called when nobody else is left.
 */
function rank(row: QueueRow, call: number): [number, number, number, number] {
  if (row.requeueAfterCall !== null)
    return [row.requeueAfterCall < call ? 0 : 3, row.requeueAfterCall, 0, row.serialNo];
  return [row.arrivedAt ? 1 : 2, 0, 0, row.serialNo];
}

function before(a: number[], b: number[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! < b[i]!;
  return false;
}

/** The waiting appointments in the order the next calls will take them, after `calls` calls so far. */
export function callOrder(candidates: readonly QueueRow[], calls: number): QueueRow[] {
  const remaining = [...candidates];
  const order: QueueRow[] = [];
  for (let call = calls + 1; remaining.length > 0; call++) {
    let best = 0;
    for (let i = 1; i < remaining.length; i++)
      if (before(rank(remaining[i]!, call), rank(remaining[best]!, call))) best = i;
    order.push(remaining.splice(best, 1)[0]!);
  }
  return order;
}

/**
 * Minutes per patient that day: from the first call to the last visit marked done, divided by the visits done; or,
 * when nobody was called through the queue, between the first and the last done. `fallback` before there is enough.
 */
export function averageMinutes(rows: readonly QueueRow[], fallback: number): number {
  const done = rows
    .filter((r) => r.status === 'done' && r.doneAt)
    .map((r) => r.doneAt!.getTime())
    .sort((a, b) => a - b);
  if (done.length === 0) return fallback;
  const called = rows.filter((r) => r.calledAt).map((r) => r.calledAt!.getTime());
  const start = called.length > 0 ? Math.min(...called) : undefined;
  const last = done[done.length - 1]!;
  let minutes: number;
  if (start !== undefined && start < done[0]!) minutes = (last - start) / done.length / 60_000;
  else if (done.length >= 2) minutes = (last - done[0]!) / (done.length - 1) / 60_000;
  else return fallback;
  return Math.min(MAX_AVERAGE_MINUTES, Math.max(1, Math.round(minutes)));
}

export function buildQueueState(
  doctorId: string,
  date: string,
  day: QueueDay | undefined,
  rows: QueueRow[],
  fallbackMinutes: number,
): QueueState {
  const calls = day?.calls ?? 0;
  const current =
    rows.find((r) => r.id === day?.currentAppointmentId && r.status !== 'cancelled' && r.calledAt !== null) ?? null;
  const candidates = rows.filter((r) => r.status === 'pending' && r.calledAt === null);
  return {
    doctorId,
    date,
    calls,
    current,
    waiting: callOrder(candidates, calls),
    doneCount: rows.filter((r) => r.status === 'done').length,
    averageMinutes: averageMinutes(rows, fallbackMinutes),
    lastCalledAt: day?.lastCalledAt ?? null,
    rows,
  };
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

function toEntry(row: QueueRow): QueueEntry {
  return {
    _id: row.id,
    serialNo: row.serialNo,
    patient: { name: row.patientName },
    arrivedAt: iso(row.arrivedAt),
    calledAt: iso(row.calledAt),
    skipped: row.requeueAfterCall !== null,
    consultation: row.room ? roomSummaryOf(row.room) : null,
  };
}

/** The desk's and the doctor's view: names, no contacts. */
export function toQueueDto(state: QueueState): Queue {
  const waiting = state.waiting.map(toEntry);
  return {
    doctorId: state.doctorId,
    date: state.date,
    nowServing: state.current ? toEntry(state.current) : null,
    next: waiting[0] ?? null,
    waiting,
    doneCount: state.doneCount,
    averageMinutes: state.averageMinutes,
    lastCalledAt: iso(state.lastCalledAt),
  };
}

/** The board's view of one doctor: serial numbers only. */
export function toBoardQueue(
  state: QueueState,
): Pick<BoardDoctor, 'date' | 'nowServing' | 'next' | 'waitingCount' | 'lastCalledAt'> {
  return {
    date: state.date,
    nowServing: state.current?.serialNo ?? null,
    next: state.waiting[0]?.serialNo ?? null,
    waitingCount: state.waiting.length,
    lastCalledAt: iso(state.lastCalledAt),
  };
}

/**
 * A patient's own visit: where they stand and about how long it is. The estimate counts the patients to be called
 * before them, plus the one being seen while that visit is not done yet, at the day's minutes per patient.
 */
export function toLiveVisit(
  state: QueueState,
  row: QueueRow,
  doctor: LiveVisit['doctor'],
  publicUrl?: string,
): LiveVisit {
  const index = state.waiting.findIndex((r) => r.id === row.id);
  const beingSeen = state.current?.status === 'pending' ? 1 : 0;
  const waiting = row.status === 'pending' && index !== -1;
  return {
    appointmentId: row.id,
    date: state.date,
    serialNo: row.serialNo,
    state: row.status === 'pending' ? (waiting ? 'waiting' : 'called') : row.status,
    doctor,
    patient: { _id: row.patientRef, name: row.patientName },
    nowServing: state.current?.serialNo ?? null,
    ahead: waiting ? index : null,
    estimatedMinutes: waiting ? (index + beingSeen) * state.averageMinutes : null,
    averageMinutes: state.averageMinutes,
    arrivedAt: iso(row.arrivedAt),
    ...(row.method ? { consultationMethod: row.method as LiveVisit['consultationMethod'] } : {}),
    consultationUrl:
      row.method && isRemoteMethod(row.method) && publicUrl !== undefined ? consultationLink(publicUrl, row.id) : null,
  };
}
