import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { WEEKDAYS, type ConsultationMethod } from '@hospital/contract/lists';
import type { WeeklySchedule } from '@hospital/contract/doctors';
import { queryRow, queryRows, type DbOrTx } from '../../db/client.js';
import { firstRow, insertedRow } from '../../db/rows.js';
import { doctorLeaves, doctorPhotos, doctors, doctorScheduleDays, users } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';

/** The doctor record linked to an account: null when none is, undefined when there is no such account. */
export async function doctorRefOfAccount(db: DbOrTx, userId: string): Promise<string | null | undefined> {
  const [row] = await db.select({ doctorRef: users.doctorRef }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.doctorRef;
}

/** Records that the account was active now; answers whether it had already been active within the window. */
export async function recordAccountActivity(db: DbOrTx, userId: string, windowSeconds: number): Promise<boolean> {
  const row = await queryRow<{ was_online: boolean }>(
    db,
    sql`update users u set last_seen_at = now() from (select id, last_seen_at from users where id = ${userId}) prev
        where u.id = prev.id
        returning coalesce(prev.last_seen_at > now() - make_interval(secs => ${windowSeconds}), false) as was_online`,
  );
  return row?.was_online ?? true;
}

export type NewDoctor = {
  fullName: string;
  title: string;
  photo: string;
  speciality: string;
  about: string;
  consultationFee: number;
  availableFor: ConsultationMethod[];
  designation: string;
  department: string;
  workstation: string;
  degrees: string[];
  tags: string[];
  /** The BMDC registration number heading the doctor's prescriptions; '' when not entered. */
  registrationNo?: string;
};

export type LeaveRange = { from: string; to: string };

export type DoctorRecord = typeof doctors.$inferSelect & {
  schedule: WeeklySchedule;
  /** Leave that has not ended yet, for the available dates. */
  leaves: LeaveRange[];
  averageRating: number;
  reviewCount: number;
  lastSeenAt: Date | null;
};

export async function insertDoctor(db: DbOrTx, input: NewDoctor, schedule: WeeklySchedule) {
  const id = newId();
  const [row] = await db
    .insert(doctors)
    .values({ id, ...input })
    .returning();
  await replaceSchedule(db, id, schedule);
  return row!;
}

/** Stores the seven days; an inactive day keeps no hours (turning a day off clears both, docs/product-spec.md §4). */
export async function replaceSchedule(db: DbOrTx, doctorId: string, schedule: WeeklySchedule) {
  const rows = schedule.map((entry) => ({
    doctorId,
    weekday: WEEKDAYS.indexOf(entry.day),
    active: entry.active,
    start: entry.active ? entry.start : null,
    end: entry.active ? entry.end : null,
  }));
  await db
    .insert(doctorScheduleDays)
    .values(rows)
    .onConflictDoUpdate({
      target: [doctorScheduleDays.doctorId, doctorScheduleDays.weekday],
      set: { active: sql.raw('excluded."active"'), start: sql.raw('excluded."start"'), end: sql.raw('excluded."end"') },
    });
}

export type DoctorRow = typeof doctors.$inferSelect;

/** The doctor row, locked for the caller's transaction: two admins editing one doctor write one after the other. */
export function lockDoctor(db: DbOrTx, id: string): Promise<DoctorRow | undefined> {
  return firstRow(db.select().from(doctors).where(eq(doctors.id, id)).for('update').limit(1));
}

export async function updateDoctor(
  db: DbOrTx,
  id: string,
  values: Partial<Omit<DoctorRow, 'id' | 'createdAt'>>,
): Promise<void> {
  await db.update(doctors).set(values).where(eq(doctors.id, id));
}

/** Stores a photo under its content hash; the same bytes uploaded twice are one row. */
export async function insertDoctorPhoto(
  db: DbOrTx,
  photo: { id: string; bytes: Uint8Array; width: number },
): Promise<void> {
  await db.insert(doctorPhotos).values(photo).onConflictDoNothing();
}

export async function findDoctorPhoto(db: DbOrTx, id: string): Promise<Uint8Array | undefined> {
  const [row] = await db
    .select({ bytes: doctorPhotos.bytes })
    .from(doctorPhotos)
    .where(eq(doctorPhotos.id, id))
    .limit(1);
  return row?.bytes;
}

export async function doctorExists(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db.select({ id: doctors.id }).from(doctors).where(eq(doctors.id, id)).limit(1);
  return row !== undefined;
}

type ScheduleRow = { doctor_id: string; weekday: number; active: boolean; start: string | null; end: string | null };
type RatingRow = { doctor_id: string; average: number; count: number };
type PresenceRow = { doctor_ref: string; last_seen_at: Date | string | null };

/**
 * Every doctor with schedule, rating summary and last activity, in four flat queries (no N+1). The list is
 * small (tens to hundreds) and is what the public pages read most, so it is loaded whole and cached.
 */
export async function loadAllDoctors(db: DbOrTx): Promise<DoctorRecord[]> {
  const [rows, scheduleRows, ratingRows, presenceRows, leaveRows] = await Promise.all([
    db.select().from(doctors),
    queryRows<ScheduleRow>(db, sql`select doctor_id, weekday, active, start, "end" from doctor_schedule_days`),
    queryRows<RatingRow>(
      db,
      sql`select doctor_id, round(avg(rating)::numeric, 1)::float8 as average, count(*)::int as count from reviews group by doctor_id`,
    ),
    queryRows<PresenceRow>(
      db,
      sql`select doctor_ref, max(last_seen_at) as last_seen_at from users where doctor_ref is not null group by doctor_ref`,
    ),
    // A day of slack: the cache's "today" is Dhaka's, the database's may be UTC's.
    queryRows<{ doctor_id: string; from: string; to: string }>(
      db,
      sql`select doctor_id, from_date::text as "from", to_date::text as "to" from doctor_leaves where to_date >= current_date - 1`,
    ),
  ]);
  const leaves = new Map<string, LeaveRange[]>();
  for (const leave of leaveRows)
    leaves.set(leave.doctor_id, [...(leaves.get(leave.doctor_id) ?? []), { from: leave.from, to: leave.to }]);
  const schedules = new Map<string, WeeklySchedule>();
  for (const row of rows) {
    schedules.set(
      row.id,
      WEEKDAYS.map((day) => ({ day, active: false, start: '', end: '' })),
    );
  }
  for (const s of scheduleRows) {
    const schedule = schedules.get(s.doctor_id);
    if (schedule)
      schedule[s.weekday] = { day: WEEKDAYS[s.weekday]!, active: s.active, start: s.start ?? '', end: s.end ?? '' };
  }
  const ratings = new Map(ratingRows.map((r) => [r.doctor_id, r]));
  const presence = new Map(presenceRows.map((p) => [p.doctor_ref, p.last_seen_at ? new Date(p.last_seen_at) : null]));
  return rows.map((row) => ({
    ...row,
    schedule: schedules.get(row.id)!,
    leaves: leaves.get(row.id) ?? [],
    averageRating: Number(ratings.get(row.id)?.average ?? 0),
    reviewCount: ratings.get(row.id)?.count ?? 0,
    lastSeenAt: presence.get(row.id) ?? null,
  }));
}

export type LeaveRow = typeof doctorLeaves.$inferSelect;

export function insertLeave(
  db: DbOrTx,
  row: { doctorId: string; fromDate: string; toDate: string; reason: string; createdBy: string },
): Promise<LeaveRow> {
  return insertedRow(
    db
      .insert(doctorLeaves)
      .values({ id: newId(), ...row })
      .returning(),
  );
}

/** Leave that has not ended by `today`, soonest first. */
export function upcomingLeaves(db: DbOrTx, doctorId: string, today: string): Promise<LeaveRow[]> {
  return db
    .select()
    .from(doctorLeaves)
    .where(and(eq(doctorLeaves.doctorId, doctorId), gte(doctorLeaves.toDate, today)))
    .orderBy(asc(doctorLeaves.fromDate))
    .limit(100);
}

export async function deleteLeave(db: DbOrTx, doctorId: string, leaveId: string): Promise<LeaveRow | undefined> {
  const [row] = await db
    .delete(doctorLeaves)
    .where(and(eq(doctorLeaves.id, leaveId), eq(doctorLeaves.doctorId, doctorId)))
    .returning();
  return row;
}
