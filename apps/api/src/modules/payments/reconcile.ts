import { sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import { queryRows, type Db } from '../../db/client.js';
import type { PaymentGateway } from './gateway.js';
import type { PaymentLogger } from './payment-service.types.js';
import { recordRefund, settle, type PaymentRow } from './payments.repository.js';
import { settlementFor } from './settlement-rules.js';

export type ReconcileSummary = { checked: number; paid: number; failed: number; unchanged: number; errors: number; refundsChecked: number };

export type ReconcileDeps = {
  db: Db;
  log: PaymentLogger;
  config: Config;
  gateway: PaymentGateway;
  onDuplicate(tranId: string): Promise<void>;
};

/**
 * A claimed payment is left alone by every other process for this long. Claiming bumps `updated_at`
 * under `for update skip locked`, so two processes reconciling at once take disjoint rows and no gateway
 * call is made twice for one payment; a batch of 25 at a 10-second timeout each fits well inside it.
 */
const LEASE_SECONDS = 300;
const BATCH = 25;
const MAX_BATCHES = 40;

async function claimStalePending(db: Db, pendingMinutes: number): Promise<PaymentRow[]> {
  return queryRows<PaymentRow>(
    db,
    sql`update payments set updated_at = now()
        where id in (
          select id from payments
          where status = 'pending'
            and created_at < now() - make_interval(mins => ${pendingMinutes})
            and updated_at < now() - make_interval(secs => ${LEASE_SECONDS})
            -- held for review (risk_level 1): people decide, not this loop.
            and coalesce(validation::jsonb ->> 'held', 'false') <> 'true'
          order by created_at
          limit ${BATCH}
          for update skip locked)
        returning id, appointment_id, tran_id, gateway, amount, currency, status, val_id, bank_tran_id, refund_status, refund_ref_id`,
  );
}

async function claimRefundsInProgress(db: Db): Promise<Array<{ id: string; tran_id: string; refund_ref_id: string }>> {
  return queryRows(
    db,
    sql`update payments set updated_at = now()
        where id in (
          select id from payments
          where refund_status = 'processing' and refund_ref_id is not null
            and updated_at < now() - make_interval(secs => ${LEASE_SECONDS})
          order by updated_at
          limit ${BATCH}
          for update skip locked)
        returning id, tran_id, refund_ref_id`,
  );
}

/**
 * One reconciliation pass (ARCHITECTURE §7, reference §6): the IPN may never arrive (an ipn_url on
 * localhost never does) and the browser may never come back, so payments pending longer than
 * PAYMENT_PENDING_MINUTES are looked up by tran_id. A paid answer goes through the same rules and the same
 * conditional update as a callback; EXPIRED, UNATTEMPTED, FAILED, CANCELLED and INVALID end the attempt.
 * Refunds the gateway is still processing are asked about too.
 */
export async function reconcilePayments(deps: ReconcileDeps): Promise<ReconcileSummary> {
  const summary: ReconcileSummary = { checked: 0, paid: 0, failed: 0, unchanged: 0, errors: 0, refundsChecked: 0 };
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const claimed = await claimStalePending(deps.db, deps.config.payments.pendingMinutes);
    if (claimed.length === 0) break;
    for (const payment of claimed) {
      summary.checked += 1;
      try {
        const settlement = settlementFor(payment, await deps.gateway.query(payment.tran_id), 'reconcile');
        const settled = await settle(deps.db, payment.tran_id, settlement);
        if (!settled?.transitioned) summary.unchanged += 1;
        else if (settled.status === 'paid') summary.paid += 1;
        else summary.failed += 1;
        if (settled?.transitioned && settled.duplicate) await deps.onDuplicate(payment.tran_id);
      } catch (error) {
        // One payment the gateway cannot answer for must not stop the others; it is asked again next pass.
        summary.errors += 1;
        deps.log.warn({ tranId: payment.tran_id, reason: error instanceof Error ? error.message : String(error) }, 'payment reconciliation: query failed');
      }
    }
  }
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const claimed = await claimRefundsInProgress(deps.db);
    if (claimed.length === 0) break;
    for (const payment of claimed) {
      summary.refundsChecked += 1;
      try {
        const outcome = await deps.gateway.refundStatus(payment.refund_ref_id);
        if (outcome.status !== 'processing') await recordRefund(deps.db, payment.id, outcome.status, outcome.refundRefId);
      } catch (error) {
        summary.errors += 1;
        deps.log.warn({ tranId: payment.tran_id, reason: error instanceof Error ? error.message : String(error) }, 'payment reconciliation: refund status failed');
      }
    }
  }
  if (summary.checked > 0 || summary.refundsChecked > 0) deps.log.info(summary, 'payment reconciliation pass');
  return summary;
}
