import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from './client.js';

/**
 * The tests' one way to look at stored rows directly: to prove what a request did or did not write (every
 * column of a row, counts before and after) and to set up states no route can reach (a payment 31 minutes
 * old, an expired token). Application code never uses this; it goes through its domain's repository.
 */
export { sql, type SQL };

export function storedRows<T = Record<string, unknown>>(db: DbOrTx, query: SQL): Promise<T[]> {
  return queryRows<T>(db, query);
}

export async function changeStoredRows(db: DbOrTx, query: SQL): Promise<void> {
  await db.execute(query);
}
