import type { Leave } from '@hospital/contract/leave';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { ListStates } from '@/components/ui/list-states';
import { useGetLeaveQuery } from '../api/get-leave';
import { useRemoveLeaveMutation } from '../api/remove-leave';
import { leaveWords } from '../utils/leave-words';
import { useLanguage } from '@/i18n/i18n';

/** The doctor's leave that has not ended, soonest first as the server sends it, each with Remove. */
export function LeaveList({ doctorId }: { doctorId: string }) {
  const { t } = useLanguage();
  const query = useGetLeaveQuery(doctorId);
  return (
    <ListStates
      query={query}
      what={t('leave.what')}
      failedClassName="mt-2"
      loading={
        <p role="status" className="text-sm text-slate-600">
          {t('leave.loadingLeave')}
        </p>
      }
      empty={<p className="text-sm text-slate-600">{t('leave.empty')}</p>}
    >
      {(leaves) => (
        <ul aria-label={t('leave.upcoming')} className="divide-y divide-slate-100 rounded-xl border border-slate-200">
          {leaves.map((leave) => (
            <LeaveRow key={leave._id} doctorId={doctorId} leave={leave} />
          ))}
        </ul>
      )}
    </ListStates>
  );
}

function LeaveRow({ doctorId, leave }: { doctorId: string; leave: Leave }) {
  const [removeLeave, { isLoading }] = useRemoveLeaveMutation();
  const { t, formats } = useLanguage();
  const days = leaveWords(t, formats).days(leave);

  return (
    <li className="flex items-center justify-between gap-3 px-3 py-2">
      <div className="min-w-0">
        <p className="font-semibold text-slate-900">{days}</p>
        <p className="text-sm break-words text-slate-600">{leave.reason}</p>
      </div>
      <ConfirmButton
        label={t('leave.remove')}
        confirmLabel={t('leave.removeConfirm')}
        ariaLabel={t('leave.removeName', { days })}
        className="shrink-0 rounded-lg border border-red-300 bg-white px-4 text-sm font-semibold text-red-700 hover:bg-red-50"
        title={t('leave.removeTitle')}
        destructive
        working={t('leave.removing')}
        onConfirm={() => removeLeave({ doctorId, leaveId: leave._id }).unwrap()}
        busy={isLoading}
      >
        {t('leave.removeBody', { days, reason: leave.reason })}
      </ConfirmButton>
    </li>
  );
}
