import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.js';

/*
 * The pharmacy's day: [from, to) are the instants of a Dhaka day's two midnights. Each list is bounded (`limit`).
 */

export type DayOrderRow = {
  id: string;
  order_no: number;
  state: string;
  version: number;
  created_at: Date | string;
  patient_id: string;
  patient_name: string;
  fulfilment: string;
  area: string | null;
  payment_method: string;
  payment_status: string;
  items: number;
  total_taka: number | null;
  rider_id: string | null;
  rider_name: string | null;
};

/** The orders placed in the day, in the order they came. */
export function selectOrdersPlaced(db: DbOrTx, from: Date, to: Date, limit: number): Promise<DayOrderRow[]> {
  return queryRows<DayOrderRow>(
    db,
    sql`select o.id, o.order_no, o.state, o.version, o.created_at, p.id as patient_id, p.name as patient_name,
               o.fulfilment, o.area, o.payment_method, o.payment_status, o.total_taka,
               (select count(*) from pharmacy_order_lines l where l.order_id = o.id)::int as items,
               o.rider_id, r.name as rider_name
        from pharmacy_orders o
        join patients p on p.id = o.patient_ref
        left join users r on r.id = o.rider_id
        where o.created_at >= ${from} and o.created_at < ${to}
        order by o.created_at, o.order_no limit ${limit}`,
  );
}

/** The orders closed in the day (collected at the counter, delivered), by how they were paid. */
export function selectSales(
  db: DbOrTx,
  from: Date,
  to: Date,
): Promise<Array<{ paid_via: string; orders: number; total_taka: number; counter_cash_taka: number }>> {
  return queryRows(
    db,
    sql`select coalesce(paid_via, 'unpaid') as paid_via, count(*)::int as orders,
               coalesce(sum(total_taka), 0)::int as total_taka,
               coalesce(sum(case when state = 'collected' and paid_via = 'cash'
                                 then coalesce(cash_collected_taka, total_taka) else 0 end), 0)::int as counter_cash_taka
        from pharmacy_orders
        where state in ('collected', 'delivered') and closed_at >= ${from} and closed_at < ${to}
        group by 1`,
  );
}

export type RiderDayRow = {
  rider_id: string;
  rider_name: string;
  delivered: number;
  failed: number;
  cash_taka: number;
  closed_taka: number;
};

/**
 * Each rider's day: orders delivered in it and the cash collected on them; failed deliveries of the rides that left
 * in it (an order records when it was picked up, not when it failed: the rider fails it on that ride); and the cash
 * the pharmacist counted from them in the day's closes.
 */
export function selectRiderDays(db: DbOrTx, from: Date, to: Date): Promise<RiderDayRow[]> {
  return queryRows<RiderDayRow>(
    db,
    sql`with delivered as (
          select rider_id, count(*)::int as delivered, coalesce(sum(cash_collected_taka), 0)::int as cash_taka
          from pharmacy_orders
          where state = 'delivered' and delivered_at >= ${from} and delivered_at < ${to} and rider_id is not null
          group by rider_id),
        failed as (
          select rider_id, count(*)::int as failed from pharmacy_orders
          where state in ('failed', 'returned') and failure_reason is not null and rider_id is not null
            and picked_up_at >= ${from} and picked_up_at < ${to}
          group by rider_id),
        closed as (
          select rider_id, coalesce(sum(counted_taka), 0)::int as closed_taka from cash_closes
          where created_at >= ${from} and created_at < ${to}
          group by rider_id),
        riders as (select rider_id from delivered union select rider_id from failed union select rider_id from closed)
        select r.rider_id, u.name as rider_name, coalesce(d.delivered, 0) as delivered, coalesce(f.failed, 0) as failed,
               coalesce(d.cash_taka, 0) as cash_taka, coalesce(c.closed_taka, 0) as closed_taka
        from riders r join users u on u.id = r.rider_id
        left join delivered d on d.rider_id = r.rider_id
        left join failed f on f.rider_id = r.rider_id
        left join closed c on c.rider_id = r.rider_id
        order by lower(u.name), r.rider_id`,
  );
}

export type MovementRow = {
  at: Date | string;
  medicine_id: string;
  brand: string;
  generic: string;
  strength: string;
  form: string;
  batch_no: string;
  kind: string;
  quantity: number;
  order_no: number | null;
};

/** The stock movements of the day, in the order they happened. */
export function selectMovements(db: DbOrTx, from: Date, to: Date, limit: number): Promise<MovementRow[]> {
  return queryRows<MovementRow>(
    db,
    sql`select s.at, m.id as medicine_id, m.brand, m.generic, m.strength, m.form, b.batch_no, s.kind, s.quantity,
               o.order_no
        from stock_movements s
        join stock_batches b on b.id = s.batch_id
        join medicines m on m.id = s.medicine_id
        left join pharmacy_orders o on o.id = s.order_id
        where s.at >= ${from} and s.at < ${to}
        order by s.at, s.id limit ${limit}`,
  );
}
