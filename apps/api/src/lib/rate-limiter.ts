import type { Db } from '../db/client.js';
import { AppError } from './app-error.js';
import {
  deleteCounter,
  incrementCounter,
  incrementWithBackoff,
  readCounter,
  secondsBlocked,
} from './rate-limits.repository.js';

export type LimitRule = { limit: number; windowSeconds: number };

/** Fixed-window limits every API process shares, because the counters live in the database. */
export class RateLimiter {
  constructor(private readonly db: Db) {}

  /** Counts one hit; throws a 429 with Retry-After when the key is over its limit. */
  async hit(key: string, rule: LimitRule, message: string): Promise<void> {
    const { hits, retryAfter } = await this.increment(key, rule.windowSeconds);
    if (hits > rule.limit) throw AppError.tooManyRequests(message, retryAfter);
  }

  /**
   * Counts one attempt; past `limit` attempts in the window each further one waits a growing delay (`baseSeconds`,
   * doubling). A 429 with Retry-After while the key waits. A success should `reset` the key.
   */
  async hitWithBackoff(key: string, rule: LimitRule & { baseSeconds: number }, message: string): Promise<void> {
    const counted = await incrementWithBackoff(this.db, key, rule);
    if (!counted) throw AppError.tooManyRequests(message, await secondsBlocked(this.db, key));
  }

  /** Throws a 429 when the key has already reached its limit, without counting. */
  async check(key: string, rule: LimitRule, message: string): Promise<void> {
    const row = await readCounter(this.db, key, rule.windowSeconds);
    if (row && row.hits >= rule.limit) throw AppError.tooManyRequests(message, Math.max(1, row.retry_after));
  }

  async increment(key: string, windowSeconds: number): Promise<{ hits: number; retryAfter: number }> {
    const row = await incrementCounter(this.db, key, windowSeconds);
    return { hits: row.hits, retryAfter: Math.max(1, row.retry_after) };
  }

  async reset(key: string): Promise<void> {
    await deleteCounter(this.db, key);
  }
}
