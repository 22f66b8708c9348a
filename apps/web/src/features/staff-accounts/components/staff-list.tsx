import { ROLES, type Role } from '@hospital/contract/lists';
import { useState } from 'react';
import { ListStates, SkeletonGrid } from '@/components/ui/list-states';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useGetStaffQuery } from '../api/get-staff';
import type { DoctorOption } from '../utils/staff-words';
import { InviteDialog } from './invite-dialog';
import { StaffCard } from './staff-card';
import { useLanguage } from '@/i18n/i18n';

const GRID = 'mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3';

/** /admin/staff: the accounts, filtered by role and searched by name or email, and the invitation of new staff. */
export function StaffList({ doctors }: { doctors: readonly DoctorOption[] }) {
  const { t } = useLanguage();
  const [role, setRole] = useState<Role | ''>('');
  const [search, setSearch] = useState('');
  const [inviting, setInviting] = useState(false);
  const searchTerm = useDebouncedValue(search.trim());
  const query = useGetStaffQuery({ role: role || undefined, search: searchTerm || undefined });

  return (
    <section className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('staff.title')}</h1>
        <button
          type="button"
          onClick={() => setInviting(true)}
          className="flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-6 py-2 font-semibold text-white shadow-sm hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {t('staff.invite')}
        </button>
      </div>
      <div className="mt-4 grid gap-3 sm:grid-cols-[12rem_1fr]">
        <SelectField
          label={t('staff.role')}
          value={role}
          onChange={(event) => setRole(event.target.value as Role | '')}
        >
          <option value="">{t('staff.allRoles')}</option>
          {ROLES.map((option) => (
            <option key={option} value={option}>
              {t(`staff.role_${option}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('staff.searchLabel')}
          type="search"
          placeholder={t('staff.searchPlaceholder')}
          autoComplete="off"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <ListStates
        query={query}
        what={t('staff.what')}
        loading={
          <SkeletonGrid label={t('staff.loading')} count={6} className={GRID}>
            <div className="h-72 animate-pulse rounded-2xl border border-slate-200 bg-white" />
          </SkeletonGrid>
        }
        empty={<p className="mt-8 text-center text-slate-600">{t('staff.empty')}</p>}
      >
        {(accounts) => (
          <ul aria-label={t('staff.list')} className={GRID}>
            {accounts.map((account) => (
              <li key={account._id}>
                <StaffCard account={account} doctors={doctors} />
              </li>
            ))}
          </ul>
        )}
      </ListStates>
      {inviting && <InviteDialog doctors={doctors} onClose={() => setInviting(false)} />}
    </section>
  );
}
