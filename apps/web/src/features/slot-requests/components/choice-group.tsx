import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useFieldError } from '@/i18n/sentences';
import { FieldError } from '@/components/ui/field-error';

type ChoiceGroupProps<Option extends string> = {
  legend: string;
  options: readonly Option[];
  /** How an option reads on screen; the stored value stays as listed. Stations are names and read as listed. */
  optionLabel?: (option: Option) => string;
  field: UseFormRegisterReturn;
  error?: string;
};

/**
 * One choice among a few fixed options (departments, stations), as native radio buttons drawn as tiles: arrow keys,
 * form reset and screen readers work as they do for any radio group, and each tile is a thumb-sized target.
 */
export function ChoiceGroup<Option extends string>({
  legend,
  options,
  optionLabel,
  field,
  error: message,
}: ChoiceGroupProps<Option>) {
  const errorId = useId();
  const error = useFieldError(message);
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 block text-sm font-medium text-slate-700">{legend}</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {options.map((option) => (
          <label
            key={option}
            className="flex min-h-11 cursor-pointer items-center justify-center rounded-xl border border-slate-300 bg-white px-3 py-2 text-center text-sm font-semibold text-slate-800 transition-colors hover:border-brand-600 hover:bg-brand-50 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-900 has-[:checked]:ring-2 has-[:checked]:ring-brand-600 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600"
          >
            <input type="radio" value={option} className="sr-only" {...field} />
            {optionLabel ? optionLabel(option) : option}
          </label>
        ))}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
