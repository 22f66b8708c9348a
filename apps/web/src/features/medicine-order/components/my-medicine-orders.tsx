import { formatTaka, orderNumber, pharmacyOrderPath } from '@hospital/contract/pharmacy';
import { Link } from 'react-router';
import { OrderStateBadge } from '@/components/pharmacy/order-state-badge';
import { PatientPagePart } from '@/components/ui/patient-page-part';
import { useLanguage } from '@/i18n/i18n';
import { usePharmacyEvents } from '@/lib/use-pharmacy-events';
import { useGetMyPharmacyOrdersQuery } from '../api/pharmacy-order';

const PHARMACY_ORDER_TAGS = ['pharmacyOrders'] as const;

/**
 * The account's medicine orders, newest first, each leading to its page: a compact part of the patient's page, absent
 * until the account has ordered once. Kept live by the pharmacy's event stream.
 */
export function MyMedicineOrders() {
  const { t, language, formats } = useLanguage();
  const { data: orders } = useGetMyPharmacyOrdersQuery(undefined, { refetchOnMountOrArgChange: true });
  // Live only once there is an order to follow: an account that never ordered opens no stream.
  usePharmacyEvents(PHARMACY_ORDER_TAGS, Boolean(orders?.length));
  if (!orders || orders.length === 0) return null;
  return (
    <PatientPagePart title={t('medicineOrder.myOrders')}>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {orders.map((order) => (
          <li key={order._id}>
            <Link
              to={pharmacyOrderPath(order._id)}
              className="flex min-h-11 flex-wrap items-center justify-between gap-2 rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-sm hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <span className="min-w-0">
                <span className="block font-semibold text-slate-900">{orderNumber(order.orderNo)}</span>
                <span className="block text-sm text-slate-600">
                  {formats.dateTime(order.createdAt)} ·{' '}
                  {t('medicineOrder.items', { count: order.items, n: formats.number(order.items) })}
                  {order.totalTaka !== null && ` · ${formatTaka(order.totalTaka, language)}`}
                </span>
              </span>
              <OrderStateBadge state={order.state} fulfilment={order.fulfilment} />
            </Link>
          </li>
        ))}
      </ul>
    </PatientPagePart>
  );
}
