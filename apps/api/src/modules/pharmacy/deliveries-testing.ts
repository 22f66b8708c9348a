import type { Prescription } from '@hospital/contract/prescriptions';
import { changeStoredRows, sql, storedRows } from '../../db/testing.js';
import { apiCaller, signedIn, type Caller, type SignedIn, type TestContext } from '../../test/test-app.js';
import { filledOrder, stockedMedicine, type PlacedOrder } from './pharmacy-testing.js';

// The delivery tests' set-up: a delivery order brought to packed through the pharmacy's own routes (placed, filled
// from stock, marked ready), and what the tests read back of it from the database.

/** Ten tablets at ৳12.50: a bill of ৳125. */
export const ORDER_TOTAL_TAKA = 125;

export const DELIVERY = {
  kind: 'delivery',
  area: 'dhanmondi',
  address: 'House 12, Road 5',
  landmark: 'Near the lake',
  contact: '01712345678',
} as const;

export type PackedOrder = PlacedOrder & { patient: SignedIn; prescription: Prescription };

/**
 * A packed delivery order of a new patient (each account may place only a few orders a day): placed, filled in full
 * by `pharmacist` and marked ready. `paid`: an online order, paid (as the gateway's callback records it).
 */
export async function packedOrder(
  ctx: TestContext,
  pharmacist: Caller,
  options: { paymentMethod?: 'online' | 'cash'; paid?: boolean; patient?: SignedIn; language?: 'en' | 'bn' } = {},
): Promise<PackedOrder> {
  const patient = options.patient ?? (await signedIn(ctx, 'patient'));
  if (options.language)
    await changeStoredRows(
      ctx.database.db,
      sql`update users set language = ${options.language} where id = ${patient.user.id}`,
    );
  const [medicine] = await stockedMedicine(ctx, [{ quantity: 100, unitPricePoisha: 1250 }]);
  const filled = await filledOrder(ctx, pharmacist, medicine, {
    patient,
    fulfilment: DELIVERY,
    paymentMethod: options.paymentMethod ?? (options.paid ? 'online' : 'cash'),
  });
  const ready = await apiCaller(ctx.app)(pharmacist, 'POST', `/pharmacy/orders/${filled._id}/ready`);
  if (ready.statusCode !== 200) throw new Error(`could not mark the order ready (${ready.statusCode}): ${ready.body}`);
  if (options.paid)
    await changeStoredRows(
      ctx.database.db,
      sql`update pharmacy_orders set payment_status = 'paid', paid_via = 'online', paid_at = now() where id = ${filled._id}`,
    );
  return { ...(ready.json() as { data: PlacedOrder }).data, patient, prescription: filled.prescription };
}

export type StoredOrder = {
  state: string;
  version: number;
  rider_id: string | null;
  code_hmac: string | null;
  handover_code: string | null;
  code_attempts: number;
  payment_status: string;
  paid_via: string | null;
  paid_at: Date | string | null;
  cash_collected_taka: number | null;
  cash_close_id: string | null;
  delivered_at: Date | string | null;
  closed_at: Date | string | null;
  failure_reason: string | null;
  failure_note: string | null;
};

export async function storedOrder(ctx: TestContext, id: string): Promise<StoredOrder> {
  const [row] = await storedRows<StoredOrder>(
    ctx.database.db,
    sql`select state, version, rider_id, code_hmac, handover_code, code_attempts, payment_status, paid_via, paid_at,
          cash_collected_taka, cash_close_id, delivered_at, closed_at, failure_reason, failure_note
        from pharmacy_orders where id = ${id}`,
  );
  return row!;
}

/** The order's SMS in the outbox, oldest first. */
export function orderSms(ctx: TestContext, id: string) {
  return storedRows<{ payload: { to: string; text: string; kind: string; orderId: string; quietHours: boolean } }>(
    ctx.database.db,
    sql`select payload from outbox where channel = 'sms' and payload->>'orderId' = ${id} order by created_at, id`,
  );
}

/** The pharmacist gives the order to the rider, and the rider picks it up: the order is out; answers its code. */
export async function outWith(ctx: TestContext, pharmacist: Caller, rider: SignedIn, orderId: string): Promise<string> {
  const call = apiCaller(ctx.app);
  const assigned = await call(pharmacist, 'POST', `/pharmacy/orders/${orderId}/assign`, { riderId: rider.user.id });
  if (assigned.statusCode !== 200) throw new Error(`could not assign (${assigned.statusCode}): ${assigned.body}`);
  const picked = await call(rider, 'POST', `/deliveries/${orderId}/picked-up`);
  if (picked.statusCode !== 200) throw new Error(`could not pick up (${picked.statusCode}): ${picked.body}`);
  return (await storedOrder(ctx, orderId)).handover_code!;
}

/** Another 4-digit code than `code`. */
export const wrongCode = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');
