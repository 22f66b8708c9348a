import { sql } from 'drizzle-orm';
import { WEEKDAYS, type ConsultationMethod } from '@hospital/contract/lists';
import type { WeeklySchedule } from '@hospital/contract/doctors';
import type { DbOrTx } from '../../db/client.js';
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
      set: { active: sqlExcluded('active'), start: sqlExcluded('start'), end: sqlExcluded('end') },
    });
}

function sqlExcluded(column: string) {
  return sql.raw(`excluded."${column}"`);
}
