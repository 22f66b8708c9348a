import { siteConfig } from '@/config/site';
import { PaymentCancelled } from '@/features/payment-status/components/payment-cancelled';
import { useLanguage } from '@/i18n/i18n';
import { useDocumentHead } from '@/lib/head';

export function PaymentCancelledRoute() {
  const { t } = useLanguage();
  useDocumentHead({ title: t('head.paymentCancelled', { name: siteConfig.name }), robots: 'noindex' });
  return <PaymentCancelled />;
}
