import { StatusPanel } from '@/components/ui/status-panel';
import { TestPaymentBadge } from '@/components/ui/test-payment-badge';

/** docs/product-spec.md §2 'Process stopped': the patient cancelled on the gateway's page. */
export function PaymentCancelled() {
  return (
    <StatusPanel tone="stopped" title="We Stopped The Process!">
      <TestPaymentBadge />
      <p className="text-slate-600">If you have any confusion, please feel free to contact us.</p>
    </StatusPanel>
  );
}
