import type { StaffAccount } from '@hospital/contract/admin';
import { useId } from 'react';
import { DetailRow } from '@/components/ui/detail-row';
import { ROLE_LABELS } from '@/lib/role-labels';
import { doctorName, lastLoginLabel, type DoctorOption } from '../utils/staff-words';
import { ActiveToggle } from './active-toggle';
import { RoleEditor } from './role-editor';

type StaffCardProps = { account: StaffAccount; doctors: readonly DoctorOption[] };

/** One account on the staff list: who, how to reach them, their doctor record and last sign-in, and the changes. */
export function StaffCard({ account, doctors }: StaffCardProps) {
  const headingId = useId();
  return (
    <article aria-labelledby={headingId} className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <header className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="leading-snug font-semibold break-words text-slate-900">
            {account.name}
          </h2>
          <p className="text-sm break-all text-slate-600">{account.email}</p>
        </div>
        <span className="shrink-0 rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-bold text-brand-900">{ROLE_LABELS[account.role]}</span>
      </header>
      <dl className="my-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <DetailRow label="Contact">
          <a href={`tel:+88${account.contact}`} className="font-mono text-brand-800 underline-offset-2 hover:underline">
            {account.contact}
          </a>
        </DetailRow>
        <DetailRow label="Status">
          {account.active ? <span className="text-green-800">Active</span> : <span className="text-red-700">Deactivated</span>}
        </DetailRow>
        <DetailRow label="Doctor">{account.doctor ? doctorName(account.doctor) : '—'}</DetailRow>
        <DetailRow label="Last login">{lastLoginLabel(account)}</DetailRow>
      </dl>
      <div className="mt-auto space-y-3 border-t border-slate-100 pt-4">
        <RoleEditor account={account} doctors={doctors} />
        <ActiveToggle account={account} />
      </div>
    </article>
  );
}
