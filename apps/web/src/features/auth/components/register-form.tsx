import { registerSchema } from '@hospital/contract/auth';
import { Controller } from 'react-hook-form';
import { useDispatch } from 'react-redux';
import { Button } from '@/components/ui/button';
import { ContactField } from '@/components/ui/contact-field';
import { NumberField } from '@/components/ui/number-field';
import { FormTextField } from '@/components/ui/form-text-field';
import { SendCodeButton } from '@/components/ui/send-code-button';
import { toastFirstFormError } from '@/lib/form-errors';
import { useSchemaForm } from '@/lib/use-schema-form';
import { withToasts } from '@/lib/with-toasts';
import { loginDialogViewChanged } from '@/stores/ui-slice';
import { useRegisterMutation } from '../api/register';
import { EmailField, PasswordField } from './credential-fields';
import { GenderToggle } from './gender-toggle';
import { PrivacyNotice } from './privacy-notice';
import { ViewSwitch } from './view-switch';
import { useLanguage } from '@/i18n/i18n';

type RegisterFormProps = {
  /** Told the email of the new account, so the login view can start with it filled in. */
  onRegistered?: (email: string) => void;
};

export function RegisterForm({ onRegistered }: RegisterFormProps) {
  const dispatch = useDispatch();
  const [registerPatient, { isLoading }] = useRegisterMutation();
  const { t } = useLanguage();
  // The age is kept as typed ('৩৫' included); the contract turns it into a number, as the API does.
  const form = useSchemaForm(registerSchema, {
    name: '',
    age: '',
    gender: undefined,
    contact: '',
    email: '',
    password: '',
    code: '',
  });
  const { errors } = form.formState;

  const onValid = form.handleSubmit(async (patient) => {
    const response = await withToasts(t('toasts.registering'), () => registerPatient(patient).unwrap());
    if (!response) return;
    onRegistered?.(patient.email);
    dispatch(loginDialogViewChanged('login'));
  }, toastFirstFormError);

  return (
    <form onSubmit={onValid} noValidate className="space-y-4">
      <FormTextField form={form} name="name" label={t('auth.fullName')} autoComplete="name" autoFocus data-autofocus />
      <div className="grid grid-cols-[minmax(0,6rem)_1fr] gap-3">
        <NumberField label={t('auth.age')} error={errors.age?.message} {...form.register('age')} />
        <Controller
          control={form.control}
          name="gender"
          render={({ field }) => (
            <GenderToggle value={field.value} onChange={field.onChange} error={errors.gender?.message} />
          )}
        />
      </div>
      <ContactField error={errors.contact?.message} {...form.register('contact')} />
      {/* The number is proved before the account exists: its code comes by SMS (docs/decisions/0028). */}
      <p className="text-sm text-slate-600">{t('phoneProof.registerHint')}</p>
      <SendCodeButton readContact={() => form.getValues('contact')} onInvalid={() => void form.trigger('contact')} />
      <FormTextField
        form={form}
        name="code"
        optional
        label={t('phoneProof.codeLabel')}
        inputMode="numeric"
        autoComplete="one-time-code"
      />
      <EmailField error={errors.email?.message} {...form.register('email')} />
      <PasswordField autoComplete="new-password" error={errors.password?.message} {...form.register('password')} />
      <PrivacyNotice />
      <Button type="submit" disabled={isLoading}>
        {t('auth.register')}
      </Button>
      <ViewSwitch question={t('auth.alreadyRegistered')} action={t('auth.login')} to="login" />
    </form>
  );
}
