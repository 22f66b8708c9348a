import type { PatientAppointment } from '@hospital/contract/appointments';
import { useMemo } from 'react';
import { siteConfig } from '@/config/site';
import { appointmentCalendar, calendarFileName } from '../utils/appointment-calendar';
import { useLanguage } from '@/i18n/i18n';
import { strokeIcon } from '@/components/ui/icons';

const actionClass =
  'inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/**
 * "Add to calendar" is a link to the .ics file made here in the browser (a data: URL, so it needs no server and the
 * browser treats it as any download); "Print or save" opens the browser's print dialog, where "Save as PDF" is too.
 */
export function ReceiptActions({ appointment }: { appointment: PatientAppointment }) {
  const { t, language } = useLanguage();
  const calendarHref = useMemo(() => {
    const place = { hospitalName: siteConfig.name, address: siteConfig.address, host: window.location.host };
    const ics = appointmentCalendar(appointment, place, new Date(), language);
    return `data:text/calendar;charset=utf-8,${encodeURIComponent(ics)}`;
  }, [appointment, language]);

  return (
    <div className="mt-5 flex flex-col gap-2 border-t border-slate-100 pt-4 min-[400px]:flex-row print:hidden">
      <a href={calendarHref} download={calendarFileName(appointment)} className={actionClass}>
        <CalendarIcon />
        {t('receipt.addToCalendar')}
      </a>
      <button type="button" onClick={() => window.print()} className={actionClass}>
        <PrintIcon />
        {t('receipt.print')}
      </button>
    </div>
  );
}

const CalendarIcon = strokeIcon(
  <path d="M8 2v4M16 2v4M3 9h18M5 4h14a2 2 0 0 1 2 2v13a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zM12 12v6M9 15h6" />,
);

const PrintIcon = strokeIcon(
  <path d="M6 9V2h12v7M6 18H4a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2M6 14h12v8H6z" />,
);
