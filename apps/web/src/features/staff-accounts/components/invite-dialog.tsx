import { inviteUserSchema } from '@hospital/contract/admin';
import { useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { ContactField } from '@/components/ui/contact-field';
import { Dialog } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/select-field';
import { FormTextField } from '@/components/ui/form-text-field';
import { toastFirstFormError } from '@/lib/form-errors';
import { useSchemaForm } from '@/lib/use-schema-form';
import { withToasts } from '@/lib/with-toasts';
import { useInviteUserMutation } from '../api/invite-user';
import { INVITABLE_ROLES, type DoctorOption } from '../utils/staff-words';
import { DoctorRecordOptions, RoleOptions } from './staff-options';
import { useLanguage } from '@/i18n/i18n';

type InviteDialogProps = { doctors: readonly DoctorOption[]; onClose: () => void };

// An unchosen select is '' in the form and absent in the body, so the contract answers with its own sentence.
const emptyAsAbsent = (value: unknown) => (value === '' ? undefined : value);

/**
 * Invites a staff member: the account is made without a password and the invitee gets a link by mail to set one.
 * A doctor account is linked to its doctor record here. On a refusal (the email is taken) the dialog stays open
 * with what was typed, and the server's sentence is toasted.
 */
export function InviteDialog({ doctors, onClose }: InviteDialogProps) {
  const { t } = useLanguage();
  const [inviteUser, { isLoading }] = useInviteUserMutation();
  const form = useSchemaForm(inviteUserSchema, { name: '', email: '', contact: '' });
  const { errors } = form.formState;
  const role = useWatch({ control: form.control, name: 'role' });

  const onValid = form.handleSubmit(async (invite) => {
    if (await withToasts(t('staff.sending'), () => inviteUser(invite).unwrap())) onClose();
  }, toastFirstFormError);

  return (
    <Dialog title={t('staff.inviteTitle')} subtitle={t('staff.inviteSubtitle')} onClose={onClose}>
      <form onSubmit={onValid} noValidate className="space-y-4">
        <FormTextField form={form} name="name" label={t('staff.name')} autoComplete="off" data-autofocus />
        <FormTextField form={form} name="email" label={t('staff.email')} type="email" autoComplete="off" />
        <ContactField autoComplete="off" error={errors.contact?.message} {...form.register('contact')} />
        <SelectField
          label={t('staff.role')}
          error={errors.role?.message}
          {...form.register('role', { setValueAs: emptyAsAbsent })}
        >
          <option value="">{t('staff.chooseRole')}</option>
          <RoleOptions roles={INVITABLE_ROLES} />
        </SelectField>
        {role === 'doctor' && (
          <SelectField
            label={t('staff.doctor')}
            error={errors.doctor?.message}
            {...form.register('doctor', { setValueAs: emptyAsAbsent, shouldUnregister: true })}
          >
            <DoctorRecordOptions doctors={doctors} />
          </SelectField>
        )}
        <Button type="submit" disabled={isLoading} className="min-h-11">
          {t('staff.sendInvitation')}
        </Button>
      </form>
    </Dialog>
  );
}
