import { ROLES, type Role } from '@hospital/contract/lists';
import { useState } from 'react';
import { CardList } from '@/components/ui/card-list';
import { DialogButton } from '@/components/ui/dialog-button';
import { PageHeader } from '@/components/ui/page-header';
import { SearchField } from '@/components/ui/search-field';
import { SelectField } from '@/components/ui/select-field';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useGetStaffQuery } from '../api/get-staff';
import type { DoctorOption } from '../utils/staff-words';
import { InviteDialog } from './invite-dialog';
import { StaffCard } from './staff-card';
import { RoleOptions } from './staff-options';
import { useLanguage } from '@/i18n/i18n';

const INVITE_BUTTON =
  'flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-6 py-2 font-semibold text-white shadow-sm hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** /admin/staff: the accounts, filtered by role and searched by name or email, and the invitation of new staff. */
export function StaffList({ doctors }: { doctors: readonly DoctorOption[] }) {
  const { t } = useLanguage();
  const [role, setRole] = useState<Role | ''>('');
  const [search, setSearch] = useState('');
  const searchTerm = useDebouncedValue(search.trim());
  const query = useGetStaffQuery({ role: role || undefined, search: searchTerm || undefined });

  return (
    <section className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-10">
      <PageHeader title={t('staff.title')}>
        <DialogButton
          label={t('staff.invite')}
          className={INVITE_BUTTON}
          dialog={(close) => <InviteDialog doctors={doctors} onClose={close} />}
        />
      </PageHeader>
      <div className="mt-4 grid gap-3 sm:grid-cols-[12rem_1fr]">
        <SelectField
          label={t('staff.role')}
          value={role}
          onChange={(event) => setRole(event.target.value as Role | '')}
        >
          <option value="">{t('staff.allRoles')}</option>
          <RoleOptions roles={ROLES} />
        </SelectField>
        <SearchField words="staff" value={search} onChange={setSearch} />
      </div>
      <CardList query={query} words="staff" cardHeight="h-72">
        {(account) => <StaffCard account={account} doctors={doctors} />}
      </CardList>
    </section>
  );
}
