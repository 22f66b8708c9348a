import { DOCTOR_LINK_MESSAGE, type StaffAccount, type UpdateUserInput } from '@hospital/contract/admin';
import { ROLES, type Role } from '@hospital/contract/lists';
import { useState } from 'react';
import { SelectField } from '@/components/ui/select-field';
import { withToasts } from '@/lib/with-toasts';
import { useUpdateUserMutation } from '../api/update-user';
import type { DoctorOption } from '../utils/staff-words';
import { DoctorRecordOptions, RoleOptions } from './staff-options';
import { useLanguage } from '@/i18n/i18n';

type RoleEditorProps = { account: StaffAccount; doctors: readonly DoctorOption[] };

/**
 * Changes an account's role with a select and Save. A doctor account needs its doctor record, so choosing Doctor
 * asks for it too. The server refuses to demote the last active admin, and says so.
 */
export function RoleEditor({ account, doctors }: RoleEditorProps) {
  const { t } = useLanguage();
  const [updateUser, { isLoading }] = useUpdateUserMutation();
  const [role, setRole] = useState<Role>(account.role);
  const [doctorId, setDoctorId] = useState(account.doctor?._id ?? '');
  const [problem, setProblem] = useState<string | undefined>();

  const changes: UpdateUserInput = {
    ...(role !== account.role && { role }),
    ...(role === 'doctor' && doctorId !== (account.doctor?._id ?? '') && { doctor: doctorId }),
  };
  const changed = Object.keys(changes).length > 0;

  const save = async () => {
    const missingDoctor = role === 'doctor' && doctorId === '';
    setProblem(missingDoctor ? DOCTOR_LINK_MESSAGE : undefined);
    if (missingDoctor) return;
    await withToasts(t('staff.savingRole'), () => updateUser({ userId: account._id, changes }).unwrap());
  };

  return (
    <div className="space-y-2">
      <div className="flex items-end gap-2">
        <SelectField
          label={t('staff.roleOf', { name: account.name })}
          value={role}
          onChange={(event) => setRole(event.target.value as Role)}
          className="min-w-0 flex-1"
        >
          <RoleOptions roles={ROLES} />
        </SelectField>
        <button
          type="button"
          onClick={() => void save()}
          disabled={!changed || isLoading}
          aria-label={t('staff.saveRoleOf', { name: account.name })}
          className="min-h-11 shrink-0 rounded-lg bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60"
        >
          {t('staff.save')}
        </button>
      </div>
      {role === 'doctor' && (
        <SelectField
          label={t('staff.doctorRecord')}
          value={doctorId}
          error={problem}
          onChange={(event) => setDoctorId(event.target.value)}
        >
          <DoctorRecordOptions doctors={doctors} />
        </SelectField>
      )}
    </div>
  );
}
