import { Link } from 'react-router';
import { useLanguage } from '@/i18n/i18n';

/** The empty state of docs/product-spec.md §2's appointments page, with the way to book (the home page's doctors section). */
export function NoAppointments() {
  const { t } = useLanguage();
  return (
    <div className="mt-8 flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <p className="text-lg font-semibold text-slate-900">{t('patient.noAppointments')}</p>
      <p className="text-slate-600">{t('patient.noAppointmentsText')}</p>
      <Link
        to="/#doctors"
        className="mt-2 rounded-lg bg-brand-700 px-6 py-2.5 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {t('patient.bookOne')}
      </Link>
    </div>
  );
}
