import { runtimeSettings } from '@/config/runtime-settings';
import { useLanguage } from '@/i18n/i18n';

/**
 * 'Test payment' beside a payment made (or tried) online, while the site takes payments through the simulated
 * sandbox gateway: nobody should read such a 'paid' as money received. Renders nothing with a real gateway.
 */
export function TestPaymentBadge({ className = '' }: { className?: string }) {
  const { t } = useLanguage();
  if (runtimeSettings.payments !== 'sandbox') return null;
  return (
    <span
      className={`inline-flex items-center rounded-full bg-violet-100 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-violet-900 ring-1 ring-violet-600/30 ring-inset ${className}`}
    >
      {t('patient.testPayment')}
    </span>
  );
}
