import type { AppointmentStatus, PaymentStatus, RefundStatus } from '@hospital/contract/lists';
import { useLanguage } from '@/i18n/i18n';

const badge = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ring-1 ring-inset';

// docs/product-spec.md §4: paid green, unpaid red, failed yellow; pending yellow, cancelled red, done green. The word is always
// shown too, so colour is never the only signal.
const PAYMENT_TONES: Record<PaymentStatus, string> = {
  paid: 'bg-green-50 text-green-800 ring-green-600/30',
  unpaid: 'bg-red-50 text-red-800 ring-red-600/30',
  failed: 'bg-amber-50 text-amber-900 ring-amber-600/40',
};

const STATUS_TONES: Record<AppointmentStatus, string> = {
  pending: 'bg-amber-50 text-amber-900 ring-amber-600/40',
  cancelled: 'bg-red-50 text-red-800 ring-red-600/30',
  done: 'bg-green-50 text-green-800 ring-green-600/30',
};

// The words are the desk's (deskCard.payment_* / status_*, lower case and capitalised by CSS in English).
export function PaymentBadge({ status }: { status: PaymentStatus }) {
  const { t } = useLanguage();
  return <span className={`${badge} ${PAYMENT_TONES[status]}`}>{t(`deskCard.payment_${status}`)}</span>;
}

export function StatusBadge({ status }: { status: AppointmentStatus }) {
  const { t } = useLanguage();
  return <span className={`${badge} ${STATUS_TONES[status]}`}>{t(`deskCard.status_${status}`)}</span>;
}

export function RefundBadge({ status }: { status: Exclude<RefundStatus, 'none'> }) {
  const { t } = useLanguage();
  return (
    <span className={`${badge} bg-slate-50 text-slate-700 ring-slate-500/30`}>
      {t(`myAppointments.refund_${status}`)}
    </span>
  );
}
