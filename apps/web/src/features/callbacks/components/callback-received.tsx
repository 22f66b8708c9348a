import { HotlineLine } from '@/components/ui/hotline-link';
import { StatusPanel } from '@/components/ui/status-panel';
import { useLanguage } from '@/i18n/i18n';

/** docs/product-spec.md §2 /received_callback: the confirmation after a callback request. */
export function CallbackReceived() {
  const { t } = useLanguage();
  return (
    <StatusPanel tone="received" title={t('callbackReceived.title')}>
      <p className="text-base text-slate-600">{t('callbackReceived.body')}</p>
      <HotlineLine lead={t('callbackReceived.help')} />
    </StatusPanel>
  );
}
