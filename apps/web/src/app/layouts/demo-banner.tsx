import { runtimeSettings } from '@/config/runtime-settings';
import { useLanguage } from '@/i18n/i18n';

/**
 * On a demo deployment, every page says so: the bookings are seeded examples and the payment gateway is simulated.
 * A note, not a live region: it never changes, so screen readers meet it in reading order like any other text.
 */
export function DemoBanner() {
  const { t } = useLanguage();
  if (runtimeSettings.mode !== 'demo') return null;
  return (
    <p
      role="note"
      className="border-b border-amber-300 bg-amber-100 px-4 py-1.5 text-center text-sm text-balance text-amber-950"
    >
      <strong className="font-semibold">{t('shell.demoTitle')}</strong> {t('shell.demoText')}
    </p>
  );
}
