import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';

/** For log-privacy.test.ts: a query that fails in PostgreSQL (its first value is no uuid) with these values; the error it threw. */
export async function failQueryWith(database: Database, values: [string, ...string[]]): Promise<unknown> {
  const [first, ...rest] = values;
  const others = rest.map((value) => sql`, ${value}::text`);
  return database.db.execute(sql`select ${first}::uuid${sql.join(others)}`).then(
    () => undefined,
    (failure: unknown) => failure,
  );
}
