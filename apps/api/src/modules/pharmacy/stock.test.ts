import { describe, expect, it } from 'vitest';
import { addDaysToDateString, dhakaDateString } from '@hospital/contract/format';
import {
  BATCH_CONFLICT_MESSAGE,
  EXPIRY_NOT_FUTURE_MESSAGE,
  STOCK_MEDICINE_MESSAGE,
  WRITE_OFF_NOT_EXPIRED_MESSAGE,
  type StockAlerts,
  type StockItem,
} from '@hospital/contract/pharmacy';
import { changeStoredRows, sql, storedRows } from '../../db/testing.js';
import { AppError } from '../../lib/app-error.js';
import { newId } from '../../lib/ids.js';
import { formularyMedicine, stockedMedicine, useOrderRows, usePharmacyTestApp } from './pharmacy-testing.js';
import { RETIRED_MEDICINE_MESSAGE, returnOrderStock, takeStockForLine } from './stock.service.js';

const { ctx, call, pharmacist, admin, patient, doctor, deliveryboy } = usePharmacyTestApp();

const today = () => dhakaDateString();
const inDays = (days: number) => addDaysToDateString(today(), days);

const newOrder = useOrderRows(ctx, patient);

const batchQuantity = async (id: string) =>
  (
    await storedRows<{ quantity: number }>(ctx.database.db, sql`select quantity from stock_batches where id = ${id}`)
  )[0]!.quantity;

const movementsOf = (medicineId: string) =>
  storedRows<{ kind: string; quantity: number; by_user: string | null; order_id: string | null; batch_id: string }>(
    ctx.database.db,
    sql`select kind, quantity, by_user, order_id, batch_id from stock_movements where medicine_id = ${medicineId}
        order by at, id`,
  );

describe('receiving stock', () => {
  it('when a batch is received and the same batch again with the same expiry and price, then it adds to one batch with a movement each', async () => {
    const medicine = await formularyMedicine(ctx);
    const batch = {
      medicineId: medicine.id,
      batchNo: 'NP-2207',
      expiryDate: inDays(300),
      quantity: 10,
      unitPrice: '12.5',
    };
    const first = await call(pharmacist, 'POST', '/pharmacy/stock', batch);
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe('Stock received.');
    const item = first.json().data as StockItem;
    expect(item).toMatchObject({ onHand: 10, reorderLevel: 20, low: true, medicine: { _id: medicine.id } });
    expect(item.batches).toEqual([
      expect.objectContaining({ batchNo: 'NP-2207', quantity: 10, unitPricePoisha: 1250, expired: false }),
    ]);

    const again = await call(admin, 'POST', '/pharmacy/stock', { ...batch, batchNo: 'np-2207', quantity: 15 });
    expect(again.statusCode).toBe(200);
    expect((again.json().data as StockItem).batches).toEqual([expect.objectContaining({ quantity: 25 })]);
    const [stored] = await storedRows<{ quantity_received: number; quantity: number }>(
      ctx.database.db,
      sql`select quantity_received, quantity from stock_batches where medicine_id = ${medicine.id}`,
    );
    expect(stored).toEqual({ quantity_received: 25, quantity: 25 });
    expect((await movementsOf(medicine.id)).map((m) => [m.kind, m.quantity, m.by_user])).toEqual([
      ['received', 10, pharmacist.user.id],
      ['received', 15, admin.user.id],
    ]);
  });

  it('when the same batch number comes with another expiry date or price, then 409 and nothing changes', async () => {
    const medicine = await formularyMedicine(ctx);
    const batch = { medicineId: medicine.id, batchNo: 'X1', expiryDate: inDays(300), quantity: 10, unitPrice: 5 };
    expect((await call(pharmacist, 'POST', '/pharmacy/stock', batch)).statusCode).toBe(200);
    for (const change of [{ unitPrice: 6 }, { expiryDate: inDays(301) }]) {
      const res = await call(pharmacist, 'POST', '/pharmacy/stock', { ...batch, ...change });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(BATCH_CONFLICT_MESSAGE);
    }
    expect(await movementsOf(medicine.id)).toHaveLength(1);
  });

  it('when the medicine is retired, unknown, or the expiry date is not after today, then 422 with a sentence', async () => {
    const medicine = await formularyMedicine(ctx);
    await changeStoredRows(ctx.database.db, sql`update medicines set retired_at = now() where id = ${medicine.id}`);
    const batch = { medicineId: medicine.id, batchNo: 'R1', expiryDate: inDays(300), quantity: 10, unitPrice: 5 };
    const retired = await call(pharmacist, 'POST', '/pharmacy/stock', batch);
    expect(retired.statusCode).toBe(422);
    expect(retired.json().message).toBe(RETIRED_MEDICINE_MESSAGE);
    const unknown = await call(pharmacist, 'POST', '/pharmacy/stock', { ...batch, medicineId: newId() });
    expect([unknown.statusCode, unknown.json().message]).toEqual([422, STOCK_MEDICINE_MESSAGE]);
    const active = await formularyMedicine(ctx);
    const expiring = await call(pharmacist, 'POST', '/pharmacy/stock', {
      ...batch,
      medicineId: active.id,
      expiryDate: today(),
    });
    expect([expiring.statusCode, expiring.json().message]).toEqual([422, EXPIRY_NOT_FUTURE_MESSAGE]);
    expect(await movementsOf(medicine.id)).toEqual([]);
  });
});

describe('the stock list and its alerts', () => {
  it('when stock is listed, then on hand counts unexpired batches only, batches come earliest expiry first, and q finds a never-stocked medicine', async () => {
    const [medicine] = await stockedMedicine(
      ctx,
      [
        { quantity: 7, unitPricePoisha: 100, expiresInDays: 200 },
        { quantity: 4, unitPricePoisha: 120, expiresInDays: 20 },
        { quantity: 9, unitPricePoisha: 90, expiresInDays: -1 },
      ],
      { brand: 'Listamol', generic: 'Listacetamol' },
    );
    const never = await formularyMedicine(ctx, { brand: 'Listanever', generic: 'Listacetamol' });

    const all = (await call(pharmacist, 'GET', '/pharmacy/stock')).json().data as StockItem[];
    expect(all.some((item) => item.medicine._id === never.id)).toBe(false);
    const item = all.find((row) => row.medicine._id === medicine.id)!;
    expect(item.onHand).toBe(11);
    expect(item.batches.map((b) => [b.quantity, b.expired])).toEqual([
      [9, true],
      [4, false],
      [7, false],
    ]);

    const found = (await call(pharmacist, 'GET', '/pharmacy/stock?q=listacet')).json().data as StockItem[];
    expect(found.map((row) => row.medicine._id).sort()).toEqual([medicine.id, never.id].sort());
    expect(found.find((row) => row.medicine._id === never.id)).toMatchObject({ onHand: 0, low: true, batches: [] });
  });

  it('when on hand is below the reorder level, then the medicine is low; a level set higher makes it low, one set lower clears it', async () => {
    const [medicine] = await stockedMedicine(ctx, [
      { quantity: 30, unitPricePoisha: 100 },
      { quantity: 50, unitPricePoisha: 100, expiresInDays: -3 },
    ]);
    const lowIds = async () =>
      ((await call(pharmacist, 'GET', '/pharmacy/stock/alerts')).json().data as StockAlerts).low.map(
        (item) => item.medicine._id,
      );
    expect(await lowIds()).not.toContain(medicine.id);

    const raised = await call(pharmacist, 'PUT', `/pharmacy/stock/${medicine.id}/reorder-level`, { reorderLevel: 31 });
    expect(raised.statusCode).toBe(200);
    expect(raised.json().data).toMatchObject({ onHand: 30, reorderLevel: 31, low: true });
    expect(await lowIds()).toContain(medicine.id);

    await call(admin, 'PUT', `/pharmacy/stock/${medicine.id}/reorder-level`, { reorderLevel: 30 });
    expect(await lowIds()).not.toContain(medicine.id);
    const unknown = await call(pharmacist, 'PUT', `/pharmacy/stock/${newId()}/reorder-level`, { reorderLevel: 5 });
    expect(unknown.statusCode).toBe(404);
  });

  it('when batches expire within 90 days, then they are listed with the expired ones first, and empty or later batches are not', async () => {
    const [medicine, soon, edge, , expired, empty] = await stockedMedicine(ctx, [
      { quantity: 5, unitPricePoisha: 100, expiresInDays: 89 },
      { quantity: 5, unitPricePoisha: 100, expiresInDays: 90 },
      { quantity: 5, unitPricePoisha: 100, expiresInDays: 91 },
      { quantity: 5, unitPricePoisha: 100, expiresInDays: -10 },
      { quantity: 5, unitPricePoisha: 100, expiresInDays: 3 },
    ]);
    await changeStoredRows(ctx.database.db, sql`update stock_batches set quantity = 0 where id = ${empty}`);

    const alerts = (await call(pharmacist, 'GET', '/pharmacy/stock/alerts')).json().data as StockAlerts;
    const mine = alerts.expiring.filter((row) => row.medicine._id === medicine.id);
    expect(mine.map((row) => [row.batch._id, row.expired])).toEqual([
      [expired, true],
      [soon, false],
      [edge, false],
    ]);
    const firstNotExpired = alerts.expiring.findIndex((row) => !row.expired);
    expect(alerts.expiring.slice(firstNotExpired).every((row) => !row.expired)).toBe(true);
  });
});

describe('writing off', () => {
  it('when a batch is not expired, then it cannot be written off; an expired one goes to 0 with a written_off movement, once', async () => {
    const [medicine, fresh, old] = await stockedMedicine(ctx, [
      { quantity: 5, unitPricePoisha: 100, expiresInDays: 1 },
      { quantity: 8, unitPricePoisha: 100, expiresInDays: 0 },
    ]);

    const refused = await call(pharmacist, 'POST', `/pharmacy/stock/batches/${fresh}/write-off`);
    expect([refused.statusCode, refused.json().message]).toEqual([422, WRITE_OFF_NOT_EXPIRED_MESSAGE]);
    const done = await call(pharmacist, 'POST', `/pharmacy/stock/batches/${old}/write-off`);
    expect(done.statusCode).toBe(200);
    expect((done.json().data as StockItem).batches.map((b) => b._id)).toEqual([fresh]);
    expect(await batchQuantity(old)).toBe(0);
    expect((await call(admin, 'POST', `/pharmacy/stock/batches/${old}/write-off`)).statusCode).toBe(200);
    const moves = (await movementsOf(medicine.id)).filter((m) => m.kind === 'written_off');
    expect(moves.map((m) => [m.batch_id, m.quantity, m.by_user])).toEqual([[old, -8, pharmacist.user.id]]);
    const missing = await call(pharmacist, 'POST', `/pharmacy/stock/batches/${newId()}/write-off`);
    expect(missing.statusCode).toBe(404);
  });
});

describe('taking stock for an order line', () => {
  const take = (orderId: string, medicineId: string, quantity: number) =>
    ctx.database.db.transaction((tx) =>
      takeStockForLine(tx, {
        orderId,
        lineId: newId(),
        medicineId,
        quantity,
        byUser: pharmacist.user.id,
        today: today(),
      }),
    );

  it('when a line takes more than the earliest batch holds, then it takes earliest expiry first across batches at their own prices, never the expired one', async () => {
    const [medicine, later, sooner, expired] = await stockedMedicine(ctx, [
      { quantity: 3, unitPricePoisha: 1000, expiresInDays: 100 },
      { quantity: 2, unitPricePoisha: 1200, expiresInDays: 50 },
      { quantity: 10, unitPricePoisha: 500, expiresInDays: 0 },
    ]);
    const orderId = await newOrder();

    expect(await take(orderId, medicine.id, 4)).toEqual([
      { batchId: sooner, quantity: 2, unitPricePoisha: 1200 },
      { batchId: later, quantity: 2, unitPricePoisha: 1000 },
    ]);
    expect([await batchQuantity(sooner), await batchQuantity(later), await batchQuantity(expired)]).toEqual([0, 1, 10]);
    const fills = await storedRows<{ batch_id: string; quantity: number; unit_price_poisha: number }>(
      ctx.database.db,
      sql`select batch_id, quantity, unit_price_poisha from order_fills where order_id = ${orderId} order by unit_price_poisha desc`,
    );
    expect(fills).toEqual([
      { batch_id: sooner, quantity: 2, unit_price_poisha: 1200 },
      { batch_id: later, quantity: 2, unit_price_poisha: 1000 },
    ]);
    const dispensed = (await movementsOf(medicine.id)).filter((m) => m.kind === 'dispensed');
    expect(dispensed.map((m) => [m.quantity, m.order_id, m.by_user])).toEqual([
      [-2, orderId, pharmacist.user.id],
      [-2, orderId, pharmacist.user.id],
    ]);
  });

  it('when the only stock is an expired batch, then nothing is taken: 409 with 0 on hand', async () => {
    const [medicine, expired] = await stockedMedicine(
      ctx,
      [{ quantity: 10, unitPricePoisha: 500, expiresInDays: -1 }],
      { brand: 'Oldamol' },
    );
    const error = await take(await newOrder(), medicine.id, 1).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ statusCode: 409, message: 'Not enough stock of Oldamol: 0 on hand.' });
    expect(await batchQuantity(expired)).toBe(10);
  });

  it('when usable stock is short, then 409 names what is on hand and nothing changes', async () => {
    const [medicine, a, b] = await stockedMedicine(
      ctx,
      [
        { quantity: 2, unitPricePoisha: 500, expiresInDays: 30 },
        { quantity: 1, unitPricePoisha: 500, expiresInDays: 60 },
      ],
      { brand: 'Shortamol' },
    );
    const orderId = await newOrder();
    const error = await take(orderId, medicine.id, 4).catch((e: unknown) => e);
    expect(error).toMatchObject({ statusCode: 409, message: 'Not enough stock of Shortamol: 3 on hand.' });
    expect([await batchQuantity(a), await batchQuantity(b)]).toEqual([2, 1]);
    expect(await storedRows(ctx.database.db, sql`select id from order_fills where order_id = ${orderId}`)).toEqual([]);
    expect((await movementsOf(medicine.id)).filter((m) => m.kind !== 'received')).toEqual([]);
  });

  it('when an order is returned, then every unit goes back to its batch (an expired one too) with returned movements, once', async () => {
    const [medicine, a, b] = await stockedMedicine(ctx, [
      { quantity: 2, unitPricePoisha: 500, expiresInDays: 30 },
      { quantity: 6, unitPricePoisha: 600, expiresInDays: 60 },
    ]);
    const orderId = await newOrder();
    await take(orderId, medicine.id, 5);
    // The first batch expires while the order is out: its units still go back to it, to be written off.
    await changeStoredRows(ctx.database.db, sql`update stock_batches set expiry_date = ${inDays(-1)} where id = ${a}`);

    const giveBack = () =>
      ctx.database.db.transaction((tx) => returnOrderStock(tx, { orderId, byUser: admin.user.id }));
    await giveBack();
    await giveBack();
    expect([await batchQuantity(a), await batchQuantity(b)]).toEqual([2, 6]);
    const returned = (await movementsOf(medicine.id)).filter((m) => m.kind === 'returned');
    expect(returned.map((m) => [m.batch_id, m.quantity, m.order_id, m.by_user]).sort()).toEqual(
      [
        [a, 2, orderId, admin.user.id],
        [b, 3, orderId, admin.user.id],
      ].sort(),
    );
  });
});

describe('who may use the stock and the report', () => {
  it('when a patient, a doctor or a rider calls a stock or report route, then 403; a pharmacist and an admin pass', async () => {
    const [medicine, batchId] = await stockedMedicine(ctx, [{ quantity: 5, unitPricePoisha: 100, expiresInDays: -1 }]);
    const routes: Array<[string, 'GET' | 'POST' | 'PUT', string, object?]> = [
      ['list', 'GET', '/pharmacy/stock'],
      [
        'receive',
        'POST',
        '/pharmacy/stock',
        {
          medicineId: medicine.id,
          batchNo: `M-${newId().slice(-6)}`,
          expiryDate: inDays(100),
          quantity: 1,
          unitPrice: 1,
        },
      ],
      ['alerts', 'GET', '/pharmacy/stock/alerts'],
      ['reorder level', 'PUT', `/pharmacy/stock/${medicine.id}/reorder-level`, { reorderLevel: 10 }],
      ['write off', 'POST', `/pharmacy/stock/batches/${batchId}/write-off`],
      ['report', 'GET', '/pharmacy/reports/day'],
      ['csv', 'GET', '/pharmacy/reports/day.csv?section=sales'],
    ];
    for (const [name, method, url, body] of routes) {
      for (const who of [patient, doctor, deliveryboy])
        expect([name, (await call(who, method, url, body)).statusCode]).toEqual([name, 403]);
      for (const who of [pharmacist, admin]) {
        const res = await call(
          who,
          method,
          url,
          name === 'receive' ? { ...body, batchNo: `M-${newId().slice(-6)}` } : body,
        );
        expect([name, res.statusCode]).toEqual([name, 200]);
      }
    }
  });
});
