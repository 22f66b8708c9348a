import {
  dhakaAreaName,
  formatTaka,
  ORDER_VIEWS,
  orderNumber,
  pharmacistOrderPath,
  type OrderView,
  type PharmacyOrderSummary,
} from '@hospital/contract/pharmacy';
import { useState } from 'react';
import { Link } from 'react-router';
import { OrderStateBadge } from '@/components/pharmacy/order-state-badge';
import { PageHeader } from '@/components/ui/page-header';
import { SegmentedChoice } from '@/components/ui/segmented-choice';
import { useLanguage } from '@/i18n/i18n';
import { usePharmacyEvents } from '@/lib/use-pharmacy-events';
import { useGetPharmacistOrdersQuery } from '../api/pharmacy-orders';
import { PaymentLine } from './payment-line';
import { PharmacyFrame, PharmacyNav } from './pharmacy-nav';
import { PharmacyList } from './pharmacy-list';

/**
 * The pharmacist's queue: open orders (oldest first, the next to fill on top), today's, or all of today. Kept live by
 * the pharmacy's event stream: a new order or a rider's change refetches the list without a reload.
 */
export function OrderQueue() {
  const { t } = useLanguage();
  const [view, setView] = useState<OrderView>('open');
  const query = useGetPharmacistOrdersQuery(view);
  usePharmacyEvents(query.refetch);
  return (
    <PharmacyFrame>
      <PageHeader title={t('pharmacist.queueTitle')} />
      <PharmacyNav />
      <SegmentedChoice label={t('pharmacist.views')} options={ORDER_VIEWS} value={view} onChange={setView}>
        {(option) => t(`pharmacist.view_${option}`)}
      </SegmentedChoice>
      <PharmacyList
        query={query}
        words={{ what: 'pharmacist.ordersWhat', loading: 'pharmacist.loadingOrders', empty: 'pharmacist.noOrders' }}
        layout={{ columns: 2, placeholders: 3, cardHeight: 'h-20' }}
        itemKey={(order) => order._id}
      >
        {(order) => <QueueCard order={order} />}
      </PharmacyList>
    </PharmacyFrame>
  );
}

function QueueCard({ order }: { order: PharmacyOrderSummary }) {
  const { t, language, formats } = useLanguage();
  return (
    <Link
      to={pharmacistOrderPath(order._id)}
      className="block min-h-11 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <span className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-lg font-bold text-slate-900">{orderNumber(order.orderNo)}</span>
        <OrderStateBadge state={order.state} fulfilment={order.fulfilment} />
      </span>
      <span className="mt-1 block font-medium break-words text-slate-900">{order.patient.name}</span>
      <span className="mt-1 block text-sm text-slate-700">
        {t('pharmacist.received', { time: formats.dateTime(order.createdAt) })}
      </span>
      <span className="mt-1 block text-sm text-slate-700">
        {order.fulfilment === 'pickup'
          ? t('pharmacist.pickup')
          : t('pharmacist.delivery', { area: dhakaAreaName(order.area ?? '', language) })}
        {' · '}
        <PaymentLine method={order.paymentMethod} status={order.paymentStatus} />
      </span>
      <span className="mt-2 flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="text-slate-700">
          {t('pharmacist.items', { count: order.items, n: formats.number(order.items) })}
          {order.rider && ` · ${t('pharmacist.riderName', { name: order.rider.name })}`}
        </span>
        <span className="font-semibold text-slate-900">
          {order.totalTaka === null ? t('pharmacist.notBilled') : formatTaka(order.totalTaka, language)}
        </span>
      </span>
    </Link>
  );
}
