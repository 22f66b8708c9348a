import { familyMemberSchema } from '@hospital/contract/patients';
import {
  LINE_ALREADY_ORDERED_MESSAGE,
  ORDER_ALREADY_PAID_MESSAGE,
  ORDER_NOT_FOUND_MESSAGE,
  ORDER_RATE_MESSAGE,
  ORDER_STATE_CONFLICT_MESSAGE,
  orderablePrescriptionSchema,
  pharmacyOrderListSchema,
  pharmacyOrderSchema,
  PRESCRIPTION_NOT_ORDERABLE_MESSAGE,
} from '@hospital/contract/pharmacy';
import { PRESCRIPTION_NOT_FOUND_MESSAGE } from '@hospital/contract/prescriptions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeStoredRows, sql, storedRows } from '../../db/testing.js';
import { FORBIDDEN_MESSAGE } from '../../lib/app-error.js';
import { listenForStreams, openEventStream } from '../../test/event-stream-client.js';
import { signedIn, useTestApp, type SignedIn } from '../../test/test-app.js';
import {
  formularyMedicine,
  freeTextLine,
  medicineLine,
  placeOrder,
  signedPrescriptionFor,
  type TestMedicine,
} from './pharmacy-testing.js';

// Ordering medicines from a signed prescription (the patient's side), who reads which order, the pharmacist's bell
// and lists, the pharmacist's reading of an ordered prescription, and the live events.

const { ctx, call, pharmacist, deliveryboy, attendant } = useTestApp({
  signedIn: ['pharmacist', 'deliveryboy', 'attendant'],
});

let napa: TestMedicine;
beforeAll(async () => {
  napa = await formularyMedicine(ctx, { brand: 'Napa', generic: 'Paracetamol', strength: '500 mg', form: 'tablet' });
});

/** A new patient with a signed prescription of Napa (1+0+1 for 5 days) and a typed line for a syrup. */
async function prescribed(patient?: SignedIn) {
  const who = patient ?? (await signedIn(ctx, 'patient'));
  const { prescription } = await signedPrescriptionFor(ctx, {
    patient: who,
    lines: [medicineLine(napa), freeTextLine('Tusca syrup', 'Dextromethorphan')],
  });
  return { patient: who, prescription };
}

const data = (res: { json(): unknown }) => (res.json() as { data: unknown }).data;
const messageOf = (res: { json(): unknown }) => (res.json() as { message: string }).message;

describe('the order form of a prescription', () => {
  it('when the patient opens it, then each line has its dose, a suggested quantity and whether it is ordered', async () => {
    const { patient, prescription } = await prescribed();
    const res = await call(patient, 'GET', `/pharmacy/prescriptions/${prescription._id}/orderable`);
    expect(res.statusCode, res.body).toBe(200);
    const form = orderablePrescriptionSchema.parse(data(res));
    expect(form).toMatchObject({
      prescriptionId: prescription._id,
      patientName: prescription.patient.name,
      contact: '01700000000',
      onlinePayment: true,
    });
    expect(form.lines).toEqual([
      {
        lineId: prescription.medicines[0]!.lineId,
        name: 'Napa 500 mg tablet',
        generic: 'Paracetamol',
        medicineId: napa.id,
        form: 'tablet',
        doseText: '1+0+1, after food, 5 days',
        suggestedQuantity: 10,
        ordered: false,
      },
      {
        lineId: prescription.medicines[1]!.lineId,
        name: 'Tusca syrup',
        generic: 'Dextromethorphan',
        medicineId: null,
        form: null,
        doseText: '1+0+0, after food, 3 days',
        suggestedQuantity: 1,
        ordered: false,
      },
    ]);

    await placeOrder(ctx, patient, prescription, {
      lines: [{ lineId: prescription.medicines[0]!.lineId, quantity: 10 }],
    });
    const bangla = await call(patient, 'GET', `/pharmacy/prescriptions/${prescription._id}/orderable`, undefined, {
      headers: { 'accept-language': 'bn' },
    });
    const after = orderablePrescriptionSchema.parse(data(bangla));
    expect(after.lines.map((line) => line.ordered)).toEqual([true, false]);
    expect(after.lines[0]!.doseText).toBe('১+০+১, খাবারের পরে, ৫ দিন');
  });

  it("when another account opens someone's prescription, then it is not found", async () => {
    const { prescription } = await prescribed();
    const stranger = await signedIn(ctx, 'patient');
    const res = await call(stranger, 'GET', `/pharmacy/prescriptions/${prescription._id}/orderable`);
    expect(res.statusCode).toBe(404);
    expect(messageOf(res)).toBe(PRESCRIPTION_NOT_FOUND_MESSAGE);
    const order = await call(stranger, 'POST', '/pharmacy/orders', {
      prescriptionId: prescription._id,
      lines: [{ lineId: prescription.medicines[0]!.lineId, quantity: 1 }],
      fulfilment: { kind: 'pickup' },
      paymentMethod: 'cash',
    });
    expect(order.statusCode).toBe(404);
  });
});

describe('placing an order', () => {
  it('when a patient orders, then the order is received for them and every pharmacist is told on the bell', async () => {
    const { patient, prescription } = await prescribed();
    const res = await call(patient, 'POST', '/pharmacy/orders', {
      prescriptionId: prescription._id,
      lines: [{ lineId: prescription.medicines[0]!.lineId, quantity: 10 }],
      fulfilment: {
        kind: 'delivery',
        area: 'dhanmondi',
        address: 'House 12, Road 5',
        landmark: 'Near the lake',
        contact: '01711111111',
      },
      paymentMethod: 'cash',
    });
    expect(res.statusCode, res.body).toBe(201);
    const order = pharmacyOrderSchema.parse(data(res));
    expect(order.orderNo).toBeGreaterThanOrEqual(1001);
    expect(order).toMatchObject({
      state: 'received',
      version: 1,
      patient: { _id: patient.patient.id, name: patient.patient.name },
      prescription: { _id: prescription._id },
      fulfilment: {
        kind: 'delivery',
        area: 'dhanmondi',
        address: 'House 12, Road 5',
        landmark: 'Near the lake',
        contact: '01711111111',
      },
      paymentMethod: 'cash',
      paymentStatus: 'unpaid',
      bill: null,
      canCancel: true,
      canPayOnline: false,
      handoverCode: null,
    });
    expect(order.lines).toEqual([
      {
        lineId: prescription.medicines[0]!.lineId,
        name: 'Napa 500 mg tablet',
        quantity: 10,
        fillState: 'pending',
        filled: null,
        missingReason: null,
      },
    ]);

    const notice = {
      message: `New medicine order M-${order.orderNo} from ${patient.patient.name}.`,
      link: `/pharmacist/orders/${order._id}`,
    };
    const bell = (await call(pharmacist, 'GET', '/notification')).json().data as Array<{ message: string }>;
    expect(bell).toContainEqual(expect.objectContaining(notice));
    const desk = (await call(attendant, 'GET', '/notification')).json().data as Array<{ message: string }>;
    expect(desk.map((n) => n.message)).not.toContain(notice.message);
  });

  it('when a line is ordered again while an order holds it, then 409, and once that order is cancelled it can be', async () => {
    const { patient, prescription } = await prescribed();
    const line = { lineId: prescription.medicines[0]!.lineId, quantity: 2 };
    const first = await placeOrder(ctx, patient, prescription, { lines: [line] });
    const body = {
      prescriptionId: prescription._id,
      lines: [line],
      fulfilment: { kind: 'pickup' },
      paymentMethod: 'cash',
    };
    const again = await call(patient, 'POST', '/pharmacy/orders', body);
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toBe(LINE_ALREADY_ORDERED_MESSAGE);

    const cancelled = await call(patient, 'POST', `/pharmacy/orders/${first._id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(pharmacyOrderSchema.parse(data(cancelled))).toMatchObject({
      state: 'cancelled',
      version: 2,
      canCancel: false,
    });
    expect((await call(patient, 'POST', '/pharmacy/orders', body)).statusCode).toBe(201);
    const twice = await call(patient, 'POST', `/pharmacy/orders/${first._id}/cancel`);
    expect(twice.statusCode).toBe(409);
    expect(messageOf(twice)).toBe(ORDER_STATE_CONFLICT_MESSAGE);
    expect(twice.headers['x-order-state']).toBe('cancelled');
  });

  it('when the prescription has been replaced by a new version, then it cannot be ordered from', async () => {
    const patient = await signedIn(ctx, 'patient');
    const { prescription, doctor } = await signedPrescriptionFor(ctx, { patient, lines: [medicineLine(napa)] });
    const version = await call(doctor, 'POST', `/prescriptions/${prescription._id}/versions`, {
      correction: 'Corrects the dose',
    });
    expect(version.statusCode, version.body).toBeLessThan(300);
    const signed = await call(doctor, 'POST', `/prescriptions/${(data(version) as { _id: string })._id}/sign`);
    expect(signed.statusCode, signed.body).toBe(200);
    const res = await call(patient, 'POST', '/pharmacy/orders', {
      prescriptionId: prescription._id,
      lines: [{ lineId: prescription.medicines[0]!.lineId, quantity: 1 }],
      fulfilment: { kind: 'pickup' },
      paymentMethod: 'cash',
    });
    expect(res.statusCode).toBe(409);
    expect(messageOf(res)).toBe(PRESCRIPTION_NOT_ORDERABLE_MESSAGE);
    const form = await call(patient, 'GET', `/pharmacy/prescriptions/${prescription._id}/orderable`);
    expect(form.statusCode).toBe(404);
  });

  it('when an account has placed 10 orders today, then the 11th is refused with 429', async () => {
    const patient = await signedIn(ctx, 'patient');
    const { prescription } = await signedPrescriptionFor(ctx, {
      patient,
      lines: Array.from({ length: 11 }, () => medicineLine(napa)),
    });
    for (const line of prescription.medicines.slice(0, 10))
      await placeOrder(ctx, patient, prescription, { lines: [{ lineId: line.lineId, quantity: 1 }] });
    const res = await call(patient, 'POST', '/pharmacy/orders', {
      prescriptionId: prescription._id,
      lines: [{ lineId: prescription.medicines[10]!.lineId, quantity: 1 }],
      fulfilment: { kind: 'pickup' },
      paymentMethod: 'cash',
    });
    expect(res.statusCode).toBe(429);
    expect(messageOf(res)).toBe(ORDER_RATE_MESSAGE);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it("when the holder orders a family member's prescription, then the order is the holder's for that member", async () => {
    const holder = await signedIn(ctx, 'patient');
    const added = await call(holder, 'POST', '/patients/family', {
      name: 'Ayaan Rahman',
      age: 6,
      gender: 'male',
      relation: 'child',
    });
    expect(added.statusCode).toBe(201);
    const member = familyMemberSchema.parse(data(added))._id;
    const { prescription } = await signedPrescriptionFor(ctx, {
      patient: holder,
      patientRef: member,
      lines: [medicineLine(napa)],
    });
    const order = await placeOrder(ctx, holder, prescription);
    const [row] = await storedRows<{ patient_ref: string; account_id: string }>(
      ctx.database.db,
      sql`select patient_ref, account_id from pharmacy_orders where id = ${order._id}`,
    );
    expect(row).toEqual({ patient_ref: member, account_id: holder.user.id });
    const mine = pharmacyOrderListSchema.parse(data(await call(holder, 'GET', '/pharmacy/orders/mine')));
    expect(mine.map((o) => [o._id, o.patient.name])).toEqual([[order._id, 'Ayaan Rahman']]);
  });
});

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

describe('paying', () => {
  it('when the patient switches to online and back, then it changes until paid; a paid order keeps its method', async () => {
    const { patient, prescription } = await prescribed();
    const order = await placeOrder(ctx, patient, prescription);
    const online = await call(patient, 'POST', `/pharmacy/orders/${order._id}/payment-method`, {
      paymentMethod: 'online',
    });
    expect(online.statusCode, online.body).toBe(200);
    expect(pharmacyOrderSchema.parse(data(online))).toMatchObject({ paymentMethod: 'online', version: 2 });
    await changeStoredRows(
      ctx.database.db,
      sql`update pharmacy_orders set payment_status = 'paid', paid_via = 'online', paid_at = now() where id = ${order._id}`,
    );
    const cash = await call(patient, 'POST', `/pharmacy/orders/${order._id}/payment-method`, { paymentMethod: 'cash' });
    expect(cash.statusCode).toBe(409);
    expect(messageOf(cash)).toBe(ORDER_ALREADY_PAID_MESSAGE);
  });

  it('when the order is out for delivery, then the method can no longer be switched', async () => {
    const { patient, prescription } = await prescribed();
    const order = await placeOrder(ctx, patient, prescription);
    await changeStoredRows(ctx.database.db, sql`update pharmacy_orders set state = 'out' where id = ${order._id}`);
    const res = await call(patient, 'POST', `/pharmacy/orders/${order._id}/payment-method`, {
      paymentMethod: 'online',
    });
    expect(res.statusCode).toBe(409);
    expect(messageOf(res)).toBe(ORDER_STATE_CONFLICT_MESSAGE);
    expect(res.headers['x-order-state']).toBe('out');
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
  let baseUrl: string;
  let closeAll: () => void;
  beforeAll(async () => {
    ({ baseUrl, closeAll } = await listenForStreams(ctx.app));
  });
  afterAll(() => closeAll());

  it("when an order changes, then its patient's stream and the pharmacist's get it, and another patient's does not", async () => {
    const one = await prescribed();
    const two = await prescribed();
    const oneOrder = await placeOrder(ctx, one.patient, one.prescription);
    const twoOrder = await placeOrder(ctx, two.patient, two.prescription);
    const open = (who: SignedIn | { token: string }) =>
      openEventStream(`${baseUrl}/pharmacy/events`, { authorization: who.token });
    const [oneStream, twoStream, pharmacyStream] = await Promise.all([
      open(one.patient),
      open(two.patient),
      open(pharmacist),
    ]);
    for (const stream of [oneStream, twoStream, pharmacyStream]) expect((await stream.next()).event).toBe('ready');

    // On PostgreSQL the placing of the orders is announced after its commit and can reach a stream opened since:
    // those first versions are skipped, every change after them is asserted.
    const nextChange = async (stream: typeof oneStream) => {
      for (;;) {
        const event = await stream.next();
        if ((event.data as { version?: number } | undefined)?.version !== 1) return event;
      }
    };
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
    const riderStream = await openEventStream(`${baseUrl}/pharmacy/events`, { authorization: deliveryboy.token });
    expect((await riderStream.next()).event).toBe('ready');
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
