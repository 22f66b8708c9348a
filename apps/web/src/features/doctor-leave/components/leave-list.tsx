import type { Leave } from '@hospital/contract/leave';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/dialog';
import { ListStates } from '@/components/ui/list-states';
import { withToasts } from '@/lib/with-toasts';
import { useGetLeaveQuery } from '../api/get-leave';
import { useRemoveLeaveMutation } from '../api/remove-leave';
import { leaveDays } from '../utils/leave-words';

/** The doctor's leave that has not ended, soonest first as the server sends it, each with Remove. */
export function LeaveList({ doctorId }: { doctorId: string }) {
  const query = useGetLeaveQuery(doctorId);
  return (
    <ListStates
      query={query}
      what="The leave"
      failedClassName="mt-2"
      loading={
        <p role="status" className="text-sm text-slate-600">
          Loading leave…
        </p>
      }
      empty={<p className="text-sm text-slate-600">No upcoming leave.</p>}
    >
      {(leaves) => (
        <ul aria-label="Upcoming leave" className="divide-y divide-slate-100 rounded-xl border border-slate-200">
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
  const [confirming, setConfirming] = useState(false);
  const days = leaveDays(leave);

  const remove = async () => {
    if (await withToasts('Removing the leave...', () => removeLeave({ doctorId, leaveId: leave._id }).unwrap())) setConfirming(false);
  };

  return (
    <li className="flex items-center justify-between gap-3 px-3 py-2">
      <div className="min-w-0">
        <p className="font-semibold text-slate-900">{days}</p>
        <p className="text-sm break-words text-slate-600">{leave.reason}</p>
      </div>
      <button
        type="button"
        onClick={() => setConfirming(true)}
        aria-label={`Remove leave ${days}`}
        className="min-h-11 shrink-0 rounded-lg border border-red-300 bg-white px-4 text-sm font-semibold text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        Remove
      </button>
      {confirming && (
        <ConfirmDialog
          title="Remove this leave?"
          confirmLabel="Remove leave"
          destructive
          busy={isLoading}
          onConfirm={() => void remove()}
          onClose={() => setConfirming(false)}
        >
          {days} ({leave.reason}) can be booked again as soon as it is removed.
        </ConfirmDialog>
      )}
    </li>
  );
}
