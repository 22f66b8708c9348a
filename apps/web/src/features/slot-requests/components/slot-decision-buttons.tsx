import type { SlotRequest } from '@hospital/contract/slot-requests';
import { withToasts } from '@/lib/with-toasts';
import { useApproveSlotRequestMutation, useRejectSlotRequestMutation } from '../api/decide-slot-request';
import { useLanguage } from '@/i18n/i18n';

const base =
  'flex min-h-11 flex-1 items-center justify-center rounded-lg px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60';

/** docs/product-spec.md §2: Approve unless already approved; Reject works (docs/architecture.md §15 improves the spec's dead button). */
export function SlotDecisionButtons({ request }: { request: SlotRequest }) {
  const { t } = useLanguage();
  const [approve, approval] = useApproveSlotRequestMutation();
  const [reject, rejection] = useRejectSlotRequestMutation();
  // One decision at a time: approving and rejecting the same request at once would race for the 409.
  const busy = approval.isLoading || rejection.isLoading;

  const decide = async (run: (requestId: string) => { unwrap: () => Promise<{ message: string }> }) => {
    await withToasts(t('slotRequests.working'), () => run(request._id).unwrap());
  };

  return (
    <div className="flex gap-2">
      {request.status !== 'approved' && (
        <button
          type="button"
          disabled={busy}
          onClick={() => decide(approve)}
          aria-label={t('slotRequests.approveName', { name: request.name })}
          className={`${base} bg-brand-700 text-white hover:bg-brand-800`}
        >
          {t('slotRequests.approve')}
        </button>
      )}
      <button
        type="button"
        disabled={busy}
        onClick={() => decide(reject)}
        aria-label={t('slotRequests.rejectName', { name: request.name })}
        className={`${base} border border-red-300 bg-white text-red-700 hover:bg-red-50`}
      >
        {t('slotRequests.reject')}
      </button>
    </div>
  );
}
