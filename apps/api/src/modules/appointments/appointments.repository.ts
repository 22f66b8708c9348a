import { and, between, eq, sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx, type Tx } from '../../db/client.js';
import { appointments, callLogs } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';

export type NewAppointment = Omit<typeof appointments.$inferInsert, 'id' | 'serialNo'>;

/**
 * Inserts an appointment with the next serial for its doctor and date (docs/architecture.md §7). Must run inside
 * the booking transaction: the counter row's lock orders concurrent bookers and a rollback returns the number.
 */
export async function insertWithNextSerial(tx: Tx, values: NewAppointment) {
  const [bumped] = await queryRows<{ last_serial: number }>(tx, sql`
    insert into appointment_serials (doctor_id, selected_date, last_serial) values (${values.doctorId}, ${values.selectedDate}, 1)
    on conflict (doctor_id, selected_date) do update set last_serial = appointment_serials.last_serial + 1
    returning last_serial`);
  const serialNo = bumped!.last_serial;
  const [row] = await tx.insert(appointments).values({ id: newId(), serialNo, ...values }).returning();
  return row!;
}

/**
 * Takes the serial counter rows of a doctor's days `from` to `to` (creating them at 0), locking them as a booking
 * does: whoever changes what may be booked on those days (leave) waits for the bookings in flight, and the bookings
 * after it wait for it. Only the days touched are locked, so bookings on other days go on.
 */
export async function lockBookingDays(tx: Tx, doctorId: string, from: string, to: string): Promise<void> {
  await tx.execute(sql`
    insert into appointment_serials (doctor_id, selected_date, last_serial)
    select ${doctorId}, day::date, 0 from generate_series(${from}::date, ${to}::date, interval '1 day') as day
    order by 1, 2
    on conflict (doctor_id, selected_date) do update set last_serial = appointment_serials.last_serial`);
}

/** Whether any appointment matches `condition`. */
async function anyAppointment(tx: Tx, condition: SQL | undefined): Promise<boolean> {
  const [row] = await tx.select({ id: appointments.id }).from(appointments).where(condition).limit(1);
  return row !== undefined;
}

/** Whether the patient had a done visit with the doctor between the two dates (inclusive). */
export async function hasDoneVisitBetween(tx: Tx, visit: { doctorId: string; patientRef: string }, from: string, to: string) {
  return anyAppointment(
    tx,
    and(
      eq(appointments.doctorId, visit.doctorId),
      eq(appointments.patientRef, visit.patientRef),
      eq(appointments.status, 'done'),
      between(appointments.selectedDate, from, to),
    ),
  );
}

/** Another pending appointment of the same patient with the same doctor on the same date, besides `exceptId`. */
export async function hasOtherPendingBooking(tx: Tx, booking: { doctorId: string; patientRef: string; selectedDate: string }, exceptId: string) {
  return anyAppointment(
    tx,
    and(
      eq(appointments.doctorId, booking.doctorId),
      eq(appointments.patientRef, booking.patientRef),
      eq(appointments.selectedDate, booking.selectedDate),
      eq(appointments.status, 'pending'),
      sql`${appointments.id} <> ${exceptId}`,
    ),
  );
}

/** What a change answers: enough to refund it and to tell its doctor's queue. */
export type Changed = { payment_status: string; source: string; doctor_id: string; selected_date: string };
const CHANGED = sql`payment_status, source, doctor_id, selected_date::text as selected_date`;

/** pending -> done (its time is the day's pace); with `doctorId`, only that doctor's appointment. Answers nothing when the row did not move. */
export async function markDone(db: DbOrTx, id: string, doctorId: string | undefined): Promise<Changed | undefined> {
  const scope = doctorId ? sql`and doctor_id = ${doctorId}` : sql``;
  const [row] = await queryRows<Changed>(db, sql`update appointments set status = 'done', done_at = now(), updated_at = now()
    where id = ${id} and status = 'pending' ${scope} returning ${CHANGED}`);
  return row;
}

/** pending -> cancelled with the reason. */
export async function markCancelled(db: DbOrTx, id: string, reason: string): Promise<Changed | undefined> {
  const [row] = await queryRows<Changed>(db, sql`update appointments set status = 'cancelled', cancellation_reason = ${reason}, updated_at = now()
    where id = ${id} and status = 'pending' returning ${CHANGED}`);
  return row;
}

/** unpaid or failed -> paid while pending, with the amount received and who received it. */
export async function markPaid(db: DbOrTx, id: string, amount: number, receivedBy: string): Promise<Changed | undefined> {
  const [row] = await queryRows<Changed>(db, sql`update appointments set payment_status = 'paid', consultation_fee = ${amount},
    fee_received_by = ${receivedBy}, updated_at = now()
    where id = ${id} and status = 'pending' and payment_status in ('unpaid', 'failed') returning ${CHANGED}`);
  return row;
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

/** Checked in at the desk, once: answers whether this call did it (false: it had arrived already, or is not pending). */
export async function markArrived(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update appointments set arrived_at = now(), updated_at = now() where id = ${id} and status = 'pending' and arrived_at is null returning id`,
  );
  return rows.length === 1;
}

type Moved = Omit<NewAppointment, 'selectedDate'> & { selectedDate: string };

/**
 * pending -> cancelled as "moved", answering what the new appointment carries over (fee, payment, who booked it).
 * The payment itself follows with `movePayments`.
 */
export async function markMoved(tx: Tx, id: string, reason: string): Promise<Moved | undefined> {
  const [row] = await tx
    .update(appointments)
    .set({ status: 'cancelled', cancellationReason: reason, updatedAt: sql`now()` })
    .where(and(eq(appointments.id, id), eq(appointments.status, 'pending')))
    .returning();
  if (!row) return undefined;
  return {
    doctorId: row.doctorId,
    patientRef: row.patientRef,
    createdBy: row.createdBy,
    attendantId: row.attendantId,
    selectedDate: row.selectedDate,
    paymentStatus: row.paymentStatus,
    consultationFee: row.consultationFee,
    consultationMethod: row.consultationMethod,
    consultationFor: row.consultationFor,
    shortBrief: row.shortBrief,
    source: row.source,
    feeReceivedBy: row.feeReceivedBy,
    refundStatus: row.refundStatus,
  };
}

/**
 * The payment goes with the booking: the gateway's rows now belong to the new appointment (a late callback settles
 * it), and the old one, kept as cancelled, points at the new one and no longer counts as paid on its day.
 */
export async function movePayments(tx: Tx, fromId: string, toId: string): Promise<void> {
  await tx.execute(sql`update payments set appointment_id = ${toId}, updated_at = now() where appointment_id = ${fromId}`);
  await tx.execute(sql`update appointments set rescheduled_to = ${toId}, payment_status = 'unpaid', fee_received_by = null, refund_status = 'none'
    where id = ${fromId}`);
}

export async function appointmentExists(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await queryRows<{ id: string }>(db, sql`select id from appointments where id = ${id}`);
  return row !== undefined;
}

export async function insertCallLog(db: DbOrTx, values: { appointmentId: string; userId: string; comment: string }) {
  const [row] = await db.insert(callLogs).values({ id: newId(), ...values }).returning();
  return row!;
}

export function selectCallLogs(db: DbOrTx, appointmentId: string) {
  return queryRows<{ id: string; comment: string; created_at: Date | string; name: string }>(
    db,
    sql`select c.id, c.comment, c.created_at, u.name from call_logs c join users u on u.id = c.user_id
        where c.appointment_id = ${appointmentId} order by c.created_at, c.id`,
  );
}

/**
 * Locks the patient record for the rest of the booking transaction, so one patient's bookings are counted and
 * inserted one at a time: two bookings sent at once cannot both slip under a limit.
 */
export async function lockPatientForBooking(tx: Tx, patientRef: string): Promise<void> {
  await tx.execute(sql`select id from patients where id = ${patientRef} for update`);
}

/** The patient's pending online bookings: on `date`, and in all (`except` one being moved). */
export async function countPendingOnline(tx: Tx, patientRef: string, date: string, except?: string): Promise<{ onDate: number; total: number }> {
  const [row] = await queryRows<{ on_date: number; total: number }>(
    tx,
    sql`select count(*) filter (where selected_date = ${date})::int as on_date, count(*)::int as total
        from appointments where patient_ref = ${patientRef} and status = 'pending' and source = 'online' and id <> ${except ?? ''}`,
  );
  return { onDate: row!.on_date, total: row!.total };
}
