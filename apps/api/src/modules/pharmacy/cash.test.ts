import { describe, expect, it } from 'vitest';
import {
  cashCloseSchema,
  cashOwedListSchema,
  NO_CASH_TO_CLOSE_MESSAGE,
  RIDER_REQUIRED_MESSAGE,
} from '@hospital/contract/pharmacy';
import { sql, storedRows } from '../../db/testing.js';
import { signedIn, type SignedIn } from '../../test/test-app.js';
import { ORDER_TOTAL_TAKA, outWith, packedOrder } from './deliveries-testing.js';
import { usePharmacyTestApp } from './pharmacy-testing.js';

const { ctx, call, pharmacist, admin, patient, doctor, deliveryboy } = usePharmacyTestApp();

/** A delivery order handed over by `rider`: unpaid (the rider collects its total) unless `paid` online. */
async function delivered(rider: SignedIn, paid = false): Promise<string> {
  const order = await packedOrder(ctx, pharmacist, { paid });
  const code = await outWith(ctx, pharmacist, rider, order._id);
  const res = await call(rider, 'POST', `/deliveries/${order._id}/delivered`, {
    code,
    cashTaka: paid ? 0 : ORDER_TOTAL_TAKA,
  });
  if (res.statusCode !== 200) throw new Error(`could not deliver (${res.statusCode}): ${res.body}`);
  return order._id;
}

async function owed() {
  const res = await call(pharmacist, 'GET', '/pharmacy/cash');
  expect(res.statusCode).toBe(200);
  return cashOwedListSchema.parse(res.json().data);
}

describe("the riders' cash", () => {
  it('lists each rider with the cash of their delivered orders not yet closed, and closes it all at once', async () => {
    const rider = await signedIn(ctx, 'deliveryboy');
    const first = await delivered(rider);
    const second = await delivered(rider);
    await delivered(rider, true);
    const elsewhere = await delivered(deliveryboy);

    const mine = (await owed()).find((entry) => entry.rider._id === rider.user.id)!;
    expect(mine.rider.name).toBe('Test deliveryboy');
    expect(mine.orders.map((order) => order._id)).toEqual([first, second]);
    expect(mine.orders.map((order) => order.totalTaka)).toEqual([ORDER_TOTAL_TAKA, ORDER_TOTAL_TAKA]);
    expect(mine.expectedTaka).toBe(2 * ORDER_TOTAL_TAKA);

    const res = await call(pharmacist, 'POST', '/pharmacy/cash/close', {
      riderId: rider.user.id,
      countedTaka: 2 * ORDER_TOTAL_TAKA - 10,
      note: 'Ten taka short',
    });
    expect(res.statusCode).toBe(201);
    const close = cashCloseSchema.parse(res.json().data);
    expect(close).toMatchObject({
      rider: { _id: rider.user.id },
      closedBy: { _id: pharmacist.user.id },
      expectedTaka: 2 * ORDER_TOTAL_TAKA,
      countedTaka: 2 * ORDER_TOTAL_TAKA - 10,
      differenceTaka: -10,
      note: 'Ten taka short',
      orderCount: 2,
    });
    const closed = await storedRows<{ id: string }>(
      ctx.database.db,
      sql`select id from pharmacy_orders where cash_close_id = ${close._id} order by id`,
    );
    expect(closed.map((row) => row.id)).toEqual([first, second].sort());

    const after = await owed();
    expect(after.some((entry) => entry.rider._id === rider.user.id)).toBe(false);
    // Another rider's cash stays theirs.
    expect(after.find((entry) => entry.rider._id === deliveryboy.user.id)!.orders.map((o) => o._id)).toContain(
      elsewhere,
    );

    const again = await call(admin, 'POST', '/pharmacy/cash/close', { riderId: rider.user.id, countedTaka: 0 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(NO_CASH_TO_CLOSE_MESSAGE);
    expect(
      await storedRows(ctx.database.db, sql`select id from cash_closes where rider_id = ${rider.user.id}`),
    ).toHaveLength(1);
  });

  it('a rider with only orders paid online has no cash to close (409)', async () => {
    const rider = await signedIn(ctx, 'deliveryboy');
    await delivered(rider, true);
    const res = await call(pharmacist, 'POST', '/pharmacy/cash/close', { riderId: rider.user.id, countedTaka: 0 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(NO_CASH_TO_CLOSE_MESSAGE);
  });

  it('closes only a rider (422) and takes counted cash in whole taka (400)', async () => {
    const res = await call(pharmacist, 'POST', '/pharmacy/cash/close', { riderId: patient.user.id, countedTaka: 0 });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(RIDER_REQUIRED_MESSAGE);
    const half = await call(pharmacist, 'POST', '/pharmacy/cash/close', {
      riderId: deliveryboy.user.id,
      countedTaka: 12.5,
    });
    expect(half.statusCode).toBe(400);
  });

  it.each(['patient', 'doctor', 'deliveryboy'] as const)('is not for a %s (403)', async (role) => {
    const who = { patient, doctor, deliveryboy }[role];
    expect((await call(who, 'GET', '/pharmacy/cash')).statusCode).toBe(403);
    const res = await call(who, 'POST', '/pharmacy/cash/close', { riderId: deliveryboy.user.id, countedTaka: 0 });
    expect(res.statusCode).toBe(403);
  });
});
