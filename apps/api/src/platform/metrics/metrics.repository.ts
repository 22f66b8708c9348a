import { dhakaDateString, dhakaMidnight } from '@hospital/contract/format';
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.js';

export function paymentStatusCounts(db: DbOrTx): Promise<Array<{ status: string; n: number }>> {
  return queryRows(
    db,
    sql`select payment_status as status, count(*)::int as n from appointments group by payment_status`,
  );
}

/**
 * The SMS of the current Dhaka day, sent (by `sent_at`) and refused (by `next_attempt_at`, when the worker refused
 * them; `reason` is why), by cause. Read from the outbox, so every process reports the same numbers.
 */
export function smsOfToday(
  db: DbOrTx,
): Promise<Array<{ outcome: 'sent' | 'refused'; cause: string; reason: string | null; n: number }>> {
  const midnight = dhakaMidnight(dhakaDateString()).toISOString();
  return queryRows(
    db,
    sql`select status as outcome, coalesce(payload->>'kind', 'unknown') as cause,
          case when status = 'refused' then last_error end as reason, count(*)::int as n
        from outbox
        where channel = 'sms' and ((status = 'sent' and sent_at >= ${midnight}::timestamptz)
          or (status = 'refused' and next_attempt_at >= ${midnight}::timestamptz))
        group by 1, 2, 3`,
  );
}
