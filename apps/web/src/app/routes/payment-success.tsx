import { useParams } from 'react-router';
import { siteConfig } from '@/config/site';
import { PaidAppointmentReceipt } from '@/features/booking-receipt/components/own-appointment-receipt';
import { PaymentSuccess } from '@/features/payment-status/components/payment-success';
import { useLanguage } from '@/i18n/i18n';
import { useDocumentHead } from '@/lib/head';

export function PaymentSuccessRoute() {
  const { t } = useLanguage();
  useDocumentHead({ title: t('head.paymentSuccessful', { name: siteConfig.name }), robots: 'noindex' });
  const { transactionId = '' } = useParams();
  return (
    <PaymentSuccess transactionId={transactionId} receipt={<PaidAppointmentReceipt transactionId={transactionId} />} />
  );
}
