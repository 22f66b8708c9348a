import { mfaDisableSchema } from '@hospital/contract/auth';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { toastFirstFormError } from '@/lib/form-errors';
import { useSchemaForm } from '@/lib/use-schema-form';
import { withToasts } from '@/lib/with-toasts';
import { useDisableMfaMutation } from '../api/disable-mfa';
import { useLanguage } from '@/i18n/i18n';

/** Turning it off takes the password and a code, so a session left open on a desk cannot do it. */
export function TurnOff() {
  const { t } = useLanguage();
  const [disableMfa, { isLoading }] = useDisableMfaMutation();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useSchemaForm(mfaDisableSchema, { password: '', code: '' });
  const onValid = handleSubmit(async (input) => {
    if (await withToasts(t('security.turningOff'), () => disableMfa(input).unwrap())) reset();
  }, toastFirstFormError);

  return (
    <form onSubmit={onValid} noValidate className="space-y-4 border-t border-slate-100 pt-5">
      <h2 className="text-lg font-semibold text-slate-900">{t('security.turnOffTitle')}</h2>
      <TextField
        label={t('security.password')}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label={t('security.codeOrRecovery')}
        autoComplete="one-time-code"
        error={errors.code?.message}
        {...register('code')}
      />
      <Button type="submit" variant="secondary" disabled={isLoading}>
        {t('security.turnOff')}
      </Button>
    </form>
  );
}
