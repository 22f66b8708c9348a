import type { StaffAccount } from '@hospital/contract/admin';
import { useId } from 'react';
import { DetailRow } from '@/components/ui/detail-row';
import { doctorName, type DoctorOption } from '../utils/staff-words';
import { ActiveToggle } from './active-toggle';
import { ResendInvitation } from './resend-invitation';
import { RoleEditor } from './role-editor';
import { useLanguage } from '@/i18n/i18n';

type StaffCardProps = { account: StaffAccount; doctors: readonly DoctorOption[] };

/** One account on the staff list: who, how to reach them, their doctor record and last sign-in, and the changes. */
export function StaffCard({ account, doctors }: StaffCardProps) {
  const { t, formats } = useLanguage();
  const headingId = useId();
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <header className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="leading-snug font-semibold break-words text-slate-900">
            {account.name}
          </h2>
          <p className="text-sm break-all text-slate-600">{account.email}</p>
        </div>
        <span className="shrink-0 rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-bold text-brand-900">
          {t(`staff.role_${account.role}`)}
        </span>
      </header>
      <dl className="my-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <DetailRow label={t('staff.contact')}>
          <a href={`tel:+88${account.contact}`} className="font-mono text-brand-800 underline-offset-2 hover:underline">
            {account.contact}
          </a>
        </DetailRow>
        <DetailRow label={t('staff.status')}>
          {account.active ? (
            <span className="text-green-800">{t('staff.active')}</span>
          ) : (
            <span className="text-red-700">{t('staff.deactivated')}</span>
          )}
        </DetailRow>
        <DetailRow label={t('staff.doctor')}>{account.doctor ? doctorName(account.doctor) : '—'}</DetailRow>
        <DetailRow label={t('staff.lastLogin')}>
          {account.invited
            ? t('staff.invited')
            : account.lastLoginAt
              ? formats.dateTime(account.lastLoginAt)
              : t('staff.never')}
        </DetailRow>
      </dl>
      <div className="mt-auto space-y-3 border-t border-slate-100 pt-4">
        <RoleEditor account={account} doctors={doctors} />
        {account.invited && account.active && <ResendInvitation account={account} />}
        <ActiveToggle account={account} />
      </div>
    </article>
  );
}
