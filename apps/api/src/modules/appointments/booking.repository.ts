import { sql, type SQL } from 'drizzle-orm';
import type { Role } from '@hospital/contract/lists';
import { queryPrepared, queryRows, type Tx } from '../../db/client.js';
import { appointments } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';
import { countHitStatement } from '../../lib/rate-limits.repository.js';
import { attributionCtes, type LinkVisit } from '../marketing/marketing.repository.js';
import { notificationCtes, RECIPIENTS } from '../notifications/notifications.repository.js';

/*
 * A booking's statements (docs/decisions/0023-booking-round-trips.md): the patient and day locks, the serial and the
 * checked insert with its notice and SMS. The changes that follow a booking are in appointments.repository.ts.
 */

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
 * taken), its follow-up flag read by `followup`. A booking sets only these columns; the visit day's (arrival, calls,
 * reminders) start empty, also on a moved booking's new appointment. In one statement, because the counter row's lock is held from
 * here to the commit: every round trip after the bump is one that every other booker of that doctor's day waits for.
 */
function serialAndInsert(id: string, v: NewAppointment, allowed: SQL, followup: SQL): SQL {
  return sql`serial as (
      insert into appointment_serials (doctor_id, selected_date, last_serial) select ${v.doctorId}, ${v.selectedDate}, 1 from ${allowed}
      on conflict (doctor_id, selected_date) do update set last_serial = appointment_serials.last_serial + 1
      returning last_serial),
    booked as (
      insert into appointments (id, doctor_id, patient_ref, created_by, attendant_id, selected_date, serial_no, status, payment_status,
        consultation_fee, consultation_method, consultation_for, short_brief, is_followup, cancellation_reason, source, fee_received_by, refund_status)
      select ${id}, ${v.doctorId}, ${v.patientRef}, ${v.createdBy ?? null}, ${v.attendantId ?? null}, ${v.selectedDate}, serial.last_serial,
        ${v.status ?? 'pending'}, ${v.paymentStatus ?? 'unpaid'}, ${v.consultationFee}, ${v.consultationMethod}, ${v.consultationFor},
        ${v.shortBrief ?? ''}, ${followup}, ${v.cancellationReason ?? null}, ${v.source}, ${v.feeReceivedBy ?? null}, ${v.refundStatus ?? 'none'}
      from serial, ${allowed}
      returning ${INSERTED_COLUMNS})`;
}

/**
 * Inserts an appointment as it is given, every column it names (the demo seed's visit day sets arrival and calls; the
 * tests' factories), with the next serial for its doctor and date. Must run inside a transaction: the counter row's
 * lock orders concurrent writers, a rollback returns the number. Not a booking's path (`insertCheckedBooking`).
 */
export async function insertWithNextSerial(tx: Tx, v: NewAppointment): Promise<InsertedAppointment> {
  const [bumped] = await queryRows<{ last_serial: number }>(
    tx,
    sql`insert into appointment_serials (doctor_id, selected_date, last_serial) values (${v.doctorId}, ${v.selectedDate}, 1)
        on conflict (doctor_id, selected_date) do update set last_serial = appointment_serials.last_serial + 1
        returning last_serial`,
  );
  const [row] = await tx
    .insert(appointments)
    .values({ id: newId(), serialNo: bumped!.last_serial, ...v })
    .returning();
  return {
    id: row!.id,
    doctorId: row!.doctorId,
    patientRef: row!.patientRef,
    selectedDate: row!.selectedDate,
    serialNo: row!.serialNo,
    status: row!.status,
    paymentStatus: row!.paymentStatus,
    consultationFee: row!.consultationFee,
    consultationMethod: row!.consultationMethod,
    consultationFor: row!.consultationFor,
    shortBrief: row!.shortBrief,
    isFollowup: row!.isFollowup,
    source: row!.source,
    createdAt: row!.createdAt,
  };
}

/** What a booking found in the patient's appointments, and what it made of it. */
export type BookingOutcome = {
  /** Pending online bookings on the date, and in all: the per-patient limits. */
  pendingOnDate: number;
  pendingTotal: number;
  /** A pending appointment with this doctor on this date already. */
  alreadyBooked: boolean;
  /** With a cap: the account's changes today, this one included; over the cap, nothing was booked. */
  changesToday: number | undefined;
  /** The doctor is on leave that day. */
  onLeave: boolean;
  /** The appointment, unless a check refused it (then no serial was taken). */
  appointment: InsertedAppointment | undefined;
  /** The desk's notice, when one was asked for and the appointment made: announce it after commit (notify.ts). */
  notice: { id: string; recipients: string[] } | undefined;
  /** The confirmation SMS was written and is due now: wake the outbox workers after commit. */
  smsDue: boolean;
};

/**
 * A booking's confirmation SMS, composed in full but for its serial (sms.service.ts `bookingSms`): the statement
 * writes `before`, the serial (in Bengali digits with `bengaliDigits`) and `after` into the outbox with the booking.
 */
export type BookingSms = {
  to: string;
  before: string;
  after: string;
  bengaliDigits: boolean;
  kind: string;
  quietHours: boolean;
  /** Deferred past quiet hours; undefined: due now. */
  notBefore: Date | undefined;
};

/** The CTE (`sms`) that writes the booking's SMS into the outbox for each row of `booked`. */
function smsCte(id: string, m: BookingSms): SQL {
  const serial = sql`case when ${m.bengaliDigits}::boolean then translate(booked."serialNo"::text, '0123456789', '০১২৩৪৫৬৭৮৯') else booked."serialNo"::text end`;
  return sql`sms as (insert into outbox (id, channel, payload, next_attempt_at)
      select ${id}, 'sms', jsonb_build_object('to', ${m.to}::text, 'text', ${m.before}::text || ${serial} || ${m.after}::text, 'kind', ${m.kind}::text,
          'appointmentId', booked.id, 'quietHours', ${m.quietHours}::boolean),
        coalesce(${m.notBefore?.toISOString() ?? null}::timestamptz, now())
      from booked returning id)`;
}

/**
 * A booking in one statement: reads the patient's appointments (the limits, a booking already made with this doctor
 * that day, a done visit in the follow-up window) and the doctor's leave, and only if the checks pass takes the
 * serial, inserts the appointment, writes the desk's notice, whose text has the serial between `notice.before`
 * and `notice.after`, and the patient's confirmation SMS (the same way). Call it after `lockPatientForBooking`,
 * whose locks make what this statement reads final: another booking of the same patient, or leave for that day,
 * committed while they were awaited is seen here, and none can commit until this transaction does.
 */
export async function insertCheckedBooking(
  tx: Tx,
  b: {
    values: Omit<NewAppointment, 'isFollowup'>;
    followupFrom: string;
    followupTo: string;
    limits?: { pendingPerDate: number; pendingTotal: number } | undefined;
    notice?: { before: string; after: string; link: string; roles: Role[] } | undefined;
    sms?: BookingSms | undefined;
    /** The account's daily cap (patient-change-cap.ts): counted here, only when the other checks pass. */
    cap?: { key: string; limit: number; windowSeconds: number } | undefined;
    /**
     * Count the booking for a marketer (marketing.repository.ts `attributionCtes`): by the link it came by, or by a
     * referral of one of these numbers; in this statement, so it costs no round trip.
     */
    attribution?: { contacts: string[]; link: LinkVisit | undefined } | undefined;
  },
): Promise<BookingOutcome> {
  const v = b.values;
  const noticeId = newId();
  const notice = b.notice
    ? sql`, ${notificationCtes({ id: noticeId, message: sql`${b.notice.before} || booked."serialNo" || ${b.notice.after}`, link: b.notice.link, source: sql`booked`, roles: b.notice.roles })}`
    : sql``;
  const sms = b.sms ? sql`, ${smsCte(newId(), b.sms)}` : sql``;
  const attribution = b.attribution
    ? sql`, ${attributionCtes(sql`booked`, b.attribution.contacts, b.attribution.link)}`
    : sql``;
  // The cap's counter row is locked from here to the commit, so one account's changes are counted one at a time.
  const cap = b.cap
    ? sql`counted as (${countHitStatement(b.cap.key, b.cap.windowSeconds, sql`checked`)}),
        allowed as (select followup from checked, counted where counted.hits <= ${b.cap.limit}::int),`
    : sql`allowed as (select followup from checked),`;
  const [row] = await queryPrepared<{
    on_date: number;
    total: number;
    already_booked: boolean;
    on_leave: boolean;
    booked: InsertedAppointment | null;
    recipients: string[];
    changes_today: number | null;
  }>(
    tx,
    `booking${b.cap ? '-capped' : ''}${b.notice ? '-with-notice' : ''}${b.sms ? '-with-sms' : ''}${b.attribution ? '-attributed' : ''}`,
    sql`with state as (
          select count(*) filter (where status = 'pending' and source = 'online' and selected_date = ${v.selectedDate})::int as on_date,
                 count(*) filter (where status = 'pending' and source = 'online')::int as total,
                 coalesce(bool_or(status = 'pending' and doctor_id = ${v.doctorId} and selected_date = ${v.selectedDate}), false) as already_booked,
                 coalesce(bool_or(status = 'done' and doctor_id = ${v.doctorId} and selected_date between ${b.followupFrom} and ${b.followupTo}), false) as followup
          from appointments where patient_ref = ${v.patientRef}),
        on_leave as (
          select exists (select 1 from doctor_leaves where doctor_id = ${v.doctorId} and ${v.selectedDate}::date between from_date and to_date) as on_leave),
        checked as (
          select followup from state, on_leave
          where not already_booked and not on_leave.on_leave and (${b.limits?.pendingPerDate ?? null}::int is null or on_date < ${b.limits?.pendingPerDate ?? null}::int)
            and (${b.limits?.pendingTotal ?? null}::int is null or total < ${b.limits?.pendingTotal ?? null}::int)),
        ${cap}
        ${serialAndInsert(newId(), v, sql`allowed`, sql`allowed.followup`)}
        ${notice}
        ${sms}
        ${attribution}
        select state.on_date, state.total, state.already_booked, on_leave.on_leave,
               (select row_to_json(booked) from booked) as booked,
               ${b.notice ? RECIPIENTS : sql`'{}'::text[]`} as recipients,
               ${b.cap ? sql`(select hits from counted)` : sql`null::int`} as changes_today
        from state, on_leave`,
  );
  return {
    onLeave: row!.on_leave,
    pendingOnDate: row!.on_date,
    pendingTotal: row!.total,
    alreadyBooked: row!.already_booked,
    changesToday: row!.changes_today ?? undefined,
    appointment: row!.booked ?? undefined,
    notice: b.notice && row!.booked ? { id: noticeId, recipients: row!.recipients } : undefined,
    smsDue: b.sms !== undefined && b.sms.notBefore === undefined && row!.booked !== null,
  };
}

// The key space of a doctor's booking day locks (pg_advisory_xact_lock's first key; the second hashes doctor and date).
const BOOKING_DAY_LOCKS = 1_035_001;
const dayLockKey = (doctorId: SQL | string, date: SQL | string) =>
  sql`${BOOKING_DAY_LOCKS}::int, hashtext(${doctorId} || ${date})`;

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
 * The patient record a booking is for, as its card shows it; the booking account's name when an owner was given; and
 * what its confirmation SMS needs (sms.repository.ts `selectSmsRecipients` reads the same for other messages).
 */
export type BookedPatient = {
  id: string;
  patient_id: string;
  name: string;
  age: number;
  gender: 'male' | 'female' | null;
  weight: number | null;
  contact: string;
  account_name: string | null;
  /** The account holder of a family member's record (the card's "booked by"); null for anyone else's. */
  booked_by_name: string | null;
  /** Whoever looks after the booking: the patient's own number, or the account holder's for a family member. */
  sms_contact: string;
  sms_opted_out: boolean;
  sms_language: 'en' | 'bn';
};

/** Whose record a patient may book: their own (`self`), or one of their family members still on their list (`family`). */
export type BookingOwner = { userId: string; as: 'self' | 'family' };

/**
 * The first statement of a booking. Locks the patient record for the rest of the transaction, so one patient's
 * bookings are counted and inserted one at a time: two bookings sent at once cannot both slip under a limit, nor
 * both pass as the first booking with that doctor that day. And holds the doctor's day shared
 * (`lockBookingDays`), so leave being added for that day waits for this booking, or this booking waits for the
 * leave and then sees it. The booking's checks run in the next statement (`insertCheckedBooking`), which reads
 * what was committed while these locks were awaited. With `owner`, only a record that account may book for: its
 * own, or a family member it owns and has not removed (checked again after the row lock is granted, so a member
 * removed meanwhile is not found); otherwise nothing is found and nothing is locked.
 */
export async function lockPatientForBooking(
  tx: Tx,
  booking: { patientRef: string; doctorId: string; selectedDate: string },
  owner?: BookingOwner,
): Promise<BookedPatient | undefined> {
  const ownerJoin = !owner
    ? sql``
    : owner.as === 'self'
      ? sql`join users u on u.id = ${owner.userId} and u.patient_ref = p.id`
      : sql`join users u on u.id = ${owner.userId} and p.owner_user_id = u.id and p.removed_at is null`;
  const [row] = await queryPrepared<BookedPatient>(
    tx,
    !owner ? 'lock-booking' : owner.as === 'self' ? 'lock-own-booking' : 'lock-family-booking',
    sql`select p.id, p.patient_id, p.name, p.age, p.gender, p.weight, p.contact, ${owner ? sql`u.name` : sql`null`} as account_name,
               holder_account.name as booked_by_name,
               coalesce(holder.contact, p.contact) as sms_contact,
               (p.sms_opt_out or coalesce(holder.sms_opt_out, false)) as sms_opted_out,
               coalesce(own.language, holder_account.language, p.sms_language, 'en') as sms_language,
               pg_advisory_xact_lock_shared(${dayLockKey(booking.doctorId, booking.selectedDate)}) is null as day_held
        from patients p ${ownerJoin}
        left join users own on own.patient_ref = p.id
        left join users holder_account on holder_account.id = p.owner_user_id
        left join patients holder on holder.id = holder_account.patient_ref
        where p.id = ${booking.patientRef} for update of p`,
  );
  return row;
}
