// Why an online payment of a pharmacy order cannot start or be refunded: said to the patient (or logged for the
// pharmacy), so each has its Bangla (lib/sentences-bn.ts).
import { GATEWAY_MINIMUM_TAKA } from './gateway.js';

export const ORDER_PAID_IN_CASH = 'This order is to be paid in cash. Choose online payment on the order page first.';
export const ORDER_NOT_BILLED_YET = 'This order can be paid once the pharmacy has filled it.';
export const ORDER_NOT_PAYABLE = 'This order can no longer be paid online.';
export const ORDER_BELOW_GATEWAY_MINIMUM = `Online payment needs at least ${GATEWAY_MINIMUM_TAKA} taka; please pay this order in cash.`;
export const ORDER_PAYMENT_HELD =
  'A payment for this order is being verified by the hospital. We will contact you; please do not pay again.';
export const TOO_MANY_ORDER_SESSIONS = 'Too many payment attempts for this order. Please wait a while, or pay in cash.';
export const ORDER_GATEWAY_DOWN = 'The payment gateway could not be reached. Please try again later, or pay in cash.';
export const NOTHING_TO_REFUND_FOR_ORDER =
  'This order was not paid online, so there is nothing to refund through the gateway.';
