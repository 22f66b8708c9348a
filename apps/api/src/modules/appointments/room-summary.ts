import type { RoomSummary } from '@hospital/contract/consultations';

/**
 * A room's columns as a list query reads them beside its appointment (all null without a row). The appointment lists
 * (desk, doctor, patient, queue) show them, so they live here: the consultations module depends on appointments, not
 * the other way round.
 */
export type RoomColumns = {
  room_state?: string | null;
  room_mode?: string | null;
  room_waiting_since?: Date | string | null;
  room_started_at?: Date | string | null;
  room_ended_at?: Date | string | null;
};

/** The SQL columns of `RoomColumns`, over a `consultations` row aliased `room` (left joined). */
export const ROOM_SUMMARY_COLUMNS = `room.state as room_state, room.mode as room_mode, room.waiting_since as room_waiting_since,
  room.started_at as room_started_at, room.ended_at as room_ended_at`;

const at = (value: Date | string | null | undefined) => (value ? new Date(value) : null);

/**
 * What the desk's, the doctor's and the patient's cards show of a room: null until the patient waits (a hospital
 * visit has no room at all); minutes in consultation so far while live, in all once ended.
 */
export function roomSummaryOf(row: RoomColumns, now: Date = new Date()): RoomSummary | null {
  const state = row.room_state;
  if (state !== 'waiting' && state !== 'live' && state !== 'ended') return null;
  const startedAt = at(row.room_started_at);
  const endedAt = at(row.room_ended_at);
  const until = state === 'ended' ? endedAt : now;
  return {
    state,
    mode: row.room_mode as RoomSummary['mode'],
    waitingSince: at(row.room_waiting_since)?.toISOString() ?? null,
    startedAt: startedAt?.toISOString() ?? null,
    endedAt: endedAt?.toISOString() ?? null,
    minutes: startedAt && until ? Math.max(0, Math.floor((until.getTime() - startedAt.getTime()) / 60_000)) : null,
  };
}
