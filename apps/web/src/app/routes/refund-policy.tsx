import { siteConfig } from '@/config/site';
import { RefundPolicy } from '@/features/static-pages/components/refund-policy';
import { useLanguage } from '@/i18n/i18n';
import { useDocumentHead } from '@/lib/head';
import { noServerQueries } from '../server-queries';

/** Rendered on the server: it needs no data. */
export const serverQueries = noServerQueries;

export function RefundPolicyRoute() {
  const { t } = useLanguage();
  useDocumentHead({
    title: t('head.refund', { name: siteConfig.name }),
    description: t('head.refundDescription', { name: siteConfig.name }),
  });
  return <RefundPolicy />;
}
