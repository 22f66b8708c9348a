import { siteConfig } from '@/config/site';
import { CallbackReceived } from '@/features/callbacks/components/callback-received';
import { useLanguage } from '@/i18n/i18n';
import { useDocumentHead } from '@/lib/head';

export function ReceivedCallbackRoute() {
  const { t } = useLanguage();
  // A confirmation is no use in search results.
  useDocumentHead({ title: t('head.callbackRequested', { name: siteConfig.name }), robots: 'noindex' });
  return <CallbackReceived />;
}
