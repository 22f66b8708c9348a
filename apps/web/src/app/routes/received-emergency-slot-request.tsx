import { SlotRequestReceived } from '@/features/slot-requests/components/slot-request-received';
import { usePageHead } from '@/lib/page-head';

export function ReceivedEmergencySlotRequestRoute() {
  // A confirmation is no use in search results.
  usePageHead('head.slotRequested');
  return <SlotRequestReceived />;
}
