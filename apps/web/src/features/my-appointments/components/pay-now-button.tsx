import { usePaymentRedirect } from '@/hooks/use-payment-redirect';
import { useInitPaymentMutation } from '../api/init-payment';
import { useLanguage } from '@/i18n/i18n';

/** 'Pay Now' on an unpaid or failed online booking: asks for a payment page and sends the browser there. */
export function PayNowButton({ appointmentId, className = '' }: { appointmentId: string; className?: string }) {
  const { t } = useLanguage();
  const [initPayment, { isLoading }] = useInitPaymentMutation();
  const { leaving, pay } = usePaymentRedirect({
    openSession: () => initPayment(appointmentId).unwrap(),
    working: t('myAppointments.working'),
    leave: (url) => window.location.assign(url),
  });

  return (
    <button
      type="button"
      onClick={pay}
      disabled={isLoading || leaving}
      className={`min-h-11 rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60 ${className}`}
    >
      {t('booking.payNow')}
    </button>
  );
}
