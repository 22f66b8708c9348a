import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useState, type FormEvent } from 'react';
import type { ZodSafeParseResult } from 'zod';
import { useFieldError } from '@/i18n/sentences';
import { toast } from '@/lib/toast';
import { issuesByField, refusalByField } from '../utils/refusal';

/** A rider's send as its RTK Query mutation hook answers it: the trigger, and whether a send is under way. */
type RiderMutation<Body> = readonly [
  (args: { orderId: string; body: Body }) => { unwrap: () => Promise<{ message: string }> },
  { isLoading: boolean },
];

/**
 * What the rider's two forms (delivered, could not deliver) share: the body is checked with the contract first and
 * its faults shown under their fields; the server's answer is toasted, or its refusal shown where it belongs.
 */
export function useRiderForm<Body>(
  [send, { isLoading }]: RiderMutation<Body>,
  orderId: string,
  onDone: () => void,
  parse: () => ZodSafeParseResult<Body>,
) {
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const formError = useFieldError(errors.form);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parse();
    if (!parsed.success) {
      setErrors(issuesByField(parsed.error.issues));
      return;
    }
    setErrors({});
    try {
      const { message } = await send({ orderId, body: parsed.data }).unwrap();
      toast.success(message, { duration: 2000 });
      onDone();
    } catch (error) {
      setErrors(refusalByField(error as FetchBaseQueryError));
    }
  };
  // `form` is what the form's frame (RiderForm) takes: the submit, whether it is under way, the refusal of no one
  // field, and the way back.
  const form = { onSubmit: (event: FormEvent) => void submit(event), busy: isLoading, formError, onBack: onDone };
  return { errors, form };
}
