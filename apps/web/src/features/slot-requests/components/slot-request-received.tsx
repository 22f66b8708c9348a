import { HotlineLine } from '@/components/ui/hotline-link';
import { StatusPanel } from '@/components/ui/status-panel';
import { useLanguage } from '@/i18n/i18n';

/** docs/product-spec.md §2 /received_emergency_slot_request: the confirmation after a Quick Reserve request. */
export function SlotRequestReceived() {
  const { t } = useLanguage();
  return (
    <StatusPanel tone="urgent" title={t('slotRequests.receivedTitle')}>
      <p className="text-base text-slate-600">{t('slotRequests.receivedBody')}</p>
      <HotlineLine lead={t('slotRequests.receivedUrgent')} />
    </StatusPanel>
  );
}
