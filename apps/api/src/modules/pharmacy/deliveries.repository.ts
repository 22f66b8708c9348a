import { sql, type SQL } from 'drizzle-orm';
import type { FailureReason, OrderState } from '@hospital/contract/pharmacy';
import { queryRow, queryRows, type DbOrTx, type Tx } from '../../db/client.js';
import { newId } from '../../lib/ids.js';
import { changeOrder, type ChangedOrder, type Instant } from './orders.repository.js';

/*
 * Home delivery: riders, the orders assigned to them, their handover codes and the cash they bring back. Every change
 * of an order's state is one conditional UPDATE on the state (and rider) it expects, raising `version` with it.
 */

export type { Instant };

/** The states a rider's order waits in: packed (to pick up) and out (on the way). */
const ACTIVE_DELIVERY_STATES = ['packed', 'out'] as const;

export type RiderRow = { id: string; name: string; contact: string | null; active_orders: number };

/** The active rider accounts, by name, with how many orders each has to pick up or on the way. */
export function selectRiders(db: DbOrTx): Promise<RiderRow[]> {
  return queryRows<RiderRow>(
    db,
    sql`select u.id, u.name, p.contact,
          (select count(*)::int from pharmacy_orders o
            where o.rider_id = u.id and o.state = any(${sql.param([...ACTIVE_DELIVERY_STATES])}::varchar[])) as active_orders
        from users u left join patients p on p.id = u.patient_ref
        where u.role = 'deliveryboy' and u.active
        order by u.name, u.id`,
  );
}

export async function isActiveRider(db: DbOrTx, userId: string): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(
    db,
    sql`select 1 as one from users where id = ${userId} and role = 'deliveryboy' and active`,
  );
  return rows.length > 0;
}

/** Any rider account, active or not (a rider deactivated since still hands in the cash they hold). */
export async function isRider(db: DbOrTx, userId: string): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(
    db,
    sql`select 1 as one from users where id = ${userId} and role = 'deliveryboy'`,
  );
  return rows.length > 0;
}

/** What the delivery rules read of an order before they change it. */
export type DeliveryFacts = {
  id: string;
  state: OrderState;
  fulfilment: 'pickup' | 'delivery';
  rider_id: string | null;
  payment_method: 'online' | 'cash';
  payment_status: 'unpaid' | 'paid' | 'refunded';
  total_taka: number | null;
  code_hmac: string | null;
  code_attempts: number;
};

/** The order's delivery facts; `lock` holds its row until the transaction ends (the code's tries count one by one). */
export async function selectDeliveryFacts(db: DbOrTx, id: string, lock = false): Promise<DeliveryFacts | undefined> {
  return queryRow<DeliveryFacts>(
    db,
    sql`select id, state, fulfilment, rider_id, payment_method, payment_status, total_taka, code_hmac, code_attempts
        from pharmacy_orders where id = ${id} ${lock ? sql`for update` : sql``}`,
  );
}

/** What a changed order tells the processes (the live pages) and its caller. */
export type ChangedDelivery = ChangedOrder;

/**
 * packed or failed -> packed with `riderId` (a delivery order, paid unless paid in cash at the door, and a rider
 * still active): the last try's code goes.
 */
export const assignRider = (tx: DbOrTx, id: string, riderId: string) =>
  changeOrder(
    tx,
    id,
    sql`state = 'packed', rider_id = ${riderId}, assigned_at = now(), picked_up_at = null, code_hmac = null,
        handover_code = null, code_attempts = 0`,
    sql`fulfilment = 'delivery' and state in ('packed', 'failed')
        and not (payment_method = 'online' and payment_status <> 'paid')
        and exists (select 1 from users r where r.id = ${riderId} and r.role = 'deliveryboy' and r.active)`,
  );

/**
 * packed (with this rider) -> out, with the handover code's HMAC and the code itself, its tries at 0. Not an order
 * switched to paying online since it was assigned and still unpaid: the rider collects only cash.
 */
export const markPickedUp = (tx: DbOrTx, id: string, riderId: string, code: { mac: string; plain: string }) =>
  changeOrder(
    tx,
    id,
    sql`state = 'out', picked_up_at = now(), code_hmac = ${code.mac}, handover_code = ${code.plain},
        code_attempts = 0`,
    sql`state = 'packed' and rider_id = ${riderId} and not (payment_method = 'online' and payment_status <> 'paid')`,
  );

/** A new code for an order on its way: its tries start again. Not a change of state, but the patient's page shows it. */
export const replaceCode = (tx: DbOrTx, id: string, code: { mac: string; plain: string }) =>
  changeOrder(
    tx,
    id,
    sql`code_hmac = ${code.mac}, handover_code = ${code.plain}, code_attempts = 0`,
    sql`state = 'out'`,
  );

/** One more wrong code for the order on its way (its row is locked by the caller); answers the tries now. */
export async function countWrongCode(tx: Tx, id: string): Promise<number> {
  const row = await queryRow<{ code_attempts: number }>(
    tx,
    sql`update pharmacy_orders set code_attempts = code_attempts + 1, updated_at = now()
        where id = ${id} and state = 'out' returning code_attempts`,
  );
  return row?.code_attempts ?? 0;
}

/**
 * out (with this rider) -> delivered; an unpaid order is paid now, in cash, `cashTaka` (its total). The code has done
 * its work and goes.
 */
export const markDelivered = (tx: DbOrTx, id: string, riderId: string, cashTaka: number | null) =>
  changeOrder(
    tx,
    id,
    sql`state = 'delivered', delivered_at = now(), closed_at = now(), code_hmac = null, handover_code = null,
        cash_collected_taka = ${cashTaka},
        paid_via = case when payment_status = 'unpaid' then 'cash' else paid_via end,
        paid_at = case when payment_status = 'unpaid' then now() else paid_at end,
        payment_status = case when payment_status = 'unpaid' then 'paid' else payment_status end`,
    sql`state = 'out' and rider_id = ${riderId}`,
  );

/** out (with this rider) -> failed, with why; the code goes (another try gets a new one). */
export const markFailed = (tx: DbOrTx, id: string, riderId: string, reason: FailureReason, note: string) =>
  changeOrder(
    tx,
    id,
    sql`state = 'failed', failure_reason = ${reason}, failure_note = ${note || null}, code_hmac = null,
        handover_code = null`,
    sql`state = 'out' and rider_id = ${riderId}`,
  );

export type DeliveryRow = {
  id: string;
  order_no: number;
  state: OrderState;
  patient_name: string;
  contact: string | null;
  area: string | null;
  address: string | null;
  landmark: string | null;
  items: number;
  payment_status: 'unpaid' | 'paid' | 'refunded';
  total_taka: number | null;
  assigned_at: Instant | null;
  picked_up_at: Instant | null;
  delivered_at: Instant | null;
  failure_reason: FailureReason | null;
};

const deliveries = (where: SQL) => sql`
  select o.id, o.order_no, o.state, p.name as patient_name, o.contact, o.area, o.address, o.landmark,
    (select count(*)::int from pharmacy_order_lines l where l.order_id = o.id) as items,
    o.payment_status, o.total_taka, o.assigned_at, o.picked_up_at, o.delivered_at, o.failure_reason
  from pharmacy_orders o join patients p on p.id = o.patient_ref
  where o.fulfilment = 'delivery' and ${where}`;

/** The order, when it is assigned to `riderId`. */
export async function selectDelivery(db: DbOrTx, id: string, riderId: string): Promise<DeliveryRow | undefined> {
  return queryRow<DeliveryRow>(db, deliveries(sql`o.id = ${id} and o.rider_id = ${riderId}`));
}

/**
 * The rider's orders to pick up and on the way, then those delivered or failed since `since` (the day's start):
 * on the way first, then to pick up, each in the order they were given to the rider; the day's done ones last.
 */
export function selectRiderDeliveries(db: DbOrTx, riderId: string, since: Date): Promise<DeliveryRow[]> {
  return queryRows<DeliveryRow>(
    db,
    sql`${deliveries(sql`o.rider_id = ${riderId} and (o.state in ('packed', 'out')
          or (o.state = 'delivered' and o.delivered_at >= ${since.toISOString()})
          or (o.state = 'failed' and o.updated_at >= ${since.toISOString()}))`)}
        order by case o.state when 'out' then 0 when 'packed' then 1 else 2 end,
          case when o.state in ('packed', 'out') then o.assigned_at end,
          coalesce(o.delivered_at, o.updated_at) desc, o.id`,
  );
}

export type CashOwedRow = {
  rider_id: string;
  rider_name: string;
  order_id: string;
  order_no: number;
  cash_taka: number;
  delivered_at: Instant;
};

/** The cash riders collected on delivered orders not yet closed, one row per order, by rider then delivery. */
export function selectCashOwed(db: DbOrTx): Promise<CashOwedRow[]> {
  return queryRows<CashOwedRow>(
    db,
    sql`select o.rider_id, u.name as rider_name, o.id as order_id, o.order_no, o.cash_collected_taka as cash_taka,
          o.delivered_at
        from pharmacy_orders o join users u on u.id = o.rider_id
        where o.state = 'delivered' and o.cash_collected_taka > 0 and o.cash_close_id is null
        order by u.name, o.rider_id, o.delivered_at, o.id`,
  );
}

export type CashCloseRow = {
  id: string;
  rider_id: string;
  rider_name: string;
  closed_by: string;
  closed_by_name: string;
  expected_taka: number;
  counted_taka: number;
  note: string;
  order_count: number;
  created_at: Instant;
};

/**
 * Closes the rider's cash in the caller's transaction: the close is written, then takes every delivered order of the
 * rider with cash not yet closed, in one UPDATE (`cash_close_id is null` makes two closes at once take each order
 * once: the second finds none), and records their sum as expected. Undefined, with nothing kept once the caller rolls
 * back, when there was nothing to take.
 */
export async function closeRiderCash(
  tx: Tx,
  close: { riderId: string; closedBy: string; countedTaka: number; note: string },
): Promise<CashCloseRow | undefined> {
  const id = newId();
  await tx.execute(
    sql`insert into cash_closes (id, rider_id, closed_by, expected_taka, counted_taka, note, order_count)
        values (${id}, ${close.riderId}, ${close.closedBy}, 0, ${close.countedTaka}, ${close.note}, 0)`,
  );
  const taken = await queryRows<{ cash_taka: number }>(
    tx,
    sql`update pharmacy_orders set cash_close_id = ${id}, updated_at = now()
        where rider_id = ${close.riderId} and cash_close_id is null and cash_collected_taka > 0
          and state = 'delivered'
        returning cash_collected_taka as cash_taka`,
  );
  if (taken.length === 0) return undefined;
  const expected = taken.reduce((sum, row) => sum + row.cash_taka, 0);
  return queryRow<CashCloseRow>(
    tx,
    sql`with closed as (
          update cash_closes set expected_taka = ${expected}, order_count = ${taken.length} where id = ${id}
          returning *)
        select c.id, c.rider_id, r.name as rider_name, c.closed_by, b.name as closed_by_name, c.expected_taka,
          c.counted_taka, c.note, c.order_count, c.created_at
        from closed c join users r on r.id = c.rider_id join users b on b.id = c.closed_by`,
  );
}
