import { bengaliWeekdayOf } from '@hospital/contract/format';
import { deskBookingDates } from '../../utils/booking-dates';
import { formatDayShortMonth } from '../../utils/clock';
import { useLanguage } from '@/i18n/i18n';
import { ToggleGroup } from '@/components/ui/toggle-group';

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
      <ToggleGroup options={dates} isPressed={(date) => date === value} onToggle={onChange} look="dates">
        {(date) => (
          <>
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
          </>
        )}
      </ToggleGroup>
      {availableDates === undefined && <p className="mt-2 text-xs text-slate-500">{t('walkIn.loadingDates')}</p>}
    </fieldset>
  );
}
