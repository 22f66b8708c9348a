import { useParams } from 'react-router';
import { siteConfig } from '@/config/site';
import { PaymentFailed } from '@/features/payment-status/components/payment-failed';
import { useDocumentHead } from '@/lib/head';

const HEAD = { title: `Payment Failed | ${siteConfig.name}`, robots: 'noindex' };

export function PaymentFailedRoute() {
  useDocumentHead(HEAD);
  const { transactionId = '' } = useParams();
  return <PaymentFailed transactionId={transactionId} />;
}
