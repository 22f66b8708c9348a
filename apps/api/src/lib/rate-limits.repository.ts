import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.js';

type Counter = { hits: number; retry_after: number };

/**
 * Fixed-window counters in PostgreSQL (docs/decisions/0002). The window arithmetic uses the database clock, so
 * processes with drifting clocks still agree.
 */
export async function readCounter(db: Db, key: string, windowSeconds: number): Promise<Counter | undefined> {
  const [row] = await queryRows<Counter>(db, sql`
    select hits, ceil(extract(epoch from window_start + make_interval(secs => ${windowSeconds}) - now()))::int as retry_after
    from rate_limit_counters
    where key = ${key} and window_start > now() - make_interval(secs => ${windowSeconds})`);
  return row;
}

/** Counts one hit in one statement: a new window starts when the old one has passed. */
export async function incrementCounter(db: Db, key: string, windowSeconds: number): Promise<Counter> {
  const [row] = await queryRows<Counter>(db, sql`
    insert into rate_limit_counters (key, window_start, hits) values (${key}, now(), 1)
    on conflict (key) do update set
      hits = case when rate_limit_counters.window_start <= now() - make_interval(secs => ${windowSeconds})
                  then 1 else rate_limit_counters.hits + 1 end,
      window_start = case when rate_limit_counters.window_start <= now() - make_interval(secs => ${windowSeconds})
                  then now() else rate_limit_counters.window_start end
    returning hits, ceil(extract(epoch from window_start + make_interval(secs => ${windowSeconds}) - now()))::int as retry_after`);
  return row!;
}

export async function deleteCounter(db: Db, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limit_counters where key = ${key}`);
}
