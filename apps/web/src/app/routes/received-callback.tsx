import { RequestReceived } from '@/components/ui/status-panel';
import { usePageHead } from '@/lib/page-head';

/** docs/product-spec.md §2 /received_callback: the confirmation after a callback request. */
export function ReceivedCallbackRoute() {
  // A confirmation is no use in search results.
  usePageHead('head.callbackRequested');
  return <RequestReceived tone="received" words="callbackReceived" />;
}
