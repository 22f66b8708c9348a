import { siteConfig } from '@/config/site';
import { SlotRequestReceived } from '@/features/slot-requests/components/slot-request-received';
import { useDocumentHead } from '@/lib/head';

export function ReceivedEmergencySlotRequestRoute() {
  // A confirmation is no use in search results.
  useDocumentHead({ title: `Slot Requested | ${siteConfig.name}`, robots: 'noindex' });
  return <SlotRequestReceived />;
}
