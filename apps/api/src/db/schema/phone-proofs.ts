import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { createdAt, idRef, instant } from './columns.js';
import { users } from './users.js';

/**
 * Mobile numbers whose owner has proved them: only these receive the booking SMS (docs/decisions/0028). `how`: `code`
 * (a one-time code sent to the number came back), `desk` (staff typed it at the desk with the patient in front of
 * them), `existing` (on a patient record before proofs began: grandfathered by migration 0013). `proved_by` is the
 * account that proved it (the registering account, the attendant at the desk), none for `existing`.
 */
export const provedNumbers = pgTable(
  'proved_numbers',
  {
    number: varchar('number', { length: 11 }).primaryKey(),
    how: varchar('how', { length: 10 }).notNull(),
    provedBy: idRef('proved_by').references(() => users.id, { onDelete: 'set null' }),
    provedAt: instant('proved_at').notNull().defaultNow(),
  },
  (t) => [check('proved_numbers_how_check', sql`${t.how} in ('code', 'desk', 'existing')`)],
);

/**
 * The live one-time code of a number, at most one (a new code replaces the old). Only its HMAC is kept, never the
 * code; it lasts until `expires_at` (5 minutes) or until `tries_left` (5) checks have used it. `requested_by` is the
 * signed-in account that asked for it, `requested_from` the client address (registration asks without an account).
 */
export const phoneCodes = pgTable(
  'phone_codes',
  {
    number: varchar('number', { length: 11 }).primaryKey(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    expiresAt: instant('expires_at').notNull(),
    triesLeft: integer('tries_left').notNull(),
    requestedBy: idRef('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requestedFrom: varchar('requested_from', { length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [index('phone_codes_expires_idx').on(t.expiresAt)],
);
