import { useState } from 'react';
import { toast } from '@/lib/toast';
import { useInitPaymentMutation } from '../api/init-payment';
import { useLanguage } from '@/i18n/i18n';

/** 'Pay Now' on an unpaid or failed online booking: asks for a payment page and sends the browser there. */
export function PayNowButton({ appointmentId, className = '' }: { appointmentId: string; className?: string }) {
  const { t } = useLanguage();
  const [initPayment, { isLoading }] = useInitPaymentMutation();
  // Stays true until the gateway's page replaces this one, so a second tap cannot open a second session.
  const [leaving, setLeaving] = useState(false);

  const payNow = async () => {
    const toastId = toast.loading(t('myAppointments.working'));
    try {
      const { data } = await initPayment(appointmentId).unwrap();
      setLeaving(true);
      window.location.assign(data.url);
    } catch {
      // The API client has toasted the reason (already paid, gateway unreachable).
      toast.dismiss(toastId);
    }
  };

  return (
    <button
      type="button"
      onClick={payNow}
      disabled={isLoading || leaving}
      className={`min-h-11 rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60 ${className}`}
    >
      {t('booking.payNow')}
    </button>
  );
}
