import { RequestReceived } from '@/components/ui/status-panel';
import { usePageHead } from '@/lib/page-head';

/** docs/product-spec.md §2 /received_emergency_slot_request: the confirmation after a Quick Reserve request. */
export function ReceivedEmergencySlotRequestRoute() {
  // A confirmation is no use in search results.
  usePageHead('head.slotRequested');
  return <RequestReceived tone="urgent" words="slotRequestReceived" />;
}
