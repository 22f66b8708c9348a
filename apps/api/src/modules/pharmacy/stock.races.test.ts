import { describe, expect, it } from 'vitest';
import { dhakaDateString } from '@hospital/contract/format';
import { sql, storedRows } from '../../db/testing.js';
import { AppError } from '../../lib/app-error.js';
import { newId } from '../../lib/ids.js';
import { useTestApp } from '../../test/test-app.js';
import { stockedMedicine, useOrderRows } from './pharmacy-testing.js';
import { lockMedicines, takeStockForLine } from './stock.service.js';

/**
 * Taking stock under concurrency. Meaningful on real PostgreSQL (run with TEST_DB=postgres); on PGlite, which runs
 * one query at a time, it still checks the outcome.
 */
const { ctx, pharmacist, patient } = useTestApp({ signedIn: ['pharmacist', 'patient'] });

const today = () => dhakaDateString();
const newOrder = useOrderRows(ctx, patient);

type Line = { medicineId: string; quantity: number };

/**
 * One fill in its own transaction: the medicines locked first (as the orders service does for a fill of several
 * lines), then each line taken in the order given. Without `lockFirst` only takeStockForLine's own locks guard it.
 */
async function fill(orderId: string, lines: Line[], lockFirst = true): Promise<'taken' | 409> {
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

/**
 * `count` new orders filled at once, the i-th with `linesOf(i)` (see fill for `lockFirst`): the orders, how many were
 * taken and how many got 409, and how long the race took.
 */
async function race(count: number, linesOf: (i: number) => Line[], lockFirst = true) {
  const orders = await Promise.all(Array.from({ length: count }, () => newOrder()));
  const started = performance.now();
  const outcomes = await Promise.all(orders.map((orderId, i) => fill(orderId, linesOf(i), lockFirst)));
  return {
    orders,
    taken: outcomes.filter((o) => o === 'taken').length,
    refused: outcomes.filter((o) => o === 409).length,
    ms: Math.round(performance.now() - started),
  };
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
    const [medicine, batch] = await stockedMedicine(ctx, [{ quantity: 10, unitPricePoisha: 250, expiresInDays: 200 }]);
    const { taken, refused, ms } = await race(12, () => [{ medicineId: medicine.id, quantity: 1 }], false);
    const book = await ledger(medicine.id);
    printFigures(
      `[stock race, ${ctx.database.kind}] 12 concurrent takes of 1 from a batch of 10: ` +
        `${taken} taken, ${refused} got 409, batch left ${book.remaining} (lowest ${book.lowest}), received ${book.received} + movements taken ` +
        `${book.moved - book.received} = ${book.moved}, ${ms} ms`,
    );
    expect(taken).toBe(10);
    expect(refused).toBe(2);
    const [stored] = await storedRows<{ quantity: number }>(
      ctx.database.db,
      sql`select quantity from stock_batches where id = ${batch}`,
    );
    expect(stored!.quantity).toBe(0);
    expect(book.moved).toBe(book.remaining);
    expect(book.received - book.remaining).toBe(10);
  }, 60_000);

  it('when 8 fills of 3 of two medicines race in opposite line orders across two batches each, then exactly 4 are taken, none deadlocks and nothing goes below zero', async () => {
    const batches = [
      { quantity: 7, unitPricePoisha: 100, expiresInDays: 40 },
      { quantity: 5, unitPricePoisha: 120, expiresInDays: 400 },
    ];
    const [first] = await stockedMedicine(ctx, batches);
    const [second] = await stockedMedicine(ctx, batches);
    const { orders, taken, refused, ms } = await race(8, (i) => {
      const lines = [
        { medicineId: first.id, quantity: 3 },
        { medicineId: second.id, quantity: 3 },
      ];
      return i % 2 === 0 ? lines : lines.reverse();
    });
    const books = [await ledger(first.id), await ledger(second.id)];
    printFigures(
      `[stock race, ${ctx.database.kind}] 8 concurrent fills of 3+3 (two medicines, 7+5 units each, opposite line orders): ` +
        `${taken} taken, ${refused} got 409, left ${books.map((b) => b.remaining).join(' and ')}, lowest batch ${Math.min(...books.map((b) => b.lowest))}, ` +
        `received ${books.map((b) => b.received).join(' and ')}, movements sum ${books.map((b) => b.moved).join(' and ')}, ` +
        `${ms} ms`,
    );
    expect(taken).toBe(4);
    expect(refused).toBe(4);
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
