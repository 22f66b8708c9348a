import { siteConfig } from '@/config/site';
import { SlotRequestReceived } from '@/features/slot-requests/components/slot-request-received';
import { useLanguage } from '@/i18n/i18n';
import { useDocumentHead } from '@/lib/head';

export function ReceivedEmergencySlotRequestRoute() {
  const { t } = useLanguage();
  // A confirmation is no use in search results.
  useDocumentHead({ title: t('head.slotRequested', { name: siteConfig.name }), robots: 'noindex' });
  return <SlotRequestReceived />;
}
