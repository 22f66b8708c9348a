import { sql, type SQL } from 'drizzle-orm';
import type { FillState, OrderState, PaymentMethod } from '@hospital/contract/pharmacy';
import { queryRow, queryRows, type DbOrTx, type Tx } from '../../db/client.js';
import { holderOf, ownPatientRefs } from '../../db/joins.js';
import { newId } from '../../lib/ids.js';

/*
 * Medicine orders and their lines. Every change of an order's state is one conditional UPDATE on the states it may
 * come from, raising `version` with it, so two people changing one order at once change it once.
 */

// The key space of the per-account order locks (pg_advisory_xact_lock's first key; the second hashes the account).
const ACCOUNT_ORDER_LOCKS = 17_001;

/**
 * Holds the account's order lock until the transaction ends: two orders of one account at once are counted against
 * the day's limit one after the other.
 */
export async function lockAccountOrders(tx: Tx, accountId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ACCOUNT_ORDER_LOCKS}::int, hashtext(${accountId}))`);
}

export async function countOrdersSince(db: DbOrTx, accountId: string, since: Date): Promise<number> {
  const row = await queryRow<{ n: number }>(
    db,
    sql`select count(*)::int as n from pharmacy_orders where account_id = ${accountId} and created_at >= ${since.toISOString()}`,
  );
  return row?.n ?? 0;
}

/** The lines of a prescription an order holds now (not released). */
export async function selectHeldLineIds(db: DbOrTx, prescriptionId: string): Promise<string[]> {
  const rows = await queryRows<{ line_id: string }>(
    db,
    sql`select line_id from pharmacy_order_lines where prescription_id = ${prescriptionId} and not released`,
  );
  return rows.map((row) => row.line_id);
}

export type MedicineRef = {
  id: string;
  brand: string;
  generic: string;
  strength: string;
  form: string;
  retired: boolean;
};

export async function selectMedicines(db: DbOrTx, ids: string[]): Promise<MedicineRef[]> {
  if (ids.length === 0) return [];
  return queryRows<MedicineRef>(
    db,
    sql`select id, brand, generic, strength, form, retired_at is not null as retired from medicines
        where id = any(${sql.param(ids)}::varchar[])`,
  );
}

/** The number of the account (its own patient record's), to pre-fill a delivery's contact. */
export async function selectAccountContact(db: DbOrTx, userId: string): Promise<string | null> {
  const row = await queryRow<{ contact: string }>(
    db,
    sql`select p.contact from users u join patients p on p.id = u.patient_ref where u.id = ${userId}`,
  );
  return row?.contact ?? null;
}

export type NewOrder = {
  prescriptionId: string;
  patientRef: string;
  accountId: string;
  fulfilment: 'pickup' | 'delivery';
  area: string | null;
  address: string | null;
  landmark: string | null;
  contact: string | null;
  paymentMethod: PaymentMethod;
  lines: Array<{ lineId: string; position: number; name: string; medicineId: string | null; quantity: number }>;
};

/**
 * Inserts the order and its lines. A line another order holds makes the unique index refuse the insert (23505): the
 * caller's transaction fails and nothing of the order stays.
 */
export async function insertOrder(tx: Tx, order: NewOrder): Promise<{ id: string; order_no: number }> {
  const id = newId();
  const row = await queryRow<{ id: string; order_no: number }>(
    tx,
    sql`insert into pharmacy_orders (id, prescription_id, patient_ref, account_id, fulfilment, area, address, landmark,
                                     contact, payment_method)
        values (${id}, ${order.prescriptionId}, ${order.patientRef}, ${order.accountId}, ${order.fulfilment},
                ${order.area}, ${order.address}, ${order.landmark}, ${order.contact}, ${order.paymentMethod})
        returning id, order_no`,
  );
  await tx.execute(
    sql`insert into pharmacy_order_lines (order_id, line_id, prescription_id, position, name, medicine_id, quantity)
        select ${id}, line_id, ${order.prescriptionId}, position, name, medicine_id, quantity
        from unnest(${sql.param(order.lines.map((l) => l.lineId))}::varchar[],
                    ${sql.param(order.lines.map((l) => l.position))}::smallint[],
                    ${sql.param(order.lines.map((l) => l.name))}::varchar[],
                    ${sql.param(order.lines.map((l) => l.medicineId))}::varchar[],
                    ${sql.param(order.lines.map((l) => l.quantity))}::int[])
             as line(line_id, position, name, medicine_id, quantity)`,
  );
  return row!;
}

/** An instant as the raw query answers it: text from one driver, a Date from another. */
export type Instant = Date | string;

export type OrderLineRow = {
  line_id: string;
  name: string;
  medicine_id: string | null;
  quantity: number;
  released: boolean;
  fill_state: FillState;
  filled_quantity: number | null;
  substitution_reason: string | null;
  missing_reason: string | null;
  amount_poisha: number | null;
  filled_medicine: { id: string; brand: string; generic: string; strength: string; form: string } | null;
  /** The one price the line was taken at; null when its batches had different prices (or it is not filled). */
  unit_price_poisha: number | null;
};

export type OrderRow = {
  id: string;
  order_no: number;
  state: OrderState;
  version: number;
  created_at: Instant;
  prescription_id: string;
  doctor_name: string;
  signed_at: Instant;
  patient_ref: string;
  patient_name: string;
  account_id: string;
  holder_id: string | null;
  /** The asking account placed the order or holds its patient's record. */
  is_own: boolean;
  fulfilment: 'pickup' | 'delivery';
  area: string | null;
  address: string | null;
  landmark: string | null;
  contact: string | null;
  payment_method: PaymentMethod;
  payment_status: 'unpaid' | 'paid' | 'refunded';
  paid_via: PaymentMethod | null;
  subtotal_poisha: number | null;
  total_taka: number | null;
  refusal_reason: string | null;
  failure_reason: 'unreachable' | 'refused' | 'wrong_address' | null;
  failure_note: string | null;
  rider_id: string | null;
  rider_name: string | null;
  handover_code: string | null;
  filled_at: Instant | null;
  ready_at: Instant | null;
  picked_up_at: Instant | null;
  delivered_at: Instant | null;
  closed_at: Instant | null;
  cancelled_at: Instant | null;
  lines: OrderLineRow[];
};

const ORDER_LINES = sql`coalesce((
    select json_agg(json_build_object(
             'line_id', l.line_id, 'name', l.name, 'medicine_id', l.medicine_id, 'quantity', l.quantity,
             'released', l.released, 'fill_state', l.fill_state, 'filled_quantity', l.filled_quantity,
             'substitution_reason', l.substitution_reason, 'missing_reason', l.missing_reason,
             'amount_poisha', l.amount_poisha,
             'filled_medicine', case when m.id is null then null else json_build_object('id', m.id, 'brand', m.brand,
               'generic', m.generic, 'strength', m.strength, 'form', m.form) end,
             'unit_price_poisha', (select case when count(distinct f.unit_price_poisha) = 1 then min(f.unit_price_poisha) end
                                   from order_fills f where f.order_id = l.order_id and f.line_id = l.line_id))
           order by l.position)
    from pharmacy_order_lines l left join medicines m on m.id = l.filled_medicine_id where l.order_id = o.id), '[]'::json)`;

/** An order with everything its page shows; `is_own` says whether `userId` placed it or holds its patient. */
export async function selectOrder(db: DbOrTx, id: string, userId: string): Promise<OrderRow | undefined> {
  return queryRow<OrderRow>(
    db,
    sql`select o.id, o.order_no, o.state, o.version, o.created_at, o.prescription_id,
          trim(d.title || ' ' || d.full_name) as doctor_name, r.signed_at,
          o.patient_ref, p.name as patient_name, o.account_id, ${holderOf(sql`o.patient_ref`)} as holder_id,
          (o.account_id = ${userId} or o.patient_ref in ${ownPatientRefs(userId)}) as is_own,
          o.fulfilment, o.area, o.address, o.landmark, o.contact, o.payment_method, o.payment_status, o.paid_via,
          o.subtotal_poisha, o.total_taka, o.refusal_reason, o.failure_reason, o.failure_note,
          o.rider_id, ru.name as rider_name, o.handover_code,
          o.filled_at, o.ready_at, o.picked_up_at, o.delivered_at, o.closed_at, o.cancelled_at,
          ${ORDER_LINES} as lines
        from pharmacy_orders o
        join prescriptions r on r.id = o.prescription_id
        join doctors d on d.id = r.doctor_id
        join patients p on p.id = o.patient_ref
        left join users ru on ru.id = o.rider_id
        where o.id = ${id}`,
  );
}

export type OrderSummaryRow = {
  id: string;
  order_no: number;
  state: OrderState;
  version: number;
  created_at: Instant;
  patient_ref: string;
  patient_name: string;
  fulfilment: 'pickup' | 'delivery';
  area: string | null;
  payment_method: PaymentMethod;
  payment_status: 'unpaid' | 'paid' | 'refunded';
  items: number;
  total_taka: number | null;
  rider_id: string | null;
  rider_name: string | null;
};

const summaries = (where: SQL, order: SQL, limit: number) => sql`
  select o.id, o.order_no, o.state, o.version, o.created_at, o.patient_ref, p.name as patient_name, o.fulfilment,
    o.area, o.payment_method, o.payment_status, o.total_taka, o.rider_id, ru.name as rider_name,
    (select count(*)::int from pharmacy_order_lines l where l.order_id = o.id) as items
  from pharmacy_orders o
  join patients p on p.id = o.patient_ref
  left join users ru on ru.id = o.rider_id
  where ${where} order by ${order} limit ${limit}`;

/** The account's orders and those of its family's prescriptions, newest first. */
export async function selectAccountOrders(db: DbOrTx, userId: string, limit: number): Promise<OrderSummaryRow[]> {
  return queryRows<OrderSummaryRow>(
    db,
    summaries(
      sql`(o.account_id = ${userId} or o.patient_ref in ${ownPatientRefs(userId)})`,
      sql`o.created_at desc, o.id desc`,
      limit,
    ),
  );
}

/** Orders in any of `states`, oldest first. */
export async function selectOrdersIn(db: DbOrTx, states: readonly OrderState[], limit: number) {
  return queryRows<OrderSummaryRow>(
    db,
    summaries(sql`o.state = any(${sql.param([...states])}::varchar[])`, sql`o.created_at, o.id`, limit),
  );
}

/** Orders placed in [from, to), newest first. */
export async function selectOrdersPlaced(db: DbOrTx, from: Date, to: Date, limit: number) {
  return queryRows<OrderSummaryRow>(
    db,
    summaries(
      sql`o.created_at >= ${from.toISOString()} and o.created_at < ${to.toISOString()}`,
      sql`o.created_at desc, o.id desc`,
      limit,
    ),
  );
}

/** What a changed order tells the processes (the live pages) and its caller. */
export type ChangedOrder = {
  id: string;
  order_no: number;
  state: OrderState;
  version: number;
  account_id: string;
  holder_id: string | null;
  rider_id: string | null;
  payment_status: 'unpaid' | 'paid' | 'refunded';
  paid_via: PaymentMethod | null;
  total_taka: number | null;
};

/**
 * One conditional change of an order: `set` applied, `version` raised, where `condition` holds; undefined when it
 * does not (or the order does not exist).
 */
export function changeOrder(tx: DbOrTx, id: string, set: SQL, condition: SQL): Promise<ChangedOrder | undefined> {
  return queryRow<ChangedOrder>(
    tx,
    sql`update pharmacy_orders set ${set}, version = version + 1, updated_at = now()
        where id = ${id} and ${condition}
        returning id, order_no, state, version, account_id, ${holderOf(sql`pharmacy_orders.patient_ref`)} as holder_id,
          rider_id, payment_status, paid_via, total_taka`,
  );
}

/**
 * Moves the order from one of `from` to `to` (with the further assignments `set`); undefined when the order is in no
 * state of `from` (or does not exist).
 */
const transition = (tx: DbOrTx, id: string, from: readonly OrderState[], to: OrderState, set: SQL = sql``) =>
  changeOrder(tx, id, sql`state = ${to} ${set}`, sql`state = any(${sql.param([...from])}::varchar[])`);

export async function selectOrderState(db: DbOrTx, id: string): Promise<OrderState | undefined> {
  const row = await queryRow<{ state: OrderState }>(db, sql`select state from pharmacy_orders where id = ${id}`);
  return row?.state;
}

export const markCancelled = (tx: DbOrTx, id: string) =>
  transition(tx, id, ['received'], 'cancelled', sql`, cancelled_at = now(), closed_at = now()`);

export const markFilled = (tx: DbOrTx, id: string, byUser: string) =>
  transition(tx, id, ['received'], 'filled', sql`, filled_at = now(), filled_by = ${byUser}`);

export const markRefused = (tx: DbOrTx, id: string, from: readonly OrderState[], reason: string) =>
  transition(tx, id, from, 'refused', sql`, refusal_reason = ${reason}, closed_at = now()`);

/** filled -> ready (pickup) or packed (delivery). */
export const markReady = (tx: DbOrTx, id: string, to: 'ready' | 'packed') =>
  transition(tx, id, ['filled'], to, sql`, ready_at = now()`);

/** ready -> collected; an unpaid order is paid now, in cash, its bill's total. */
export const markCollected = (tx: DbOrTx, id: string) =>
  transition(
    tx,
    id,
    ['ready'],
    'collected',
    sql`, closed_at = now(),
        paid_via = case when payment_status = 'unpaid' then 'cash' else paid_via end,
        paid_at = case when payment_status = 'unpaid' then now() else paid_at end,
        cash_collected_taka = case when payment_status = 'unpaid' then total_taka else cash_collected_taka end,
        payment_status = 'paid'`,
  );

export const markReturned = (tx: DbOrTx, id: string) =>
  transition(tx, id, ['failed'], 'returned', sql`, closed_at = now()`);

/**
 * Switches how the order is paid while it is unpaid and has not left the hospital; the same method again changes
 * nothing (and raises no version).
 */
export async function updatePaymentMethod(
  tx: DbOrTx,
  id: string,
  from: readonly OrderState[],
  method: PaymentMethod,
): Promise<ChangedOrder | undefined> {
  return queryRow<ChangedOrder>(
    tx,
    sql`update pharmacy_orders
        set payment_method = ${method},
            version = version + case when payment_method = ${method} then 0 else 1 end,
            updated_at = now()
        where id = ${id} and payment_status = 'unpaid' and state = any(${sql.param([...from])}::varchar[])
        returning id, order_no, state, version, account_id, ${holderOf(sql`pharmacy_orders.patient_ref`)} as holder_id,
          rider_id, payment_status, paid_via, total_taka`,
  );
}

/** The order's lines are given back: they can be ordered again (cancelled, refused, returned). */
export async function releaseLines(tx: DbOrTx, orderId: string): Promise<void> {
  await tx.execute(sql`update pharmacy_order_lines set released = true where order_id = ${orderId}`);
}

export type LineFill = {
  lineId: string;
  fillState: FillState;
  filledMedicineId: string | null;
  filledQuantity: number | null;
  substitutionReason: string | null;
  missingReason: string | null;
  amountPoisha: number | null;
};

/** What the fill did with one line; a missing line is released (it can be ordered again). */
export async function writeLineFill(tx: DbOrTx, orderId: string, fill: LineFill): Promise<void> {
  await tx.execute(
    sql`update pharmacy_order_lines
        set fill_state = ${fill.fillState}, filled_medicine_id = ${fill.filledMedicineId},
            filled_quantity = ${fill.filledQuantity}, substitution_reason = ${fill.substitutionReason},
            missing_reason = ${fill.missingReason}, amount_poisha = ${fill.amountPoisha},
            released = ${fill.fillState === 'missing'}
        where order_id = ${orderId} and line_id = ${fill.lineId}`,
  );
}

export async function writeBill(tx: DbOrTx, orderId: string, subtotalPoisha: number, totalTaka: number) {
  await tx.execute(
    sql`update pharmacy_orders set subtotal_poisha = ${subtotalPoisha}, total_taka = ${totalTaka}
        where id = ${orderId}`,
  );
}
