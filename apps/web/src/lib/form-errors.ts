import type { FieldErrors } from 'react-hook-form';
import { toast } from './toast';
import { inLanguage } from '@/i18n/sentences';
import { errorToastMs } from './api-errors';

/**
 * The first message of a failed validation, in the language on screen (the contract's words, or their Bangla). The zod resolver fills `errors` in schema order, and the contract
 * orders each schema's fields as its form shows them, so the first key is the first field on screen.
 */
export function firstFormError(errors: FieldErrors): string | undefined {
  for (const error of Object.values(errors)) {
    if (typeof error?.message === 'string' && error.message !== '') return inLanguage(error.message);
  }
  return undefined;
}

/** docs/product-spec.md §5: on a validation failure the first message is toasted and nothing is sent. */
export function toastFirstFormError(errors: FieldErrors): void {
  const message = firstFormError(errors);
  if (message) toast.error(message, { id: message, duration: errorToastMs(message) });
}
