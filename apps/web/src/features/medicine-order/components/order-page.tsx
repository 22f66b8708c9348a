import { dhakaAreaName, orderNumber, type PharmacyOrder } from '@hospital/contract/pharmacy';
import { BillTable } from '@/components/pharmacy/bill-table';
import { OrderStateBadge } from '@/components/pharmacy/order-state-badge';
import { TextLink } from '@/components/ui/button-link';
import { ConfirmButton } from '@/components/ui/confirm-button';
import { DetailRow } from '@/components/ui/detail-row';
import { HotlineLink } from '@/components/ui/hotline-link';
import { Panel } from '@/components/ui/panel';
import { RecordPage } from '@/components/ui/record-page';
import { useLanguage } from '@/i18n/i18n';
import { usePharmacyEvents } from '@/lib/use-pharmacy-events';
import { useCancelPharmacyOrderMutation, useGetPharmacyOrderQuery } from '../api/pharmacy-order';
import { usePaymentNotice, type PaymentOutcome } from '../hooks/use-payment-notice';
import { HandoverCode } from './handover-code';
import { OrderLineList } from './order-line-list';
import { OrderOutcome } from './order-outcome';
import { OrderPayment } from './order-payment';
import { OrderStepLine } from './order-step-line';

const PHARMACY_ORDER_TAGS = ['pharmacyOrders'] as const;
// The order page's shape while it loads: the title, the date line, the steps and the medicines.
const LOADING_BARS = ['h-7 w-1/2', 'mt-3 h-4 w-1/3', 'mt-6 h-16 w-full', 'mt-4 h-32 w-full'];

/**
 * /pharmacy-orders/{id}: the patient's order as it moves, kept live by the pharmacy's event stream: its steps, what
 * was given, the bill and its payment, the code for the rider while it is on the way, and the pharmacy's number.
 */
export function OrderPage({ orderId }: { orderId: string }) {
  const { t } = useLanguage();
  const query = useGetPharmacyOrderQuery(orderId, { refetchOnMountOrArgChange: true });
  usePharmacyEvents(PHARMACY_ORDER_TAGS);
  return (
    <RecordPage
      query={query}
      what={t('medicineOrder.whatOrder')}
      loading={{ label: t('medicineOrder.loadingOrder'), bars: LOADING_BARS }}
    >
      {(order) => <OrderDetails order={order} />}
    </RecordPage>
  );
}

function OrderDetails({ order }: { order: PharmacyOrder }) {
  const { t, formats } = useLanguage();
  const notice = usePaymentNotice();
  return (
    <section className="mx-auto max-w-3xl space-y-4 px-4 py-6 sm:px-6 sm:py-10">
      <div>
        <TextLink to="/patient/">{t('medicineOrder.allOrders')}</TextLink>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
            {t('medicineOrder.orderTitle', { number: orderNumber(order.orderNo) })}
          </h1>
          <OrderStateBadge state={order.state} fulfilment={order.fulfilment.kind} />
        </div>
        <p className="mt-1 text-sm break-words text-slate-600">
          {t('medicineOrder.placedOn', {
            date: formats.dateTime(order.createdAt),
            doctor: order.prescription.doctorName,
            patient: order.patient.name,
          })}{' '}
          <TextLink to={`/prescriptions/${order.prescription._id}`}>{t('medicineOrder.seePrescription')}</TextLink>
        </p>
      </div>
      {notice && <PaymentNotice outcome={notice} />}
      <OrderOutcome order={order} />
      <OrderStepLine order={order} />
      {order.state === 'out' && order.handoverCode && <HandoverCode code={order.handoverCode} />}
      <Panel title={t('medicineOrder.medicinesTitle')}>
        <OrderLineList lines={order.lines} />
      </Panel>
      {order.bill && (
        <Panel title={t('medicineOrder.billTitle')}>
          <BillTable lines={order.lines} bill={order.bill} />
        </Panel>
      )}
      <Panel title={t('medicineOrder.paymentTitle')}>
        <OrderPayment order={order} />
      </Panel>
      <FulfilmentDetails order={order} />
      {order.canCancel && <CancelOrder order={order} />}
      <p className="text-sm text-slate-600">
        {t('medicineOrder.questions')} <HotlineLink />
      </p>
    </section>
  );
}

function PaymentNotice({ outcome }: { outcome: PaymentOutcome }) {
  const { t } = useLanguage();
  const look =
    outcome === 'success'
      ? 'border-green-300 bg-green-50 text-green-900'
      : 'border-amber-300 bg-amber-50 text-amber-900';
  return (
    <p role="status" className={`rounded-lg border px-3 py-2 text-sm font-medium ${look}`}>
      {t(`medicineOrderNotice.${outcome}`)}
    </p>
  );
}

/** Where the medicines go: the counter, or the address, landmark and number the rider uses, and the rider's name. */
function FulfilmentDetails({ order }: { order: PharmacyOrder }) {
  const { t, language } = useLanguage();
  const { fulfilment } = order;
  if (fulfilment.kind === 'pickup') {
    return (
      <Panel title={t('medicineOrderFulfilment.pickup')}>
        <p className="text-slate-700">{t('medicineOrder.pickupNote')}</p>
      </Panel>
    );
  }
  return (
    <Panel title={t('medicineOrderFulfilment.delivery')}>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
        <DetailRow label={t('medicineOrder.area')}>{dhakaAreaName(fulfilment.area, language)}</DetailRow>
        <DetailRow label={t('medicineOrder.address')}>{fulfilment.address}</DetailRow>
        {fulfilment.landmark && <DetailRow label={t('medicineOrder.landmarkShort')}>{fulfilment.landmark}</DetailRow>}
        <DetailRow label={t('medicineOrder.contact')}>{fulfilment.contact}</DetailRow>
        {order.rider && <DetailRow label={t('medicineOrder.rider')}>{order.rider.name}</DetailRow>}
      </dl>
    </Panel>
  );
}

function CancelOrder({ order }: { order: PharmacyOrder }) {
  const { t } = useLanguage();
  const [cancel, { isLoading }] = useCancelPharmacyOrderMutation();
  return (
    <ConfirmButton
      label={t('medicineOrder.cancel')}
      confirmLabel={t('medicineOrder.cancelConfirm')}
      ariaLabel={t('medicineOrder.cancel')}
      className="rounded-lg border border-red-300 bg-white px-4 py-2.5 font-semibold text-red-700 hover:bg-red-50"
      title={t('medicineOrder.cancelTitle', { number: orderNumber(order.orderNo) })}
      destructive
      working={t('medicineOrder.cancelling')}
      onConfirm={() => cancel(order._id).unwrap()}
      busy={isLoading}
    >
      <p className="text-slate-700">{t('medicineOrder.cancelText')}</p>
    </ConfirmButton>
  );
}
