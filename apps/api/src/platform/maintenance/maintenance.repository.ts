import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.js';

// Past every rate-limit window (the longest is an hour) and every backoff, with a day's margin.
const RATE_ROW_KEEP = sql`interval '1 day'`;

/** Deletes rows nothing reads any more; answers how many of each went. */
export async function purgeExpired(
  db: DbOrTx,
): Promise<{ rateLimits: number; refreshTokens: number; resetTokens: number }> {
  const [rateLimits] = await queryRows<{ n: number }>(
    db,
    sql`with gone as (delete from rate_limit_counters where window_start < now() - ${RATE_ROW_KEEP}
        and (blocked_until is null or blocked_until < now()) returning 1) select count(*)::int as n from gone`,
  );
  // A session's tokens go a day after the session's absolute end: a replayed one is then simply unknown.
  const [refreshTokens] = await queryRows<{ n: number }>(
    db,
    sql`with gone as (delete from refresh_tokens where expires_at < now() - interval '1 day' returning 1) select count(*)::int as n from gone`,
  );
  const [resetTokens] = await queryRows<{ n: number }>(
    db,
    sql`with gone as (delete from password_reset_tokens where expires_at < now() - interval '1 day' returning 1) select count(*)::int as n from gone`,
  );
  return { rateLimits: rateLimits?.n ?? 0, refreshTokens: refreshTokens?.n ?? 0, resetTokens: resetTokens?.n ?? 0 };
}
