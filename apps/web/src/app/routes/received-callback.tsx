import { siteConfig } from '@/config/site';
import { CallbackReceived } from '@/features/callbacks/components/callback-received';
import { useDocumentHead } from '@/lib/head';

export function ReceivedCallbackRoute() {
  // A confirmation is no use in search results.
  useDocumentHead({ title: `Callback Requested | ${siteConfig.name}`, robots: 'noindex' });
  return <CallbackReceived />;
}
