import { ButtonLink } from './button-link';
import { useLanguage } from '@/i18n/i18n';

/**
 * The 404 (docs/product-spec.md §2: unknown or unavailable pages): for a page that does not exist, and for something
 * the reader may not even learn exists (another account's appointment or room), which reads the same.
 */
export function NotFoundPanel() {
  const { t } = useLanguage();
  return (
    <section className="mx-auto flex min-h-[60dvh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <p className="text-6xl font-black text-brand-600" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-bold text-slate-900">{t('shell.notFoundHeading')}</h1>
      <p className="text-slate-600">{t('shell.notFoundText')}</p>
      <ButtonLink to="/" className="px-5 py-2.5">
        {t('shell.goHome')}
      </ButtonLink>
    </section>
  );
}
