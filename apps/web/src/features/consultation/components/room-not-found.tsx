import { ButtonLink } from '@/components/ui/button-link';
import { useLanguage } from '@/i18n/i18n';

/**
 * The same 404 as a missing appointment's: a room that is not this account's is not acknowledged to exist (another
 * patient, an attendant, a doctor of another appointment all read this).
 */
export function RoomNotFound() {
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
