import type { OrderPaymentStatus, PaymentMethod } from '@hospital/contract/pharmacy';
import { useLanguage } from '@/i18n/i18n';

/** How the order is paid, in the words the counter uses: paid online, online but unpaid, cash, refunded. */
export function PaymentLine({ method, status }: { method: PaymentMethod; status: OrderPaymentStatus }) {
  const { t } = useLanguage();
  if (status === 'refunded') return <>{t('pharmacist.refunded')}</>;
  if (method === 'cash') return <>{t('pharmacist.cash')}</>;
  return status === 'paid' ? (
    <>{t('pharmacist.paidOnline')}</>
  ) : (
    <span className="font-semibold text-amber-800">{t('pharmacist.unpaidOnline')}</span>
  );
}
