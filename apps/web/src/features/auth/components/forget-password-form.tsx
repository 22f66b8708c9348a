import { forgetPasswordSchema } from '@hospital/contract/auth';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { MailIcon } from '@/components/ui/icons';
import { toastFirstFormError } from '@/lib/form-errors';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useForgetPasswordMutation } from '../api/forget-password';
import { EmailField } from './credential-fields';
import { ViewSwitch } from './view-switch';

export function ForgetPasswordForm() {
  const [forgetPassword, { isLoading }] = useForgetPasswordMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { register, handleSubmit, formState: { errors } } = useSchemaForm(forgetPasswordSchema, { email: '' });

  const onValid = handleSubmit(async ({ email }) => {
    try {
      await forgetPassword({ email }).unwrap();
      setSentTo(email);
    } catch {
      // The API client already toasted the reason; the form stays so the user can try again.
    }
  }, toastFirstFormError);

  if (sentTo) {
    // docs/product-spec.md §2: on success the form is replaced by 'Email Sent!'. role=status so screen readers announce it.
    return (
      <div role="status" className="space-y-3 text-center">
        <MailIcon className="mx-auto size-12 text-brand-700" />
        <p className="text-xl font-semibold text-slate-900">Email Sent!</p>
        <p className="text-sm text-slate-600">
          If an account exists for <strong className="break-all">{sentTo}</strong>, a link to reset the password is on
          its way. Please check your inbox, and your spam folder too.
        </p>
        <ViewSwitch action="Back to login" to="login" />
      </div>
    );
  }

  return (
    <form onSubmit={onValid} noValidate className="space-y-4">
      <p className="text-sm text-slate-600">Enter the email you registered with and we will send you a reset link.</p>
      <EmailField autoFocus data-autofocus error={errors.email?.message} {...register('email')} />
      <Button type="submit" disabled={isLoading}>
        {isLoading ? 'Sending…' : 'Send reset link'}
      </Button>
      <ViewSwitch action="Back to login" to="login" />
    </form>
  );
}
