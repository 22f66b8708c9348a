import { sql, type SQL } from 'drizzle-orm';
import { queryPrepared, type DbOrTx } from '../../db/client.js';

/*
 * Change signals: the `cache_versions` counters and the NOTIFY channels through which every API process learns that
 * something it caches or streams moved. Several domains write them and others read them, so they live here and no
 * domain has to import another's repository to say "this changed".
 */

export const QUEUE_CHANNEL = 'queue_changed';

/** What the queue channel carries: which doctor's day moved. Each process reads the new state itself. */
export type QueueChange = { doctorId: string; date: string };

export const queueChangePayload = (doctorId: string, date: string) =>
  JSON.stringify({ doctorId, date } satisfies QueueChange);

/**
 * NOTIFY every API process that a doctor's day moved; PostgreSQL delivers it when the caller's transaction commits.
 * A booking does not NOTIFY in its transaction (docs/decisions/0023): it signals `queueChangePayload` after commit.
 */
export async function announceQueueChange(db: DbOrTx, doctorId: string, date: string): Promise<void> {
  await db.execute(sql`select pg_notify(${QUEUE_CHANNEL}, ${queueChangePayload(doctorId, date)})`);
}

/**
 * Bumps the cache version named `channel` (in the caller's transaction, so it is visible exactly when the change is)
 * and NOTIFYs the channel of that name, so every API process (this one included) drops what it cached.
 */
async function announceCacheChange(db: DbOrTx, channel: string): Promise<void> {
  await db.execute(sql`insert into cache_versions (name, version) values (${channel}, 1)
    on conflict (name) do update set version = cache_versions.version + 1`);
  await db.execute(sql`select pg_notify(${channel}, '')`);
}

/** The cache version named `channel`: 0 before its first change. */
async function readCacheVersion(db: DbOrTx, channel: string): Promise<number> {
  const [row] = await queryPrepared<{ version: string | number }>(
    db,
    `${channel}-version`,
    sql`select version from cache_versions where name = ${channel}`,
  );
  return Number(row?.version ?? 0);
}

export const DOCTORS_CHANNEL = 'doctors_changed';

/** Tells every API process (this one included) that doctors, schedules, reviews or presence changed. */
export const announceDoctorsChanged = (db: DbOrTx) => announceCacheChange(db, DOCTORS_CHANNEL);

export const readDoctorsCacheVersion = (db: DbOrTx) => readCacheVersion(db, DOCTORS_CHANNEL);

/** The `cache_versions` row counting a Dhaka day's changes other than bookings (the day lists' version reads it). */
export const dayVersionName = (date: string) => `appointments:${date}`;

/**
 * Bumps the change counter of each Dhaka day that `dates` (a query of one date column) yields, so every process
 * serves those days' lists afresh. In order, so two writers touching several days lock their counters in the same
 * order.
 */
export const bumpDays = (dates: SQL) => sql`insert into cache_versions (name, version)
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

/** The consultation rooms' channel: which room has something new (a state change, a signal, a chat message). */
export const ROOM_CHANNEL = 'consultation_events';

/**
 * NOTIFY every API process that a room has something new; the payload is the appointment's id only, so it never nears
 * PostgreSQL's payload limit whatever a signal's size: each process reads what is new itself. Delivered on commit.
 */
export async function announceRoomEvent(db: DbOrTx, appointmentId: string): Promise<void> {
  await db.execute(sql`select pg_notify(${ROOM_CHANNEL}, ${appointmentId})`);
}

export const MEDICINES_CHANNEL = 'medicines_changed';

/**
 * Tells every API process that the formulary changed (an import, an edit, a retirement), so each process rebuilds its
 * search index before answering again.
 */
export const announceMedicinesChanged = (db: DbOrTx) => announceCacheChange(db, MEDICINES_CHANNEL);

export const readMedicinesCacheVersion = (db: DbOrTx) => readCacheVersion(db, MEDICINES_CHANNEL);
