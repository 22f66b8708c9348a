import { Link } from 'react-router';
import { StatusPanel } from '@/components/ui/status-panel';
import { TransactionId } from './transaction-id';

/** docs/product-spec.md §2: a failed payment. The booking stands unpaid, and the appointments page offers Pay Now again. */
export function PaymentFailed({ transactionId }: { transactionId: string }) {
  return (
    <StatusPanel tone="failure" title="Payment Failed!">
      <TransactionId value={transactionId} />
      <p className="text-slate-600">No money was taken. Your appointment is still booked.</p>
      <Link to="/patient/" className="font-semibold text-brand-700 underline underline-offset-2">
        Try again from your appointments
      </Link>
    </StatusPanel>
  );
}
