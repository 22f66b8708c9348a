import { sql, type SQL } from 'drizzle-orm';
import { queryRow, type Db } from '../../db/client.js';

/**
 * Payment sessions opened in the last hour among the payments `owner` picks (an appointment's, an order's), and the
 * seconds until the oldest of them ages out.
 */
export async function recentSessionsOf(db: Db, owner: SQL): Promise<{ count: number; retryAfter: number }> {
  const row = await queryRow<{ count: number; retry_after: number | null }>(
    db,
    sql`select count(*)::int as count,
               ceil(extract(epoch from min(created_at) + interval '1 hour' - now()))::int as retry_after
        from payments where ${owner} and created_at > now() - interval '1 hour'`,
  );
  return { count: row!.count, retryAfter: Math.max(1, row!.retry_after ?? 1) };
}
