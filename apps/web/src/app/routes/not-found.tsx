import { Link } from 'react-router';
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
  return (
    <section className="mx-auto flex min-h-[60dvh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <p className="text-6xl font-black text-brand-600" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-bold text-slate-900">{t('shell.notFoundHeading')}</h1>
      <p className="text-slate-600">{t('shell.notFoundText')}</p>
      <Link to="/" className="rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800">
        {t('shell.goHome')}
      </Link>
    </section>
  );
}
