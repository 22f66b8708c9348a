import { addDaysToDateString } from '@hospital/contract/format';
import { Button } from '@/components/ui/button';
import { ChevronLeftIcon, ChevronRightIcon } from './desk-icons';
import { useLanguage } from '@/i18n/i18n';

type DateNavigatorProps = { date: string; today: string; onChange: (date: string) => void };

const stepButton =
  'flex size-11 items-center justify-center rounded-lg border border-slate-300 bg-white text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** docs/product-spec.md §2: previous and next day around the date, shown as day, short month, year ('22 Nov 2026'). */
export function DateNavigator({ date, today, onChange }: DateNavigatorProps) {
  const { t, formats } = useLanguage();
  return (
    <div className="flex items-center gap-2">
      <button
        type="button"
        onClick={() => onChange(addDaysToDateString(date, -1))}
        className={stepButton}
        aria-label={t('desk.previousDay')}
      >
        <ChevronLeftIcon />
      </button>
      <p className="min-w-28 text-center font-semibold text-slate-900" aria-live="polite">
        <time dateTime={date}>{formats.shortDate(date)}</time>
      </p>
      <button
        type="button"
        onClick={() => onChange(addDaysToDateString(date, 1))}
        className={stepButton}
        aria-label={t('desk.nextDay')}
      >
        <ChevronRightIcon />
      </button>
      {date !== today && (
        <Button variant="link" onClick={() => onChange(today)} className="rounded-lg px-2 text-sm">
          {t('desk.today')}
        </Button>
      )}
    </div>
  );
}
