import type { StaffAccount } from '@hospital/contract/admin';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { useUpdateUserMutation } from '../api/update-user';
import { useLanguage } from '@/i18n/i18n';

/** Deactivate or reactivate an account, after a confirmation. The server refuses to switch off the last active admin. */
export function ActiveToggle({ account }: { account: StaffAccount }) {
  const [updateUser, { isLoading }] = useUpdateUserMutation();
  const { t } = useLanguage();
  const action = account.active ? 'deactivate' : 'reactivate';
  return (
    <ConfirmButton
      label={t(`staff.${action}`)}
      ariaLabel={t(`staff.${action}Name`, { name: account.name })}
      className={`rounded-lg border bg-white px-4 text-sm font-semibold ${
        account.active
          ? 'border-red-300 text-red-700 hover:bg-red-50'
          : 'border-brand-700 text-brand-700 hover:bg-brand-50'
      }`}
      title={t(`staff.${action}Question`, { name: account.name })}
      destructive={account.active}
      working={t('staff.pleaseWait')}
      onConfirm={() => updateUser({ userId: account._id, changes: { active: !account.active } }).unwrap()}
      busy={isLoading}
    >
      {t(`staff.${action}Body`)}
    </ConfirmButton>
  );
}
