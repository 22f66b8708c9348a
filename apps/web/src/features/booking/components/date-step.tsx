import { Button } from '@/components/ui/button';
import { ChoiceButton } from './choice-button';
import { useLanguage } from '@/i18n/i18n';

type DateStepProps = {
  dates: readonly string[];
  /** Whether the user has asked for the dates ('Select Date'). */
  open: boolean;
  onOpen: () => void;
  value: string;
  onChange: (date: string) => void;
};

/** docs/product-spec.md §4 step 3: a 'Select Date' button, then the doctor's available dates (shown '1st Jan, 2025', kept YYYY-MM-DD). */
export function DateStep({ dates, open, onOpen, value, onChange }: DateStepProps) {
  const { t, formats } = useLanguage();
  if (!open) {
    return (
      <Button variant="secondary" onClick={onOpen} className="w-full sm:w-auto">
        {t('booking.selectDate')}
      </Button>
    );
  }
  if (dates.length === 0) {
    return <p className="text-sm text-slate-600">{t('profile.noDates')}</p>;
  }
  return (
    <div role="group" aria-label={t('booking.datesGroup')} className="grid grid-cols-2 gap-2 sm:grid-cols-3">
      {dates.map((date) => (
        <ChoiceButton key={date} selected={value === date} onClick={() => onChange(date)} className="flex flex-col">
          <span>{formats.date(date)}</span>
          <span className="text-xs font-normal text-slate-600">{formats.weekdayOf(date)}</span>
        </ChoiceButton>
      ))}
    </div>
  );
}
