import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns.js';

/**
 * The built-in sandbox gateway's own ledger (docs/architecture.md §9): what SSLCommerz would hold on its side.
 * Kept apart from `payments` on purpose, so the sandbox answers `validate()` and `query()` from its own
 * records exactly as the real gateway answers from its, and the callback code cannot tell them apart.
 */
export const sandboxGatewayTransactions = pgTable(
  'sandbox_gateway_transactions',
  {
    tranId: varchar('tran_id', { length: 30 }).primaryKey(),
    sessionKey: varchar('session_key', { length: 64 }).notNull(),
    valId: varchar('val_id', { length: 64 }).notNull(),
    bankTranId: varchar('bank_tran_id', { length: 64 }).notNull(),
    // Decimal text as the gateway sends it ('1000.00').
    amount: varchar('amount', { length: 16 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    status: varchar('status', { length: 12 }).notNull().default('PENDING'),
    /** How many times the validation API has answered for this val_id: VALID first, VALIDATED after. */
    validations: integer('validations').notNull().default(0),
    storeName: varchar('store_name', { length: 255 }).notNull(),
    productName: varchar('product_name', { length: 255 }).notNull(),
    customerName: varchar('customer_name', { length: 255 }).notNull(),
    valueA: varchar('value_a', { length: 255 }).notNull().default(''),
    successUrl: text('success_url').notNull(),
    failUrl: text('fail_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    ipnUrl: text('ipn_url').notNull(),
    refundRefId: varchar('refund_ref_id', { length: 64 }),
    completedAt: instant('completed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sandbox_gateway_transactions_val_id_key').on(t.valId),
    check('sandbox_gateway_transactions_status_check', sql`${t.status} in ('PENDING', 'VALID', 'FAILED', 'CANCELLED')`),
  ],
);
