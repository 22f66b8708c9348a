import { describe, expect, it } from 'vitest';
import {
  collectCashMessage,
  deliveryOrderSchema,
  HANDOVER_CODE_LOCKED_MESSAGE,
  HANDOVER_CODE_MISMATCH_MESSAGE,
  NO_CASH_TO_COLLECT_MESSAGE,
  NOTE_MESSAGE,
  ORDER_NOT_FOUND_MESSAGE,
  ORDER_NOT_PAID_MESSAGE,
  ORDER_STATE_CONFLICT_MESSAGE,
  RIDER_REQUIRED_MESSAGE,
} from '@hospital/contract/pharmacy';
import { changeStoredRows, sql } from '../../db/testing.js';
import { signedIn, type SignedIn } from '../../test/test-app.js';
import {
  DELIVERY,
  ORDER_TOTAL_TAKA,
  orderSms,
  outWith,
  packedOrder,
  storedOrder,
  wrongCode,
} from './deliveries-testing.js';
import { handoverCodes } from './handover-code.js';
import { usePharmacyTestApp } from './pharmacy-testing.js';

const { ctx, call, pharmacist, admin, patient, doctor, deliveryboy } = usePharmacyTestApp();

const packed = (options: Parameters<typeof packedOrder>[2] = {}) => packedOrder(ctx, pharmacist, options);
const assign = (orderId: string, rider: SignedIn, by: { token: string } = pharmacist) =>
  call(by, 'POST', `/pharmacy/orders/${orderId}/assign`, { riderId: rider.user.id });
const deliver = (rider: SignedIn, orderId: string, code: string, cashTaka = ORDER_TOTAL_TAKA) =>
  call(rider, 'POST', `/deliveries/${orderId}/delivered`, { code, cashTaka });

describe('the riders', () => {
  it('lists the active riders with their orders in hand, and leaves out a deactivated one', async () => {
    const busy = await signedIn(ctx, 'deliveryboy');
    const gone = await signedIn(ctx, 'deliveryboy');
    await changeStoredRows(ctx.database.db, sql`update users set active = false where id = ${gone.user.id}`);
    const order = await packed();
    expect((await assign(order._id, busy)).statusCode).toBe(200);
    const res = await call(admin, 'GET', '/pharmacy/riders');
    expect(res.statusCode).toBe(200);
    const riders = res.json().data as Array<{ _id: string; name: string; contact: string; activeOrders: number }>;
    expect(riders.find((r) => r._id === busy.user.id)).toMatchObject({ activeOrders: 1, contact: '01700000000' });
    expect(riders.find((r) => r._id === deliveryboy.user.id)).toMatchObject({ activeOrders: expect.any(Number) });
    expect(riders.some((r) => r._id === gone.user.id)).toBe(false);
    expect(riders.some((r) => r._id === pharmacist.user.id)).toBe(false);
  });

  it.each(['patient', 'doctor', 'deliveryboy'] as const)('are not for a %s (403)', async (role) => {
    const who = { patient, doctor, deliveryboy }[role];
    expect((await call(who, 'GET', '/pharmacy/riders')).statusCode).toBe(403);
  });
});

describe('assigning a rider', () => {
  it('gives a packed order to an active rider, and another rider may take it over until it is picked up', async () => {
    const order = await packed();
    const other = await signedIn(ctx, 'deliveryboy');
    const first = await assign(order._id, deliveryboy);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ state: 'packed', rider: { _id: deliveryboy.user.id } });
    expect(first.json().data.version).toBe(order.version + 1);
    const second = await assign(order._id, other, admin);
    expect(second.statusCode).toBe(200);
    expect(second.json().data.rider._id).toBe(other.user.id);
    // The first rider no longer has it.
    expect((await call(deliveryboy, 'POST', `/deliveries/${order._id}/picked-up`)).json().message).toBe(
      ORDER_NOT_FOUND_MESSAGE,
    );
    expect((await call(other, 'POST', `/deliveries/${order._id}/picked-up`)).statusCode).toBe(200);
    const late = await assign(order._id, deliveryboy);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(ORDER_STATE_CONFLICT_MESSAGE);
    expect(late.headers['x-order-state']).toBe('out');
  });

  it('refuses anyone but an active rider (422)', async () => {
    const order = await packed();
    const gone = await signedIn(ctx, 'deliveryboy');
    await changeStoredRows(ctx.database.db, sql`update users set active = false where id = ${gone.user.id}`);
    for (const who of [patient, pharmacist, gone]) {
      const res = await assign(order._id, who);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(RIDER_REQUIRED_MESSAGE);
    }
    const bad = await call(pharmacist, 'POST', `/pharmacy/orders/${order._id}/assign`, { riderId: 'nobody' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(RIDER_REQUIRED_MESSAGE);
    expect((await storedOrder(ctx, order._id)).rider_id).toBeNull();
  });

  it('refuses an online order until it is paid (409), and takes it once paid', async () => {
    const unpaid = await packed({ paymentMethod: 'online' });
    const res = await assign(unpaid._id, deliveryboy);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ORDER_NOT_PAID_MESSAGE);
    const paid = await packed({ paid: true });
    expect((await assign(paid._id, deliveryboy)).statusCode).toBe(200);
  });

  it('answers 404 for an order that does not exist, and 409 with the state for one not packed', async () => {
    expect((await assign('0123456789abcdef01234567', deliveryboy)).json().message).toBe(ORDER_NOT_FOUND_MESSAGE);
    expect((await assign('0123456789abcdef01234567', deliveryboy)).statusCode).toBe(404);
    const order = await packed();
    await changeStoredRows(ctx.database.db, sql`update pharmacy_orders set state = 'filled' where id = ${order._id}`);
    const res = await assign(order._id, deliveryboy);
    expect(res.statusCode).toBe(409);
    expect(res.headers['x-order-state']).toBe('filled');
  });

  it.each(['patient', 'doctor', 'deliveryboy'] as const)('is not for a %s (403)', async (role) => {
    const who = { patient, doctor, deliveryboy }[role];
    const res = await call(who, 'POST', '/pharmacy/orders/0123456789abcdef01234567/assign', {
      riderId: deliveryboy.user.id,
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('picking up', () => {
  it('sends the order out with a 4-digit code: its HMAC kept, the SMS queued in English, the patient shown it', async () => {
    const order = await packed();
    expect((await assign(order._id, deliveryboy)).statusCode).toBe(200);
    const res = await call(deliveryboy, 'POST', `/deliveries/${order._id}/picked-up`);
    expect(res.statusCode).toBe(200);
    const delivery = deliveryOrderSchema.parse(res.json().data);
    expect(delivery).toMatchObject({
      state: 'out',
      contact: DELIVERY.contact,
      area: DELIVERY.area,
      address: DELIVERY.address,
      landmark: DELIVERY.landmark,
      items: 1,
      collectTaka: ORDER_TOTAL_TAKA,
    });
    expect(delivery.pickedUpAt).not.toBeNull();
    // The rider never gets the code.
    expect(Object.keys(res.json().data).filter((key) => /code/i.test(key))).toEqual([]);
    const stored = await storedOrder(ctx, order._id);
    expect(stored.handover_code).toMatch(/^\d{4}$/);
    expect(stored.code_attempts).toBe(0);
    expect(stored.code_hmac).toBe(handoverCodes(ctx.config.jwtSecret).mac(order._id, stored.handover_code!));
    const sms = await orderSms(ctx, order._id);
    expect(sms).toHaveLength(1);
    expect(sms[0]!.payload).toMatchObject({
      to: '01700000000',
      kind: 'pharmacy',
      text: `Your medicines (order M-${order.orderNo}) are on the way. Give the rider the code ${stored.handover_code} when they arrive.`,
    });
    const page = await call(order.patient, 'GET', `/pharmacy/orders/${order._id}`);
    expect(page.json().data.handoverCode).toBe(stored.handover_code);
    // The pharmacy reads the order, not the code.
    expect((await call(pharmacist, 'GET', `/pharmacy/orders/${order._id}`)).json().data.handoverCode).toBeNull();
  });

  it("sends the SMS in the ordering account's language", async () => {
    const order = await packed({ language: 'bn' });
    const code = await outWith(ctx, pharmacist, deliveryboy, order._id);
    const [sms] = await orderSms(ctx, order._id);
    expect(sms!.payload.text).toBe(
      `আপনার ওষুধ (অর্ডার M-${order.orderNo}) পাঠানো হয়েছে। রাইডার পৌঁছালে তাঁকে কোড ${code} বলুন।`,
    );
  });

  it("answers 404 for another rider's order and an order given to nobody, 409 once it is out", async () => {
    const order = await packed();
    const other = await signedIn(ctx, 'deliveryboy');
    const nobody = await call(deliveryboy, 'POST', `/deliveries/${order._id}/picked-up`);
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json().message).toBe(ORDER_NOT_FOUND_MESSAGE);
    await assign(order._id, deliveryboy);
    expect((await call(other, 'POST', `/deliveries/${order._id}/picked-up`)).statusCode).toBe(404);
    expect((await call(deliveryboy, 'POST', `/deliveries/${order._id}/picked-up`)).statusCode).toBe(200);
    const again = await call(deliveryboy, 'POST', `/deliveries/${order._id}/picked-up`);
    expect(again.statusCode).toBe(409);
    expect(again.headers['x-order-state']).toBe('out');
    expect(await orderSms(ctx, order._id)).toHaveLength(1);
  });

  it('refuses an order switched to paying online since it was assigned, until it is paid (409)', async () => {
    const order = await packed();
    await assign(order._id, deliveryboy);
    const switched = await call(order.patient, 'POST', `/pharmacy/orders/${order._id}/payment-method`, {
      paymentMethod: 'online',
    });
    expect(switched.statusCode).toBe(200);
    const res = await call(deliveryboy, 'POST', `/deliveries/${order._id}/picked-up`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(ORDER_NOT_PAID_MESSAGE);
    expect((await storedOrder(ctx, order._id)).state).toBe('packed');
    expect(await orderSms(ctx, order._id)).toHaveLength(0);
  });
});

describe('handing over', () => {
  it('delivers against the right code and the whole bill in cash: paid in cash, the code gone', async () => {
    const order = await packed();
    const code = await outWith(ctx, pharmacist, deliveryboy, order._id);
    const res = await deliver(deliveryboy, order._id, code);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ state: 'delivered', collectTaka: 0 });
    const stored = await storedOrder(ctx, order._id);
    expect(stored).toMatchObject({
      state: 'delivered',
      payment_status: 'paid',
      paid_via: 'cash',
      cash_collected_taka: ORDER_TOTAL_TAKA,
      handover_code: null,
      code_hmac: null,
    });
    expect(stored.paid_at).not.toBeNull();
    expect(stored.delivered_at).not.toBeNull();
    expect(stored.closed_at).not.toBeNull();
    expect((await deliver(deliveryboy, order._id, code)).statusCode).toBe(409);
  });

  it('takes the code in Bengali digits too', async () => {
    const order = await packed();
    const code = await outWith(ctx, pharmacist, deliveryboy, order._id);
    const bengali = code.replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)]!);
    expect((await deliver(deliveryboy, order._id, bengali)).statusCode).toBe(200);
  });

  it('refuses cash other than the bill when unpaid, and any cash when paid online, without counting a try', async () => {
    const unpaid = await packed();
    const code = await outWith(ctx, pharmacist, deliveryboy, unpaid._id);
    for (const cash of [0, ORDER_TOTAL_TAKA - 1, ORDER_TOTAL_TAKA + 1]) {
      const res = await deliver(deliveryboy, unpaid._id, code, cash);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(collectCashMessage(ORDER_TOTAL_TAKA));
      expect(res.json().message).toBe(`Collect ${ORDER_TOTAL_TAKA} taka from the patient.`);
    }
    expect((await storedOrder(ctx, unpaid._id)).code_attempts).toBe(0);

    const paid = await packed({ paid: true });
    const paidCode = await outWith(ctx, pharmacist, deliveryboy, paid._id);
    const res = await deliver(deliveryboy, paid._id, paidCode, ORDER_TOTAL_TAKA);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(NO_CASH_TO_COLLECT_MESSAGE);
    expect((await deliver(deliveryboy, paid._id, paidCode, 0)).statusCode).toBe(200);
    expect(await storedOrder(ctx, paid._id)).toMatchObject({ paid_via: 'online', cash_collected_taka: null });
  });

  it('counts wrong codes; after 5 it refuses even the right one until the pharmacy sends a new code', async () => {
    const order = await packed({ language: 'bn' });
    const code = await outWith(ctx, pharmacist, deliveryboy, order._id);
    for (let i = 1; i <= 5; i += 1) {
      const res = await deliver(deliveryboy, order._id, wrongCode(code));
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(HANDOVER_CODE_MISMATCH_MESSAGE);
      expect((await storedOrder(ctx, order._id)).code_attempts).toBe(i);
    }
    const locked = await deliver(deliveryboy, order._id, code);
    expect(locked.statusCode).toBe(423);
    expect(locked.json().message).toBe(HANDOVER_CODE_LOCKED_MESSAGE);
    expect((await storedOrder(ctx, order._id)).code_attempts).toBe(5);

    const before = (await storedOrder(ctx, order._id)).version;
    const sent = await call(pharmacist, 'POST', `/pharmacy/orders/${order._id}/new-code`);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data.state).toBe('out');
    const renewed = await storedOrder(ctx, order._id);
    expect(renewed.code_attempts).toBe(0);
    expect(renewed.version).toBe(before + 1);
    expect(renewed.code_hmac).toBe(handoverCodes(ctx.config.jwtSecret).mac(order._id, renewed.handover_code!));
    const sms = await orderSms(ctx, order._id);
    expect(sms).toHaveLength(2);
    expect(sms[1]!.payload.text).toContain(`কোড ${renewed.handover_code} বলুন`);
    expect((await deliver(deliveryboy, order._id, renewed.handover_code!)).statusCode).toBe(200);
  });

  it('a new code is only for an order on its way (409), and only the pharmacy sends one (403)', async () => {
    const order = await packed();
    const res = await call(pharmacist, 'POST', `/pharmacy/orders/${order._id}/new-code`);
    expect(res.statusCode).toBe(409);
    expect(res.headers['x-order-state']).toBe('packed');
    for (const who of [deliveryboy, order.patient, doctor])
      expect((await call(who, 'POST', `/pharmacy/orders/${order._id}/new-code`)).statusCode).toBe(403);
    expect((await call(pharmacist, 'POST', '/pharmacy/orders/0123456789abcdef01234567/new-code')).statusCode).toBe(404);
  });

  it("answers 404 to another rider, and never checks that rider's code", async () => {
    const order = await packed();
    const code = await outWith(ctx, pharmacist, deliveryboy, order._id);
    const other = await signedIn(ctx, 'deliveryboy');
    const res = await deliver(other, order._id, code);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(ORDER_NOT_FOUND_MESSAGE);
    expect((await call(other, 'POST', `/deliveries/${order._id}/failed`, { reason: 'refused' })).statusCode).toBe(404);
    expect((await storedOrder(ctx, order._id)).state).toBe('out');
  });
});

describe('a failed delivery', () => {
  it('records why; the pharmacy gives it out again, and the next try has a new code', async () => {
    const order = await packed();
    const first = await outWith(ctx, pharmacist, deliveryboy, order._id);
    const res = await call(deliveryboy, 'POST', `/deliveries/${order._id}/failed`, {
      reason: 'unreachable',
      note: 'Phone off, gate locked',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ state: 'failed', failureReason: 'unreachable' });
    expect(await storedOrder(ctx, order._id)).toMatchObject({
      state: 'failed',
      failure_note: 'Phone off, gate locked',
      handover_code: null,
    });
    // Not out any more: the old code opens nothing.
    expect((await deliver(deliveryboy, order._id, first)).statusCode).toBe(409);
    const other = await signedIn(ctx, 'deliveryboy');
    const again = await assign(order._id, other);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ state: 'packed', rider: { _id: other.user.id } });
    const second = await outWith(ctx, pharmacist, other, order._id);
    expect((await deliver(other, order._id, second)).statusCode).toBe(200);
  });

  it('is only from out, with a reason from the list and a short note', async () => {
    const order = await packed();
    await assign(order._id, deliveryboy);
    const early = await call(deliveryboy, 'POST', `/deliveries/${order._id}/failed`, { reason: 'refused' });
    expect(early.statusCode).toBe(409);
    await call(deliveryboy, 'POST', `/deliveries/${order._id}/picked-up`);
    const bad = await call(deliveryboy, 'POST', `/deliveries/${order._id}/failed`, { reason: 'lost' });
    expect(bad.statusCode).toBe(400);
    const long = await call(deliveryboy, 'POST', `/deliveries/${order._id}/failed`, {
      reason: 'refused',
      note: 'x'.repeat(301),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().errorSources[0].message).toBe(NOTE_MESSAGE);
    expect((await storedOrder(ctx, order._id)).state).toBe('out');
  });
});

describe("the rider's list", () => {
  it('has only their own orders: on the way, to pick up, and done today', async () => {
    const rider = await signedIn(ctx, 'deliveryboy');
    const other = await signedIn(ctx, 'deliveryboy');
    const waiting = await packed();
    const going = await packed();
    const done = await packed();
    const theirs = await packed();
    await assign(waiting._id, rider);
    await outWith(ctx, pharmacist, rider, going._id);
    const code = await outWith(ctx, pharmacist, rider, done._id);
    await deliver(rider, done._id, code);
    await assign(theirs._id, other);
    const res = await call(rider, 'GET', '/deliveries/mine');
    expect(res.statusCode).toBe(200);
    const list = res.json().data as Array<{ _id: string; state: string; collectTaka: number; patientName: string }>;
    expect(list.map((d) => [d._id, d.state])).toEqual([
      [going._id, 'out'],
      [waiting._id, 'packed'],
      [done._id, 'delivered'],
    ]);
    expect(list[0]!.collectTaka).toBe(ORDER_TOTAL_TAKA);
    expect(list[2]!.collectTaka).toBe(0);
    expect(JSON.stringify(list)).not.toMatch(/prescription|medicine|Testamol/i);
  });

  it.each(['patient', 'doctor', 'pharmacist'] as const)(
    "is not for a %s (403), nor are the rider's actions",
    async (role) => {
      const who = { patient, doctor, pharmacist }[role];
      expect((await call(who, 'GET', '/deliveries/mine')).statusCode).toBe(403);
      const id = '0123456789abcdef01234567';
      expect((await call(who, 'POST', `/deliveries/${id}/picked-up`)).statusCode).toBe(403);
      expect((await call(who, 'POST', `/deliveries/${id}/delivered`, { code: '1234', cashTaka: 0 })).statusCode).toBe(
        403,
      );
      expect((await call(who, 'POST', `/deliveries/${id}/failed`, { reason: 'refused' })).statusCode).toBe(403);
    },
  );
});
