import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db, type DbOrTx } from '../db/client.js';

type Counter = { hits: number; retry_after: number };

/**
 * Fixed-window counters in PostgreSQL (docs/decisions/0002). The window arithmetic uses the database clock, so
 * processes with drifting clocks still agree.
 */
export async function readCounter(db: Db, key: string, windowSeconds: number): Promise<Counter | undefined> {
  const [row] = await queryRows<Counter>(
    db,
    sql`
    select hits, ceil(extract(epoch from window_start + make_interval(secs => ${windowSeconds}) - now()))::int as retry_after
    from rate_limit_counters
    where key = ${key} and window_start > now() - make_interval(secs => ${windowSeconds})`,
  );
  return row;
}

/**
 * The statement that counts one hit of `key` and answers `hits` and `retry_after`: a new window starts when the old
 * one has passed. With `from` (a CTE of the caller's statement), it counts only when that CTE has a row, so another
 * statement can count a hit exactly when its own checks pass (booking.repository.ts).
 */
export function countHitStatement(key: string, windowSeconds: number, from?: SQL): SQL {
  const source = from ? sql`select ${key}::text, now(), 1 from ${from}` : sql`values (${key}, now(), 1)`;
  return sql`
    insert into rate_limit_counters (key, window_start, hits) ${source}
    on conflict (key) do update set
      hits = case when rate_limit_counters.window_start <= now() - make_interval(secs => ${windowSeconds})
                  then 1 else rate_limit_counters.hits + 1 end,
      window_start = case when rate_limit_counters.window_start <= now() - make_interval(secs => ${windowSeconds})
                  then now() else rate_limit_counters.window_start end
    returning hits, ceil(extract(epoch from window_start + make_interval(secs => ${windowSeconds}) - now()))::int as retry_after`;
}

/**
 * Counts one hit in one statement. In a transaction the hit is taken back if it rolls back, and the counter's row
 * stays locked until it ends: another hit of the key waits, then counts on top.
 */
export async function incrementCounter(db: DbOrTx, key: string, windowSeconds: number): Promise<Counter> {
  const [row] = await queryRows<Counter>(db, countHitStatement(key, windowSeconds));
  return row!;
}

/**
 * Counts one attempt under a growing delay, in one statement. Up to `limit` attempts in the window pass freely; the
 * one that reaches the limit, and each after it, blocks the key for `baseSeconds` doubling per attempt (capped at the
 * window). A blocked key counts nothing and answers no row, so of many parallel attempts only the allowed pass.
 */
export async function incrementWithBackoff(
  db: Db,
  key: string,
  rule: { limit: number; windowSeconds: number; baseSeconds: number },
): Promise<Counter | undefined> {
  const expired = sql`rate_limit_counters.window_start <= now() - make_interval(secs => ${rule.windowSeconds})`;
  const next = sql`(case when ${expired} then 1 else rate_limit_counters.hits + 1 end)`;
  const [row] = await queryRows<Counter>(
    db,
    sql`
    insert into rate_limit_counters (key, window_start, hits, blocked_until)
    values (${key}, now(), 1, case when ${rule.limit} <= 1 then now() + make_interval(secs => ${rule.baseSeconds}) end)
    on conflict (key) do update set
      hits = ${next},
      window_start = case when ${expired} then now() else rate_limit_counters.window_start end,
      blocked_until = case when ${next} >= ${rule.limit}
        then now() + make_interval(secs => least(${rule.windowSeconds}, ${rule.baseSeconds} * power(2, ${next} - ${rule.limit})))
        end
    where rate_limit_counters.blocked_until is null or rate_limit_counters.blocked_until <= now()
    returning hits, 0 as retry_after`,
  );
  return row;
}

/** Seconds until a blocked key passes again (at least 1). */
export async function secondsBlocked(db: Db, key: string): Promise<number> {
  const [row] = await queryRows<{ seconds: number }>(
    db,
    sql`
    select greatest(1, ceil(extract(epoch from blocked_until - now())))::int as seconds from rate_limit_counters where key = ${key}`,
  );
  return row?.seconds ?? 1;
}

export async function deleteCounter(db: Db, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limit_counters where key = ${key}`);
}
