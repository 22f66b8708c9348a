import { eq, inArray, sql } from 'drizzle-orm';
import type { Role } from '@hospital/contract/lists';
import type { DbOrTx } from '../../db/client.js';
import { patients, users } from '../../db/schema.js';
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
  const [row] = await db.select({ id: users.id }).from(users).where(eq(sql`lower(${users.email})`, email.toLowerCase())).limit(1);
  return row !== undefined;
}

export async function userIdsWithRoles(db: DbOrTx, roles: Role[]): Promise<string[]> {
  const rows = await db.select({ id: users.id }).from(users).where(inArray(users.role, roles));
  return rows.map((r) => r.id);
}

export async function setPasswordHash(db: DbOrTx, userId: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

export async function insertUser(db: DbOrTx, values: Omit<typeof users.$inferInsert, 'id'>) {
  const [user] = await db.insert(users).values({ id: newId(), ...values }).returning();
  return user!;
}
