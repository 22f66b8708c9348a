import { bengaliWeekdayOf } from '@hospital/contract/format';
import { deskBookingDates } from '../../utils/booking-dates';
import { formatDayShortMonth } from '../../utils/clock';
import { useLanguage } from '@/i18n/i18n';

type BookingDatePickerProps = {
  today: string;
  /** The chosen doctor's available dates; undefined while they load. */
  availableDates: readonly string[] | undefined;
  value: string;
  onChange: (date: string) => void;
};

/** docs/product-spec.md §2: the chosen doctor's available dates with Bengali day names, plus today. */
export function BookingDatePicker({ today, availableDates, value, onChange }: BookingDatePickerProps) {
  const { t, language, formats } = useLanguage();
  const dates = deskBookingDates(today, availableDates ?? []);
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-slate-800">{t('walkIn.date')}</legend>
      <div className="flex flex-wrap gap-2">
        {dates.map((date) => {
          const selected = date === value;
          return (
            <button
              key={date}
              type="button"
              aria-pressed={selected}
              onClick={() => onChange(date)}
              className={`flex min-h-11 flex-col items-center justify-center rounded-lg border px-3 py-1 text-sm leading-tight focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
                selected
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-slate-300 bg-white text-slate-800 hover:border-brand-600'
              }`}
            >
              <span lang="bn" className="font-semibold">
                {bengaliWeekdayOf(date)}
              </span>
              <span className="text-xs">
                {date === today
                  ? t('walkIn.today')
                  : language === 'bn'
                    ? formats.date(date).replace(/, [০-৯]+$/, '')
                    : formatDayShortMonth(date)}
              </span>
            </button>
          );
        })}
      </div>
      {availableDates === undefined && <p className="mt-2 text-xs text-slate-500">{t('walkIn.loadingDates')}</p>}
    </fieldset>
  );
}
