import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.js';
import { AppError } from './app-error.js';

export type LimitRule = { limit: number; windowSeconds: number };

/**
 * Fixed-window counters kept in PostgreSQL so every API process sees the same count. The window
 * arithmetic uses the database clock, so processes with drifting clocks still agree.
 */
export class RateLimiter {
  constructor(private readonly db: Db) {}

  /** Counts one hit; throws a 429 with Retry-After when the key is over its limit. */
  async hit(key: string, rule: LimitRule, message: string): Promise<void> {
    const { hits, retryAfter } = await this.increment(key, rule.windowSeconds);
    if (hits > rule.limit) throw AppError.tooManyRequests(message, retryAfter);
  }

  /** Throws a 429 when the key has already reached its limit, without counting. */
  async check(key: string, rule: LimitRule, message: string): Promise<void> {
    const [row] = await queryRows<{ hits: number; retry_after: number }>(this.db, sql`
      select hits, ceil(extract(epoch from window_start + make_interval(secs => ${rule.windowSeconds}) - now()))::int as retry_after
      from rate_limit_counters
      where key = ${key} and window_start > now() - make_interval(secs => ${rule.windowSeconds})`);
    if (row && row.hits >= rule.limit) throw AppError.tooManyRequests(message, Math.max(1, row.retry_after));
  }

  async increment(key: string, windowSeconds: number): Promise<{ hits: number; retryAfter: number }> {
    const [row] = await queryRows<{ hits: number; retry_after: number }>(this.db, sql`
      insert into rate_limit_counters (key, window_start, hits) values (${key}, now(), 1)
      on conflict (key) do update set
        hits = case when rate_limit_counters.window_start <= now() - make_interval(secs => ${windowSeconds})
                    then 1 else rate_limit_counters.hits + 1 end,
        window_start = case when rate_limit_counters.window_start <= now() - make_interval(secs => ${windowSeconds})
                    then now() else rate_limit_counters.window_start end
      returning hits, ceil(extract(epoch from window_start + make_interval(secs => ${windowSeconds}) - now()))::int as retry_after`);
    return { hits: row!.hits, retryAfter: Math.max(1, row!.retry_after) };
  }

  async reset(key: string): Promise<void> {
    await this.db.execute(sql`delete from rate_limit_counters where key = ${key}`);
  }
}
