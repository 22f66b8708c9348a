import type { Notifier } from '../notifications/notify.js';

/** The channel every API process LISTENs on for changes of medicine orders (the pharmacy's live pages). */
export const PHARMACY_ORDERS_CHANNEL = 'pharmacy_orders';

/**
 * What a change of an order tells the processes: which order, whose it is (the account that placed it and the
 * prescription's account holder, when another) and which rider has it, so each process writes the event only to the
 * streams allowed to see it: the pharmacy every order, a rider the orders assigned to them, an account its own.
 */
export type OrderChange = {
  orderId: string;
  accountIds: string[];
  riderId: string | null;
  state: string;
  version: number;
};

/**
 * Announces a committed change of an order (call it after the transaction that made it has committed): the row is
 * stored, so a lost signal only delays the pages until their next read.
 */
export function announceOrderChange(notifier: Notifier, change: OrderChange): void {
  notifier.signal(PHARMACY_ORDERS_CHANNEL, JSON.stringify(change));
}
