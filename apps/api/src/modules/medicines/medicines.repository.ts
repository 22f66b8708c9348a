import { and, asc, count, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { MedicineForm, MedicineListQuery } from '@hospital/contract/medicines';
import type { DbOrTx } from '../../db/client.js';
import { medicines } from '../../db/schema.js';

export type MedicineRow = typeof medicines.$inferSelect;
export type MedicineFields = {
  brand: string;
  generic: string;
  strength: string;
  form: MedicineForm;
  manufacturer: string;
};
export type NewMedicineRow = MedicineFields & { id: string; matchKey: string };

/** What the search index holds of each active medicine. */
export type ActiveMedicine = MedicineFields & { id: string };

export async function loadActiveMedicines(db: DbOrTx): Promise<ActiveMedicine[]> {
  const rows = await db
    .select({
      id: medicines.id,
      brand: medicines.brand,
      generic: medicines.generic,
      strength: medicines.strength,
      form: medicines.form,
      manufacturer: medicines.manufacturer,
    })
    .from(medicines)
    .where(isNull(medicines.retiredAt));
  return rows as ActiveMedicine[];
}

/** Every medicine, retired ones included, as the import compares the file with it. */
export async function loadAllMedicines(db: DbOrTx): Promise<MedicineRow[]> {
  return db.select().from(medicines);
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The admin list: brand or generic containing `q`, by brand then strength, one page. */
export async function selectMedicinePage(
  db: DbOrTx,
  query: MedicineListQuery,
  pageSize: number,
): Promise<{ rows: MedicineRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (query.q)
    conditions.push(or(ilike(medicines.brand, likePattern(query.q)), ilike(medicines.generic, likePattern(query.q)))!);
  if (query.status === 'active') conditions.push(isNull(medicines.retiredAt));
  if (query.status === 'retired') conditions.push(isNotNull(medicines.retiredAt));
  const where = conditions.length ? and(...conditions) : undefined;
  const rows = await db
    .select()
    .from(medicines)
    .where(where)
    .orderBy(asc(sql`lower(${medicines.brand})`), asc(medicines.strength), asc(medicines.id))
    .limit(pageSize)
    .offset((query.page - 1) * pageSize);
  const [total] = await db.select({ n: count() }).from(medicines).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findMedicine(db: DbOrTx, id: string): Promise<MedicineRow | undefined> {
  const [row] = await db.select().from(medicines).where(eq(medicines.id, id)).limit(1);
  return row;
}

export async function insertMedicine(db: DbOrTx, row: NewMedicineRow): Promise<MedicineRow> {
  const [inserted] = await db.insert(medicines).values(row).returning();
  return inserted!;
}

/** Inserts the rows whose key is not stored yet (a concurrent import may have added some); answers how many were. */
export async function insertMedicinesIfNew(db: DbOrTx, rows: NewMedicineRow[]): Promise<number> {
  let inserted = 0;
  // A thousand rows a statement keeps each under PostgreSQL's limit of 65,535 parameters.
  for (let start = 0; start < rows.length; start += 1000) {
    const done = await db
      .insert(medicines)
      .values(rows.slice(start, start + 1000))
      .onConflictDoNothing({ target: medicines.matchKey })
      .returning({ id: medicines.id });
    inserted += done.length;
  }
  return inserted;
}

export async function updateMedicine(
  db: DbOrTx,
  id: string,
  fields: Partial<MedicineFields> & { matchKey?: string },
): Promise<MedicineRow | undefined> {
  const [row] = await db
    .update(medicines)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(eq(medicines.id, id))
    .returning();
  return row;
}

export async function setMedicineRetired(db: DbOrTx, id: string, retired: boolean): Promise<MedicineRow | undefined> {
  const [row] = await db
    .update(medicines)
    .set({ retiredAt: retired ? sql`now()` : null, updatedAt: sql`now()` })
    .where(eq(medicines.id, id))
    .returning();
  return row;
}
