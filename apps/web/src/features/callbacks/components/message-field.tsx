import { useId, type ComponentProps } from 'react';

type MessageFieldProps = ComponentProps<'textarea'> & {
  label: string;
  error?: string;
  /** The current length, for the counter under the field. */
  length: number;
  maxLength: number;
};

/**
 * A labelled textarea with a live character count. The count matters on phones: the 255-character limit
 * (docs/product-spec.md §5) is easy to pass without noticing. `maxLength` is not set on the element so an over-long paste
 * still reaches the schema and gets the spec's message instead of being silently cut.
 */
export function MessageField({ label, error, length, maxLength, id, ...props }: MessageFieldProps) {
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const errorId = `${fieldId}-error`;
  const countId = `${fieldId}-count`;
  const over = length > maxLength;

  return (
    <div>
      <label htmlFor={fieldId} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <textarea
        {...props}
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${errorId} ${countId}` : countId}
        className="block min-h-32 w-full resize-y rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:ring-2 focus:ring-brand-500 focus:outline-none aria-invalid:border-red-500"
      />
      <div className="mt-1 flex justify-between gap-3 text-sm">
        <span id={errorId} className="text-red-600">
          {error}
        </span>
        <span id={countId} className={over ? 'font-semibold text-red-600' : 'text-slate-500'}>
          {length}/{maxLength}
        </span>
      </div>
    </div>
  );
}
