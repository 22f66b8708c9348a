import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { queryRow, queryRows, type DbOrTx } from '../../db/client.js';
import { ownPatientRefs } from '../../db/joins.js';

/** An appointment as its room sees it, with whether the asking account is its patient (or their holder) or doctor. */
export type RoomParties = {
  doctor_id: string;
  status: string;
  selected_date: string;
  method: string;
  is_patient: boolean;
  is_doctor: boolean;
};

export async function selectRoomParties(
  db: DbOrTx,
  appointmentId: string,
  userId: string,
): Promise<RoomParties | undefined> {
  return queryRow<RoomParties>(
    db,
    sql`select a.doctor_id, a.status, a.selected_date::text as selected_date, a.consultation_method as method,
          coalesce(a.patient_ref in ${ownPatientRefs(userId)}, false) as is_patient,
          coalesce(a.doctor_id = (select doctor_ref from users where id = ${userId}), false) as is_doctor
        from appointments a where a.id = ${appointmentId}`,
  );
}

/** A room's row, as stored; none until the patient accepts the consent. */
export type RoomRow = {
  state: 'open' | 'waiting' | 'live' | 'ended';
  mode: 'video' | 'audio' | 'chat';
  consent_version: string | null;
  consent_at: Date | null;
  waiting_since: Date | null;
  started_at: Date | null;
  ended_at: Date | null;
};

const ROOM_COLUMNS = sql`state, mode, consent_version, consent_at, waiting_since, started_at, ended_at`;

export async function selectRoomState(db: DbOrTx, appointmentId: string): Promise<RoomRow | undefined> {
  const row = await queryRow<RoomRow>(
    db,
    sql`select ${ROOM_COLUMNS} from consultations where appointment_id = ${appointmentId}`,
  );
  return row && asRoomRow(row);
}

/** Timestamps arrive as Date from node-postgres and as strings from some drivers: one shape for the service. */
function asRoomRow(row: RoomRow): RoomRow {
  const at = (value: Date | string | null) => (value === null ? null : new Date(value));
  return {
    ...row,
    consent_at: at(row.consent_at),
    waiting_since: at(row.waiting_since),
    started_at: at(row.started_at),
    ended_at: at(row.ended_at),
  };
}

/** What the room's page shows beside its row: the serial, the patient's name and the doctor queue's current serial. */
export type RoomDetails = {
  serial_no: number;
  patient_name: string;
  now_serving: number | null;
  room: RoomRow | undefined;
};

export async function selectRoomDetails(db: DbOrTx, appointmentId: string): Promise<RoomDetails | undefined> {
  const row = await queryRow<
    Omit<RoomDetails, 'room'> & Partial<Record<keyof RoomRow, unknown>> & { has_room: boolean }
  >(
    db,
    sql`select a.serial_no, p.name as patient_name,
          (select c.serial_no from queue_days q join appointments c on c.id = q.current_appointment_id
           where q.doctor_id = a.doctor_id and q.selected_date = a.selected_date
             and c.status <> 'cancelled' and c.called_at is not null) as now_serving,
          r.appointment_id is not null as has_room,
          r.state, r.mode, r.consent_version, r.consent_at, r.waiting_since, r.started_at, r.ended_at
        from appointments a join patients p on p.id = a.patient_ref
        left join consultations r on r.appointment_id = a.id
        where a.id = ${appointmentId}`,
  );
  if (!row) return undefined;
  return {
    serial_no: row.serial_no,
    patient_name: row.patient_name,
    now_serving: row.now_serving,
    room: row.has_room ? asRoomRow(row as unknown as RoomRow) : undefined,
  };
}

/** The patient accepts the consent: the room's row is made (mode as booked) or its consent renewed. */
export async function upsertConsent(
  db: DbOrTx,
  appointmentId: string,
  mode: string,
  version: string,
): Promise<RoomRow> {
  const row = await queryRow<RoomRow>(
    db,
    sql`insert into consultations (appointment_id, state, mode, consent_version, consent_at)
        values (${appointmentId}, 'open', ${mode}, ${version}, now())
        on conflict (appointment_id) do update set consent_version = excluded.consent_version,
          consent_at = excluded.consent_at, updated_at = now()
        returning ${ROOM_COLUMNS}`,
  );
  return asRoomRow(row!);
}

/** open -> waiting (the first time only: a reload keeps the first time); nothing when the room is elsewhere. */
export async function markWaiting(db: DbOrTx, appointmentId: string): Promise<RoomRow | undefined> {
  const row = await queryRow<RoomRow>(
    db,
    sql`update consultations set state = 'waiting', waiting_since = coalesce(waiting_since, now()), updated_at = now()
        where appointment_id = ${appointmentId} and state in ('open', 'waiting')
        returning ${ROOM_COLUMNS}`,
  );
  return row && asRoomRow(row);
}

/**
 * Admits the patient: open or waiting (or no row yet: the patient has not come in) -> live, with its start time set
 * once. One conditional statement, so two starts at once (the doctor's button and the desk's "Call next") leave one
 * start. Answers nothing when the room was live or ended already.
 */
export async function markLive(db: DbOrTx, appointmentId: string, mode: string): Promise<RoomRow | undefined> {
  const row = await queryRow<RoomRow>(
    db,
    sql`insert into consultations (appointment_id, state, mode, started_at)
        values (${appointmentId}, 'live', ${mode}, now())
        on conflict (appointment_id) do update set state = 'live', started_at = coalesce(consultations.started_at, now()),
          updated_at = now()
        where consultations.state in ('open', 'waiting')
        returning ${ROOM_COLUMNS}`,
  );
  return row && asRoomRow(row);
}

/** live -> ended with its end time; nothing when the room was not live (ended already, by a concurrent end). */
export async function markEnded(db: DbOrTx, appointmentId: string): Promise<RoomRow | undefined> {
  const row = await queryRow<RoomRow>(
    db,
    sql`update consultations set state = 'ended', ended_at = now(), updated_at = now()
        where appointment_id = ${appointmentId} and state = 'live'
        returning ${ROOM_COLUMNS}`,
  );
  return row && asRoomRow(row);
}

/** The room's mode, unless it has ended; the row is made (open, no consent) when there is none yet. */
export async function setMode(db: DbOrTx, appointmentId: string, mode: string): Promise<RoomRow | undefined> {
  const row = await queryRow<RoomRow>(
    db,
    sql`insert into consultations (appointment_id, state, mode) values (${appointmentId}, 'open', ${mode})
        on conflict (appointment_id) do update set mode = excluded.mode, updated_at = now()
        where consultations.state <> 'ended'
        returning ${ROOM_COLUMNS}`,
  );
  return row && asRoomRow(row);
}

/** Calls of the visit-day queue that reach a remote appointment admit it, like the doctor's "Start consultation". */
export async function admitIfRemote(db: DbOrTx, appointmentId: string): Promise<boolean> {
  const rows = await queryRows<{ appointment_id: string }>(
    db,
    sql`insert into consultations (appointment_id, state, mode, started_at)
        select a.id, 'live', a.consultation_method, now() from appointments a
        where a.id = ${appointmentId} and a.consultation_method in ('video', 'audio', 'chat')
        on conflict (appointment_id) do update set state = 'live', started_at = coalesce(consultations.started_at, now()),
          updated_at = now()
        where consultations.state in ('open', 'waiting')
        returning appointment_id`,
  );
  return rows.length > 0;
}

// --- Signals ------------------------------------------------------------------------------------------------------

export type SignalRow = { id: number; from_role: 'patient' | 'doctor'; body: string };

export async function insertSignal(db: DbOrTx, appointmentId: string, fromRole: string, body: string): Promise<number> {
  const row = await queryRow<{ id: number | string }>(
    db,
    sql`insert into consultation_signals (appointment_id, from_role, body) values (${appointmentId}, ${fromRole}, ${body})
        returning id`,
  );
  return Number(row!.id);
}

/**
 * What a room stream reads next: every event after `after` (the highest it delivered), and the events of the last
 * `lookBackSeconds` above `floor` that it has not delivered (`delivered`): signals and messages share one sequence,
 * and a transaction that took a lower number may commit after a higher one was delivered.
 */
export type EventWindow = {
  after: number;
  floor: number;
  lookBackSeconds: number;
  delivered: readonly number[];
};

/** The condition on an event's number and creation time that a stream's `window` asks for. */
export function inEventWindow(id: SQLWrapper, createdAt: SQLWrapper, window: EventWindow): SQL {
  const delivered = `{${window.delivered.join(',')}}`;
  return sql`(${id} > ${window.after} or (${id} > ${window.floor}
    and ${createdAt} > now() - make_interval(secs => ${window.lookBackSeconds})
    and not (${id} = any(${delivered}::bigint[]))))`;
}

/** The most signals one read of a stream answers; more are read at once after them. */
export const SIGNALS_PAGE = 500;

/**
 * The other side's signals in a stream's `window`, younger than `maxAgeSeconds` (an older one is of no use to a
 * browser), oldest number first.
 */
export async function signalsIn(
  db: DbOrTx,
  appointmentId: string,
  fromRole: string,
  window: EventWindow,
  maxAgeSeconds: number,
): Promise<SignalRow[]> {
  const rows = await queryRows<SignalRow & { id: number | string }>(
    db,
    sql`select id, from_role, body from consultation_signals
        where appointment_id = ${appointmentId} and from_role = ${fromRole}
          and ${inEventWindow(sql`id`, sql`created_at`, window)}
          and created_at > now() - make_interval(secs => ${maxAgeSeconds})
        order by id limit ${SIGNALS_PAGE}`,
  );
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

/**
 * Where a stream of the room starts, read in one statement: the room's last event so far (a fresh stream starts
 * after it), and the numbers of the signals and messages already there among the last `lookBackSeconds` (a stream
 * that starts at or after them does not send them as late arrivals).
 */
export async function roomEventsNow(
  db: DbOrTx,
  appointmentId: string,
  lookBackSeconds: number,
): Promise<{ last: number; signals: number[]; messages: number[] }> {
  const row = await queryRow<{ last: number | string | null; signals: string | null; messages: string | null }>(
    db,
    sql`select greatest(
          coalesce((select max(id) from consultation_signals where appointment_id = ${appointmentId}), 0),
          coalesce((select max(seq) from consultation_messages where appointment_id = ${appointmentId}), 0)) as last,
        (select string_agg(id::text, ',') from consultation_signals where appointment_id = ${appointmentId}
          and created_at > now() - make_interval(secs => ${lookBackSeconds})) as signals,
        (select string_agg(seq::text, ',') from consultation_messages where appointment_id = ${appointmentId}
          and created_at > now() - make_interval(secs => ${lookBackSeconds})) as messages`,
  );
  const numbers = (list: string | null | undefined) => (list ? list.split(',').map(Number) : []);
  return { last: Number(row?.last ?? 0), signals: numbers(row?.signals), messages: numbers(row?.messages) };
}
