import { beforeAll, describe, expect, it } from 'vitest';
import { addDaysToDateString, dhakaDateString } from '@hospital/contract/format';
import { changeStoredRows, sql, storedRows } from '../../db/testing.js';
import { AppError } from '../../lib/app-error.js';
import { newId } from '../../lib/ids.js';
import { useTestApp } from '../../test/test-app.js';
import {
  formularyMedicine,
  medicineLine,
  receiveStock,
  signedPrescriptionFor,
  type SignedPrescription,
} from './pharmacy-testing.js';
import { lockMedicines, takeStockForLine } from './stock.service.js';

/**
 * Taking stock under concurrency. Meaningful on real PostgreSQL (run with TEST_DB=postgres); on PGlite, which runs
 * one query at a time, it still checks the outcome.
 */
const { ctx, pharmacist, patient } = useTestApp({ signedIn: ['pharmacist', 'patient'] });

const today = () => dhakaDateString();
let prescription: SignedPrescription;

beforeAll(async () => {
  prescription = await signedPrescriptionFor(ctx, { patient, lines: [medicineLine(await formularyMedicine(ctx))] });
});

async function newOrder(): Promise<string> {
  const id = newId();
  await changeStoredRows(
    ctx.database.db,
    sql`insert into pharmacy_orders (id, prescription_id, patient_ref, account_id, fulfilment, payment_method)
        values (${id}, ${prescription.prescription._id}, ${patient.patient.id}, ${patient.user.id}, 'pickup', 'cash')`,
  );
  return id;
}

/**
 * One fill in its own transaction: the medicines locked first (as the orders service does for a fill of several
 * lines), then each line taken in the order given. Without `lockFirst` only takeStockForLine's own locks guard it.
 */
async function fill(
  orderId: string,
  lines: Array<{ medicineId: string; quantity: number }>,
  lockFirst = true,
): Promise<'taken' | 409> {
  try {
    await ctx.database.db.transaction(async (tx) => {
      if (lockFirst)
        await lockMedicines(
          tx,
          lines.map((line) => line.medicineId),
        );
      for (const line of lines)
        await takeStockForLine(tx, {
          orderId,
          lineId: newId(),
          ...line,
          byUser: pharmacist.user.id,
          today: today(),
        });
    });
    return 'taken';
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 409) return 409;
    throw error;
  }
}

/** The race's figures, printed for the notes that quote them (how many won, what is left, how long it took). */
function printFigures(line: string): void {
  // eslint-disable-next-line no-console -- the figures are the test's output for people, not a diagnostic
  console.log(line);
}

/** What the medicine's batches hold now, and the sum of its movements (received minus everything taken). */
async function ledger(medicineId: string) {
  const [row] = await storedRows<{ received: number; remaining: number; moved: number; lowest: number }>(
    ctx.database.db,
    sql`select (select sum(quantity_received) from stock_batches where medicine_id = ${medicineId})::int as received,
               (select sum(quantity) from stock_batches where medicine_id = ${medicineId})::int as remaining,
               (select min(quantity) from stock_batches where medicine_id = ${medicineId})::int as lowest,
               (select sum(quantity) from stock_movements where medicine_id = ${medicineId})::int as moved`,
  );
  return row!;
}

describe('stock races', () => {
  it('when 12 fills of 1 unit race for a batch of 10, then exactly 10 are taken, 2 get 409 and the batch ends at 0', async () => {
    const medicine = await formularyMedicine(ctx);
    const batch = await receiveStock(ctx, {
      medicineId: medicine.id,
      quantity: 10,
      unitPricePoisha: 250,
      expiryDate: addDaysToDateString(today(), 200),
    });
    const orders = await Promise.all(Array.from({ length: 12 }, () => newOrder()));
    const started = performance.now();
    const outcomes = await Promise.all(
      orders.map((orderId) => fill(orderId, [{ medicineId: medicine.id, quantity: 1 }], false)),
    );
    const ms = Math.round(performance.now() - started);
    const book = await ledger(medicine.id);
    printFigures(
      `[stock race, ${ctx.database.kind}] 12 concurrent takes of 1 from a batch of 10: ` +
        `${outcomes.filter((o) => o === 'taken').length} taken, ${outcomes.filter((o) => o === 409).length} got 409, ` +
        `batch left ${book.remaining} (lowest ${book.lowest}), received ${book.received} + movements taken ` +
        `${book.moved - book.received} = ${book.moved}, ${ms} ms`,
    );
    expect(outcomes.filter((o) => o === 'taken')).toHaveLength(10);
    expect(outcomes.filter((o) => o === 409)).toHaveLength(2);
    const [stored] = await storedRows<{ quantity: number }>(
      ctx.database.db,
      sql`select quantity from stock_batches where id = ${batch.batchId}`,
    );
    expect(stored!.quantity).toBe(0);
    expect(book.moved).toBe(book.remaining);
    expect(book.received - book.remaining).toBe(10);
  }, 60_000);

  it('when 8 fills of 3 of two medicines race in opposite line orders across two batches each, then exactly 4 are taken, none deadlocks and nothing goes below zero', async () => {
    const first = await formularyMedicine(ctx);
    const second = await formularyMedicine(ctx);
    for (const medicine of [first, second]) {
      await receiveStock(ctx, {
        medicineId: medicine.id,
        quantity: 7,
        unitPricePoisha: 100,
        expiryDate: addDaysToDateString(today(), 40),
      });
      await receiveStock(ctx, {
        medicineId: medicine.id,
        quantity: 5,
        unitPricePoisha: 120,
        expiryDate: addDaysToDateString(today(), 400),
      });
    }
    const orders = await Promise.all(Array.from({ length: 8 }, () => newOrder()));
    const started = performance.now();
    const outcomes = await Promise.all(
      orders.map((orderId, i) => {
        const lines = [
          { medicineId: first.id, quantity: 3 },
          { medicineId: second.id, quantity: 3 },
        ];
        return fill(orderId, i % 2 === 0 ? lines : lines.reverse());
      }),
    );
    const ms = Math.round(performance.now() - started);
    const books = [await ledger(first.id), await ledger(second.id)];
    printFigures(
      `[stock race, ${ctx.database.kind}] 8 concurrent fills of 3+3 (two medicines, 7+5 units each, opposite line orders): ` +
        `${outcomes.filter((o) => o === 'taken').length} taken, ${outcomes.filter((o) => o === 409).length} got 409, ` +
        `left ${books.map((b) => b.remaining).join(' and ')}, lowest batch ${Math.min(...books.map((b) => b.lowest))}, ` +
        `received ${books.map((b) => b.received).join(' and ')}, movements sum ${books.map((b) => b.moved).join(' and ')}, ` +
        `${ms} ms`,
    );
    expect(outcomes.filter((o) => o === 'taken')).toHaveLength(4);
    expect(outcomes.filter((o) => o === 409)).toHaveLength(4);
    for (const book of books) {
      expect(book).toMatchObject({ received: 12, remaining: 0, lowest: 0, moved: 0 });
    }
    const fills = await storedRows<{ order_id: string; quantity: number }>(
      ctx.database.db,
      sql`select order_id, sum(quantity)::int as quantity from order_fills
          where order_id = any(${sql.param(orders)}::varchar[]) group by order_id`,
    );
    expect(fills.map((row) => row.quantity)).toEqual([6, 6, 6, 6]);
  }, 60_000);
});
