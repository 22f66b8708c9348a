import { useParams } from 'react-router';
import { PaidAppointmentReceipt } from '@/features/booking-receipt/components/own-appointment-receipt';
import { PaymentSuccess } from '@/features/payment-status/components/payment-success';
import { usePageHead } from '@/lib/page-head';

export function PaymentSuccessRoute() {
  usePageHead('head.paymentSuccessful');
  const { transactionId = '' } = useParams();
  return (
    <PaymentSuccess transactionId={transactionId} receipt={<PaidAppointmentReceipt transactionId={transactionId} />} />
  );
}
