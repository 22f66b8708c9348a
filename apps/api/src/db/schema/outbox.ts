import { index, integer, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, instant } from './columns.js';

/**
 * Messages to send (mail and SMS), written in the same transaction as the change that causes them and sent
 * by a worker in every API process, with retries and backoff (docs/decisions/0014-outbox.md). `status`: pending
 * until sent; failed when it ran out of attempts. A claim sets `lockedUntil`, so a worker that dies mid-send only
 * delays the message.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: idColumn(),
    channel: varchar('channel', { length: 10 }).notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
    lockedUntil: instant('locked_until'),
    lastError: text('last_error'),
    sentAt: instant('sent_at'),
    // The provider's reference for a sent SMS, for support questions to the gateway.
    providerRef: text('provider_ref'),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_due_idx').on(t.status, t.nextAttemptAt)],
);
