import { Link } from 'react-router';
import { useLanguage } from '@/i18n/i18n';

/** The doctor could not be loaded (a stale link, or the connection dropped); the API client toasted the reason. */
export function BookingUnavailable() {
  const { t } = useLanguage();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{t('booking.unavailableTitle')}</h1>
      <p className="text-slate-600">{t('booking.unavailableText')}</p>
      <Link
        to="/#doctors"
        className="rounded-lg bg-brand-700 px-6 py-2.5 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {t('booking.seeDoctors')}
      </Link>
    </section>
  );
}
