import { useId, type ReactNode } from 'react';
import { useFieldError } from '@/i18n/sentences';
import { FieldError } from './field-error';

const FILLED = {
  on: 'border border-brand-700 bg-brand-700 text-white',
  off: 'border border-slate-300 bg-white text-slate-800 hover:border-brand-600',
};

/** How a group is laid out and how a pressed button looks. */
const looks = {
  // One row of chips that scrolls sideways; on phones it runs to the screen edges (negative margins), so a cut-off
  // chip shows that it scrolls.
  chips: {
    group: '-mx-4 flex snap-x gap-2 overflow-x-auto px-4 pb-2 [scrollbar-width:thin] sm:mx-0 sm:px-0',
    button: 'shrink-0 snap-start rounded-full px-4 py-2 text-sm font-medium whitespace-nowrap',
    ...FILLED,
  },
  // Segments of one tray: a few filters that read as one control, one row on any phone.
  segments: {
    group: 'grid auto-cols-fr grid-flow-col gap-1 rounded-xl bg-slate-100 p-1',
    button: 'rounded-lg px-3 text-sm font-semibold',
    on: 'bg-white text-brand-800 shadow-sm',
    off: 'text-slate-700 hover:text-slate-900',
  },
  // Day tiles that wrap: the weekday over the date.
  dates: {
    group: 'flex flex-wrap gap-2',
    button: 'flex flex-col items-center justify-center rounded-lg px-3 py-1 text-sm leading-tight',
    ...FILLED,
  },
  // Form tiles, two a row on phones and all in one row from `sm` up; ringed when on.
  tiles: {
    group: 'grid grid-cols-2 gap-2 sm:auto-cols-fr sm:grid-flow-col',
    button: 'rounded-xl px-3 py-2 text-sm font-semibold',
    on: 'border border-brand-700 bg-brand-50 text-brand-900 ring-2 ring-brand-600',
    off: 'border border-slate-300 bg-white text-slate-800 hover:border-brand-600',
  },
} as const;

type ToggleGroupProps<Option extends string> = {
  options: readonly Option[];
  isPressed: (option: Option) => boolean;
  onToggle: (option: Option) => void;
  /** What a button shows. */
  children: (option: Option) => ReactNode;
  look: keyof typeof looks;
  /** A visible legend: the group is a fieldset, with `error` under it. */
  legend?: ReactNode;
  /** The group's name for screen readers where nothing on screen names it. */
  label?: string;
  /** The contract's message for the field, shown in the page's language and read with the group. */
  error?: string;
};

/**
 * A group of toggle buttons, one an option. `aria-pressed` tells screen readers which are on; each button is at least
 * 44 px high. For a required "pick one of N" in a form, prefer ChoiceField (a native radio group).
 */
export function ToggleGroup<Option extends string>({
  options,
  isPressed,
  onToggle,
  children,
  look,
  legend,
  label,
  error: message,
}: ToggleGroupProps<Option>) {
  const error = useFieldError(message);
  const errorId = useId();
  const { group, button, on, off } = looks[look];
  const buttons = (
    <div role={label ? 'group' : undefined} aria-label={label} className={group}>
      {options.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={isPressed(option)}
          onClick={() => onToggle(option)}
          className={`min-h-11 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${button} ${isPressed(option) ? on : off}`}
        >
          {children(option)}
        </button>
      ))}
    </div>
  );
  if (legend === undefined) return buttons;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 block text-sm font-medium text-slate-700">{legend}</legend>
      {buttons}
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
