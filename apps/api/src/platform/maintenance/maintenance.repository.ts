import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.js';

// Past every rate-limit window (the longest is an hour) and every backoff, with a day's margin.
const RATE_ROW_KEEP = sql`interval '1 day'`;

/** Deletes rows nothing reads any more; answers how many of each went. */
export async function purgeExpired(
  db: DbOrTx,
): Promise<{ rateLimits: number; refreshTokens: number; resetTokens: number; phoneCodes: number }> {
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
  // A one-time code is of no use past its 5 minutes: only its HMAC is kept, and not for long.
  const [phoneCodes] = await queryRows<{ n: number }>(
    db,
    sql`with gone as (delete from phone_codes where expires_at < now() returning 1) select count(*)::int as n from gone`,
  );
  return {
    rateLimits: rateLimits?.n ?? 0,
    refreshTokens: refreshTokens?.n ?? 0,
    resetTokens: resetTokens?.n ?? 0,
    phoneCodes: phoneCodes?.n ?? 0,
  };
}

/** A consultation room's call signals older than this are of no use to any browser (docs/decisions/0027). */
export const SIGNAL_KEEP_SECONDS = 10 * 60;

/** Deletes the call signals older than SIGNAL_KEEP_SECONDS; answers how many went. */
export async function purgeOldSignals(db: DbOrTx): Promise<number> {
  const [gone] = await queryRows<{ n: number }>(
    db,
    sql`with gone as (delete from consultation_signals where created_at < now() - make_interval(secs => ${SIGNAL_KEEP_SECONDS})
        returning 1) select count(*)::int as n from gone`,
  );
  return gone?.n ?? 0;
}
