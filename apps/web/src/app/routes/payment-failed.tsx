import { useParams } from 'react-router';
import { siteConfig } from '@/config/site';
import { PaymentFailed } from '@/features/payment-status/components/payment-failed';
import { useLanguage } from '@/i18n/i18n';
import { useDocumentHead } from '@/lib/head';

export function PaymentFailedRoute() {
  const { t } = useLanguage();
  useDocumentHead({ title: t('head.paymentFailed', { name: siteConfig.name }), robots: 'noindex' });
  const { transactionId = '' } = useParams();
  return <PaymentFailed transactionId={transactionId} />;
}
