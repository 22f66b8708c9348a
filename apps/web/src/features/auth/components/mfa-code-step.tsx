import { mfaLoginSchema } from '@hospital/contract/auth';
import { Button } from '@/components/ui/button';
import { FormCodeField } from '@/components/ui/form-text-field';
import { toastFirstFormError } from '@/lib/form-errors';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useLoginWithCodeMutation } from '../api/login';
import { useLoginAttempt } from '../hooks/use-login-attempt';
import { useLanguage } from '@/i18n/i18n';

type MfaCodeStepProps = { mfaToken: string; onBack: () => void };

/** The second step of a staff login with two-step sign-in: the code from the authenticator app, or a recovery code. */
export function MfaCodeStep({ mfaToken, onBack }: MfaCodeStepProps) {
  const [loginWithCode, { isLoading }] = useLoginWithCodeMutation();
  // A wrong or used code, too many tries or a timed-out step: the API client toasts the reason.
  const attemptLogin = useLoginAttempt('toasts.checkingCode');
  const { t } = useLanguage();
  const form = useSchemaForm(mfaLoginSchema, { mfaToken, code: '' });

  const onValid = form.handleSubmit((input) => attemptLogin(() => loginWithCode(input).unwrap()), toastFirstFormError);

  return (
    <form onSubmit={onValid} noValidate className="space-y-4">
      <p className="text-sm text-slate-600">{t('auth.mfaIntro')}</p>
      <FormCodeField form={form} name="code" label={t('auth.code')} autoFocus data-autofocus />
      <p className="text-sm text-slate-500">{t('auth.recoveryHint')}</p>
      <Button type="submit" disabled={isLoading}>
        {t('auth.verify')}
      </Button>
      <p className="text-center text-sm">
        <Button variant="link" onClick={onBack}>
          {t('auth.backToLogin')}
        </Button>
      </p>
    </form>
  );
}
