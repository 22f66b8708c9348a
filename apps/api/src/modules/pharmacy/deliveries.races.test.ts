import { describe, expect, it } from 'vitest';
import { HANDOVER_CODE_LOCKED_MESSAGE, HANDOVER_CODE_MISMATCH_MESSAGE } from '@hospital/contract/pharmacy';
import { sql, storedRows } from '../../db/testing.js';
import { apiCaller, signedIn, useTestApp } from '../../test/test-app.js';
import { ORDER_TOTAL_TAKA, orderSms, outWith, packedOrder, storedOrder, wrongCode } from './deliveries-testing.js';

/**
 * Deliveries and the riders' cash under concurrency, through two API processes. Meaningful on real PostgreSQL (run
 * with TEST_DB=postgres); on PGlite, which runs one query at a time, it still checks the outcome.
 */
const { ctx, pharmacist, admin, call } = useTestApp({ signedIn: ['pharmacist', 'admin'] });

const sorted = (codes: number[]) => [...codes].sort((a, b) => a - b);

/** A new rider, a packed order, and a caller of a second API process (to race the first), for one race. */
async function raceSetUp() {
  const rider = await signedIn(ctx, 'deliveryboy');
  const order = await packedOrder(ctx, pharmacist);
  const other = apiCaller(await ctx.openSecondApp());
  return { rider, order, other };
}

describe('delivery races', () => {
  it('when two closes of one rider’s cash run at once, then one takes every order and the other finds none (409)', async () => {
    const rider = await signedIn(ctx, 'deliveryboy');
    const orders: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const order = await packedOrder(ctx, pharmacist);
      const code = await outWith(ctx, pharmacist, rider, order._id);
      const res = await call(rider, 'POST', `/deliveries/${order._id}/delivered`, { code, cashTaka: ORDER_TOTAL_TAKA });
      expect(res.statusCode).toBe(200);
      orders.push(order._id);
    }
    const other = apiCaller(await ctx.openSecondApp());
    const body = { riderId: rider.user.id, countedTaka: 3 * ORDER_TOTAL_TAKA };
    const responses = await Promise.all([
      call(pharmacist, 'POST', '/pharmacy/cash/close', body),
      other(admin, 'POST', '/pharmacy/cash/close', body),
    ]);
    expect(sorted(responses.map((r) => r.statusCode))).toEqual([201, 409]);
    const won = responses.find((r) => r.statusCode === 201)!.json().data;
    expect(won).toMatchObject({ expectedTaka: 3 * ORDER_TOTAL_TAKA, orderCount: 3, differenceTaka: 0 });
    const closes = await storedRows<{ id: string }>(
      ctx.database.db,
      sql`select id from cash_closes where rider_id = ${rider.user.id}`,
    );
    expect(closes.map((c) => c.id)).toEqual([won._id]);
    const taken = await storedRows<{ cash_close_id: string }>(
      ctx.database.db,
      sql`select cash_close_id from pharmacy_orders where id = any(${sql.param(orders)}::varchar[])`,
    );
    expect(taken.map((row) => row.cash_close_id)).toEqual([won._id, won._id, won._id]);
  }, 120_000);

  it('when ten wrong codes arrive at once, then exactly five are counted and the rest are refused as locked', async () => {
    const { rider, order, other } = await raceSetUp();
    const code = await outWith(ctx, pharmacist, rider, order._id);
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        (i % 2 === 0 ? call : other)(rider, 'POST', `/deliveries/${order._id}/delivered`, {
          code: wrongCode(code),
          cashTaka: ORDER_TOTAL_TAKA,
        }),
      ),
    );
    expect(sorted(responses.map((r) => r.statusCode))).toEqual([422, 422, 422, 422, 422, 423, 423, 423, 423, 423]);
    expect(new Set(responses.map((r) => r.json().message))).toEqual(
      new Set([HANDOVER_CODE_MISMATCH_MESSAGE, HANDOVER_CODE_LOCKED_MESSAGE]),
    );
    expect(await storedOrder(ctx, order._id)).toMatchObject({ state: 'out', code_attempts: 5 });
  }, 120_000);

  it('when the rider taps picked-up twice at once, then the order goes out once with one code and one SMS', async () => {
    const { rider, order, other } = await raceSetUp();
    expect(
      (await call(pharmacist, 'POST', `/pharmacy/orders/${order._id}/assign`, { riderId: rider.user.id })).statusCode,
    ).toBe(200);
    const before = (await storedOrder(ctx, order._id)).version;
    const responses = await Promise.all([
      call(rider, 'POST', `/deliveries/${order._id}/picked-up`),
      other(rider, 'POST', `/deliveries/${order._id}/picked-up`),
    ]);
    expect(sorted(responses.map((r) => r.statusCode))).toEqual([200, 409]);
    const stored = await storedOrder(ctx, order._id);
    expect(stored.version).toBe(before + 1);
    const sms = await orderSms(ctx, order._id);
    expect(sms).toHaveLength(1);
    expect(sms[0]!.payload.text).toContain(`code ${stored.handover_code} `);
  }, 120_000);

  it('when the pharmacy gives the order to another rider as the first picks it up, then exactly one of them has it', async () => {
    const { rider: first, order, other } = await raceSetUp();
    const second = await signedIn(ctx, 'deliveryboy');
    await call(pharmacist, 'POST', `/pharmacy/orders/${order._id}/assign`, { riderId: first.user.id });
    const [picked, reassigned] = await Promise.all([
      call(first, 'POST', `/deliveries/${order._id}/picked-up`),
      other(pharmacist, 'POST', `/pharmacy/orders/${order._id}/assign`, { riderId: second.user.id }),
    ]);
    const stored = await storedOrder(ctx, order._id);
    if (picked.statusCode === 200) {
      expect(reassigned.statusCode).toBe(409);
      expect(stored).toMatchObject({ state: 'out', rider_id: first.user.id });
    } else {
      expect(picked.statusCode).toBe(404);
      expect(reassigned.statusCode).toBe(200);
      expect(stored).toMatchObject({ state: 'packed', rider_id: second.user.id, handover_code: null });
    }
  }, 120_000);

  it('when the right code is sent twice at once, then the order is delivered and its cash counted once', async () => {
    const { rider, order, other } = await raceSetUp();
    const code = await outWith(ctx, pharmacist, rider, order._id);
    const body = { code, cashTaka: ORDER_TOTAL_TAKA };
    const responses = await Promise.all([
      call(rider, 'POST', `/deliveries/${order._id}/delivered`, body),
      other(rider, 'POST', `/deliveries/${order._id}/delivered`, body),
    ]);
    expect(sorted(responses.map((r) => r.statusCode))).toEqual([200, 409]);
    expect(await storedOrder(ctx, order._id)).toMatchObject({
      state: 'delivered',
      cash_collected_taka: ORDER_TOTAL_TAKA,
      code_attempts: 0,
    });
  }, 120_000);
});
