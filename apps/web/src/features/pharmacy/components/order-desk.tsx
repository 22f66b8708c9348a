import { dhakaAreaName, orderNumber, type OrderLine, type PharmacyOrder } from '@hospital/contract/pharmacy';
import type { Prescription } from '@hospital/contract/prescriptions';
import { BillTable } from '@/components/pharmacy/bill-table';
import { OrderStateBadge } from '@/components/pharmacy/order-state-badge';
import { TextLink } from '@/components/ui/button-link';
import { DetailRow } from '@/components/ui/detail-row';
import { LoadFailed } from '@/components/ui/list-states';
import { NotFoundPanel } from '@/components/ui/not-found-panel';
import { Panel } from '@/components/ui/panel';
import { SkeletonBars } from '@/components/ui/skeleton-bars';
import { useLanguage } from '@/i18n/i18n';
import { usePharmacyEvents } from '@/lib/use-pharmacy-events';
import { useGetOrderPrescriptionQuery, useGetPharmacistOrderQuery } from '../api/pharmacy-orders';
import type { Prescribed } from '../utils/fill-form';
import { FillForm } from './fill-form';
import { OrderActions } from './order-actions';
import { OrderLabels } from './order-labels';
import { PaymentLine } from './payment-line';
import { PharmacyFrame, PharmacyNav } from './pharmacy-nav';
import { PrescriptionAside } from './prescription-aside';

/** The prescribed medicine of each order line, as the prescription names it (nothing known without it). */
const prescribedFrom =
  (prescription: Prescription | undefined) =>
  (lineId: string): Prescribed => {
    const line = prescription?.medicines.find((medicine) => medicine.lineId === lineId);
    return { medicineId: line?.medicineId ?? null, generic: line?.generic ?? null };
  };

/**
 * One order at the pharmacy desk: the prescription beside the work (on a phone, above it), the fill form while the
 * order is received, then its bill, what was substituted or missing, the next step and the labels. Kept live: a
 * rider's change or the patient's cancel shows without a reload.
 */
export function OrderDesk({ orderId }: { orderId: string }) {
  const { t } = useLanguage();
  const query = useGetPharmacistOrderQuery(orderId);
  usePharmacyEvents(query.refetch);
  const order = query.data;
  const prescription = useGetOrderPrescriptionQuery(order?.prescription._id ?? '', { skip: !order });

  if (query.isLoading)
    return (
      <PharmacyFrame>
        <div role="status" aria-label={t('pharmacist.loadingOrder')}>
          <SkeletonBars bars={['h-8 w-1/3', 'mt-4 h-40 w-full', 'mt-4 h-40 w-full']} />
        </div>
      </PharmacyFrame>
    );
  if (!order) {
    const status = (query.error as { status?: unknown } | undefined)?.status;
    if (status === 404 || status === 400) return <NotFoundPanel />;
    return <LoadFailed what={t('pharmacist.orderWhat')} onRetry={() => void query.refetch()} />;
  }
  // Waiting for the prescription before the fill form starts, so each line starts with its prescribed medicine.
  const prescriptionSettled = !prescription.isLoading;
  return (
    <PharmacyFrame>
      <div className="print:hidden">
        <TextLink to="/pharmacist/">{t('pharmacist.backToQueue')}</TextLink>
      </div>
      <div className="flex flex-wrap items-center gap-3 print:hidden">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{orderNumber(order.orderNo)}</h1>
        <OrderStateBadge state={order.state} fulfilment={order.fulfilment.kind} />
      </div>
      <PharmacyNav />
      <div className="grid min-w-0 gap-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
        <div className="flex min-w-0 flex-col gap-5 print:hidden lg:sticky lg:top-4">
          <OrderFacts order={order} />
          <PrescriptionAside order={order} prescription={prescription.data} failed={prescription.isError} />
        </div>
        <div className="flex min-w-0 flex-col gap-5">
          {order.state === 'received' && prescriptionSettled && (
            <FillForm key={order.version} order={order} prescribed={prescribedFrom(prescription.data)} />
          )}
          {order.bill && (
            <div className="print:hidden">
              <Panel title={t('pharmacist.billTitle')}>
                <BillTable lines={order.lines} bill={order.bill} />
                <LineNotes lines={order.lines} />
              </Panel>
            </div>
          )}
          <div className="print:hidden">
            <OrderActions order={order} />
          </div>
          {order.bill && <OrderLabels order={order} prescription={prescription.data} />}
        </div>
      </div>
    </PharmacyFrame>
  );
}

/** Who, where, how paid, which rider, and why it was refused or came back. */
function OrderFacts({ order }: { order: PharmacyOrder }) {
  const { t, language, formats } = useLanguage();
  const { fulfilment } = order;
  return (
    <Panel title={order.patient.name}>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
        <DetailRow label={t('pharmacist.placed')}>{formats.dateTime(order.createdAt)}</DetailRow>
        <DetailRow label={t('pharmacist.fulfilment')}>
          {fulfilment.kind === 'pickup'
            ? t('pharmacist.pickup')
            : t('pharmacist.delivery', { area: dhakaAreaName(fulfilment.area, language) })}
        </DetailRow>
        {fulfilment.kind === 'delivery' && (
          <>
            <DetailRow label={t('pharmacist.address')}>{fulfilment.address}</DetailRow>
            {fulfilment.landmark && <DetailRow label={t('pharmacist.landmark')}>{fulfilment.landmark}</DetailRow>}
            <DetailRow label={t('pharmacist.contact')}>
              <a className="text-brand-700 underline" href={`tel:${fulfilment.contact}`}>
                {fulfilment.contact}
              </a>
            </DetailRow>
          </>
        )}
        <DetailRow label={t('pharmacist.payment')}>
          <PaymentLine method={order.paymentMethod} status={order.paymentStatus} />
        </DetailRow>
        {order.rider && <DetailRow label={t('pharmacist.rider')}>{order.rider.name}</DetailRow>}
      </dl>
      {order.refusalReason && (
        <p className="mt-3 font-medium text-red-800">
          {t('pharmacist.refusedBecause', { reason: order.refusalReason })}
        </p>
      )}
      {order.failureReason && (
        <p className="mt-3 font-medium text-red-800">
          {t('pharmacist.failedBecause', {
            reason: [t(`pharmacist.failure_${order.failureReason}`), order.failureNote].filter(Boolean).join(': '),
          })}
        </p>
      )}
    </Panel>
  );
}

/** Why a line was substituted or is missing, as the pharmacist wrote it. */
function LineNotes({ lines }: { lines: readonly OrderLine[] }) {
  const { t } = useLanguage();
  const notes = lines.flatMap((line) => {
    if (line.fillState === 'substituted' && line.filled)
      return [
        t('pharmacist.substitutedFor', {
          given: `${line.filled.medicine.brand} ${line.filled.medicine.strength}`,
          name: line.name,
          reason: line.filled.substitutionReason ?? '',
        }),
      ];
    if (line.fillState === 'missing')
      return [t('pharmacist.missingLine', { name: line.name, reason: line.missingReason ?? '' })];
    return [];
  });
  if (notes.length === 0) return null;
  return (
    <ul className="mt-3 flex flex-col gap-1 text-sm text-slate-700">
      {notes.map((note) => (
        <li key={note}>{note}</li>
      ))}
    </ul>
  );
}
