import { LINE_ALREADY_ORDERED_MESSAGE } from '@hospital/contract/pharmacy';
import { describe, expect, it } from 'vitest';
import { sql, storedRows } from '../../db/testing.js';
import { signedIn, useTestApp } from '../../test/test-app.js';
import {
  formularyMedicine,
  medicineLine,
  placeOrder,
  receiveStock,
  signedPrescriptionFor,
} from './pharmacy-testing.js';

/**
 * Orders under concurrency: each request goes to one of two API processes at the same moment. Meaningful on real
 * PostgreSQL (run with TEST_DB=postgres); on PGlite, which runs one query at a time, it still checks the outcome.
 */
const { ctx, pharmacist } = useTestApp({ signedIn: ['pharmacist'] });

async function filledOrderSetUp(quantity: number, stock: number) {
  const medicine = await formularyMedicine(ctx);
  const batch = await receiveStock(ctx, { medicineId: medicine.id, quantity: stock, unitPricePoisha: 100 });
  const patient = await signedIn(ctx, 'patient');
  const { prescription } = await signedPrescriptionFor(ctx, { patient, lines: [medicineLine(medicine)] });
  const order = await placeOrder(ctx, patient, prescription, {
    lines: [{ lineId: prescription.medicines[0]!.lineId, quantity }],
  });
  const fillBody = { lines: [{ lineId: order.lines[0]!.lineId, medicineId: medicine.id, quantity }] };
  return { medicine, batch, patient, prescription, order, fillBody };
}

const stockOf = async (batchId: string) =>
  (
    await storedRows<{ quantity: number }>(
      ctx.database.db,
      sql`select quantity from stock_batches where id = ${batchId}`,
    )
  )[0]!.quantity;

const movementsOf = (orderId: string) =>
  storedRows<{ kind: string; quantity: number }>(
    ctx.database.db,
    sql`select kind, quantity from stock_movements where order_id = ${orderId} order by at, id`,
  );

describe('order races', () => {
  it('when two pharmacists fill one order at once, then one fill wins and the stock is taken once', async () => {
    const { batch, order, fillBody } = await filledOrderSetUp(4, 10);
    const other = await ctx.openSecondApp();
    const responses = await Promise.all(
      [ctx.app, other].map((app) =>
        app.inject({
          method: 'POST',
          url: `/api/v1/pharmacy/orders/${order._id}/fill`,
          headers: { authorization: pharmacist.token },
          payload: fillBody,
        }),
      ),
    );
    await other.close();
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(responses.find((r) => r.statusCode === 409)!.headers['x-order-state']).toBe('filled');
    expect(await stockOf(batch.batchId)).toBe(6);
    expect(await movementsOf(order._id)).toEqual([{ kind: 'dispensed', quantity: -4 }]);
    const fills = await storedRows<{ quantity: number }>(
      ctx.database.db,
      sql`select quantity from order_fills where order_id = ${order._id}`,
    );
    expect(fills).toEqual([{ quantity: 4 }]);
  }, 120_000);

  it('when the patient cancels while the pharmacist fills, then one of them wins and the stock agrees with it', async () => {
    const { batch, patient, order, fillBody } = await filledOrderSetUp(3, 10);
    const other = await ctx.openSecondApp();
    const [filled, cancelled] = await Promise.all([
      ctx.app.inject({
        method: 'POST',
        url: `/api/v1/pharmacy/orders/${order._id}/fill`,
        headers: { authorization: pharmacist.token },
        payload: fillBody,
      }),
      other.inject({
        method: 'POST',
        url: `/api/v1/pharmacy/orders/${order._id}/cancel`,
        headers: { authorization: patient.token },
      }),
    ]);
    await other.close();
    expect([filled!.statusCode, cancelled!.statusCode].sort()).toEqual([200, 409]);
    const [row] = await storedRows<{ state: string; version: number }>(
      ctx.database.db,
      sql`select state, version from pharmacy_orders where id = ${order._id}`,
    );
    if (filled!.statusCode === 200) {
      expect(row).toEqual({ state: 'filled', version: 2 });
      expect(await stockOf(batch.batchId)).toBe(7);
    } else {
      expect(row).toEqual({ state: 'cancelled', version: 2 });
      expect(await stockOf(batch.batchId)).toBe(10);
      expect(await movementsOf(order._id)).toEqual([]);
    }
  }, 120_000);

  it('when one line is ordered twice at once, then one order gets it and the other is told it is already ordered', async () => {
    const medicine = await formularyMedicine(ctx);
    const patient = await signedIn(ctx, 'patient');
    const { prescription } = await signedPrescriptionFor(ctx, { patient, lines: [medicineLine(medicine)] });
    const other = await ctx.openSecondApp();
    const body = {
      prescriptionId: prescription._id,
      lines: [{ lineId: prescription.medicines[0]!.lineId, quantity: 2 }],
      fulfilment: { kind: 'pickup' },
      paymentMethod: 'cash',
    };
    const responses = await Promise.all(
      [ctx.app, other, ctx.app, other].map((app) =>
        app.inject({
          method: 'POST',
          url: '/api/v1/pharmacy/orders',
          headers: { authorization: patient.token },
          payload: body,
        }),
      ),
    );
    await other.close();
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
    for (const refused of responses.filter((r) => r.statusCode === 409))
      expect(refused.json().message).toBe(LINE_ALREADY_ORDERED_MESSAGE);
    const orders = await storedRows<{ id: string }>(
      ctx.database.db,
      sql`select id from pharmacy_orders where prescription_id = ${prescription._id}`,
    );
    expect(orders).toHaveLength(1);
  }, 120_000);
});
