import type { ComponentProps, ReactNode } from 'react';
import { FieldError, FieldLabel, useFieldIds } from './field-error';

type SelectFieldProps = ComponentProps<'select'> & {
  label: string;
  /** Shown under the field and tied to it with aria-describedby, as TextField does. */
  error?: string;
  /** The `<option>`s; a first empty option, when there is one, is the placeholder. */
  children: ReactNode;
};

/** A labelled native select: the phone's own picker, keyboard and screen readers work as they do everywhere. */
export function SelectField({ label, error: message, id, className, children, ...selectProps }: SelectFieldProps) {
  const { fieldId: selectId, errorId, error } = useFieldIds(id, message);
  return (
    <div className={className}>
      <FieldLabel htmlFor={selectId}>{label}</FieldLabel>
      <select
        {...selectProps}
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 focus:ring-2 focus:ring-brand-500 focus:outline-none aria-invalid:border-red-500"
      >
        {children}
      </select>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
