import { sql, type SQL } from 'drizzle-orm';
import type { Role } from '@hospital/contract/lists';
import { queryPrepared, queryRows, type DbOrTx, type Tx } from '../../db/client.js';
import { callLogs, type appointments } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';
import { notificationCtes, RECIPIENTS } from '../notifications/notifications.repository.js';

export type NewAppointment = Omit<typeof appointments.$inferInsert, 'id' | 'serialNo'>;

/** The appointment as its insert answers it. */
export type InsertedAppointment = {
  id: string;
  doctorId: string;
  patientRef: string;
  selectedDate: string;
  serialNo: number;
  status: string;
  paymentStatus: string;
  consultationFee: number;
  consultationMethod: string;
  consultationFor: string;
  shortBrief: string;
  isFollowup: boolean;
  source: string;
  createdAt: Date | string;
};

const INSERTED_COLUMNS = sql`id, doctor_id as "doctorId", patient_ref as "patientRef", to_char(selected_date, 'YYYY-MM-DD') as "selectedDate",
  serial_no as "serialNo", status, payment_status as "paymentStatus", consultation_fee as "consultationFee",
  consultation_method as "consultationMethod", consultation_for as "consultationFor", short_brief as "shortBrief",
  is_followup as "isFollowup", source, created_at as "createdAt"`;

/**
 * The CTEs (`serial`, then `booked`) that take the next serial of the appointment's doctor and date and insert the
 * appointment with it (docs/decisions/0003), for each row of `allowed` (a CTE of the caller: none, nothing is
 * taken), its follow-up flag read by `followup`. In one statement, because the counter row's lock is held from
 * here to the commit: every round trip after the bump is one that every other booker of that doctor's day waits for.
 */
function serialAndInsert(id: string, v: NewAppointment, allowed: SQL, followup: SQL): SQL {
  return sql`serial as (
      insert into appointment_serials (doctor_id, selected_date, last_serial) select ${v.doctorId}, ${v.selectedDate}, 1 from ${allowed}
      on conflict (doctor_id, selected_date) do update set last_serial = appointment_serials.last_serial + 1
      returning last_serial),
    booked as (
      insert into appointments (id, doctor_id, patient_ref, created_by, attendant_id, selected_date, serial_no, status, payment_status,
        consultation_fee, consultation_method, consultation_for, short_brief, is_followup, cancellation_reason, source, fee_received_by)
      select ${id}, ${v.doctorId}, ${v.patientRef}, ${v.createdBy ?? null}, ${v.attendantId ?? null}, ${v.selectedDate}, serial.last_serial,
        ${v.status ?? 'pending'}, ${v.paymentStatus ?? 'unpaid'}, ${v.consultationFee}, ${v.consultationMethod}, ${v.consultationFor},
        ${v.shortBrief ?? ''}, ${followup}, ${v.cancellationReason ?? null}, ${v.source}, ${v.feeReceivedBy ?? null}
      from serial, ${allowed}
      returning ${INSERTED_COLUMNS})`;
}

/**
 * Inserts an appointment as it is given (the demo seed, the tests' factories) with the next serial for its doctor and
 * date. Must run inside a transaction: the counter row's lock orders concurrent writers, a rollback returns the number.
 */
export async function insertWithNextSerial(tx: Tx, v: NewAppointment): Promise<InsertedAppointment> {
  const [row] = await queryRows<InsertedAppointment>(
    tx,
    sql`with ${serialAndInsert(newId(), v, sql`(select 1) as given`, sql`${v.isFollowup ?? false}`)} select * from booked`,
  );
  return row!;
}

/** What a booking found in the patient's appointments, and what it made of it. */
export type BookingOutcome = {
  /** Pending online bookings on the date, and in all: the per-patient limits. */
  pendingOnDate: number;
  pendingTotal: number;
  /** A pending appointment with this doctor on this date already. */
  alreadyBooked: boolean;
  /** The doctor is on leave that day. */
  onLeave: boolean;
  /** The appointment, unless a check refused it (then no serial was taken). */
  appointment: InsertedAppointment | undefined;
  /** The desk's notice, when one was asked for and the appointment made: announce it after commit (notify.ts). */
  notice: { id: string; recipients: string[] } | undefined;
};

/**
 * A booking in one statement: reads the patient's appointments (the limits, a booking already made with this doctor
 * that day, a done visit in the follow-up window) and the doctor's leave, and only if the checks pass takes the
 * serial, inserts the appointment and writes the desk's notice, whose text has the serial between `notice.before`
 * and `notice.after`. Call it after `lockPatientForBooking`, whose locks make what this statement reads final:
 * another booking of the same patient, or leave for that day, committed while they were awaited is seen here, and
 * none can commit until this transaction does.
 */
export async function insertCheckedBooking(
  tx: Tx,
  b: {
    values: Omit<NewAppointment, 'isFollowup'>;
    followupFrom: string;
    followupTo: string;
    limits?: { pendingPerDate: number; pendingTotal: number } | undefined;
    notice?: { before: string; after: string; link: string; roles: Role[] } | undefined;
  },
): Promise<BookingOutcome> {
  const v = b.values;
  const noticeId = newId();
  const notice = b.notice
    ? sql`, ${notificationCtes({ id: noticeId, message: sql`${b.notice.before} || booked."serialNo" || ${b.notice.after}`, link: b.notice.link, source: sql`booked`, roles: b.notice.roles })}`
    : sql``;
  const [row] = await queryPrepared<{ on_date: number; total: number; already_booked: boolean; on_leave: boolean; booked: InsertedAppointment | null; recipients: string[] }>(
    tx,
    b.notice ? 'booking-with-notice' : 'booking',
    sql`with state as (
          select count(*) filter (where status = 'pending' and source = 'online' and selected_date = ${v.selectedDate})::int as on_date,
                 count(*) filter (where status = 'pending' and source = 'online')::int as total,
                 coalesce(bool_or(status = 'pending' and doctor_id = ${v.doctorId} and selected_date = ${v.selectedDate}), false) as already_booked,
                 coalesce(bool_or(status = 'done' and doctor_id = ${v.doctorId} and selected_date between ${b.followupFrom} and ${b.followupTo}), false) as followup
          from appointments where patient_ref = ${v.patientRef}),
        on_leave as (
          select exists (select 1 from doctor_leaves where doctor_id = ${v.doctorId} and ${v.selectedDate}::date between from_date and to_date) as on_leave),
        allowed as (
          select followup from state, on_leave
          where not already_booked and not on_leave.on_leave and (${b.limits?.pendingPerDate ?? null}::int is null or on_date < ${b.limits?.pendingPerDate ?? null}::int)
            and (${b.limits?.pendingTotal ?? null}::int is null or total < ${b.limits?.pendingTotal ?? null}::int)),
        ${serialAndInsert(newId(), v, sql`allowed`, sql`allowed.followup`)}
        ${notice}
        select state.on_date, state.total, state.already_booked, on_leave.on_leave,
               (select row_to_json(booked) from booked) as booked,
               ${b.notice ? RECIPIENTS : sql`'{}'::text[]`} as recipients
        from state, on_leave`,
  );
  return {
    onLeave: row!.on_leave,
    pendingOnDate: row!.on_date,
    pendingTotal: row!.total,
    alreadyBooked: row!.already_booked,
    appointment: row!.booked ?? undefined,
    notice: b.notice && row!.booked ? { id: noticeId, recipients: row!.recipients } : undefined,
  };
}

// The key space of a doctor's booking day locks (pg_advisory_xact_lock's first key; the second hashes doctor and date).
const BOOKING_DAY_LOCKS = 1_035_001;
const dayLockKey = (doctorId: SQL | string, date: SQL | string) => sql`${BOOKING_DAY_LOCKS}::int, hashtext(${doctorId} || ${date})`;

/**
 * Takes the booking locks of a doctor's days `from` to `to` exclusively, in date order: whoever changes what may be
 * booked on those days (leave) waits for the bookings in flight on them (each holds its day's lock shared, from
 * `lockPatientForBooking` to its commit), and the bookings after it wait for it, then read its change. Bookings
 * share the lock, so they never wait for each other here; only the days touched are locked.
 */
export async function lockBookingDays(tx: Tx, doctorId: string, from: string, to: string): Promise<void> {
  await tx.execute(sql`
    select pg_advisory_xact_lock(${dayLockKey(doctorId, sql`to_char(day, 'YYYY-MM-DD')`)})
    from generate_series(${from}::date, ${to}::date, interval '1 day') as day order by day`);
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

/** The patient record a booking is for, as its card shows it, and the booking account's name when that was asked for. */
export type BookedPatient = {
  id: string;
  patient_id: string;
  name: string;
  age: number;
  gender: 'male' | 'female' | null;
  weight: number | null;
  contact: string;
  account_name: string | null;
};

/**
 * The first statement of a booking. Locks the patient record for the rest of the transaction, so one patient's
 * bookings are counted and inserted one at a time: two bookings sent at once cannot both slip under a limit, nor
 * both pass as the first booking with that doctor that day. And holds the doctor's day shared
 * (`lockBookingDays`), so leave being added for that day waits for this booking, or this booking waits for the
 * leave and then sees it. The booking's checks run in the next statement (`insertCheckedBooking`), which reads
 * what was committed while these locks were awaited. With `ownedBy`, only the record of that account (a patient
 * books for themself); otherwise nothing is found and nothing is locked.
 */
export async function lockPatientForBooking(
  tx: Tx,
  booking: { patientRef: string; doctorId: string; selectedDate: string },
  ownedBy?: string,
): Promise<BookedPatient | undefined> {
  const owner = ownedBy ? sql`join users u on u.id = ${ownedBy} and u.patient_ref = p.id` : sql``;
  const [row] = await queryPrepared<BookedPatient>(
    tx,
    ownedBy ? 'lock-own-booking' : 'lock-booking',
    sql`select p.id, p.patient_id, p.name, p.age, p.gender, p.weight, p.contact, ${ownedBy ? sql`u.name` : sql`null`} as account_name,
               pg_advisory_xact_lock_shared(${dayLockKey(booking.doctorId, booking.selectedDate)}) is null as day_held
        from patients p ${owner} where p.id = ${booking.patientRef} for update of p`,
  );
  return row;
}
