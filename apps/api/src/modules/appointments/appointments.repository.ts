import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx, type Tx } from '../../db/client.js';
import { callLogs } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';
import type { NewAppointment } from './booking.repository.js';

/**
 * Bumps the change counter of each Dhaka day that `dates` (a query of one date column) yields, so every process
 * serves those days' lists afresh (appointments.queries.ts `selectDayVersion`). In order, so two writers touching
 * several days lock their counters in the same order.
 */
const bumpDays = (dates: SQL) => sql`insert into cache_versions (name, version)
  select 'appointments:' || to_char(day, 'YYYY-MM-DD'), 1 from (${dates}) as days(day) group by day order by day
  on conflict (name) do update set version = cache_versions.version + 1`;

/** A change to an appointment (or to what its card shows: a call log, a payment, a refund): its day's lists are stale. */
export async function bumpDayOfAppointment(db: DbOrTx, appointmentId: string): Promise<void> {
  await db.execute(bumpDays(sql`select selected_date from appointments where id = ${appointmentId}`));
}

/** A change to a patient record: the lists of every day that patient has an appointment on are stale. */
export async function bumpDaysOfPatient(db: DbOrTx, patientRef: string): Promise<void> {
  await db.execute(bumpDays(sql`select selected_date from appointments where patient_ref = ${patientRef}`));
}

/** A change to what the cards of a Dhaka day show that is not a row of its own (the queue's calls): that day is stale. */
export async function bumpDay(db: DbOrTx, date: string): Promise<void> {
  await db.execute(bumpDays(sql`select ${date}::date`));
}

/** What a change answers: enough to refund it and to tell its doctor's queue. */
export type Changed = { payment_status: string; source: string; doctor_id: string; selected_date: string };
const CHANGED = sql`payment_status, source, doctor_id, selected_date::text as selected_date`;

/**
 * One conditional update of an appointment that bumps its day's version with it, in one statement; answers what
 * `Changed` holds (nothing when the row did not move).
 */
async function changeAppointment(db: DbOrTx, update: SQL): Promise<Changed | undefined> {
  const [row] = await queryRows<Changed>(
    db,
    sql`with changed as (${update} returning payment_status, source, doctor_id, selected_date),
             bumped as (${bumpDays(sql`select selected_date from changed`)})
        select ${CHANGED} from changed`,
  );
  return row;
}

/** pending -> done (its time is the day's pace); with `doctorId`, only that doctor's appointment. Answers nothing when the row did not move. */
export async function markDone(db: DbOrTx, id: string, doctorId: string | undefined): Promise<Changed | undefined> {
  const scope = doctorId ? sql`and doctor_id = ${doctorId}` : sql``;
  return changeAppointment(
    db,
    sql`update appointments set status = 'done', done_at = now(), updated_at = now() where id = ${id} and status = 'pending' ${scope}`,
  );
}

/** pending -> cancelled with the reason. */
export async function markCancelled(db: DbOrTx, id: string, reason: string): Promise<Changed | undefined> {
  return changeAppointment(
    db,
    sql`update appointments set status = 'cancelled', cancellation_reason = ${reason}, updated_at = now() where id = ${id} and status = 'pending'`,
  );
}

/** unpaid or failed -> paid while pending, with the amount received and who received it. */
export async function markPaid(
  db: DbOrTx,
  id: string,
  amount: number,
  receivedBy: string,
): Promise<Changed | undefined> {
  return changeAppointment(
    db,
    sql`update appointments set payment_status = 'paid', consultation_fee = ${amount}, fee_received_by = ${receivedBy}, updated_at = now()
        where id = ${id} and status = 'pending' and payment_status in ('unpaid', 'failed')`,
  );
}

export type AppointmentState = {
  id: string;
  serial_no: number;
  status: string;
  payment_status: string;
  source: string;
  doctor_id: string;
  patient_ref: string;
  selected_date: string;
  arrived_at: Date | string | null;
};

export async function findAppointmentState(db: DbOrTx, id: string): Promise<AppointmentState | undefined> {
  const [row] = await queryRows<AppointmentState>(
    db,
    sql`select id, serial_no, status, payment_status, source, doctor_id, patient_ref, selected_date::text as selected_date, arrived_at
        from appointments where id = ${id}`,
  );
  return row;
}

/**
 * Checked in at the desk, once, bumping its day (the card shows arrived): answers whether this call did it (false: it
 * had arrived already, or is not pending).
 */
export async function markArrived(db: DbOrTx, id: string): Promise<boolean> {
  const changed = await changeAppointment(
    db,
    sql`update appointments set arrived_at = now(), updated_at = now() where id = ${id} and status = 'pending' and arrived_at is null`,
  );
  return changed !== undefined;
}

type Moved = Omit<NewAppointment, 'selectedDate'> & { selectedDate: string };

/**
 * pending -> cancelled as "moved", answering what the new appointment carries over (fee, payment, who booked it).
 * The payment itself follows with `movePayments`. The old day's lists are stale (bumped here); the new day's move
 * with the new booking's serial.
 */
export async function markMoved(tx: Tx, id: string, reason: string): Promise<Moved | undefined> {
  const [row] = await queryRows<Moved>(
    tx,
    sql`with moved as (
          update appointments set status = 'cancelled', cancellation_reason = ${reason}, updated_at = now() where id = ${id} and status = 'pending'
          returning doctor_id, patient_ref, created_by, attendant_id, selected_date, payment_status, consultation_fee, consultation_method,
            consultation_for, short_brief, source, fee_received_by, refund_status),
        bumped as (${bumpDays(sql`select selected_date from moved`)})
        select doctor_id as "doctorId", patient_ref as "patientRef", created_by as "createdBy", attendant_id as "attendantId",
          to_char(selected_date, 'YYYY-MM-DD') as "selectedDate", payment_status as "paymentStatus", consultation_fee as "consultationFee",
          consultation_method as "consultationMethod", consultation_for as "consultationFor", short_brief as "shortBrief", source,
          fee_received_by as "feeReceivedBy", refund_status as "refundStatus"
        from moved`,
  );
  return row;
}

/**
 * The payment goes with the booking: the gateway's rows now belong to the new appointment (a late callback settles
 * it), and the old one, kept as cancelled, points at the new one and no longer counts as paid on its day. Runs in the
 * transaction of `markMoved`, which bumped the old day.
 */
export async function movePayments(tx: Tx, fromId: string, toId: string): Promise<void> {
  await tx.execute(
    sql`update payments set appointment_id = ${toId}, updated_at = now() where appointment_id = ${fromId}`,
  );
  await tx.execute(sql`update appointments set rescheduled_to = ${toId}, payment_status = 'unpaid', fee_received_by = null, refund_status = 'none'
    where id = ${fromId}`);
}

export async function appointmentExists(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await queryRows<{ id: string }>(db, sql`select id from appointments where id = ${id}`);
  return row !== undefined;
}

/** A call log, in the caller's transaction with the bump of its appointment's day (the card shows the last call). */
export async function insertCallLog(tx: Tx, values: { appointmentId: string; userId: string; comment: string }) {
  const [row] = await tx
    .insert(callLogs)
    .values({ id: newId(), ...values })
    .returning();
  await bumpDayOfAppointment(tx, values.appointmentId);
  return row!;
}

export function selectCallLogs(db: DbOrTx, appointmentId: string) {
  return queryRows<{ id: string; comment: string; created_at: Date | string; name: string }>(
    db,
    sql`select c.id, c.comment, c.created_at, u.name from call_logs c join users u on u.id = c.user_id
        where c.appointment_id = ${appointmentId} order by c.created_at, c.id`,
  );
}
