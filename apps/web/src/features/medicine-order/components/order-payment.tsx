import { formatTaka, type PaymentMethod, type PharmacyOrder } from '@hospital/contract/pharmacy';
import { Button } from '@/components/ui/button';
import { usePaymentRedirect } from '@/hooks/use-payment-redirect';
import { useLanguage } from '@/i18n/i18n';
import { onlinePaymentOffered } from '@/lib/online-payment';
import { withToasts } from '@/lib/with-toasts';
import { useChangeOrderPaymentMethodMutation, useInitOrderPaymentMutation } from '../api/pharmacy-order';
import { leaveFor } from '../utils/leave-for';
import { canSwitchPayment } from '../utils/order-steps';

/**
 * How the bill is paid: the state of the payment, "Pay ৳X online" once there is a bill to pay, and the switch between
 * online and cash while the order is unpaid and has not left the pharmacy.
 */
export function OrderPayment({ order }: { order: PharmacyOrder }) {
  const { t } = useLanguage();
  const switchable = canSwitchPayment(order.state, order.paymentStatus);
  const other: PaymentMethod = order.paymentMethod === 'online' ? 'cash' : 'online';
  const offerSwitch = switchable && (other === 'cash' || onlinePaymentOffered());
  return (
    <div className="space-y-3">
      <p className="text-slate-800">{paymentLine(order, t)}</p>
      {order.canPayOnline && order.bill && <PayOnlineButton orderId={order._id} totalTaka={order.bill.totalTaka} />}
      {offerSwitch && <SwitchMethodButton order={order} to={other} />}
    </div>
  );
}

function paymentLine(order: PharmacyOrder, t: ReturnType<typeof useLanguage>['t']): string {
  if (order.paymentStatus === 'paid') return t(`medicineOrderPaid.${order.paidVia ?? order.paymentMethod}`);
  if (order.paymentStatus === 'refunded') return t('medicineOrder.refunded');
  if (order.paymentMethod === 'online') {
    return order.bill ? t('medicineOrderUnpaid.onlineBilled') : t('medicineOrderUnpaid.onlineWaiting');
  }
  return order.fulfilment.kind === 'delivery'
    ? t('medicineOrderUnpaid.cashDelivery')
    : t('medicineOrderUnpaid.cashCounter');
}

/** Asks for a payment page for the bill and sends the browser there. */
function PayOnlineButton({ orderId, totalTaka }: { orderId: string; totalTaka: number }) {
  const { t, language } = useLanguage();
  const [initPayment, { isLoading }] = useInitOrderPaymentMutation();
  const { leaving, pay } = usePaymentRedirect({
    openSession: () => initPayment(orderId).unwrap(),
    working: t('medicineOrder.openingPayment'),
    leave: leaveFor,
  });
  return (
    <Button onClick={pay} disabled={isLoading || leaving} className="min-h-11 sm:w-auto sm:px-8">
      {t('medicineOrder.payAmountOnline', { amount: formatTaka(totalTaka, language) })}
    </Button>
  );
}

function SwitchMethodButton({ order, to }: { order: PharmacyOrder; to: PaymentMethod }) {
  const { t } = useLanguage();
  const [change, { isLoading }] = useChangeOrderPaymentMethodMutation();
  const cash = order.fulfilment.kind === 'delivery' ? 'switchToCashDelivery' : 'switchToCashCounter';
  return (
    <Button
      variant="secondary"
      disabled={isLoading}
      className="min-h-11"
      onClick={() =>
        void withToasts(t('medicineOrder.switching'), () => change({ id: order._id, paymentMethod: to }).unwrap())
      }
    >
      {to === 'online' ? t('medicineOrder.switchToOnline') : t(`medicineOrder.${cash}`)}
    </Button>
  );
}
