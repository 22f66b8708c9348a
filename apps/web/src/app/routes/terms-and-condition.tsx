import { siteConfig } from '@/config/site';
import { TermsAndConditions } from '@/features/static-pages/components/terms-and-conditions';
import { useLanguage } from '@/i18n/i18n';
import { useDocumentHead } from '@/lib/head';
import { noServerQueries } from '../server-queries';

/** Rendered on the server: it needs no data. */
export const serverQueries = noServerQueries;

export function TermsAndConditionRoute() {
  const { t } = useLanguage();
  useDocumentHead({
    title: t('head.terms', { name: siteConfig.name }),
    description: t('head.termsDescription', { name: siteConfig.name }),
  });
  return <TermsAndConditions />;
}
