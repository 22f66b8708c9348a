import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique, varchar } from 'drizzle-orm/pg-core';
import { appointments } from './appointments.js';
import { createdAt, idColumn, idRef, instant, updatedAt } from './columns.js';
import { pharmacyOrders } from './pharmacy.js';

/** Every attempt to pay online, one row per gateway session (docs/architecture.md §9): of an appointment's fee or of
 * a pharmacy order's bill. */
export const payments = pgTable(
  'payments',
  {
    id: idColumn(),
    // A payment is of an appointment's fee or of a pharmacy order's bill: exactly one of the two.
    appointmentId: idRef('appointment_id').references(() => appointments.id),
    orderId: idRef('order_id').references(() => pharmacyOrders.id),
    tranId: varchar('tran_id', { length: 30 }).notNull(),
    gateway: varchar('gateway', { length: 16 }).notNull(),
    amount: integer('amount').notNull(),
    currency: varchar('currency', { length: 3 }).notNull().default('BDT'),
    status: varchar('status', { length: 12 }).notNull().default('pending'),
    sessionKey: text('session_key'),
    valId: text('val_id'),
    bankTranId: text('bank_tran_id'),
    validation: text('validation'),
    refundStatus: varchar('refund_status', { length: 12 }).notNull().default('none'),
    refundRefId: text('refund_ref_id'),
    refundedAt: instant('refunded_at'),
    completedAt: instant('completed_at'),
    updatedAt: updatedAt(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('payments_tran_id_key').on(t.tranId),
    index('payments_appointment_idx').on(t.appointmentId),
    index('payments_order_idx').on(t.orderId),
    check('payments_subject_check', sql`(${t.appointmentId} is null) <> (${t.orderId} is null)`),
    index('payments_pending_idx').on(t.status, t.createdAt),
    check('payments_status_check', sql`${t.status} in ('pending', 'paid', 'failed', 'cancelled')`),
  ],
);
