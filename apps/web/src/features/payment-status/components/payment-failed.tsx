import { Link } from 'react-router';
import { StatusPanel } from '@/components/ui/status-panel';
import { TestPaymentBadge } from '@/components/ui/test-payment-badge';
import { onlinePaymentOffered } from '@/lib/online-payment';
import { TransactionId } from './transaction-id';

/**
 * docs/product-spec.md §2: a failed payment. The booking stands unpaid, and the appointments page offers Pay Now again,
 * unless the hospital has since stopped taking online payments: then the fee is paid at the hospital.
 */
export function PaymentFailed({ transactionId }: { transactionId: string }) {
  return (
    <StatusPanel tone="failure" title="Payment Failed!">
      <TestPaymentBadge />
      <TransactionId value={transactionId} />
      <p className="text-slate-600">No money was taken. Your appointment is still booked.</p>
      {!onlinePaymentOffered() ? (
        <p className="text-slate-600">Please pay the fee at the hospital.</p>
      ) : (
        <Link to="/patient/" className="font-semibold text-brand-700 underline underline-offset-2">
          Try again from your appointments
        </Link>
      )}
    </StatusPanel>
  );
}
