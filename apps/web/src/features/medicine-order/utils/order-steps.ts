import type { Fulfilment, OrderState } from '@hospital/contract/pharmacy';

/** The steps an order goes through, as the patient is shown them. */
export type OrderStep = 'received' | 'filled' | 'ready' | 'packed' | 'out' | 'collected' | 'delivered';

const PICKUP_STEPS: readonly OrderStep[] = ['received', 'filled', 'ready', 'collected'];
const DELIVERY_STEPS: readonly OrderStep[] = ['received', 'filled', 'packed', 'out', 'delivered'];

export function orderSteps(fulfilment: Fulfilment): readonly OrderStep[] {
  return fulfilment === 'pickup' ? PICKUP_STEPS : DELIVERY_STEPS;
}

/**
 * The step an order has reached; null when it left the line (cancelled, refused, returned), which the page says on
 * its own. A failed delivery stays at "on the way": the pharmacy sends it again or takes it back.
 */
export function reachedStep(state: OrderState): OrderStep | null {
  switch (state) {
    case 'failed':
      return 'out';
    case 'cancelled':
    case 'refused':
    case 'returned':
      return null;
    default:
      return state;
  }
}

/** The patient may switch between paying online and in cash until the order is paid and before it leaves. */
export function canSwitchPayment(state: OrderState, paymentStatus: string): boolean {
  return paymentStatus === 'unpaid' && ['received', 'filled', 'ready', 'packed'].includes(state);
}
