import { loginSchema } from '@hospital/contract/auth';
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { Button } from '@/components/ui/button';
import { toastFirstFormError } from '@/lib/form-errors';
import { useSchemaForm } from '@/lib/use-schema-form';
import { loginDialogViewChanged } from '@/stores/ui-slice';
import { useLoginMutation } from '../api/login';
import { useLoginAttempt } from '../hooks/use-login-attempt';
import { EmailField, PasswordField } from './credential-fields';
import { MfaCodeStep } from './mfa-code-step';
import { ViewSwitch } from './view-switch';
import { useLanguage } from '@/i18n/i18n';

type LoginFormProps = {
  /** Filled in for the patient who has just registered (docs/product-spec.md §2: registration returns to login). */
  email?: string;
};

export function LoginForm({ email = '' }: LoginFormProps) {
  const dispatch = useDispatch();
  // Set when the password was right and the account asks for a code: the dialog shows the code step instead.
  const [mfaToken, setMfaToken] = useState<string | null>(null);
  const [login, { isLoading }] = useLoginMutation();
  const attemptLogin = useLoginAttempt('toasts.loggingIn');
  const { t } = useLanguage();
  const { register, handleSubmit, formState } = useSchemaForm(loginSchema, { email, password: '' });
  const { errors } = formState;

  const onValid = handleSubmit(
    (credentials) => attemptLogin(() => login(credentials).unwrap(), setMfaToken),
    toastFirstFormError,
  );

  if (mfaToken) return <MfaCodeStep mfaToken={mfaToken} onBack={() => setMfaToken(null)} />;
  return (
    <form onSubmit={onValid} noValidate className="space-y-4">
      {/* With the email known, the password is what is left to type. */}
      <EmailField
        autoFocus={!email}
        data-autofocus={!email || undefined}
        error={errors.email?.message}
        {...register('email')}
      />
      <PasswordField
        autoComplete="current-password"
        autoFocus={!!email}
        data-autofocus={!!email || undefined}
        error={errors.password?.message}
        {...register('password')}
      />
      <div className="flex justify-end">
        <Button variant="link" className="text-sm" onClick={() => dispatch(loginDialogViewChanged('forget'))}>
          {t('auth.forgetLink')}
        </Button>
      </div>
      <Button type="submit" disabled={isLoading}>
        {t('auth.login')}
      </Button>
      <ViewSwitch question={t('auth.newHere')} action={t('auth.pleaseRegister')} to="register" />
    </form>
  );
}
