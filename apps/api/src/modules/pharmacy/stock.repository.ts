import { sql, type SQL } from 'drizzle-orm';
import { DEFAULT_REORDER_LEVEL } from '@hospital/contract/pharmacy';
import { queryRow, queryRows, type DbOrTx } from '../../db/client.js';
import { newId } from '../../lib/ids.js';

/*
 * Stock counted in batches (docs/architecture.md §12). A batch's quantity changes only inside a transaction that
 * holds its row lock, and every change writes one `stock_movements` row; the batch's CHECK (quantity >= 0) is the
 * last guard. Every statement that locks several batches locks them in the order (medicine_id, expiry_date, id), so
 * two transactions never wait for each other in a circle.
 */

/** A formulary medicine with its stock: `batches` are those with units left, earliest expiry first. */
export type StockRow = {
  id: string;
  brand: string;
  generic: string;
  strength: string;
  form: string;
  reorder_level: number;
  on_hand: number;
  batches: Array<{ id: string; batch_no: string; expiry_date: string; quantity: number; unit_price_poisha: number }>;
};

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The stock of the medicines `where` picks (`m` is the medicine, `l` its stock level), by brand. */
const stockSelect = (today: string, where: SQL, tail: SQL = sql``) => sql`
  select m.id, m.brand, m.generic, m.strength, m.form,
         coalesce(l.reorder_level, ${DEFAULT_REORDER_LEVEL})::int as reorder_level,
         coalesce((select sum(b.quantity) from stock_batches b
                   where b.medicine_id = m.id and b.expiry_date > ${today}::date), 0)::int as on_hand,
         coalesce((select json_agg(json_build_object('id', b.id, 'batch_no', b.batch_no,
                                                     'expiry_date', b.expiry_date::text, 'quantity', b.quantity,
                                                     'unit_price_poisha', b.unit_price_poisha)
                                   order by b.expiry_date, b.id)
                   from stock_batches b where b.medicine_id = m.id and b.quantity > 0), '[]'::json) as batches
  from medicines m left join stock_levels l on l.medicine_id = m.id
  where ${where}
  order by lower(m.brand), m.strength, m.id ${tail}`;

const everStocked = sql`exists (select 1 from stock_batches b where b.medicine_id = m.id)`;

/**
 * One page of the stock list. Without `q`: the medicines that have ever had a batch. With `q`: medicines whose brand
 * or generic contains it, active ones and retired ones that have had stock (their batches are still on the shelf).
 */
export function selectStockPage(
  db: DbOrTx,
  options: { q: string; page: number; pageSize: number; today: string },
): Promise<StockRow[]> {
  const where = options.q
    ? sql`(m.brand ilike ${likePattern(options.q)} or m.generic ilike ${likePattern(options.q)})
          and (m.retired_at is null or ${everStocked})`
    : everStocked;
  return queryRows<StockRow>(
    db,
    stockSelect(options.today, where, sql`limit ${options.pageSize} offset ${(options.page - 1) * options.pageSize}`),
  );
}

export async function selectStockOf(db: DbOrTx, medicineId: string, today: string): Promise<StockRow | undefined> {
  return queryRow<StockRow>(db, stockSelect(today, sql`m.id = ${medicineId}`));
}

/**
 * The medicines whose units in unexpired batches are below their reorder level: active medicines that have had a
 * batch or have a level set (a medicine the pharmacy never stocked is not "low").
 */
export function selectLowStock(db: DbOrTx, today: string, limit: number): Promise<StockRow[]> {
  return queryRows<StockRow>(
    db,
    sql`select * from (${stockSelect(
      today,
      sql`m.retired_at is null and (${everStocked} or l.medicine_id is not null)`,
    )}) s where s.on_hand < s.reorder_level limit ${limit}`,
  );
}

export type ExpiringRow = {
  batch_id: string;
  batch_no: string;
  expiry_date: string;
  quantity: number;
  medicine_id: string;
  brand: string;
  generic: string;
  strength: string;
  form: string;
};

/** Batches with units left that expire on or before `until`: the expired ones come first, as their dates are earlier. */
export function selectExpiringBatches(db: DbOrTx, until: string, limit: number): Promise<ExpiringRow[]> {
  return queryRows<ExpiringRow>(
    db,
    sql`select b.id as batch_id, b.batch_no, b.expiry_date::text as expiry_date, b.quantity,
               m.id as medicine_id, m.brand, m.generic, m.strength, m.form
        from stock_batches b join medicines m on m.id = b.medicine_id
        where b.quantity > 0 and b.expiry_date <= ${until}::date
        order by b.expiry_date, m.id, b.id limit ${limit}`,
  );
}

export type MedicineState = { id: string; brand: string; retired: boolean };

export async function findMedicineState(db: DbOrTx, id: string): Promise<MedicineState | undefined> {
  return queryRow<MedicineState>(
    db,
    sql`select id, brand, retired_at is not null as retired from medicines where id = ${id}`,
  );
}

/**
 * Receives units of a batch: a new batch, or more of one already in stock under that number (case aside) with the
 * same expiry date and price. Undefined when the number is in stock with another expiry date or price.
 */
export async function upsertBatch(
  tx: DbOrTx,
  batch: {
    medicineId: string;
    batchNo: string;
    expiryDate: string;
    quantity: number;
    unitPricePoisha: number;
    byUser: string;
  },
): Promise<{ id: string } | undefined> {
  return queryRow<{ id: string }>(
    tx,
    sql`insert into stock_batches as b (id, medicine_id, batch_no, expiry_date, quantity_received, quantity,
                                        unit_price_poisha, received_by)
        values (${newId()}, ${batch.medicineId}, ${batch.batchNo}, ${batch.expiryDate}, ${batch.quantity},
                ${batch.quantity}, ${batch.unitPricePoisha}, ${batch.byUser})
        on conflict (medicine_id, lower(batch_no)) do update
          set quantity = b.quantity + excluded.quantity,
              quantity_received = b.quantity_received + excluded.quantity_received,
              updated_at = now()
          where b.expiry_date = excluded.expiry_date and b.unit_price_poisha = excluded.unit_price_poisha
        returning b.id`,
  );
}

export async function insertMovement(
  tx: DbOrTx,
  movement: {
    batchId: string;
    medicineId: string;
    kind: 'received' | 'dispensed' | 'returned' | 'written_off';
    quantity: number;
    orderId: string | null;
    byUser: string;
  },
): Promise<void> {
  await queryRows(
    tx,
    sql`insert into stock_movements (id, batch_id, medicine_id, kind, quantity, order_id, by_user)
        values (${newId()}, ${movement.batchId}, ${movement.medicineId}, ${movement.kind}, ${movement.quantity},
                ${movement.orderId}, ${movement.byUser})`,
  );
}

export async function upsertReorderLevel(tx: DbOrTx, medicineId: string, reorderLevel: number): Promise<void> {
  await queryRows(
    tx,
    sql`insert into stock_levels (medicine_id, reorder_level) values (${medicineId}, ${reorderLevel})
        on conflict (medicine_id) do update set reorder_level = excluded.reorder_level`,
  );
}

export type LockedBatch = {
  id: string;
  medicine_id: string;
  expiry_date: string;
  quantity: number;
  unit_price_poisha: number;
};

export async function lockBatch(tx: DbOrTx, batchId: string): Promise<LockedBatch | undefined> {
  return queryRow<LockedBatch>(
    tx,
    sql`select id, medicine_id, expiry_date::text as expiry_date, quantity, unit_price_poisha
        from stock_batches where id = ${batchId} for update`,
  );
}

/** Every batch of the medicines, locked in (medicine_id, expiry_date, id) order. */
export async function lockBatchesOfMedicines(tx: DbOrTx, medicineIds: string[]): Promise<void> {
  if (medicineIds.length === 0) return;
  await queryRows(
    tx,
    sql`select id from stock_batches where medicine_id = any(${sql.param(medicineIds)}::varchar[])
        order by medicine_id, expiry_date, id for update`,
  );
}

/**
 * The medicine's usable batches (unexpired on `today`, with units left), locked, earliest expiry first then id: the
 * order they are taken in and locked in. A batch emptied by a transaction this one waited for drops out (PostgreSQL
 * checks the condition again on the row it finally locks).
 */
export function lockUsableBatches(tx: DbOrTx, medicineId: string, today: string): Promise<LockedBatch[]> {
  return queryRows<LockedBatch>(
    tx,
    sql`select id, medicine_id, expiry_date::text as expiry_date, quantity, unit_price_poisha
        from stock_batches
        where medicine_id = ${medicineId} and expiry_date > ${today}::date and quantity > 0
        order by expiry_date, id for update`,
  );
}

/** Changes a batch's quantity by `delta` (the batch is locked by the caller). */
export async function changeBatchQuantity(tx: DbOrTx, batchId: string, delta: number): Promise<void> {
  await queryRows(
    tx,
    sql`update stock_batches set quantity = quantity + ${delta}, updated_at = now() where id = ${batchId}`,
  );
}

export async function setBatchQuantity(tx: DbOrTx, batchId: string, quantity: number): Promise<void> {
  await queryRows(tx, sql`update stock_batches set quantity = ${quantity}, updated_at = now() where id = ${batchId}`);
}

export async function insertOrderFill(
  tx: DbOrTx,
  fill: {
    orderId: string;
    lineId: string;
    batchId: string;
    medicineId: string;
    quantity: number;
    unitPricePoisha: number;
  },
): Promise<void> {
  await queryRows(
    tx,
    sql`insert into order_fills (id, order_id, line_id, batch_id, medicine_id, quantity, unit_price_poisha)
        values (${newId()}, ${fill.orderId}, ${fill.lineId}, ${fill.batchId}, ${fill.medicineId}, ${fill.quantity},
                ${fill.unitPricePoisha})`,
  );
}

/** What an order took from each batch, its batches locked in (medicine_id, expiry_date, id) order. */
export async function lockFilledBatchesOfOrder(
  tx: DbOrTx,
  orderId: string,
): Promise<Array<{ batch_id: string; medicine_id: string; quantity: number }>> {
  await queryRows(
    tx,
    sql`select id from stock_batches where id in (select batch_id from order_fills where order_id = ${orderId})
        order by medicine_id, expiry_date, id for update`,
  );
  return queryRows(
    tx,
    sql`select batch_id, medicine_id, sum(quantity)::int as quantity from order_fills where order_id = ${orderId}
        group by batch_id, medicine_id order by medicine_id, batch_id`,
  );
}

export async function orderStockReturned(tx: DbOrTx, orderId: string): Promise<boolean> {
  const row = await queryRow<{ returned: boolean }>(
    tx,
    sql`select exists (select 1 from stock_movements where order_id = ${orderId} and kind = 'returned') as returned`,
  );
  return row?.returned ?? false;
}
