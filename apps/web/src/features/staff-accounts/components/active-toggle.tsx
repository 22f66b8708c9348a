import type { StaffAccount } from '@hospital/contract/admin';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/dialog';
import { withToasts } from '@/lib/with-toasts';
import { useUpdateUserMutation } from '../api/update-user';
import { useLanguage } from '@/i18n/i18n';

/** Deactivate or reactivate an account, after a confirmation. The server refuses to switch off the last active admin. */
export function ActiveToggle({ account }: { account: StaffAccount }) {
  const [updateUser, { isLoading }] = useUpdateUserMutation();
  const [confirming, setConfirming] = useState(false);
  const { t } = useLanguage();
  const action = account.active ? 'deactivate' : 'reactivate';
  const verb = t(`staff.${action}`);

  const confirm = async () => {
    const answer = await withToasts(t('staff.pleaseWait'), () =>
      updateUser({ userId: account._id, changes: { active: !account.active } }).unwrap(),
    );
    if (answer) setConfirming(false);
  };

  return (
    <>
      <button
        type="button"
        onClick={() => setConfirming(true)}
        aria-label={t(`staff.${action}Name`, { name: account.name })}
        className={`min-h-11 rounded-lg border bg-white px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
          account.active
            ? 'border-red-300 text-red-700 hover:bg-red-50'
            : 'border-brand-700 text-brand-700 hover:bg-brand-50'
        }`}
      >
        {verb}
      </button>
      {confirming && (
        <ConfirmDialog
          title={t(`staff.${action}Question`, { name: account.name })}
          confirmLabel={verb}
          destructive={account.active}
          busy={isLoading}
          onConfirm={() => void confirm()}
          onClose={() => setConfirming(false)}
        >
          {t(`staff.${action}Body`)}
        </ConfirmDialog>
      )}
    </>
  );
}
