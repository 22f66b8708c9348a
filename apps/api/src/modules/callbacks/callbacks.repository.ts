import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { firstRow } from '../../db/rows.js';
import { callbacks, users } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';

const callbackColumns = {
  id: callbacks.id,
  name: callbacks.name,
  contactNo: callbacks.contactNo,
  message: callbacks.message,
  remarks: callbacks.remarks,
  answeredByName: users.name,
  answeredAt: callbacks.answeredAt,
  createdAt: callbacks.createdAt,
};

export type CallbackRow = NonNullable<Awaited<ReturnType<typeof findCallback>>>;

/** Callbacks with the name of whoever answered them (none yet: null). */
const selectCallbacks = (db: DbOrTx) =>
  db.select(callbackColumns).from(callbacks).leftJoin(users, eq(users.id, callbacks.answeredBy));

/** Unanswered first, then answered; newest first within each group. */
export async function listCallbacks(db: DbOrTx, limit: number) {
  return selectCallbacks(db)
    .orderBy(sql`${callbacks.answeredAt} is not null`, desc(callbacks.createdAt), desc(callbacks.id))
    .limit(limit);
}

export function findCallback(db: DbOrTx, id: string) {
  return firstRow(selectCallbacks(db).where(eq(callbacks.id, id)));
}

/** Returns false when there is no such callback. */
export async function recordAnswer(
  db: DbOrTx,
  id: string,
  values: { remarks: string; answeredBy: string },
): Promise<boolean> {
  const rows = await db
    .update(callbacks)
    .set({ remarks: values.remarks, answeredBy: values.answeredBy, answeredAt: sql`now()` })
    .where(eq(callbacks.id, id))
    .returning({ id: callbacks.id });
  return rows.length > 0;
}

export async function insertCallback(
  db: DbOrTx,
  values: { name: string; contactNo: string; message: string; userId: string | null },
) {
  await db.insert(callbacks).values({ id: newId(), ...values });
}
