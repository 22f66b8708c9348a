import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLanguage } from '@/i18n/i18n';
import { Icon } from '@/components/ui/icons';

const linkClass =
  'inline-flex min-h-11 items-center justify-center rounded-lg border px-6 py-2.5 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/**
 * docs/product-spec.md §2 /appointment_confirmed, after Pay Later: the staff will call to confirm. `receipt` is the
 * booking itself (doctor, date and hours, serial, fee, Holder ID), composed in by the page; a confirmation opened
 * without a booking shows the message alone.
 */
export function AppointmentConfirmed({ receipt }: { receipt?: ReactNode }) {
  const { t } = useLanguage();
  return (
    <section className="mx-auto flex min-h-[60dvh] max-w-xl flex-col items-center justify-center gap-4 px-4 py-10 text-center print:min-h-0 print:py-0">
      <div className="flex size-16 items-center justify-center rounded-full bg-brand-100 text-brand-700 sm:size-20 print:hidden">
        <Icon strokeWidth={2.5} className="size-8 sm:size-10">
          <path d="M8 2v4M16 2v4M3 9h18M5 4h14a2 2 0 0 1 2 2v13a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zM9 15l2 2 4-4" />
        </Icon>
      </div>
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('patient.bookedTitle')}</h1>
      <p className="text-base text-slate-600">{t('patient.bookedText')}</p>
      {receipt}
      <div className="mt-2 flex w-full flex-col gap-3 sm:w-auto sm:flex-row print:hidden">
        <Link to="/" className={`${linkClass} border-transparent bg-brand-700 text-white hover:bg-brand-800`}>
          {t('shell.goHome')}
        </Link>
        <Link
          to="/patient/"
          className={`${linkClass} border border-slate-300 bg-white text-slate-700 hover:bg-slate-50`}
        >
          {t('patient.seeAppointments')}
        </Link>
      </div>
    </section>
  );
}
