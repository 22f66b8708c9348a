import { dhakaDateString } from '@hospital/contract/format';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { APPOINTMENT_NOT_FOUND } from '../appointments/appointments.messages.js';
import { GatewayError, type PaymentGateway, type RefundOutcome } from './gateway.js';
import {
  claimRefund,
  findServiceDate,
  latestPaidPayment,
  recordRefund,
  type PaymentRow,
} from './payments.repository.js';
import type { PaymentLogger } from './payment-service.types.js';
import { orderPaymentToRefund, type ChangedOrderRow } from './order-payments.repository.js';
import { NOTHING_TO_REFUND_FOR_ORDER } from './payments.messages.js';

export type RefundDeps = {
  db: Db;
  log: PaymentLogger;
  gateway: PaymentGateway;
  /** Told of an order whose payment status a refund moved, after it committed (the order's live pages). */
  onOrderChange?: (order: ChangedOrderRow) => void;
};

/**
 * Refund policy (docs/product-spec.md §9): "refund within 7 days of verification, only for services within the past
 * 12 months". The 12 months are a rule the server enforces here; the 7 days are the hospital's promise
 * for how fast a verified refund is processed, which the gateway's own timeline decides, so no code
 * enforces them.
 */
export const REFUND_CLAIM_MONTHS = 12;

/** True when the service date is within the last 12 months (Dhaka dates), or still to come. */
export function withinClaimWindow(serviceDate: string, today: string = dhakaDateString()): boolean {
  const [year, month, day] = today.split('-');
  // Plain string comparison of YYYY-MM-DD: a cut-off of 29 Feb in a common year still orders correctly.
  const cutoff = `${Number(year) - REFUND_CLAIM_MONTHS / 12}-${month}-${day}`;
  return serviceDate >= cutoff;
}

/** The appointment's latest online payment goes back through the gateway; its state is recorded on both rows. */
export async function refundAppointment(deps: RefundDeps, appointmentId: string): Promise<void> {
  const appointment = await findServiceDate(deps.db, appointmentId);
  if (!appointment) throw AppError.notFound(APPOINTMENT_NOT_FOUND);
  const payment = await latestPaidPayment(deps.db, appointmentId);
  if (!payment)
    throw AppError.conflict('This appointment was not paid online, so there is nothing to refund through the gateway.');
  if (!withinClaimWindow(appointment.selected_date)) {
    throw AppError.unprocessable(`Refunds are only given for services within the past ${REFUND_CLAIM_MONTHS} months.`);
  }
  await refundPayment(deps, payment);
}

/**
 * The online payment that paid a refused or returned order goes back through the gateway; the order records the
 * refund's state, and is `refunded` once the gateway has refunded it. No 12-month window: an order is refunded
 * when the pharmacy calls it off, days after it was paid.
 */
export async function refundOrder(deps: RefundDeps, orderId: string): Promise<void> {
  const payment = await orderPaymentToRefund(deps.db, orderId);
  if (!payment) throw AppError.conflict(NOTHING_TO_REFUND_FOR_ORDER);
  await refundPayment(deps, payment);
}

/**
 * Claims the refund first (one conditional update), so two callers never refund twice; then asks the
 * gateway. A gateway that cannot be reached leaves the refund `failed`, to be started again.
 */
export async function refundPayment(deps: RefundDeps, payment: PaymentRow): Promise<void> {
  if (!(await claimRefund(deps.db, payment.id))) return;
  let outcome: RefundOutcome;
  try {
    outcome = await deps.gateway.refund(
      { tranId: payment.tran_id, bankTranId: payment.bank_tran_id, valId: payment.val_id, amount: payment.amount },
      payment.amount,
    );
  } catch (error) {
    if (!(error instanceof GatewayError)) {
      await recordRefund(deps.db, payment.id, 'failed', undefined);
      throw error;
    }
    outcome = { status: 'failed', refundRefId: undefined, reason: error.message };
  }
  const order = await recordRefund(deps.db, payment.id, outcome.status, outcome.refundRefId);
  if (order) deps.onOrderChange?.(order);
  const level = outcome.status === 'failed' ? 'warn' : 'info';
  deps.log[level]({ tranId: payment.tran_id, refund: outcome.status, reason: outcome.reason }, 'payment refund');
}
