import { sql, type SQL } from 'drizzle-orm';
import type { Appointment } from '@hospital/contract/appointments';
import { queryRow, queryPrepared, queryRows, type DbOrTx, type Tx } from '../../db/client.js';
import { callLogs } from '../../db/schema.js';
import { APPOINTMENT_DOCTOR_PATIENT, type AppointmentState } from '../../db/joins.js';
import { newId } from '../../lib/ids.js';
import {
  bumpDayOfAppointment,
  bumpDays,
  dayVersionName,
  DOCTORS_CHANNEL,
} from '../../platform/changes/changes.repository.js';
import type { NewAppointment } from './booking.repository.js';
import { ROOM_SUMMARY_COLUMNS, type RoomColumns } from './room-summary.js';

/** What a change answers: enough to refund it and to tell its doctor's queue. */
export type Changed = { payment_status: string; source: string; doctor_id: string; selected_date: string };
const CHANGED = sql`payment_status, source, doctor_id, selected_date::text as selected_date`;

/**
 * One conditional update of an appointment that bumps its day's version with it, in one statement; answers what
 * `Changed` holds (nothing when the row did not move).
 */
async function changeAppointment(db: DbOrTx, update: SQL): Promise<Changed | undefined> {
  return queryRow<Changed>(
    db,
    sql`with changed as (${update} returning payment_status, source, doctor_id, selected_date),
             bumped as (${bumpDays(sql`select selected_date from changed`)})
        select ${CHANGED} from changed`,
  );
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

export type { AppointmentState };

export async function findAppointmentState(db: DbOrTx, id: string): Promise<AppointmentState | undefined> {
  return queryRow<AppointmentState>(
    db,
    sql`select id, serial_no, status, payment_status, consultation_fee, source, doctor_id, patient_ref,
               selected_date::text as selected_date, arrived_at
        from appointments where id = ${id}`,
  );
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
  return queryRow<Moved>(
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
  const row = await queryRow<{ id: string }>(db, sql`select id from appointments where id = ${id}`);
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

export type AppointmentRow = {
  id: string;
  serial_no: number;
  selected_date: string;
  status: Appointment['status'];
  payment_status: Appointment['paymentStatus'];
  consultation_fee: number;
  consultation_method: Appointment['consultationMethod'];
  consultation_for: Appointment['consultationFor'];
  short_brief: string;
  is_followup: boolean;
  cancellation_reason: string | null;
  source: Appointment['source'];
  created_at: Date | string;
  refund_status: Appointment['refundStatus'];
  doctor_on_leave: boolean;
  d_id: string;
  d_title: string;
  d_full_name: string;
  d_speciality: string;
  d_photo: string;
  p_id: string;
  p_patient_id: string;
  p_name: string;
  p_age: number;
  p_gender: 'male' | 'female' | null;
  p_weight: number | null;
  p_contact: string;
  fee_received_by_name: string | null;
  attendant_name: string | null;
  call_comment: string | null;
  call_at: Date | string | null;
  call_user_name: string | null;
  arrived_at: Date | string | null;
  called_at: Date | string | null;
  rescheduled_to: string | null;
  booked_by_name: string | null;
} & RoomColumns;

/**
 * Appointments as every screen reads them, in one query: doctor, patient, who took the fee, the attendant and
 * the last call log come joined, never fetched per row. `where` and `orderBy` are fragments over the alias `a`.
 */
async function selectAppointments(db: DbOrTx, where: SQL, orderBy: SQL, limit: number) {
  return queryRows<AppointmentRow>(
    db,
    sql`select a.id, a.serial_no, a.selected_date::text as selected_date, a.status, a.payment_status, a.consultation_fee,
          a.consultation_method, a.consultation_for, a.short_brief, a.is_followup, a.cancellation_reason, a.source,
          a.created_at, a.refund_status,
          exists (select 1 from doctor_leaves l where l.doctor_id = a.doctor_id and a.selected_date between l.from_date and l.to_date)
            as doctor_on_leave,
          d.id as d_id, d.title as d_title, d.full_name as d_full_name, d.speciality as d_speciality, d.photo as d_photo,
          p.id as p_id, p.patient_id as p_patient_id, p.name as p_name, p.age as p_age, p.gender as p_gender,
          p.weight as p_weight, p.contact as p_contact,
          fr.name as fee_received_by_name, att.name as attendant_name,
          cl.comment as call_comment, cl.created_at as call_at, clu.name as call_user_name,
          a.arrived_at, a.called_at, a.rescheduled_to, holder.name as booked_by_name, ${sql.raw(ROOM_SUMMARY_COLUMNS)}
        from ${APPOINTMENT_DOCTOR_PATIENT}
        left join consultations room on room.appointment_id = a.id
        left join users holder on holder.id = p.owner_user_id
        left join users fr on fr.id = a.fee_received_by
        left join users att on att.id = a.attendant_id
        left join lateral (
          select comment, created_at, user_id from call_logs where appointment_id = a.id order by created_at desc limit 1
        ) cl on true
        left join users clu on clu.id = cl.user_id
        where ${where}
        order by ${orderBy}
        limit ${limit}`,
  );
}

export async function selectAppointmentById(db: DbOrTx, id: string): Promise<AppointmentRow | undefined> {
  const [row] = await selectAppointments(db, sql`a.id = ${id}`, sql`a.id`, 1);
  return row;
}

/** The appointments of these patient records (an account's own and its family's), newest first. */
export function selectAppointmentsOfPatients(db: DbOrTx, patientRefs: string[]) {
  if (patientRefs.length === 0) return Promise.resolve([]);
  const refs = sql.join(
    patientRefs.map((ref) => sql`${ref}`),
    sql`, `,
  );
  return selectAppointments(db, sql`a.patient_ref in (${refs})`, sql`a.selected_date desc, a.created_at desc`, 200);
}

/** A doctor's pending appointments from `from` to `to` (both included): what a leave affects. */
export function selectPendingOfDoctorBetween(db: DbOrTx, doctorId: string, from: string, to: string) {
  return selectAppointments(
    db,
    sql`a.doctor_id = ${doctorId} and a.status = 'pending' and a.selected_date between ${from} and ${to}`,
    sql`a.selected_date, a.serial_no`,
    1000,
  );
}

export type DayFilter = { date: string; doctorId?: string | undefined };

const dayWhere = ({ date, doctorId }: DayFilter) =>
  doctorId ? sql`a.selected_date = ${date} and a.doctor_id = ${doctorId}` : sql`a.selected_date = ${date}`;

/** One Dhaka day, by doctor name then serial; capped well above any real day's load. */
export function selectDay(db: DbOrTx, filter: DayFilter) {
  return selectAppointments(db, dayWhere(filter), sql`d.full_name, a.serial_no`, 1000);
}

type DayMetaRow = { total: number; pending: number; done: number; paid: number };

/** The day's totals over exactly the same filter as `selectDay`. */
export async function selectDayMeta(db: DbOrTx, filter: DayFilter): Promise<DayMetaRow> {
  const [meta] = await queryRows<DayMetaRow>(
    db,
    sql`select count(*)::int as total,
               count(*) filter (where a.status = 'pending')::int as pending,
               count(*) filter (where a.status = 'done')::int as done,
               coalesce(sum(a.consultation_fee) filter (where a.payment_status = 'paid'), 0)::int as paid
        from appointments a where ${dayWhere(filter)}`,
  );
  return meta!;
}

/**
 * The version of a Dhaka day's list: it moves with every committed change to what the list shows, so a cached
 * list is current while its version is. Three counters that only grow, read in one snapshot: the day's serial
 * counters (every booking takes the next serial; a rolled-back one returns it), the day's own change counter
 * (status, payment, refund, call log, patient correction) and the doctor cache version (doctor details, leave).
 */
export async function selectDayVersion(db: DbOrTx, date: string): Promise<string> {
  const [row] = await queryPrepared<{ version: string }>(
    db,
    'day-version',
    sql`select (select coalesce(sum(s.last_serial), 0) from doctors d join appointment_serials s on s.doctor_id = d.id and s.selected_date = ${date})
               || '.' || coalesce((select version from cache_versions where name = ${dayVersionName(date)}), 0)
               || '.' || coalesce((select version from cache_versions where name = ${DOCTORS_CHANNEL}), 0) as version`,
  );
  return row!.version;
}

/**
 * 'Records': a patient's visits up to `upToDate`, newest first. With `seenByDoctor`, only when that patient has an
 * appointment with that doctor (otherwise nothing).
 */
export function selectRecords(
  db: DbOrTx,
  filter: { patientRef: string; upToDate: string; seenByDoctor?: string | undefined },
) {
  let where = sql`a.patient_ref = ${filter.patientRef} and a.selected_date <= ${filter.upToDate}`;
  if (filter.seenByDoctor) {
    where = sql`${where} and exists (select 1 from appointments own where own.patient_ref = ${filter.patientRef} and own.doctor_id = ${filter.seenByDoctor})`;
  }
  return selectAppointments(db, where, sql`a.selected_date desc, a.serial_no desc`, 100);
}
