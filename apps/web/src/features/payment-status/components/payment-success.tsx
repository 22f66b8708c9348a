import type { ReactNode } from 'react';
import { StatusPanel } from '@/components/ui/status-panel';
import { TestPaymentBadge } from '@/components/ui/test-payment-badge';
import { TransactionId } from './transaction-id';

/**
 * docs/product-spec.md §2: the gateway sends the browser here (a 303 from the payment callback) once the payment is
 * validated. `receipt` is the booking that was paid for, composed in by the page.
 */
export function PaymentSuccess({ transactionId, receipt }: { transactionId: string; receipt?: ReactNode }) {
  return (
    <StatusPanel tone="success" title="Successfully Paid">
      <TestPaymentBadge />
      <TransactionId value={transactionId} />
      <p className="text-slate-600">Your appointment is paid. You can see it any time in your booked appointments.</p>
      {receipt}
    </StatusPanel>
  );
}
