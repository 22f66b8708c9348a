import { ORDER_NOT_FOUND_MESSAGE, pharmacyOrderListSchema, pharmacyOrderSchema } from '@hospital/contract/pharmacy';
import { describe, expect, it } from 'vitest';
import { changeStoredRows, sql, storedRows } from '../../db/testing.js';
import { FORBIDDEN_MESSAGE } from '../../lib/app-error.js';
import { signedIn, useTestApp } from '../../test/test-app.js';
import { nextChangeAfter, usePharmacyEventStreams, type OrderStream } from './order-streams-testing.js';
import { formularyMedicine, freeTextLine, medicineLine, placeOrder, prescribedPatient } from './pharmacy-testing.js';

// Who reads a medicine order: the patient who placed it, the pharmacy (its lists, and the ordered prescription), and
// the live events each of them hears. Placing and paying are in orders.test.ts.

const { ctx, call, pharmacist, deliveryboy, attendant } = useTestApp({
  signedIn: ['pharmacist', 'deliveryboy', 'attendant'],
});

/** A new patient with a signed prescription of two lines: a new formulary medicine and a typed syrup. */
const prescribed = async () =>
  prescribedPatient(ctx, [medicineLine(await formularyMedicine(ctx)), freeTextLine('Tusca syrup', 'Dextromethorphan')]);

const data = (res: { json(): unknown }) => (res.json() as { data: unknown }).data;
const messageOf = (res: { json(): unknown }) => (res.json() as { message: string }).message;

describe('who reads an order', () => {
  it("when another patient or a rider asks for someone's order, then it is not found; the pharmacy reads any", async () => {
    const { patient, prescription } = await prescribed();
    const order = await placeOrder(ctx, patient, prescription);
    const stranger = await signedIn(ctx, 'patient');
    for (const who of [stranger, deliveryboy]) {
      const res = await call(who, 'GET', `/pharmacy/orders/${order._id}`);
      expect(res.statusCode).toBe(404);
      expect(messageOf(res)).toBe(ORDER_NOT_FOUND_MESSAGE);
    }
    expect((await call(stranger, 'POST', `/pharmacy/orders/${order._id}/cancel`)).statusCode).toBe(404);
    expect(
      (await call(stranger, 'POST', `/pharmacy/orders/${order._id}/payment-method`, { paymentMethod: 'online' }))
        .statusCode,
    ).toBe(404);
    const own = await call(patient, 'GET', `/pharmacy/orders/${order._id}`);
    expect(pharmacyOrderSchema.parse(data(own)).canCancel).toBe(true);
    const read = await call(pharmacist, 'GET', `/pharmacy/orders/${order._id}`);
    expect(read.statusCode).toBe(200);
    expect(pharmacyOrderSchema.parse(data(read))).toMatchObject({ _id: order._id, canCancel: false });
    expect(pharmacyOrderListSchema.parse(data(await call(stranger, 'GET', '/pharmacy/orders/mine')))).toEqual([]);
  });

  it("when a patient calls the pharmacy's routes, then they are refused with 403", async () => {
    const { patient, prescription } = await prescribed();
    const order = await placeOrder(ctx, patient, prescription);
    for (const [method, url] of [
      ['GET', '/pharmacy/orders?view=open'],
      ['POST', `/pharmacy/orders/${order._id}/ready`],
      ['POST', `/pharmacy/orders/${order._id}/handover`],
      ['POST', `/pharmacy/orders/${order._id}/return`],
    ] as const) {
      const res = await call(patient, method, url);
      expect(res.statusCode, url).toBe(403);
      expect(messageOf(res)).toBe(FORBIDDEN_MESSAGE);
    }
    const fill = await call(patient, 'POST', `/pharmacy/orders/${order._id}/fill`, { lines: [] });
    expect(fill.statusCode).toBe(403);
  });

  it('when the pharmacist lists open orders, then they come oldest first; today lists the day newest first', async () => {
    const { patient, prescription } = await prescribed();
    const older = await placeOrder(ctx, patient, prescription, {
      lines: [{ lineId: prescription.medicines[0]!.lineId, quantity: 1 }],
    });
    const newer = await placeOrder(ctx, patient, prescription, {
      lines: [{ lineId: prescription.medicines[1]!.lineId, quantity: 1 }],
    });
    await call(patient, 'POST', `/pharmacy/orders/${newer._id}/cancel`);
    const open = pharmacyOrderListSchema.parse(data(await call(pharmacist, 'GET', '/pharmacy/orders?view=open')));
    const ids = open.map((o) => o._id);
    expect(ids).toContain(older._id);
    expect(ids).not.toContain(newer._id);
    expect(open.find((o) => o._id === older._id)).toMatchObject({
      patient: { name: patient.patient.name },
      fulfilment: 'pickup',
      items: 1,
      totalTaka: null,
    });
    const today = pharmacyOrderListSchema.parse(data(await call(pharmacist, 'GET', '/pharmacy/orders?view=today')));
    const positions = [newer._id, older._id].map((id) => today.findIndex((o) => o._id === id));
    expect(positions[0]).toBeGreaterThanOrEqual(0);
    expect(positions[0]).toBeLessThan(positions[1]!);
  });
});

describe("the pharmacist reading an order's prescription", () => {
  it('when no order was placed from it, then it is not found; once one is, then it is read and the read is audited', async () => {
    const { patient, prescription } = await prescribed();
    const before = await call(pharmacist, 'GET', `/prescriptions/${prescription._id}`);
    expect(before.statusCode).toBe(404);
    await placeOrder(ctx, patient, prescription);
    const after = await call(pharmacist, 'GET', `/prescriptions/${prescription._id}`);
    expect(after.statusCode, after.body).toBe(200);
    const audited = await storedRows<{ actor_id: string }>(
      ctx.database.db,
      sql`select actor_id from audit_entries where action = 'prescription.read' and target_id = ${prescription._id}`,
    );
    expect(audited).toEqual([{ actor_id: pharmacist.user.id }]);
    expect((await call(attendant, 'GET', `/prescriptions/${prescription._id}`)).statusCode).toBe(404);
  });
});

describe('GET /pharmacy/events', () => {
  const streams = usePharmacyEventStreams(ctx);

  it("when an order changes, then its patient's stream and the pharmacist's get it, and another patient's does not", async () => {
    const one = await prescribed();
    const two = await prescribed();
    const oneOrder = await placeOrder(ctx, one.patient, one.prescription);
    const twoOrder = await placeOrder(ctx, two.patient, two.prescription);
    const [oneStream, twoStream, pharmacyStream] = await Promise.all([
      streams.open(one.patient),
      streams.open(two.patient),
      streams.open(pharmacist),
    ]);

    // The placing of the orders (version 1) may reach the streams late (see nextChangeAfter): every change after it
    // is asserted.
    const nextChange = (stream: OrderStream) => nextChangeAfter(stream, 1);
    expect((await call(one.patient, 'POST', `/pharmacy/orders/${oneOrder._id}/cancel`)).statusCode).toBe(200);
    const event = { event: 'order', data: { orderId: oneOrder._id, state: 'cancelled', version: 2 } };
    expect(await nextChange(oneStream)).toEqual(event);
    expect(await nextChange(pharmacyStream)).toEqual(event);

    expect((await call(two.patient, 'POST', `/pharmacy/orders/${twoOrder._id}/cancel`)).statusCode).toBe(200);
    // The second patient's first change is their own order's: the first patient's change never reached them.
    expect(await nextChange(twoStream)).toEqual({
      event: 'order',
      data: { orderId: twoOrder._id, state: 'cancelled', version: 2 },
    });
    for (const stream of [oneStream, twoStream, pharmacyStream]) stream.close();
  });

  it("when an order assigned to a rider changes, then that rider's stream gets it and another rider's does not", async () => {
    const assigned = await prescribed();
    const other = await prescribed();
    const assignedOrder = await placeOrder(ctx, assigned.patient, assigned.prescription);
    const otherOrder = await placeOrder(ctx, other.patient, other.prescription);
    const otherRider = await signedIn(ctx, 'deliveryboy');
    await changeStoredRows(
      ctx.database.db,
      sql`update pharmacy_orders set rider_id = case id when ${assignedOrder._id} then ${deliveryboy.user.id}
                                                         else ${otherRider.user.id} end
          where id in (${assignedOrder._id}, ${otherOrder._id})`,
    );
    const riderStream = await streams.open(deliveryboy);
    const refuse = (id: string) =>
      call(pharmacist, 'POST', `/pharmacy/orders/${id}/refuse`, { reason: 'Not in stock this week' });
    expect((await refuse(otherOrder._id)).statusCode).toBe(200);
    expect((await refuse(assignedOrder._id)).statusCode).toBe(200);
    expect(await riderStream.next()).toEqual({
      event: 'order',
      data: { orderId: assignedOrder._id, state: 'refused', version: 2 },
    });
    riderStream.close();
  });
});
