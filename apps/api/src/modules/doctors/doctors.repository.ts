import { eq, sql } from 'drizzle-orm';
import { WEEKDAYS, type ConsultationMethod } from '@hospital/contract/lists';
import type { WeeklySchedule } from '@hospital/contract/doctors';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { doctors, doctorScheduleDays } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';

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
};

export type DoctorRecord = typeof doctors.$inferSelect & {
  schedule: WeeklySchedule;
  averageRating: number;
  reviewCount: number;
  lastSeenAt: Date | null;
};

export async function insertDoctor(db: DbOrTx, input: NewDoctor, schedule: WeeklySchedule) {
  const id = newId();
  const [row] = await db.insert(doctors).values({ id, ...input }).returning();
  await replaceSchedule(db, id, schedule);
  return row!;
}

/** Stores the seven days; an inactive day keeps no hours (turning a day off clears both, spec §4). */
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
  const [rows, scheduleRows, ratingRows, presenceRows] = await Promise.all([
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
  ]);
  const schedules = new Map<string, WeeklySchedule>();
  for (const row of rows) {
    schedules.set(
      row.id,
      WEEKDAYS.map((day) => ({ day, active: false, start: '', end: '' })),
    );
  }
  for (const s of scheduleRows) {
    const schedule = schedules.get(s.doctor_id);
    if (schedule) schedule[s.weekday] = { day: WEEKDAYS[s.weekday]!, active: s.active, start: s.start ?? '', end: s.end ?? '' };
  }
  const ratings = new Map(ratingRows.map((r) => [r.doctor_id, r]));
  const presence = new Map(presenceRows.map((p) => [p.doctor_ref, p.last_seen_at ? new Date(p.last_seen_at) : null]));
  return rows.map((row) => ({
    ...row,
    schedule: schedules.get(row.id)!,
    averageRating: Number(ratings.get(row.id)?.average ?? 0),
    reviewCount: ratings.get(row.id)?.count ?? 0,
    lastSeenAt: presence.get(row.id) ?? null,
  }));
}
