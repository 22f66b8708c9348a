import { sql } from 'drizzle-orm';
import { queryRow, type Db, type DbOrTx } from '../../db/client.js';
import { holderOf } from '../../db/joins.js';
import { recentSessionsOf } from './payment-sessions.repository.js';
import type { OrderChange } from '../pharmacy/order-events.js';
import type { PaymentRow, RefundStatus } from './payments.repository.js';

/*
 * The payments table's side of pharmacy orders (docs/architecture.md §21): an online payment of an order's bill moves
 * the order's payment_status, and its refund the order's refund_status. Order states are the pharmacy module's; here
 * only the payment columns move, each time with `version` + 1 so the live pages hear of it.
 */

/** What an announcement of the order's change needs (apps/api/src/modules/pharmacy/order-events.ts). */
export type ChangedOrderRow = {
  id: string;
  state: string;
  version: number;
  account_id: string;
  holder_id: string | null;
  rider_id: string | null;
};

const CHANGED_ORDER = sql`id, state, version, account_id, ${holderOf(sql`pharmacy_orders.patient_ref`)} as holder_id, rider_id`;

export function orderChangeOf(row: ChangedOrderRow): OrderChange {
  return {
    orderId: row.id,
    accountIds: [...new Set([row.account_id, row.holder_id].filter((id): id is string => id !== null))],
    riderId: row.rider_id,
    state: row.state,
    version: row.version,
  };
}

export type PayableOrderRow = {
  id: string;
  order_no: number;
  state: string;
  payment_method: string;
  payment_status: string;
  total_taka: number | null;
  customer_name: string;
  contact: string;
  email: string;
  held: boolean;
};

/**
 * The order with what a payment session needs, when `userId` may pay it: the account placed it or holds its patient
 * record. The customer is the paying account (its patient record's name and number, its email).
 */
export async function findPayableOrder(db: Db, orderId: string, userId: string): Promise<PayableOrderRow | undefined> {
  return queryRow<PayableOrderRow>(
    db,
    sql`select o.id, o.order_no, o.state, o.payment_method, o.payment_status, o.total_taka,
            p.name as customer_name, p.contact, u.email,
            exists (select 1 from payments h where h.order_id = o.id and h.status = 'pending'
                    and coalesce(h.validation::jsonb ->> 'held', 'false') = 'true') as held
          from pharmacy_orders o
          join users u on u.id = ${userId}
          join patients p on p.id = u.patient_ref
          where o.id = ${orderId}
            and (o.account_id = ${userId} or ${holderOf(sql`o.patient_ref`)} = ${userId})`,
  );
}

/** Payment sessions opened for the order in the last hour, and the seconds until the oldest of them ages out. */
export const recentOrderSessions = (db: Db, orderId: string) => recentSessionsOf(db, sql`order_id = ${orderId}`);

/**
 * A validated payment pays its order, once: only an unpaid order that was not called off (cancelled, refused,
 * returned) moves; anything else makes the payment a duplicate for the caller to refund. Undefined: it did not move.
 */
export async function markOrderPaid(tx: DbOrTx, orderId: string): Promise<ChangedOrderRow | undefined> {
  return queryRow<ChangedOrderRow>(
    tx,
    sql`update pharmacy_orders set payment_status = 'paid', paid_via = 'online', paid_at = now(),
          version = version + 1, updated_at = now()
        where id = ${orderId} and payment_status = 'unpaid' and state not in ('cancelled', 'refused', 'returned')
        returning ${CHANGED_ORDER}`,
  );
}

/**
 * Records where the refund of the payment that paid the order stands; a refunded one leaves the order `refunded`
 * (with `version` + 1, returned for the announcement). Undefined when the order's payment status did not move.
 */
export async function markOrderRefund(
  tx: DbOrTx,
  orderId: string,
  status: RefundStatus,
): Promise<ChangedOrderRow | undefined> {
  if (status !== 'refunded') {
    await tx.execute(
      sql`update pharmacy_orders set refund_status = ${status}, updated_at = now() where id = ${orderId}`,
    );
    return undefined;
  }
  const row = await queryRow<ChangedOrderRow>(
    tx,
    sql`update pharmacy_orders set refund_status = 'refunded', payment_status = 'refunded', version = version + 1,
          updated_at = now()
        where id = ${orderId} and payment_status = 'paid' and paid_via = 'online'
        returning ${CHANGED_ORDER}`,
  );
  if (!row)
    await tx.execute(
      sql`update pharmacy_orders set refund_status = 'refunded', updated_at = now() where id = ${orderId}`,
    );
  return row;
}

/**
 * The payment that paid the order online (its log says so: a duplicate never does), while it is still paid. Refunding
 * the order refunds this one; a duplicate payment of the same order is refunded on its own and never touches it.
 */
export async function orderPaymentToRefund(db: DbOrTx, orderId: string): Promise<PaymentRow | undefined> {
  return queryRow<PaymentRow>(
    db,
    sql`select id, appointment_id, order_id, tran_id, gateway, amount, currency, status, val_id, bank_tran_id,
            refund_status, refund_ref_id
        from payments
        where order_id = ${orderId} and status = 'paid' and coalesce(validation::jsonb ->> 'paysOrder', 'false') = 'true'
        order by completed_at desc nulls last limit 1`,
  );
}
