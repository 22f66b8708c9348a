import { inviteUserSchema } from '@hospital/contract/admin';
import { useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { ContactField } from '@/components/ui/contact-field';
import { Dialog } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
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
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useSchemaForm(inviteUserSchema, { name: '', email: '', contact: '' });
  const role = useWatch({ control, name: 'role' });

  const onValid = handleSubmit(async (invite) => {
    if (await withToasts(t('staff.sending'), () => inviteUser(invite).unwrap())) onClose();
  }, toastFirstFormError);

  return (
    <Dialog title={t('staff.inviteTitle')} subtitle={t('staff.inviteSubtitle')} onClose={onClose}>
      <form onSubmit={onValid} noValidate className="space-y-4">
        <TextField
          label={t('staff.name')}
          autoComplete="off"
          data-autofocus
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label={t('staff.email')}
          type="email"
          autoComplete="off"
          error={errors.email?.message}
          {...register('email')}
        />
        <ContactField autoComplete="off" error={errors.contact?.message} {...register('contact')} />
        <SelectField
          label={t('staff.role')}
          error={errors.role?.message}
          {...register('role', { setValueAs: emptyAsAbsent })}
        >
          <option value="">{t('staff.chooseRole')}</option>
          <RoleOptions roles={INVITABLE_ROLES} />
        </SelectField>
        {role === 'doctor' && (
          <SelectField
            label={t('staff.doctor')}
            error={errors.doctor?.message}
            {...register('doctor', { setValueAs: emptyAsAbsent, shouldUnregister: true })}
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
