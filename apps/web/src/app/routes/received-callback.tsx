import { CallbackReceived } from '@/features/callbacks/components/callback-received';
import { usePageHead } from '@/lib/page-head';

export function ReceivedCallbackRoute() {
  // A confirmation is no use in search results.
  usePageHead('head.callbackRequested');
  return <CallbackReceived />;
}
