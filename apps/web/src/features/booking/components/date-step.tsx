import { formatDisplayDate, weekdayOfDateString } from '@hospital/contract/format';
import { Button } from '@/components/ui/button';
import { ChoiceButton } from './choice-button';

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
  if (!open) {
    return (
      <Button variant="secondary" onClick={onOpen} className="w-full sm:w-auto">
        Select Date
      </Button>
    );
  }
  if (dates.length === 0) {
    return <p className="text-sm text-slate-600">Currently, there are no available dates for consultation.</p>;
  }
  return (
    <div role="group" aria-label="Available dates" className="grid grid-cols-2 gap-2 sm:grid-cols-3">
      {dates.map((date) => (
        <ChoiceButton key={date} selected={value === date} onClick={() => onChange(date)} className="flex flex-col">
          <span>{formatDisplayDate(date)}</span>
          <span className="text-xs font-normal text-slate-600">{weekdayOfDateString(date)}</span>
        </ChoiceButton>
      ))}
    </div>
  );
}
