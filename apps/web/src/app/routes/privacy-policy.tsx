import { siteConfig } from '@/config/site';
import { PrivacyPolicy } from '@/features/static-pages/components/privacy-policy';
import { useLanguage } from '@/i18n/i18n';
import { useDocumentHead } from '@/lib/head';
import { noServerQueries } from '../server-queries';

/** Rendered on the server: it needs no data. */
export const serverQueries = noServerQueries;

export function PrivacyPolicyRoute() {
  const { t } = useLanguage();
  useDocumentHead({
    title: t('head.privacy', { name: siteConfig.name }),
    description: t('head.privacyDescription', { name: siteConfig.name }),
  });
  return <PrivacyPolicy />;
}
