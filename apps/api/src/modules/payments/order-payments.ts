import { ORDER_ALREADY_PAID_MESSAGE, ORDER_NOT_FOUND_MESSAGE } from '@hospital/contract/pharmacy';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Notifier } from '../notifications/notify.js';
import { announceOrderChange } from '../pharmacy/order-events.js';
import { GATEWAY_MINIMUM_TAKA, type SessionOrder, type SessionPatient } from './gateway.js';
import {
  findPayableOrder,
  orderChangeOf,
  recentOrderSessions,
  type ChangedOrderRow,
  type PayableOrderRow,
} from './order-payments.repository.js';
import {
  ORDER_BELOW_GATEWAY_MINIMUM,
  ORDER_NOT_BILLED_YET,
  ORDER_NOT_PAYABLE,
  ORDER_PAID_IN_CASH,
  ORDER_PAYMENT_HELD,
  TOO_MANY_ORDER_SESSIONS,
} from './payments.messages.js';

/** The patient pays the bill, so only once the pharmacy has filled the order and until it leaves (decision 0031). */
const BILLED_STATES = new Set(['filled', 'ready', 'packed']);

function assertOrderPayable(row: PayableOrderRow): asserts row is PayableOrderRow & { total_taka: number } {
  if (row.payment_status === 'paid') throw AppError.conflict(ORDER_ALREADY_PAID_MESSAGE);
  if (row.state === 'received') throw AppError.conflict(ORDER_NOT_BILLED_YET);
  if (!BILLED_STATES.has(row.state) || row.payment_status !== 'unpaid') throw AppError.conflict(ORDER_NOT_PAYABLE);
  if (row.payment_method !== 'online') throw AppError.unprocessable(ORDER_PAID_IN_CASH);
  if (row.total_taka === null || row.total_taka < GATEWAY_MINIMUM_TAKA)
    throw AppError.unprocessable(ORDER_BELOW_GATEWAY_MINIMUM);
  if (row.held) throw AppError.conflict(ORDER_PAYMENT_HELD);
}

export type OrderSession = { order: Omit<SessionOrder, 'tranId'>; customer: SessionPatient };

/**
 * `POST /payments/init-order/{orderId}`: the caller's own order (placed by the account, or of a patient record it
 * holds; anyone else's is not found), payable now, under the hourly cap of sessions. What the session is opened for.
 */
export async function orderSessionFor(
  deps: { db: Db; sessionsPerHour: number; emailDomain: string },
  userId: string,
  orderId: string,
): Promise<OrderSession> {
  const row = await findPayableOrder(deps.db, orderId, userId);
  if (!row) throw AppError.notFound(ORDER_NOT_FOUND_MESSAGE);
  assertOrderPayable(row);
  // Each session is a row here and a call to the gateway: a loop of Pay clicks must not open hundreds.
  const recent = await recentOrderSessions(deps.db, orderId);
  if (recent.count >= deps.sessionsPerHour) throw AppError.tooManyRequests(TOO_MANY_ORDER_SESSIONS, recent.retryAfter);
  return {
    order: { id: row.id, amount: row.total_taka, orderNo: row.order_no },
    customer: { name: row.customer_name, email: row.email || `patient@${deps.emailDomain}`, phone: row.contact },
  };
}

/** Tells the live pages of a committed change of an order's payment (a process with no notifier tells nobody). */
export function announceOrderPayment(notifier: Notifier | undefined, order: ChangedOrderRow): void {
  if (notifier) announceOrderChange(notifier, orderChangeOf(order));
}
