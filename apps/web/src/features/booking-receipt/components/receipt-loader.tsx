import type { PatientAppointment } from '@hospital/contract/appointments';
import { LoadFailed } from '@/components/ui/list-states';
import { BookingReceipt } from './booking-receipt';
import { useLanguage } from '@/i18n/i18n';

type ReceiptQuery = { currentData?: PatientAppointment; isError: boolean; refetch: () => unknown };

/** A receipt being fetched: a placeholder of its size, a retry when it failed (the API client toasted why), then it. */
export function ReceiptLoader({ query }: { query: ReceiptQuery }) {
  const { t } = useLanguage();
  if (query.currentData) return <BookingReceipt appointment={query.currentData} />;
  if (query.isError)
    return <LoadFailed what={t('receipt.loadFailed')} onRetry={() => void query.refetch()} className="mt-2" />;
  return (
    <div
      role="status"
      aria-label={t('receipt.loading')}
      className="w-full max-w-xl animate-pulse rounded-2xl border border-slate-200 bg-white p-6"
    >
      <div aria-hidden="true" className="space-y-3">
        <div className="h-4 w-1/3 rounded bg-slate-200" />
        <div className="h-14 rounded bg-slate-100" />
        <div className="h-40 rounded bg-slate-100" />
      </div>
    </div>
  );
}
