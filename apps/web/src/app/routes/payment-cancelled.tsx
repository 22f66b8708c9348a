import { siteConfig } from '@/config/site';
import { PaymentCancelled } from '@/features/payment-status/components/payment-cancelled';
import { useDocumentHead } from '@/lib/head';

const HEAD = { title: `Payment Cancelled | ${siteConfig.name}`, robots: 'noindex' };

export function PaymentCancelledRoute() {
  useDocumentHead(HEAD);
  return <PaymentCancelled />;
}
