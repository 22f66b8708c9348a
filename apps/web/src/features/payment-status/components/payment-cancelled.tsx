import { StatusPanel } from '@/components/ui/status-panel';
import { TestPaymentBadge } from '@/components/ui/test-payment-badge';
import { useLanguage } from '@/i18n/i18n';

/** docs/product-spec.md §2 'Process stopped': the patient cancelled on the gateway's page. */
export function PaymentCancelled() {
  const { t } = useLanguage();
  return (
    <StatusPanel tone="stopped" title={t('patient.stoppedTitle')}>
      <TestPaymentBadge />
      <p className="text-slate-600">{t('patient.stoppedText')}</p>
    </StatusPanel>
  );
}
