import { BAD_SIGNATURE, PAID_STATUSES, UNPAID_FINAL_STATUSES, type GatewayVerdict } from './gateway.js';
import type { Channel, PaymentRow, Settlement } from './payments.repository.js';

/**
 * What a gateway verdict means for our payment, in the order docs/architecture.md §9 prescribes: the signature
 * (already checked by the gateway adapter), a paid status, our own tran_id, the amount within one taka
 * and the currency, then the risk level. Callbacks and reconciliation share these rules.
 */
export function settlementFor(
  payment: Pick<PaymentRow, 'tran_id' | 'amount' | 'currency'>,
  verdict: GatewayVerdict,
  via: Channel,
): Settlement {
  const attempt = (outcome: string) => ({ via, status: verdict.status, outcome });
  const gateway = { record: verdict.record, valId: verdict.valId, bankTranId: verdict.bankTranId };
  if (verdict.status === BAD_SIGNATURE) return { to: null, attempt: attempt('rejected: the signature does not match') };
  if (PAID_STATUSES.has(verdict.status)) {
    // Someone else's valid val_id posted with our tran_id proves nothing about our payment.
    if (verdict.tranId !== payment.tran_id)
      return { to: null, attempt: attempt(`rejected: validation is for tran_id ${verdict.tranId ?? 'none'}`) };
    const amountOk = verdict.amount !== undefined && Math.abs(verdict.amount - payment.amount) < 1;
    if (!amountOk || verdict.currency !== payment.currency) {
      // The gateway really took this transaction, for the wrong sum: it does not pay the appointment.
      return {
        to: 'failed',
        gateway,
        attempt: attempt(
          `failed: amount ${verdict.amount ?? '?'} ${verdict.currency ?? '?'} instead of ${payment.amount} ${payment.currency}`,
        ),
      };
    }
    if (verdict.riskLevel === 1)
      return {
        to: null,
        held: true,
        gateway,
        attempt: attempt('held: risk_level 1, the hospital must verify the customer first'),
      };
    return { to: 'paid', gateway, attempt: attempt('paid') };
  }
  if (verdict.status === 'CANCELLED') return { to: 'cancelled', gateway, attempt: attempt('cancelled') };
  if (UNPAID_FINAL_STATUSES.has(verdict.status)) return { to: 'failed', gateway, attempt: attempt('failed') };
  // INVALID_TRANSACTION, PENDING or anything new: nothing is known, nothing changes.
  return { to: null, attempt: attempt(`no change: gateway status ${verdict.status || 'missing'}`) };
}
