import { useId } from 'react';

type ChoiceFieldProps<Option extends string> = {
  legend: string;
  options: readonly Option[];
  /** How an option reads on screen; the value handed to `onChange` stays as listed. */
  optionLabel: (option: Option) => string;
  /** The chosen option, or '' while none is (a required choice with no default). */
  value: Option | '';
  onChange: (option: Option) => void;
  /** The language an option's label is written in when it is not the page's (a language named in itself). */
  optionLang?: (option: Option) => string | undefined;
  /** A line under the options, read with the group by screen readers. */
  hint?: string;
};

/**
 * One choice among a few options, as a native radio group drawn as thumb-sized tiles: screen readers announce "1 of 2,
 * selected", Tab enters the group once and the arrow keys move the choice, as for any radio group. Toggle buttons
 * (aria-pressed) say on/off for each button instead, which suits settings that can all be on, not "pick one of N".
 */
export function ChoiceField<Option extends string>({
  legend,
  options,
  optionLabel,
  value,
  onChange,
  optionLang,
  hint,
}: ChoiceFieldProps<Option>) {
  const name = useId();
  const hintId = `${name}-hint`;
  return (
    <fieldset aria-describedby={hint ? hintId : undefined}>
      <legend className="mb-1 block text-sm font-medium text-slate-700">{legend}</legend>
      <div className="grid grid-cols-2 gap-2">
        {options.map((option) => (
          <label
            key={option}
            lang={optionLang?.(option)}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm font-medium text-slate-800 has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-600"
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="size-4 accent-brand-700"
            />
            {optionLabel(option)}
          </label>
        ))}
      </div>
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
    </fieldset>
  );
}
