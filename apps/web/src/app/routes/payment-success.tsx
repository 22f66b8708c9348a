import { useParams } from 'react-router';
import { siteConfig } from '@/config/site';
import { PaidAppointmentReceipt } from '@/features/booking-receipt/components/own-appointment-receipt';
import { PaymentSuccess } from '@/features/payment-status/components/payment-success';
import { useDocumentHead } from '@/lib/head';

const HEAD = { title: `Payment Successful | ${siteConfig.name}`, robots: 'noindex' };

export function PaymentSuccessRoute() {
  useDocumentHead(HEAD);
  const { transactionId = '' } = useParams();
  return <PaymentSuccess transactionId={transactionId} receipt={<PaidAppointmentReceipt transactionId={transactionId} />} />;
}
