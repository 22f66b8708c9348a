import { sql } from 'drizzle-orm';
import { queryRow, queryRows, type DbOrTx, type Tx } from '../../db/client.js';
import type { QueueDay, QueueRow } from './queue-state.js';
import { ROOM_SUMMARY_COLUMNS, type RoomColumns } from '../appointments/room-summary.js';

type DayRow = { calls: number; current_appointment_id: string | null; last_called_at: Date | string | null };

const toDay = (row: DayRow): QueueDay => ({
  calls: row.calls,
  currentAppointmentId: row.current_appointment_id,
  lastCalledAt: row.last_called_at ? new Date(row.last_called_at) : null,
});

/**
 * Takes the doctor's day for the rest of the transaction (creating it on the first call): every call, recall and
 * skip of that day waits here for the one before it, so two desks never act on the same state.
 */
export async function lockQueueDay(tx: Tx, doctorId: string, date: string): Promise<QueueDay> {
  const row = await queryRow<DayRow>(
    tx,
    sql`insert into queue_days (doctor_id, selected_date) values (${doctorId}, ${date})
        on conflict (doctor_id, selected_date) do update set updated_at = now()
        returning calls, current_appointment_id, last_called_at`,
  );
  return toDay(row!);
}

export async function readQueueDay(db: DbOrTx, doctorId: string, date: string): Promise<QueueDay | undefined> {
  const row = await queryRow<DayRow>(
    db,
    sql`select calls, current_appointment_id, last_called_at from queue_days where doctor_id = ${doctorId} and selected_date = ${date}`,
  );
  return row ? toDay(row) : undefined;
}

type RawQueueRow = {
  id: string;
  serial_no: number;
  status: QueueRow['status'];
  patient_ref: string;
  patient_name: string;
  arrived_at: Date | string | null;
  called_at: Date | string | null;
  done_at: Date | string | null;
  requeue_after_call: number | null;
  turn_alert_at: Date | string | null;
  consultation_method: string;
} & RoomColumns;

const date = (value: Date | string | null) => (value === null ? null : new Date(value));

/** Every appointment of the doctor's day, by serial (a day is tens of patients, a few hundred at most). */
export async function selectQueueRows(db: DbOrTx, doctorId: string, day: string): Promise<QueueRow[]> {
  const rows = await queryRows<RawQueueRow>(
    db,
    sql`select a.id, a.serial_no, a.status, a.patient_ref, p.name as patient_name, a.arrived_at, a.called_at, a.done_at,
          a.requeue_after_call, a.turn_alert_at, a.consultation_method, ${sql.raw(ROOM_SUMMARY_COLUMNS)}
        from appointments a join patients p on p.id = a.patient_ref
        left join consultations room on room.appointment_id = a.id
        where a.doctor_id = ${doctorId} and a.selected_date = ${day}
        order by a.serial_no
        limit 2000`,
  );
  return rows.map((r) => ({
    id: r.id,
    serialNo: r.serial_no,
    status: r.status,
    patientRef: r.patient_ref,
    patientName: r.patient_name,
    arrivedAt: date(r.arrived_at),
    calledAt: date(r.called_at),
    doneAt: date(r.done_at),
    requeueAfterCall: r.requeue_after_call,
    turnAlertAt: date(r.turn_alert_at),
    method: r.consultation_method,
    room: {
      room_state: r.room_state,
      room_mode: r.room_mode,
      room_waiting_since: r.room_waiting_since,
      room_started_at: r.room_started_at,
      room_ended_at: r.room_ended_at,
    },
  }));
}

/** Calls one waiting appointment, unless it was cancelled or called meanwhile (then answers false). */
export async function markCalled(tx: Tx, appointmentId: string): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`update appointments set called_at = now(), requeue_after_call = null, updated_at = now()
        where id = ${appointmentId} and status = 'pending' and called_at is null returning id`,
  );
  return rows.length === 1;
}

/** The day's call counter moves on and the called appointment is now served. */
export async function recordCall(tx: Tx, doctorId: string, day: string, appointmentId: string): Promise<void> {
  await tx.execute(sql`update queue_days set calls = calls + 1, current_appointment_id = ${appointmentId}, last_called_at = now(), updated_at = now()
    where doctor_id = ${doctorId} and selected_date = ${day}`);
}

/** Calls the one being served again (a new call time, which a board chimes for); false when it is no longer pending. */
export async function recallCurrent(tx: Tx, doctorId: string, day: string, appointmentId: string): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`update appointments set called_at = now(), updated_at = now() where id = ${appointmentId} and status = 'pending' returning id`,
  );
  if (rows.length === 0) return false;
  await tx.execute(
    sql`update queue_days set last_called_at = now(), updated_at = now() where doctor_id = ${doctorId} and selected_date = ${day}`,
  );
  return true;
}

/** The one being served goes back to waiting, to be called once the day has had more than `afterCall` calls. */
export async function requeue(
  tx: Tx,
  doctorId: string,
  day: string,
  appointmentId: string,
  afterCall: number,
): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`update appointments set called_at = null, requeue_after_call = ${afterCall}, updated_at = now()
        where id = ${appointmentId} and status = 'pending' returning id`,
  );
  if (rows.length === 0) return false;
  await tx.execute(
    sql`update queue_days set current_appointment_id = null, updated_at = now() where doctor_id = ${doctorId} and selected_date = ${day}`,
  );
  return true;
}

/** Marks the turn alert of these appointments as sent, each once; answers the ones this call marked. */
export async function claimTurnAlerts(tx: Tx, appointmentIds: string[]): Promise<string[]> {
  if (appointmentIds.length === 0) return [];
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`update appointments set turn_alert_at = now()
        where id in (${sql.join(
          appointmentIds.map((id) => sql`${id}`),
          sql`, `,
        )}) and turn_alert_at is null and status = 'pending'
        returning id`,
  );
  return rows.map((r) => r.id);
}

/** The doctors the account's patients have appointments with on `day`. */
export async function doctorsOfVisits(db: DbOrTx, patientRefs: string[], day: string): Promise<string[]> {
  if (patientRefs.length === 0) return [];
  const rows = await queryRows<{ doctor_id: string }>(
    db,
    sql`select distinct doctor_id from appointments
        where selected_date = ${day} and patient_ref in (${sql.join(
          patientRefs.map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
  return rows.map((r) => r.doctor_id);
}
