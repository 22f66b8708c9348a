import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { PaymentGateway } from './gateway.js';
import type { ChangedOrderRow } from './order-payments.repository.js';
import type { PaymentLogger } from './payment-service.types.js';
import { claimRefundsInProgress, claimStalePending, recordRefund, settle } from './payments.repository.js';
import { settlementFor } from './settlement-rules.js';

export type ReconcileSummary = {
  checked: number;
  paid: number;
  failed: number;
  unchanged: number;
  errors: number;
  refundsChecked: number;
};

export type ReconcileDeps = {
  db: Db;
  log: PaymentLogger;
  config: Config;
  gateway: PaymentGateway;
  onDuplicate(tranId: string): Promise<void>;
  /** Told of a pharmacy order the pass paid or refunded, after the change committed. */
  onOrderChange?: (order: ChangedOrderRow) => void;
};

const MAX_BATCHES = 40;

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
        if (settled?.order) deps.onOrderChange?.(settled.order);
        if (settled?.transitioned && settled.duplicate) await deps.onDuplicate(payment.tran_id);
      } catch (error) {
        // One payment the gateway cannot answer for must not stop the others; it is asked again next pass.
        summary.errors += 1;
        deps.log.warn(
          { tranId: payment.tran_id, reason: error instanceof Error ? error.message : String(error) },
          'payment reconciliation: query failed',
        );
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
        if (outcome.status !== 'processing') {
          const order = await recordRefund(deps.db, payment.id, outcome.status, outcome.refundRefId);
          if (order) deps.onOrderChange?.(order);
        }
      } catch (error) {
        summary.errors += 1;
        deps.log.warn(
          { tranId: payment.tran_id, reason: error instanceof Error ? error.message : String(error) },
          'payment reconciliation: refund status failed',
        );
      }
    }
  }
  if (summary.checked > 0 || summary.refundsChecked > 0) deps.log.info(summary, 'payment reconciliation pass');
  return summary;
}
