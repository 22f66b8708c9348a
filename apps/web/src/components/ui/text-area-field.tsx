import type { ComponentProps, ReactNode } from 'react';
import { useLanguage } from '@/i18n/i18n';
import { FieldLabel, useFieldIds } from './field-error';

export type TextAreaFieldProps = ComponentProps<'textarea'> & {
  label: ReactNode;
  error?: string | undefined;
  /** The current length and the schema's limit, for the counter under the field. */
  length: number;
  maxLength: number;
  /** A taller box, for free text that is usually several lines (a callback message). */
  tall?: boolean;
};

/**
 * A labelled textarea with a live character count: on a phone a limit such as 255 characters is easy to pass
 * without noticing. `maxLength` is deliberately not put on the element: an over-long paste must reach the schema
 * and get its message (docs/product-spec.md §5) rather than be cut without a word.
 */
export function TextAreaField({
  label,
  error: message,
  length,
  maxLength,
  tall = false,
  id,
  ...props
}: TextAreaFieldProps) {
  const { t, formats } = useLanguage();
  const { fieldId, errorId, error } = useFieldIds(id, message);
  const countId = `${fieldId}-count`;
  return (
    <div>
      <FieldLabel htmlFor={fieldId}>{label}</FieldLabel>
      <textarea
        {...props}
        id={fieldId}
        aria-invalid={error ? true : props['aria-invalid']}
        aria-describedby={error ? `${errorId} ${countId}` : countId}
        className={`block ${tall ? 'min-h-32' : 'min-h-24'} w-full resize-y rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:ring-2 focus:ring-brand-500 focus:outline-none aria-invalid:border-red-500`}
      />
      <div className="mt-1 flex justify-between gap-3 text-sm">
        <span id={errorId} className="text-red-600">
          {error}
        </span>
        <span id={countId} className={length > maxLength ? 'font-semibold text-red-600' : 'text-slate-500'}>
          {t('forms.count', { length: formats.number(length), max: formats.number(maxLength) })}
        </span>
      </div>
    </div>
  );
}
