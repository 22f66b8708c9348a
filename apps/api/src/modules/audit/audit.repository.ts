import { and, desc, eq, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { auditEntries } from '../../db/schema.js';
import { storableJson } from '../../lib/db-errors.js';
import { newId } from '../../lib/ids.js';

export type AuditRow = typeof auditEntries.$inferSelect;
export type NewAuditRow = Omit<typeof auditEntries.$inferInsert, 'id' | 'at'>;

export async function insertAuditEntry(db: DbOrTx, row: NewAuditRow): Promise<void> {
  await db.insert(auditEntries).values({ id: newId(), ...row, changes: storableJson(row.changes) });
}

/** Newest first; `before` is the id of the last entry a page showed, the next page starts after it. */
export async function selectAuditEntries(
  db: DbOrTx,
  options: { limit: number; before?: string; action?: string },
): Promise<AuditRow[]> {
  const conditions: SQL[] = [];
  if (options.action) conditions.push(eq(auditEntries.action, options.action));
  if (options.before) {
    const [cursor] = await db
      .select({ at: auditEntries.at })
      .from(auditEntries)
      .where(eq(auditEntries.id, options.before))
      .limit(1);
    // An unknown cursor is an empty page, not the first page again.
    if (!cursor) return [];
    conditions.push(
      or(lt(auditEntries.at, cursor.at), and(eq(auditEntries.at, cursor.at), lt(auditEntries.id, options.before)))!,
    );
  }
  return db
    .select()
    .from(auditEntries)
    .where(conditions.length > 0 ? and(...conditions) : sql`true`)
    .orderBy(desc(auditEntries.at), desc(auditEntries.id))
    .limit(options.limit);
}
