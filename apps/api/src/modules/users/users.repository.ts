import { and, asc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Role } from '@hospital/contract/lists';
import type { DbOrTx } from '../../db/client.js';
import { firstRow } from '../../db/rows.js';
import { doctors, patients, users } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select({ user: users, patientId: patients.patientId })
    .from(users)
    .innerJoin(patients, eq(users.patientRef, patients.id))
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return row;
}

export async function findUserById(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ user: users, patientId: patients.patientId })
    .from(users)
    .innerJoin(patients, eq(users.patientRef, patients.id))
    .where(eq(users.id, id))
    .limit(1);
  return row;
}

export async function emailTaken(db: DbOrTx, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return row !== undefined;
}

export async function setPasswordHash(db: DbOrTx, userId: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

export async function insertUser(db: DbOrTx, values: Omit<typeof users.$inferInsert, 'id'>) {
  const [user] = await db
    .insert(users)
    .values({ id: newId(), ...values })
    .returning();
  return user!;
}

/** A password hash no password matches: an invited account until its owner sets one through the emailed link. */
export const INVITED_PASSWORD_HASH = '!invited';

/** An account as the staff screen shows it: the user, the contact of its patient record, the linked doctor. */
function accountsQuery(db: DbOrTx) {
  return db
    .select({
      user: users,
      contact: patients.contact,
      doctor: { id: doctors.id, title: doctors.title, fullName: doctors.fullName },
    })
    .from(users)
    .innerJoin(patients, eq(users.patientRef, patients.id))
    .leftJoin(doctors, eq(users.doctorRef, doctors.id))
    .$dynamic();
}

/** Accounts for the admin's staff screen: staff by default, one role when asked; name, email or contact matches. */
export async function selectAccounts(
  db: DbOrTx,
  options: { role?: Role | undefined; search?: string | undefined; limit: number },
) {
  const conditions: SQL[] = [options.role ? eq(users.role, options.role) : ne(users.role, 'patient')];
  if (options.search) {
    const pattern = `%${options.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(patients.contact, pattern))!);
  }
  return accountsQuery(db)
    .where(and(...conditions))
    .orderBy(asc(users.name), asc(users.id))
    .limit(options.limit);
}

export type AccountRow = Awaited<ReturnType<typeof selectAccounts>>[number];

export async function findAccount(db: DbOrTx, id: string): Promise<AccountRow | undefined> {
  const [row] = await accountsQuery(db).where(eq(users.id, id)).limit(1);
  return row;
}

/**
 * Locks every active admin row, then the target: two admins demoting each other at once are serialised here, so
 * the check "another active admin remains" cannot pass for both. Answers the active admins' ids. An invited admin
 * who never set a password is not one of them: nobody can sign in as that account, so it cannot run the hospital.
 */
export async function lockActiveAdmins(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.active, true), ne(users.passwordHash, INVITED_PASSWORD_HASH)))
    .orderBy(asc(users.id))
    .for('update');
  return rows.map((r) => r.id);
}

export function lockUser(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  return firstRow(db.select().from(users).where(eq(users.id, id)).for('update').limit(1));
}

export async function updateUser(
  db: DbOrTx,
  id: string,
  values: Partial<Pick<UserRow, 'role' | 'active' | 'doctorRef'>>,
): Promise<void> {
  await db.update(users).set(values).where(eq(users.id, id));
}

export async function recordLogin(db: DbOrTx, id: string): Promise<void> {
  await db
    .update(users)
    .set({ lastLoginAt: sql`now()` })
    .where(eq(users.id, id));
}

/** How many accounts have an email in `domain` (`@demo.test`): production refuses the demo's accounts. */
export async function countAccountsInDomain(db: DbOrTx, domain: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(ilike(users.email, `%${domain}`));
  return Number(row?.n ?? 0);
}
