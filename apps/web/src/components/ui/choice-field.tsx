import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useFieldError } from '@/i18n/sentences';
import { FieldError } from './field-error';

/**
 * The two looks of the tiles: `compact`, a radio dot beside the words, two to a row (the desk's forms); `large`,
 * centred tiles with no dot, four to a row from `sm` (the public's one-tap choices, such as a department).
 */
const LOOKS = {
  compact: {
    legend: 'mb-1 block text-sm font-medium text-slate-700',
    grid: 'grid grid-cols-2 gap-2',
    tile: 'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm font-medium text-slate-800 has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-600',
    radio: 'size-4 accent-brand-700',
  },
  large: {
    legend: 'mb-2 block text-sm font-medium text-slate-700',
    grid: 'grid grid-cols-2 gap-2 sm:grid-cols-4',
    tile: 'flex min-h-11 cursor-pointer items-center justify-center rounded-xl border border-slate-300 bg-white px-3 py-2 text-center text-sm font-semibold text-slate-800 transition-colors hover:border-brand-600 hover:bg-brand-50 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-900 has-[:checked]:ring-2 has-[:checked]:ring-brand-600 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
    radio: 'sr-only',
  },
} as const;

/** Where the choice lives: a value the caller holds (with a required choice '' while none is), or a form's field. */
type ChoiceBinding<Option extends string> =
  | { value: Option | ''; onChange: (option: Option) => void; field?: never }
  | { field: UseFormRegisterReturn; value?: never; onChange?: never };

type ChoiceFieldProps<Option extends string> = ChoiceBinding<Option> & {
  legend: string;
  options: readonly Option[];
  /** How an option reads on screen; the value chosen stays as listed. Without it, options read as listed (names). */
  optionLabel?: (option: Option) => string;
  /** The language an option's label is written in when it is not the page's (a language named in itself). */
  optionLang?: (option: Option) => string | undefined;
  /** A line under the options, read with the group by screen readers. */
  hint?: string;
  /** The field's error, shown under the options in place of the hint and read with the group. */
  error?: string | undefined;
  look?: keyof typeof LOOKS;
};

/**
 * One choice among a few options, as a native radio group drawn as thumb-sized tiles: screen readers announce "1 of 2,
 * selected", Tab enters the group once and the arrow keys move the choice, and a form's reset clears it, as for any
 * radio group. Toggle buttons (aria-pressed) say on/off for each button instead, which suits settings that can all be
 * on, not "pick one of N".
 */
export function ChoiceField<Option extends string>(props: ChoiceFieldProps<Option>) {
  const { legend, options, optionLabel, optionLang, hint, look = 'compact' } = props;
  const name = useId();
  const noteId = `${name}-note`;
  const error = useFieldError(props.error);
  const classes = LOOKS[look];
  const binding = (option: Option) =>
    props.field ?? { name, checked: props.value === option, onChange: () => props.onChange(option) };
  return (
    <fieldset aria-describedby={error || hint ? noteId : undefined}>
      <legend className={classes.legend}>{legend}</legend>
      <div className={classes.grid}>
        {options.map((option) => (
          <label key={option} lang={optionLang?.(option)} className={classes.tile}>
            <input type="radio" value={option} className={classes.radio} {...binding(option)} />
            {optionLabel ? optionLabel(option) : option}
          </label>
        ))}
      </div>
      {error ? (
        <FieldError id={noteId} error={error} />
      ) : (
        hint && (
          <p id={noteId} className="mt-1 text-xs text-slate-600">
            {hint}
          </p>
        )
      )}
    </fieldset>
  );
}
