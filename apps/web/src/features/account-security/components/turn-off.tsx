import { mfaDisableSchema } from '@hospital/contract/auth';
import { Button } from '@/components/ui/button';
import { FormTextField } from '@/components/ui/form-text-field';
import { toastFirstFormError } from '@/lib/form-errors';
import { useSchemaForm } from '@/lib/use-schema-form';
import { withToasts } from '@/lib/with-toasts';
import { useDisableMfaMutation } from '../api/disable-mfa';
import { useLanguage } from '@/i18n/i18n';
import { SecurityPart } from './security-part';

/** Turning it off takes the password and a code, so a session left open on a desk cannot do it. */
export function TurnOff() {
  const { t } = useLanguage();
  const [disableMfa, { isLoading }] = useDisableMfaMutation();
  const form = useSchemaForm(mfaDisableSchema, { password: '', code: '' });
  const onValid = form.handleSubmit(async (input) => {
    if (await withToasts(t('security.turningOff'), () => disableMfa(input).unwrap())) form.reset();
  }, toastFirstFormError);

  return (
    <SecurityPart title={t('security.turnOffTitle')} className="space-y-4 border-t border-slate-100 pt-5">
      <form onSubmit={onValid} noValidate className="space-y-4">
        <FormTextField
          form={form}
          name="password"
          label={t('security.password')}
          type="password"
          autoComplete="current-password"
        />
        <FormTextField form={form} name="code" label={t('security.codeOrRecovery')} autoComplete="one-time-code" />
        <Button type="submit" variant="secondary" disabled={isLoading}>
          {t('security.turnOff')}
        </Button>
      </form>
    </SecurityPart>
  );
}
