import { addDaysToDateString } from '@hospital/contract/format';
import {
  BATCH_CONFLICT_MESSAGE,
  BATCH_NOT_FOUND_MESSAGE,
  EXPIRY_NOT_FUTURE_MESSAGE,
  EXPIRY_WARNING_DAYS,
  notEnoughStockMessage,
  STOCK_MEDICINE_MESSAGE,
  STOCK_PAGE_SIZE,
  WRITE_OFF_NOT_EXPIRED_MESSAGE,
  type ReceiveStock,
  type StockAlerts,
  type StockItem,
  type StockQuery,
} from '@hospital/contract/pharmacy';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { MEDICINE_NOT_FOUND } from '../medicines/medicines.service.js';
import { toExpiringAlert, toStockItem } from './stock.dto.js';
import {
  changeBatchQuantity,
  findMedicineState,
  insertMovement,
  insertOrderFill,
  lockBatch,
  lockBatchesOfMedicines,
  lockFilledBatchesOfOrder,
  lockUsableBatches,
  orderStockReturned,
  selectExpiringBatches,
  selectLowStock,
  selectStockOf,
  selectStockPage,
  setBatchQuantity,
  upsertBatch,
  upsertReorderLevel,
} from './stock.repository.js';

export const RETIRED_MEDICINE_MESSAGE = 'This medicine is retired from the formulary; its stock cannot be received.';
/** The alerts answer at most this many low medicines and this many expiring batches. */
const MAX_ALERTS = 500;

/** Who changed the stock: the signed-in pharmacist or admin (stock_movements.by_user). */
type Actor = { id: string };

// ---------------------------------------------------------------------------------------------------------------
// The pharmacist's stock pages

export async function listStock(db: DbOrTx, query: StockQuery, today: string): Promise<StockItem[]> {
  const rows = await selectStockPage(db, { q: query.q, page: query.page, pageSize: STOCK_PAGE_SIZE, today });
  return rows.map((row) => toStockItem(row, today));
}

async function stockItemOf(db: DbOrTx, medicineId: string, today: string): Promise<StockItem> {
  const row = await selectStockOf(db, medicineId, today);
  if (!row) throw AppError.notFound(MEDICINE_NOT_FOUND);
  return toStockItem(row, today);
}

/**
 * Receives a batch: a formulary medicine that is not retired, an expiry date after today. The same batch number
 * again (case aside) adds to the batch when its expiry date and price are the same, and is refused otherwise.
 */
export async function receiveStock(db: Db, actor: Actor, input: ReceiveStock, today: string): Promise<StockItem> {
  if (input.expiryDate <= today) throw AppError.unprocessable(EXPIRY_NOT_FUTURE_MESSAGE, 'expiryDate');
  await db.transaction(async (tx) => {
    const medicine = await findMedicineState(tx, input.medicineId);
    if (!medicine) throw AppError.unprocessable(STOCK_MEDICINE_MESSAGE, 'medicineId');
    if (medicine.retired) throw AppError.unprocessable(RETIRED_MEDICINE_MESSAGE, 'medicineId');
    const batch = await upsertBatch(tx, { ...input, byUser: actor.id });
    if (!batch) throw AppError.conflict(BATCH_CONFLICT_MESSAGE, 'batchNo');
    await insertMovement(tx, {
      batchId: batch.id,
      medicineId: medicine.id,
      kind: 'received',
      quantity: input.quantity,
      orderId: null,
      byUser: actor.id,
    });
  });
  return stockItemOf(db, input.medicineId, today);
}

export async function setReorderLevel(db: Db, medicineId: string, reorderLevel: number, today: string) {
  await db.transaction(async (tx) => {
    if (!(await findMedicineState(tx, medicineId))) throw AppError.notFound(MEDICINE_NOT_FOUND);
    await upsertReorderLevel(tx, medicineId, reorderLevel);
  });
  return stockItemOf(db, medicineId, today);
}

/**
 * Writes off what is left of an expired batch (it can never be dispensed): a `written_off` movement and quantity 0.
 * A batch already at 0 stays as it is, so a second click changes nothing.
 */
export async function writeOffBatch(db: Db, actor: Actor, batchId: string, today: string): Promise<StockItem> {
  const medicineId = await db.transaction(async (tx) => {
    const batch = await lockBatch(tx, batchId);
    if (!batch) throw AppError.notFound(BATCH_NOT_FOUND_MESSAGE);
    if (batch.expiry_date > today) throw AppError.unprocessable(WRITE_OFF_NOT_EXPIRED_MESSAGE);
    if (batch.quantity > 0) {
      await setBatchQuantity(tx, batch.id, 0);
      await insertMovement(tx, {
        batchId: batch.id,
        medicineId: batch.medicine_id,
        kind: 'written_off',
        quantity: -batch.quantity,
        orderId: null,
        byUser: actor.id,
      });
    }
    return batch.medicine_id;
  });
  return stockItemOf(db, medicineId, today);
}

/**
 * The medicines below their reorder level, and the batches with units left that expire within 90 days of today
 * (the expired ones first).
 */
export async function stockAlerts(db: DbOrTx, today: string): Promise<StockAlerts> {
  const [low, expiring] = await Promise.all([
    selectLowStock(db, today, MAX_ALERTS),
    selectExpiringBatches(db, addDaysToDateString(today, EXPIRY_WARNING_DAYS), MAX_ALERTS),
  ]);
  return {
    low: low.map((row) => toStockItem(row, today)),
    expiring: expiring.map((row) => toExpiringAlert(row, today)),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Filling and returning orders: called by the orders service inside ITS transaction

/**
 * Locks every batch of the medicines, in (medicine_id, expiry_date, id) order. A fill of several lines calls it
 * first, with the medicine ids of all its filled lines, before takeStockForLine for each line: two fills taking two
 * medicines in opposite line orders would otherwise each hold one medicine's batches while waiting for the other's
 * (a deadlock). With every lock taken up front in one global order, the second fill simply waits for the first.
 */
export async function lockMedicines(tx: DbOrTx, medicineIds: string[]): Promise<void> {
  await lockBatchesOfMedicines(tx, [...new Set(medicineIds)].sort());
}

/**
 * Takes `quantity` units of the medicine for an order's line from its usable batches (expiry_date after `today`, a
 * Dhaka 'YYYY-MM-DD', with units left), earliest expiry first then batch id: locks them in that order, decrements
 * them, and writes one `order_fills` row (at that batch's price) and one `dispensed` movement per batch taken.
 * When the usable units are fewer than asked it throws 409 "Not enough stock of {brand}: {n} on hand." before
 * changing anything; the caller's transaction rolls back what its other lines took.
 */
export async function takeStockForLine(
  tx: DbOrTx,
  take: { orderId: string; lineId: string; medicineId: string; quantity: number; byUser: string; today: string },
): Promise<Array<{ batchId: string; quantity: number; unitPricePoisha: number }>> {
  const batches = await lockUsableBatches(tx, take.medicineId, take.today);
  const onHand = batches.reduce((sum, batch) => sum + batch.quantity, 0);
  if (onHand < take.quantity) {
    const medicine = await findMedicineState(tx, take.medicineId);
    throw AppError.conflict(notEnoughStockMessage(medicine?.brand ?? '', onHand));
  }
  const taken: Array<{ batchId: string; quantity: number; unitPricePoisha: number }> = [];
  let left = take.quantity;
  for (const batch of batches) {
    if (left === 0) break;
    const quantity = Math.min(left, batch.quantity);
    left -= quantity;
    await changeBatchQuantity(tx, batch.id, -quantity);
    await insertOrderFill(tx, {
      orderId: take.orderId,
      lineId: take.lineId,
      batchId: batch.id,
      medicineId: take.medicineId,
      quantity,
      unitPricePoisha: batch.unit_price_poisha,
    });
    await insertMovement(tx, {
      batchId: batch.id,
      medicineId: take.medicineId,
      kind: 'dispensed',
      quantity: -quantity,
      orderId: take.orderId,
      byUser: take.byUser,
    });
    taken.push({ batchId: batch.id, quantity, unitPricePoisha: batch.unit_price_poisha });
  }
  return taken;
}

/**
 * Puts back into its batch every unit the order's fill took (an expired batch too: it is counted, never dispensed,
 * and can be written off), with one `returned` movement per batch. The order's conditional state change calls it
 * once; should it run again for the same order, it changes nothing.
 */
export async function returnOrderStock(tx: DbOrTx, ret: { orderId: string; byUser: string }): Promise<void> {
  if (await orderStockReturned(tx, ret.orderId)) return;
  for (const fill of await lockFilledBatchesOfOrder(tx, ret.orderId)) {
    await changeBatchQuantity(tx, fill.batch_id, fill.quantity);
    await insertMovement(tx, {
      batchId: fill.batch_id,
      medicineId: fill.medicine_id,
      kind: 'returned',
      quantity: fill.quantity,
      orderId: ret.orderId,
      byUser: ret.byUser,
    });
  }
}
