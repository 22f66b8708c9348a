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

type Changed = { payment_status: string; source: string };

/** One conditional update of an appointment that bumps its day's version with it, in one statement. */
async function changeAppointment(db: DbOrTx, update: SQL): Promise<Changed | undefined> {
  const [row] = await queryRows<Changed>(
    db,
    sql`with changed as (${update} returning payment_status, source, selected_date),
             bumped as (${bumpDays(sql`select selected_date from changed`)})
        select payment_status, source from changed`,
  );
  return row;
}

/** pending -> done; with `doctorId`, only that doctor's appointment. Answers nothing when the row did not move. */
export async function markDone(db: DbOrTx, id: string, doctorId: string | undefined): Promise<Changed | undefined> {
  const scope = doctorId ? sql`and doctor_id = ${doctorId}` : sql``;
  return changeAppointment(db, sql`update appointments set status = 'done', updated_at = now() where id = ${id} and status = 'pending' ${scope}`);
}

/** pending -> cancelled with the reason. */
export async function markCancelled(db: DbOrTx, id: string, reason: string): Promise<Changed | undefined> {
  return changeAppointment(
    db,
    sql`update appointments set status = 'cancelled', cancellation_reason = ${reason}, updated_at = now() where id = ${id} and status = 'pending'`,
  );
}

/** unpaid or failed -> paid while pending, with the amount received and who received it. */
export async function markPaid(db: DbOrTx, id: string, amount: number, receivedBy: string): Promise<Changed | undefined> {
  return changeAppointment(
    db,
    sql`update appointments set payment_status = 'paid', consultation_fee = ${amount}, fee_received_by = ${receivedBy}, updated_at = now()
        where id = ${id} and status = 'pending' and payment_status in ('unpaid', 'failed')`,
  );
}

export type AppointmentState = { status: string; payment_status: string; doctor_id: string };

export async function findAppointmentState(db: DbOrTx, id: string): Promise<AppointmentState | undefined> {
  const [row] = await queryRows<AppointmentState>(db, sql`select status, payment_status, doctor_id from appointments where id = ${id}`);
  return row;
}

export async function appointmentExists(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await queryRows<{ id: string }>(db, sql`select id from appointments where id = ${id}`);
  return row !== undefined;
}

/** A call log, in the caller's transaction with the bump of its appointment's day (the card shows the last call). */
export async function insertCallLog(tx: Tx, values: { appointmentId: string; userId: string; comment: string }) {
  const [row] = await tx.insert(callLogs).values({ id: newId(), ...values }).returning();
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

/**
 * Locks the patient record for the rest of the booking transaction, so one patient's bookings are counted and
 * inserted one at a time: two bookings sent at once cannot both slip under a limit.
 */
export async function lockPatientForBooking(tx: Tx, patientRef: string): Promise<void> {
  await tx.execute(sql`select id from patients where id = ${patientRef} for update`);
}

/** The patient's pending online bookings: on `date`, and in all. */
export async function countPendingOnline(tx: Tx, patientRef: string, date: string): Promise<{ onDate: number; total: number }> {
  const [row] = await queryRows<{ on_date: number; total: number }>(
    tx,
    sql`select count(*) filter (where selected_date = ${date})::int as on_date, count(*)::int as total
        from appointments where patient_ref = ${patientRef} and status = 'pending' and source = 'online'`,
  );
  return { onDate: row!.on_date, total: row!.total };
}
