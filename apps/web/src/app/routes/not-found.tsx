import { NotFoundPanel } from '@/components/ui/not-found-panel';
import { siteConfig } from '@/config/site';
import { useDocumentHead } from '@/lib/head';
import { noServerQueries } from '../server-queries';
import { useLanguage } from '@/i18n/i18n';

/** Rendered on the server (with status 404): it needs no data. */
export const serverQueries = noServerQueries;

// docs/product-spec.md §2: unknown or unavailable pages.
export function NotFoundRoute() {
  const { t } = useLanguage();
  useDocumentHead({ title: `${t('shell.notFoundTitle')} | ${siteConfig.name}`, robots: 'noindex' });
  return <NotFoundPanel />;
}
