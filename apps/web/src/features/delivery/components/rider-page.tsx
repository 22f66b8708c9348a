import type { DeliveryOrder } from '@hospital/contract/pharmacy';
import { useId } from 'react';
import { ListStates, SkeletonGrid } from '@/components/ui/list-states';
import { PageHeader } from '@/components/ui/page-header';
import { useLanguage } from '@/i18n/i18n';
import { usePharmacyEvents } from '@/lib/use-pharmacy-events';
import { useGetMyDeliveriesQuery } from '../api/deliveries';
import { DeliveryCard } from './delivery-card';

const DELIVERY_TAGS = ['deliveries'] as const;

/**
 * /deliveryboy/: the rider's deliveries on a phone, in the order the work goes: to pick up at the pharmacy, on the
 * way, and done today. Kept live by the pharmacy's event stream (a new assignment appears without a reload).
 */
export function RiderPage() {
  const { t } = useLanguage();
  const query = useGetMyDeliveriesQuery(undefined, { refetchOnMountOrArgChange: true, refetchOnReconnect: true });
  usePharmacyEvents(DELIVERY_TAGS);
  return (
    <section className="mx-auto max-w-3xl px-3 py-4 sm:px-6 sm:py-8">
      <PageHeader title={t('delivery.title')} />
      <ListStates
        query={query}
        what={t('delivery.what')}
        loading={
          <SkeletonGrid label={t('delivery.loading')} count={3} className="mt-4 space-y-3">
            <div className="h-40 animate-pulse rounded-2xl bg-slate-100" />
          </SkeletonGrid>
        }
        empty={<p className="mt-8 text-center text-slate-600">{t('delivery.nothing')}</p>}
      >
        {(deliveries) => (
          <>
            <DeliveryGroup title={t('delivery.toPickUp')} deliveries={deliveries.filter((d) => d.state === 'packed')} />
            <DeliveryGroup title={t('delivery.onTheWay')} deliveries={deliveries.filter((d) => d.state === 'out')} />
            <DeliveryGroup
              title={t('delivery.doneToday')}
              deliveries={deliveries.filter((d) => d.state === 'delivered' || d.state === 'failed')}
            />
          </>
        )}
      </ListStates>
    </section>
  );
}

function DeliveryGroup({ title, deliveries }: { title: string; deliveries: readonly DeliveryOrder[] }) {
  const { formats } = useLanguage();
  const headingId = useId();
  if (deliveries.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-6">
      <h2 id={headingId} className="text-lg font-semibold text-slate-800">
        {title} <span className="font-normal text-slate-500">({formats.number(deliveries.length)})</span>
      </h2>
      <div className="mt-3 space-y-3">
        {deliveries.map((delivery) => (
          <DeliveryCard key={delivery._id} delivery={delivery} />
        ))}
      </div>
    </section>
  );
}
