import { useParams } from 'react-router';
import { PaymentFailed } from '@/features/payment-status/components/payment-failed';
import { usePageHead } from '@/lib/page-head';

export function PaymentFailedRoute() {
  usePageHead('head.paymentFailed');
  const { transactionId = '' } = useParams();
  return <PaymentFailed transactionId={transactionId} />;
}
