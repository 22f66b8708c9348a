import { PaymentCancelled } from '@/features/payment-status/components/payment-cancelled';
import { usePageHead } from '@/lib/page-head';

export function PaymentCancelledRoute() {
  usePageHead('head.paymentCancelled');
  return <PaymentCancelled />;
}
