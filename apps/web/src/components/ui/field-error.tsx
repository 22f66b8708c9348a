import { useId, type ReactNode } from 'react';
import { useFieldError } from '@/i18n/sentences';

/** A field's error under it, with the id its control names in `aria-describedby`; nothing while there is none. */
export function FieldError({ id, error }: { id?: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-600">
      {error}
    </p>
  );
}

/**
 * What a labelled field needs to tie its parts together: the control's id (the caller's, or a fresh one), the id of
 * the error under it, and the error itself in the reader's language.
 */
export function useFieldIds(id: string | undefined, message: string | undefined) {
  const error = useFieldError(message);
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  return { fieldId, errorId: `${fieldId}-error`, error };
}

/** The label above a field's control. */
export function FieldLabel({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="mb-1 block text-sm font-medium text-slate-700">
      {children}
    </label>
  );
}
