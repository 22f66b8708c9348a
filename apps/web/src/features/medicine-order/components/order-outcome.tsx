import type { PharmacyOrder } from '@hospital/contract/pharmacy';
import { useLanguage } from '@/i18n/i18n';

/**
 * An order that did not go as planned, said plainly with its reason: refused by the pharmacy, cancelled, a delivery
 * that failed (the pharmacy will try again or take it back), returned to the pharmacy.
 */
export function OrderOutcome({ order }: { order: PharmacyOrder }) {
  const { t } = useLanguage();
  const failure = order.failureReason ? t(`medicineOrderFailure.${order.failureReason}`) : null;
  const lines: { title: string; text: string | null } | null =
    order.state === 'refused'
      ? { title: t('medicineOrderOutcome.refused'), text: order.refusalReason }
      : order.state === 'cancelled'
        ? { title: t('medicineOrderOutcome.cancelled'), text: null }
        : order.state === 'failed'
          ? { title: t('medicineOrderOutcome.failed', { reason: failure ?? '' }), text: order.failureNote }
          : order.state === 'returned'
            ? { title: t('medicineOrderOutcome.returned'), text: order.refusalReason ?? failure }
            : null;
  if (!lines) return null;
  return (
    <div className="rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-red-900">
      <p className="font-semibold">{lines.title}</p>
      {lines.text && <p className="mt-1 text-sm break-words">{lines.text}</p>}
      {order.state === 'failed' && <p className="mt-1 text-sm">{t('medicineOrderOutcome.failedNext')}</p>}
    </div>
  );
}
