import { forgetPasswordSchema } from '@hospital/contract/auth';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { MailIcon } from '@/components/ui/icons';
import { toastFirstFormError } from '@/lib/form-errors';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useForgetPasswordMutation } from '../api/forget-password';
import { EmailField } from './credential-fields';
import { ViewSwitch } from './view-switch';
import { useLanguage } from '@/i18n/i18n';

export function ForgetPasswordForm() {
  const [forgetPassword, { isLoading }] = useForgetPasswordMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { t } = useLanguage();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useSchemaForm(forgetPasswordSchema, { email: '' });

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
        <p className="text-xl font-semibold text-slate-900">{t('auth.emailSent')}</p>
        <p className="text-sm text-slate-600">
          {t('auth.emailSentBefore')}
          <strong className="break-all">{sentTo}</strong>
          {t('auth.emailSentAfter')}
        </p>
        <ViewSwitch action={t('auth.backToLogin')} to="login" />
      </div>
    );
  }

  return (
    <form onSubmit={onValid} noValidate className="space-y-4">
      <p className="text-sm text-slate-600">{t('auth.forgetIntro')}</p>
      <EmailField autoFocus data-autofocus error={errors.email?.message} {...register('email')} />
      <Button type="submit" disabled={isLoading}>
        {isLoading ? t('auth.sending') : t('auth.sendLink')}
      </Button>
      <ViewSwitch action={t('auth.backToLogin')} to="login" />
    </form>
  );
}
