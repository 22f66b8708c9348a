import { and, eq, inArray, sql } from 'drizzle-orm';
import { queryRow, queryRows, type DbOrTx } from '../../db/client.js';
import { outbox } from '../../db/schema.js';
import { storableJson } from '../../lib/db-errors.js';
import { newId } from '../../lib/ids.js';

export const OUTBOX_CHANNEL = 'outbox_ready';
export type OutboxChannel = 'mail' | 'sms';
export type OutboxRow = typeof outbox.$inferSelect;

/**
 * Adds a message in the caller's transaction; the NOTIFY wakes the workers when it commits. `notBefore` defers it
 * (an SMS written in quiet hours waits for the morning).
 */
export async function insertOutboxMessage(
  db: DbOrTx,
  channel: OutboxChannel,
  payload: Record<string, unknown>,
  notBefore?: Date,
): Promise<void> {
  await db.insert(outbox).values({
    id: newId(),
    channel,
    payload: storableJson(payload),
    ...(notBefore ? { nextAttemptAt: notBefore } : {}),
  });
  if (!notBefore) await db.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
}

/**
 * Takes up to `limit` due messages for this worker: due, not claimed by a live worker, oldest first. SKIP LOCKED lets
 * several processes claim at once without taking the same row; the claim lasts `leaseSeconds`, after which a message
 * whose worker died is due again.
 */
export function claimDue(db: DbOrTx, limit: number, leaseSeconds: number): Promise<OutboxRow[]> {
  return db.transaction(async (tx) => {
    const rows = await queryRows<{ id: string }>(
      tx,
      sql`select id from outbox where status = 'pending' and next_attempt_at <= now()
          and (locked_until is null or locked_until < now())
          order by next_attempt_at limit ${limit} for update skip locked`,
    );
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    return tx
      .update(outbox)
      .set({ lockedUntil: sql`now() + make_interval(secs => ${leaseSeconds})`, attempts: sql`${outbox.attempts} + 1` })
      .where(inArray(outbox.id, ids))
      .returning();
  });
}

export async function markSent(db: DbOrTx, id: string, providerRef?: string): Promise<void> {
  await db
    .update(outbox)
    .set({ status: 'sent', sentAt: sql`now()`, lockedUntil: null, lastError: null, providerRef: providerRef || null })
    .where(eq(outbox.id, id));
}

/** Not sent and not a failed attempt (quiet hours began while it waited): due again at `until`, attempt given back. */
export async function postpone(db: DbOrTx, id: string, until: Date): Promise<void> {
  await db
    .update(outbox)
    .set({ nextAttemptAt: until, lockedUntil: null, attempts: sql`greatest(${outbox.attempts} - 1, 0)` })
    .where(and(eq(outbox.id, id), eq(outbox.status, 'pending')));
}

/**
 * Not sent, and never to be: its channel refused it (`reason`: an SMS over its number's daily cap). Kept, so it is
 * seen and counted (/metrics); `next_attempt_at` says when it was refused. Purged with the sent ones.
 */
export async function markRefused(db: DbOrTx, id: string, reason: string): Promise<void> {
  await db
    .update(outbox)
    .set({ status: 'refused', lastError: reason, lockedUntil: null, nextAttemptAt: sql`now()` })
    .where(and(eq(outbox.id, id), eq(outbox.status, 'pending')));
}

/** A failed attempt: due again after `retryInSeconds`, or failed for good when `giveUp`. */
export async function markAttemptFailed(
  db: DbOrTx,
  id: string,
  error: string,
  retry: { giveUp: boolean; retryInSeconds: number },
): Promise<void> {
  await db
    .update(outbox)
    .set({
      status: retry.giveUp ? 'failed' : 'pending',
      lastError: error.slice(0, 500),
      lockedUntil: null,
      nextAttemptAt: sql`now() + make_interval(secs => ${retry.retryInSeconds})`,
    })
    .where(and(eq(outbox.id, id), eq(outbox.status, 'pending')));
}

/** Pending and failed counts, for /metrics and the ready check. */
export async function outboxCounts(db: DbOrTx): Promise<{ pending: number; failed: number }> {
  const row = await queryRow<{ pending: number; failed: number }>(
    db,
    sql`select count(*) filter (where status = 'pending')::int as pending, count(*) filter (where status = 'failed')::int as failed from outbox`,
  );
  return row ?? { pending: 0, failed: 0 };
}

/** Sent messages are kept a while for support questions ("did the link go out?"), then purged. */
export async function purgeSent(db: DbOrTx, olderThanDays: number): Promise<void> {
  await db.execute(
    sql`delete from outbox where (status = 'sent' and sent_at < now() - make_interval(days => ${olderThanDays}))
        or (status = 'refused' and next_attempt_at < now() - make_interval(days => ${olderThanDays}))`,
  );
}
