import {
  FILL_LINES_MESSAGE,
  FILL_NOTHING_MESSAGE,
  FILL_QUANTITY_MESSAGE,
  notEnoughStockMessage,
  ORDER_BEING_FILLED_MESSAGE,
  ORDER_STATE_CONFLICT_MESSAGE,
  pharmacyOrderSchema,
  REFUSAL_REASON_MESSAGE,
  SUBSTITUTE_MISMATCH_MESSAGE,
  SUBSTITUTION_REASON_MESSAGE,
  type PharmacyOrder,
} from '@hospital/contract/pharmacy';
import { describe, expect, it } from 'vitest';
import { changeStoredRows, sql, storedRows } from '../../db/testing.js';
import { useTestApp } from '../../test/test-app.js';
import {
  fillInFull,
  formularyMedicine,
  freeTextLine,
  medicineLine,
  placeOrder,
  receiveStock,
  prescribedPatient,
  stockedMedicine,
} from './pharmacy-testing.js';

// Filling an order (docs/architecture.md §12): every line once, the prescribed medicine or a substitute of the same
// generic and strength, stock taken earliest expiry first in one transaction, the bill from what was taken; then
// ready, handed over, refused or returned.

const { ctx, call, pharmacist } = useTestApp({ signedIn: ['pharmacist'] });

const data = (res: { json(): unknown }) => pharmacyOrderSchema.parse((res.json() as { data: unknown }).data);
const messageOf = (res: { json(): unknown }) => (res.json() as { message: string }).message;

const stockOf = async (batchId: string) =>
  (
    await storedRows<{ quantity: number }>(
      ctx.database.db,
      sql`select quantity from stock_batches where id = ${batchId}`,
    )
  )[0]!.quantity;

/** A patient's order of the given lines (each with its quantity), placed for pickup and cash unless told otherwise. */
async function ordered(
  lines: Array<{ line: ReturnType<typeof medicineLine>; quantity: number }>,
  options: { fulfilment?: object; paymentMethod?: 'online' | 'cash' } = {},
) {
  const { patient, prescription } = await prescribedPatient(
    ctx,
    lines.map((l) => l.line),
  );
  const order = await placeOrder(ctx, patient, prescription, {
    lines: prescription.medicines.map((line, i) => ({ lineId: line.lineId, quantity: lines[i]!.quantity })),
    ...options,
  });
  return { patient, prescription, order };
}

const fill = (orderId: string, lines: object[]) =>
  call(pharmacist, 'POST', `/pharmacy/orders/${orderId}/fill`, { lines });

describe('filling an order', () => {
  it('when every line is filled in full, then stock is taken earliest expiry first, never expired, and the bill is what it cost', async () => {
    const [napa, expired, later, sooner] = await stockedMedicine(
      ctx,
      [
        { quantity: 50, unitPricePoisha: 1, expiresInDays: -1 },
        { quantity: 20, unitPricePoisha: 300, expiresInDays: 200 },
        { quantity: 4, unitPricePoisha: 250, expiresInDays: 100 },
      ],
      { generic: 'Paracetamol', strength: '500 mg' },
    );
    const [seclo, capsules] = await stockedMedicine(ctx, [{ quantity: 30, unitPricePoisha: 1075 }], {
      generic: 'Omeprazole',
      strength: '20 mg',
      form: 'capsule',
    });
    const { prescription, order } = await ordered([
      { line: medicineLine(napa), quantity: 10 },
      { line: medicineLine(seclo), quantity: 3 },
    ]);

    const filled = await fillInFull(ctx, pharmacist, order, prescription);
    const read = data(await call(pharmacist, 'GET', `/pharmacy/orders/${order._id}`));
    expect(filled).toEqual(read);
    expect(read).toMatchObject({ state: 'filled', version: 2, bill: { subtotalPoisha: 6025, totalTaka: 60 } });
    expect(read.times.filledAt).not.toBeNull();
    expect(read.lines.map((line) => [line.fillState, line.filled])).toEqual([
      [
        'filled',
        {
          medicine: { _id: napa.id, brand: napa.brand, generic: napa.generic, strength: napa.strength, form: 'tablet' },
          quantity: 10,
          amountPoisha: 4 * 250 + 6 * 300,
          unitPricePoisha: null,
          substitutionReason: null,
        },
      ],
      [
        'filled',
        {
          medicine: {
            _id: seclo.id,
            brand: seclo.brand,
            generic: seclo.generic,
            strength: seclo.strength,
            form: 'capsule',
          },
          quantity: 3,
          amountPoisha: 3225,
          unitPricePoisha: 1075,
          substitutionReason: null,
        },
      ],
    ]);
    expect([await stockOf(expired), await stockOf(sooner), await stockOf(later)]).toEqual([50, 0, 14]);
    expect(await stockOf(capsules)).toBe(27);
    const [who] = await storedRows<{ filled_by: string }>(
      ctx.database.db,
      sql`select filled_by from pharmacy_orders where id = ${order._id}`,
    );
    expect(who!.filled_by).toBe(pharmacist.user.id);
  });

  it('when a substitute of the same generic and strength is given with a reason, then the line is substituted; otherwise 422', async () => {
    const prescribedOne = await formularyMedicine(ctx, { generic: 'Cetirizine', strength: '10 mg' });
    const sameInOtherWords = await formularyMedicine(ctx, { generic: '  cetirizine ', strength: '10  MG' });
    const stronger = await formularyMedicine(ctx, { generic: 'Cetirizine', strength: '20 mg' });
    const syrup = await formularyMedicine(ctx, { generic: 'Dextromethorphan', strength: '10 mg/5 ml', form: 'syrup' });
    for (const m of [sameInOtherWords, stronger, syrup])
      await receiveStock(ctx, { medicineId: m.id, quantity: 100, unitPricePoisha: 500 });
    const { order } = await ordered([
      { line: medicineLine(prescribedOne), quantity: 5 },
      { line: freeTextLine('Tusca syrup', 'Dextromethorphan'), quantity: 1 },
      { line: freeTextLine('Something the doctor typed', null), quantity: 1 },
    ]);
    const [tablets, typed, untyped] = order.lines.map((line) => line.lineId) as [string, string, string];
    const missingUntyped = { lineId: untyped, missing: 'Not known to the pharmacy' };
    const typedSyrup = { lineId: typed, medicineId: syrup.id, quantity: 1, substitutionReason: 'The brand typed' };

    const stronger422 = await fill(order._id, [
      { lineId: tablets, medicineId: stronger.id, quantity: 5, substitutionReason: 'Out of the brand' },
      typedSyrup,
      missingUntyped,
    ]);
    expect(stronger422.statusCode).toBe(422);
    expect(messageOf(stronger422)).toBe(SUBSTITUTE_MISMATCH_MESSAGE);

    const noReason = await fill(order._id, [
      { lineId: tablets, medicineId: sameInOtherWords.id, quantity: 5 },
      typedSyrup,
      missingUntyped,
    ]);
    expect(noReason.statusCode).toBe(422);
    expect(messageOf(noReason)).toBe(SUBSTITUTION_REASON_MESSAGE);

    const untypedFilled = await fill(order._id, [
      { lineId: tablets, medicineId: sameInOtherWords.id, quantity: 5, substitutionReason: 'Out of the brand' },
      typedSyrup,
      { lineId: untyped, medicineId: syrup.id, quantity: 1, substitutionReason: 'A guess' },
    ]);
    expect(untypedFilled.statusCode).toBe(422);
    expect(messageOf(untypedFilled)).toBe(SUBSTITUTE_MISMATCH_MESSAGE);

    const res = await fill(order._id, [
      { lineId: tablets, medicineId: sameInOtherWords.id, quantity: 4, substitutionReason: 'Out of the brand' },
      typedSyrup,
      missingUntyped,
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const filled = data(res);
    expect(filled.lines.map((line) => [line.fillState, line.filled?.quantity ?? null, line.missingReason])).toEqual([
      ['substituted', 4, null],
      ['substituted', 1, null],
      ['missing', null, 'Not known to the pharmacy'],
    ]);
    expect(filled.lines[0]!.filled!.substitutionReason).toBe('Out of the brand');
    expect(filled.bill).toEqual({ subtotalPoisha: 2500, totalTaka: 25 });
  });

  it('when a fill names lines wrongly, gives too many or fills nothing, then it is refused with its message', async () => {
    const [napa] = await stockedMedicine(ctx, [{ quantity: 100, unitPricePoisha: 100 }]);
    const { order } = await ordered([
      { line: medicineLine(napa), quantity: 5 },
      { line: medicineLine(napa), quantity: 2 },
    ]);
    const [one, two] = order.lines.map((line) => line.lineId) as [string, string];

    const oneLineOnly = await fill(order._id, [{ lineId: one, medicineId: napa.id, quantity: 5 }]);
    expect(oneLineOnly.statusCode).toBe(422);
    expect(messageOf(oneLineOnly)).toBe(FILL_LINES_MESSAGE);

    const tooMany = await fill(order._id, [
      { lineId: one, medicineId: napa.id, quantity: 6 },
      { lineId: two, medicineId: napa.id, quantity: 2 },
    ]);
    expect(tooMany.statusCode).toBe(422);
    expect(messageOf(tooMany)).toBe(FILL_QUANTITY_MESSAGE);

    const nothing = await fill(order._id, [
      { lineId: one, missing: 'Out of stock' },
      { lineId: two, missing: 'Out of stock' },
    ]);
    expect(nothing.statusCode).toBeGreaterThanOrEqual(400);
    expect(messageOf(nothing)).toBe(FILL_NOTHING_MESSAGE);
    expect(data(await call(pharmacist, 'GET', `/pharmacy/orders/${order._id}`)).state).toBe('received');
  });

  it('when a line is missing, then it is released and can be ordered again', async () => {
    const [napa] = await stockedMedicine(ctx, [{ quantity: 100, unitPricePoisha: 100 }]);
    const { patient, prescription, order } = await ordered([
      { line: medicineLine(napa), quantity: 5 },
      { line: medicineLine(napa), quantity: 2 },
    ]);
    const [one, two] = order.lines.map((line) => line.lineId) as [string, string];
    const res = await fill(order._id, [
      { lineId: one, medicineId: napa.id, quantity: 5 },
      { lineId: two, missing: 'Out of stock' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const again = await placeOrder(ctx, patient, prescription, { lines: [{ lineId: two, quantity: 2 }] });
    expect(again.state).toBe('received');
  });

  it('when the stock is short, then 409 names what is on hand and nothing changes', async () => {
    const [napa, batch] = await stockedMedicine(ctx, [{ quantity: 3, unitPricePoisha: 100 }], { brand: 'Shortamol' });
    const { order } = await ordered([{ line: medicineLine(napa), quantity: 5 }]);
    const res = await fill(order._id, [{ lineId: order.lines[0]!.lineId, medicineId: napa.id, quantity: 5 }]);
    expect(res.statusCode).toBe(409);
    expect(messageOf(res)).toBe(notEnoughStockMessage('Shortamol', 3));
    expect(await stockOf(batch)).toBe(3);
    const now = data(await call(pharmacist, 'GET', `/pharmacy/orders/${order._id}`));
    expect(now).toMatchObject({ state: 'received', version: 1, bill: null });
  });

  it('when an order is filled, then a second fill gets 409 with the state, and the patient can no longer cancel', async () => {
    const [napa] = await stockedMedicine(ctx, [{ quantity: 100, unitPricePoisha: 100 }]);
    const { patient, prescription, order } = await ordered([{ line: medicineLine(napa), quantity: 5 }]);
    await fillInFull(ctx, pharmacist, order, prescription);
    const again = await fill(order._id, [{ lineId: order.lines[0]!.lineId, medicineId: napa.id, quantity: 5 }]);
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toBe(ORDER_STATE_CONFLICT_MESSAGE);
    expect(again.headers['x-order-state']).toBe('filled');
    const cancel = await call(patient, 'POST', `/pharmacy/orders/${order._id}/cancel`);
    expect(cancel.statusCode).toBe(409);
    expect(messageOf(cancel)).toBe(ORDER_BEING_FILLED_MESSAGE);
  });
});

describe('after the fill', () => {
  it('when a filled order is refused, then its stock returns and its lines are released', async () => {
    const [napa, batch] = await stockedMedicine(ctx, [{ quantity: 10, unitPricePoisha: 100 }]);
    const { patient, prescription, order } = await ordered([{ line: medicineLine(napa), quantity: 4 }]);
    await fillInFull(ctx, pharmacist, order, prescription);
    expect(await stockOf(batch)).toBe(6);
    const short = await call(pharmacist, 'POST', `/pharmacy/orders/${order._id}/refuse`, { reason: 'no' });
    expect(short.statusCode).toBe(400);
    expect(messageOf(short)).toBe(REFUSAL_REASON_MESSAGE);
    const res = await call(pharmacist, 'POST', `/pharmacy/orders/${order._id}/refuse`, {
      reason: 'The prescription is unclear',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(data(res)).toMatchObject({ state: 'refused', refusalReason: 'The prescription is unclear', version: 3 });
    expect(await stockOf(batch)).toBe(10);
    await placeOrder(ctx, patient, prescription, { lines: [{ lineId: order.lines[0]!.lineId, quantity: 4 }] });
  });

  it('when a pickup order is ready and handed over unpaid, then the patient is told by SMS and the total is taken in cash', async () => {
    const [napa] = await stockedMedicine(ctx, [{ quantity: 10, unitPricePoisha: 1250 }]);
    const { prescription, order } = await ordered([{ line: medicineLine(napa), quantity: 3 }]);
    await fillInFull(ctx, pharmacist, order, prescription);
    const early = await call(pharmacist, 'POST', `/pharmacy/orders/${order._id}/handover`);
    expect(early.statusCode).toBe(409);
    expect(early.headers['x-order-state']).toBe('filled');

    const ready = await call(pharmacist, 'POST', `/pharmacy/orders/${order._id}/ready`);
    expect(ready.statusCode, ready.body).toBe(200);
    expect(data(ready)).toMatchObject({ state: 'ready', version: 3 });
    const sms = await storedRows<{ kind: string }>(
      ctx.database.db,
      sql`select payload->>'kind' as kind from outbox where channel = 'sms' and payload->>'orderId' = ${order._id}`,
    );
    expect(sms).toEqual([{ kind: 'pharmacy' }]);

    const handed = await call(pharmacist, 'POST', `/pharmacy/orders/${order._id}/handover`);
    expect(handed.statusCode, handed.body).toBe(200);
    const done: PharmacyOrder = data(handed);
    expect(done).toMatchObject({
      state: 'collected',
      paymentStatus: 'paid',
      paidVia: 'cash',
      bill: { subtotalPoisha: 3750, totalTaka: 38 },
    });
    expect(done.times.closedAt).not.toBeNull();
    const [cash] = await storedRows<{ cash_collected_taka: number; paid_at: unknown }>(
      ctx.database.db,
      sql`select cash_collected_taka, paid_at from pharmacy_orders where id = ${order._id}`,
    );
    expect(cash!.cash_collected_taka).toBe(38);
    expect(cash!.paid_at).not.toBeNull();
  });

  it('when a delivery order is ready, then it is packed; once failed, it returns to stock', async () => {
    const [napa, batch] = await stockedMedicine(ctx, [{ quantity: 10, unitPricePoisha: 100 }]);
    const delivery = {
      kind: 'delivery',
      area: 'mirpur',
      address: 'Section 10, Road 3',
      landmark: '',
      contact: '01711111111',
    };
    const { patient, prescription, order } = await ordered([{ line: medicineLine(napa), quantity: 2 }], {
      fulfilment: delivery,
      paymentMethod: 'online',
    });
    await fillInFull(ctx, pharmacist, order, prescription);
    expect(data(await call(patient, 'GET', `/pharmacy/orders/${order._id}`)).canPayOnline).toBe(true);
    const packed = await call(pharmacist, 'POST', `/pharmacy/orders/${order._id}/ready`);
    expect(data(packed).state).toBe('packed');
    const notYet = await call(pharmacist, 'POST', `/pharmacy/orders/${order._id}/return`);
    expect(notYet.statusCode).toBe(409);
    await changeStoredRows(
      ctx.database.db,
      sql`update pharmacy_orders set state = 'failed', failure_reason = 'unreachable' where id = ${order._id}`,
    );
    const returned = await call(pharmacist, 'POST', `/pharmacy/orders/${order._id}/return`);
    expect(returned.statusCode, returned.body).toBe(200);
    expect(data(returned).state).toBe('returned');
    expect(await stockOf(batch)).toBe(10);
  });
});
