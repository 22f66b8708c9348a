import type { ScheduleEntry } from '@hospital/contract/doctors';
import { bengaliWeekdayOfWeekday } from '@hospital/contract/format';
import { useId } from 'react';
import { useLanguage } from '@/i18n/i18n';

type DayRowProps = {
  entry: ScheduleEntry;
  /** Why this day cannot be saved as it stands (start after end), shown under it until fixed. */
  error?: string;
  onToggle: (active: boolean) => void;
  onTimeChange: (field: 'start' | 'end', time: string) => void;
};

const timeInput =
  'block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-base text-slate-900 tabular-nums focus:ring-2 focus:ring-brand-500 focus:outline-none aria-invalid:border-red-500';

/** One weekday of the schedule editor: its Bengali name (docs/product-spec.md §9), an on/off switch and the hours. */
export function DayRow({ entry, error, onToggle, onTimeChange }: DayRowProps) {
  const { t, language, formats } = useLanguage();
  const day = formats.weekday(entry.day);
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <li className="grid grid-cols-[4.5rem_auto_1fr] items-center gap-x-3 gap-y-2 py-1.5 sm:grid-cols-[4.5rem_auto_1fr_1fr]">
      <span className="leading-tight">
        <span lang="bn" className="block font-semibold text-slate-900">
          {bengaliWeekdayOfWeekday(entry.day)}
        </span>
        {language === 'en' && <span className="block text-xs text-slate-600">{entry.day}</span>}
      </span>
      <button
        type="button"
        role="switch"
        aria-checked={entry.active}
        aria-label={t('schedule.chamber', { day })}
        onClick={() => onToggle(!entry.active)}
        // The drawn switch is 28 px tall; the button around it is the 44 px a thumb needs.
        className="flex h-11 w-14 shrink-0 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <span
          aria-hidden="true"
          className={`relative h-7 w-12 rounded-full transition-colors ${entry.active ? 'bg-brand-700' : 'bg-slate-300'}`}
        >
          <span
            className={`absolute top-1 left-1 size-5 rounded-full bg-white shadow transition-transform ${entry.active ? 'translate-x-5' : ''}`}
          />
        </span>
      </button>
      {entry.active ? (
        <div className="col-span-3 grid grid-cols-2 gap-2 sm:col-span-2">
          <TimeField
            label={t('schedule.start', { day })}
            value={entry.start}
            errorId={error ? errorId : undefined}
            onChange={(time) => onTimeChange('start', time)}
          />
          <TimeField
            label={t('schedule.end', { day })}
            value={entry.end}
            errorId={error ? errorId : undefined}
            onChange={(time) => onTimeChange('end', time)}
          />
        </div>
      ) : (
        // A day off has no hours to show; one word keeps the week short enough to see at once on a phone.
        <span className="text-sm text-slate-500 sm:col-span-2">{t('schedule.off')}</span>
      )}
      {error && (
        <p id={errorId} className="col-span-full text-sm text-red-700">
          {error}
        </p>
      )}
    </li>
  );
}

type TimeFieldProps = { label: string; value: string; errorId?: string; onChange: (time: string) => void };

function TimeField({ label, value, errorId, onChange }: TimeFieldProps) {
  return (
    <label className="block">
      <span className="sr-only">{label}</span>
      <input
        type="time"
        value={value}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        onChange={(event) => onChange(event.target.value)}
        className={timeInput}
      />
    </label>
  );
}
