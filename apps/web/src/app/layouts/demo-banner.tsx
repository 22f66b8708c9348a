import { runtimeSettings } from '@/config/runtime-settings';
import { useLanguage } from '@/i18n/i18n';

/**
 * On a demo deployment, every page says so: the bookings are seeded examples and the payment gateway is simulated.
 * A production site that runs the simulated gateway (ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION) says on every page that
 * its payments are test payments, so nobody takes one for a settled fee.
 * A note, not a live region: it never changes, so screen readers meet it in reading order like any other text.
 */
export function DemoBanner() {
  const { t } = useLanguage();
  const demo = runtimeSettings.mode === 'demo';
  if (!demo && runtimeSettings.payments !== 'sandbox') return null;
  return (
    <p
      role="note"
      className="border-b border-amber-300 bg-amber-100 px-4 py-1.5 text-center text-sm text-balance text-amber-950"
    >
      <strong className="font-semibold">{t(demo ? 'shell.demoTitle' : 'shell.testPaymentTitle')}</strong>{' '}
      {t(demo ? 'shell.demoText' : 'shell.testPaymentText')}
    </p>
  );
}
