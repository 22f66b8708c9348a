import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { resetPasswordSchema } from '@hospital/contract/auth';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { errorMessages, errorToastMs } from '@/lib/api-errors';
import { toastFirstFormError } from '@/lib/form-errors';
import { useSchemaForm } from '@/lib/use-schema-form';
import { loginDialogOpened } from '@/stores/ui-slice';
import { useResetPasswordMutation } from '../api/reset-password';
import { PasswordField } from './credential-fields';
import { useLanguage } from '@/i18n/i18n';

const SUCCESS_TOAST_MS = 2000;

const isFetchError = (error: unknown): error is FetchBaseQueryError =>
  typeof error === 'object' && error !== null && 'status' in error;

type ResetPasswordFormProps = { email: string; token: string };

/** docs/product-spec.md §2 /auth/reset-password: one new-password field; the email and token come from the mailed link. */
export function ResetPasswordForm({ email, token }: ResetPasswordFormProps) {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const { t } = useLanguage();
  // email and token are not fields on screen; as default values they still go through the schema and the body.
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useSchemaForm(resetPasswordSchema, { email, token, newPassword: '' });

  const onValid = handleSubmit(async (body) => {
    const toastId = toast.loading(t('toasts.updatingPassword'));
    try {
      const response = await resetPassword(body).unwrap();
      toast.success(response.message, { id: toastId, duration: SUCCESS_TOAST_MS });
      // docs/product-spec.md §4: go home and open the login dialog. Replace, so Back does not return to a link that is now used up.
      navigate('/', { replace: true });
      dispatch(loginDialogOpened('login'));
    } catch (error) {
      // docs/product-spec.md §8: 'Something went wrong!' and then the first errorSources message (the call opts out of the
      // automatic toasts, so these two are the only ones).
      toast.error(t('toasts.somethingWrongBang'), {
        id: toastId,
        duration: errorToastMs(t('toasts.somethingWrongBang')),
      });
      const [reason] = isFetchError(error) ? errorMessages(error) : [];
      if (reason) toast.error(reason, { id: reason, duration: errorToastMs(reason) });
    }
  }, toastFirstFormError);

  return (
    <form onSubmit={onValid} noValidate className="space-y-4">
      {/* Read-only, but a real field: it tells the user which account this is and lets password managers save it. */}
      <TextField label={t('auth.account')} type="email" autoComplete="username" value={email} readOnly />
      <PasswordField
        label={t('auth.newPassword')}
        autoComplete="new-password"
        autoFocus
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <p className="text-sm text-slate-500">{t('auth.passwordHint')}</p>
      <Button type="submit" disabled={isLoading}>
        {t('auth.submit')}
      </Button>
    </form>
  );
}
