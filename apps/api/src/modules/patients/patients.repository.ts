import { and, asc, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { dhakaDateString } from '@hospital/contract/format';
import { queryRow, queryRows, type DbOrTx } from '../../db/client.js';
import { patients, users } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';

export type PatientRow = typeof patients.$inferSelect;
export type NewPatient = {
  name: string;
  age: number;
  gender: 'male' | 'female' | null;
  weight: number | null;
  contact: string;
  /** A family member: the account that adds it, and how they are related. */
  ownerUserId?: string;
  relation?: string;
};

/**
 * Holder IDs: `P` + two-digit Dhaka year + five-digit sequence (docs/architecture.md §7). The counter row is
 * bumped atomically, so concurrent registrations never share one.
 */
export async function nextHolderId(db: DbOrTx, now = new Date()): Promise<string> {
  const year = Number(dhakaDateString(now).slice(2, 4));
  const row = await queryRow<{ last_value: number }>(
    db,
    sql`
    insert into holder_id_counters (year, last_value) values (${year}, 1)
    on conflict (year) do update set last_value = holder_id_counters.last_value + 1
    returning last_value`,
  );
  const seq = row!.last_value;
  return `P${String(year).padStart(2, '0')}${String(seq).padStart(5, '0')}`;
}

export async function insertPatient(db: DbOrTx, input: NewPatient): Promise<PatientRow> {
  const patientId = await nextHolderId(db);
  const [row] = await db
    .insert(patients)
    .values({ id: newId(), patientId, ...input })
    .returning();
  return row!;
}

/** The first patient record that `where` matches, or undefined. */
async function firstPatient(db: DbOrTx, where: SQL | undefined): Promise<PatientRow | undefined> {
  const [row] = await db.select().from(patients).where(where).limit(1);
  return row;
}

export async function findPatientById(db: DbOrTx, id: string): Promise<PatientRow | undefined> {
  return firstPatient(db, eq(patients.id, id));
}

/** The patient record that belongs to an account, looked up by the account's email. */
export async function findPatientByAccountEmail(db: DbOrTx, email: string): Promise<PatientRow | undefined> {
  const [row] = await db
    .select({ patient: patients })
    .from(users)
    .innerJoin(patients, eq(users.patientRef, patients.id))
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return row?.patient;
}

export async function findPatientsByContact(db: DbOrTx, contact: string): Promise<PatientRow[]> {
  return db.select().from(patients).where(eq(patients.contact, contact)).orderBy(patients.createdAt).limit(50);
}

export async function findPatientByContactAndName(
  db: DbOrTx,
  contact: string,
  name: string,
): Promise<PatientRow | undefined> {
  return firstPatient(db, and(eq(patients.contact, contact), eq(sql`lower(${patients.name})`, name.toLowerCase())));
}

export async function updatePatientDetails(
  db: DbOrTx,
  id: string,
  details: { name: string; age: number; weight: number | null },
) {
  const [row] = await db.update(patients).set(details).where(eq(patients.id, id)).returning();
  return row;
}

/** Whether the patient has (or had) any appointment with the doctor. */
export async function hasAppointmentWithDoctor(db: DbOrTx, patientRef: string, doctorRef: string): Promise<boolean> {
  const row = await queryRow<{ one: number }>(
    db,
    sql`select 1 as one from appointments where patient_ref = ${patientRef} and doctor_id = ${doctorRef} limit 1`,
  );
  return row !== undefined;
}

/** The account a caller acts from, as the patient screens need it: its own record, email, linked doctor, SMS language. */
export async function holderOfAccount(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ patientRef: users.patientRef, email: users.email, doctorRef: users.doctorRef, language: users.language })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/** The SMS language of the account's own mail and messages (its family's bookings follow it). */
export async function setAccountLanguage(db: DbOrTx, userId: string, language: 'en' | 'bn'): Promise<void> {
  await db.update(users).set({ language }).where(eq(users.id, userId));
}

/** The patient records an account looks after: its own and its family members' (removed ones too, for their history). */
export async function patientRefsOfAccount(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select patient_ref as id from users where id = ${userId}
        union select id from patients where owner_user_id = ${userId}`,
  );
  return rows.map((r) => r.id);
}

/** The account's family members still on its list: a removed one keeps its record, off the list. */
const listedMembersOf = (ownerUserId: string) => and(eq(patients.ownerUserId, ownerUserId), isNull(patients.removedAt));

/** The account's family members still on its list, oldest first. */
export function selectFamilyMembers(db: DbOrTx, ownerUserId: string): Promise<PatientRow[]> {
  return db
    .select()
    .from(patients)
    .where(listedMembersOf(ownerUserId))
    .orderBy(asc(patients.createdAt), asc(patients.id))
    .limit(50);
}

/** One of the account's family members (not removed), or undefined: another account's member is not found. */
export async function findFamilyMember(
  db: DbOrTx,
  ownerUserId: string,
  memberId: string,
): Promise<PatientRow | undefined> {
  return firstPatient(db, and(eq(patients.id, memberId), listedMembersOf(ownerUserId)));
}

/**
 * Locks the account row for the rest of the transaction and counts its family members: two adds at once are counted
 * one after the other, so neither slips past the limit.
 */
export async function lockAndCountFamily(db: DbOrTx, ownerUserId: string): Promise<number> {
  await db.execute(sql`select id from users where id = ${ownerUserId} for update`);
  const [row] = await db.select({ n: count() }).from(patients).where(listedMembersOf(ownerUserId));
  return Number(row?.n ?? 0);
}

export async function updateFamilyMember(
  db: DbOrTx,
  memberId: string,
  details: Pick<PatientRow, 'name' | 'age' | 'gender' | 'weight' | 'relation'>,
) {
  const [row] = await db.update(patients).set(details).where(eq(patients.id, memberId)).returning();
  return row!;
}

/** Locks the patient record (a booking for it locks it too) and answers whether it has appointments: pending, any. */
export async function lockAndCountVisits(db: DbOrTx, patientRef: string): Promise<{ pending: number; total: number }> {
  await db.execute(sql`select id from patients where id = ${patientRef} for update`);
  const row = await queryRow<{ pending: number; total: number }>(
    db,
    sql`select count(*) filter (where status = 'pending')::int as pending, count(*)::int as total from appointments where patient_ref = ${patientRef}`,
  );
  return row!;
}

/** A member with visits leaves the list but keeps the record their history points at; one without is deleted. */
export async function removeFamilyMember(db: DbOrTx, memberId: string, keepRecord: boolean): Promise<void> {
  if (keepRecord)
    await db
      .update(patients)
      .set({ removedAt: sql`now()` })
      .where(eq(patients.id, memberId));
  else await db.delete(patients).where(eq(patients.id, memberId));
}

export async function setSmsOptOut(db: DbOrTx, patientRef: string, optOut: boolean): Promise<void> {
  await db.update(patients).set({ smsOptOut: optOut }).where(eq(patients.id, patientRef));
}

/**
 * The SMS language the desk was told for a record with no account of its own and no holder (a walk-in). A record
 * with either keeps following that account's language, so it is left as it is.
 */
export async function setWalkInSmsLanguage(db: DbOrTx, patientRef: string, language: 'en' | 'bn'): Promise<void> {
  await db
    .update(patients)
    .set({ smsLanguage: language })
    .where(
      and(
        eq(patients.id, patientRef),
        isNull(patients.ownerUserId),
        sql`not exists (select 1 from ${users} where ${users.patientRef} = ${patients.id})`,
      ),
    );
}
