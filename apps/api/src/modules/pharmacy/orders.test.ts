import {
  LINE_ALREADY_ORDERED_MESSAGE,
  ORDER_ALREADY_PAID_MESSAGE,
  ORDER_RATE_MESSAGE,
  ORDER_STATE_CONFLICT_MESSAGE,
  orderablePrescriptionSchema,
  pharmacyOrderListSchema,
  pharmacyOrderSchema,
  PRESCRIPTION_NOT_ORDERABLE_MESSAGE,
} from '@hospital/contract/pharmacy';
import { PRESCRIPTION_NOT_FOUND_MESSAGE } from '@hospital/contract/prescriptions';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeStoredRows, sql, storedRows } from '../../db/testing.js';
import { addChild, signedIn, useTestApp, type SignedIn } from '../../test/test-app.js';
import { DELIVERY } from './deliveries-testing.js';
import {
  formularyMedicine,
  freeTextLine,
  medicineLine,
  placeOrder,
  postOrder,
  prescribedPatient,
  signedPrescriptionFor,
  type TestMedicine,
} from './pharmacy-testing.js';

// Ordering medicines from a signed prescription, the patient's side: the order form, placing an order, and paying.
// Who reads an order and the live events are in orders-reading.test.ts.

const { ctx, call, pharmacist, attendant } = useTestApp({ signedIn: ['pharmacist', 'attendant'] });

let napa: TestMedicine;
beforeAll(async () => {
  napa = await formularyMedicine(ctx, { brand: 'Napa', generic: 'Paracetamol', strength: '500 mg', form: 'tablet' });
});

/** A new patient with a signed prescription of Napa (1+0+1 for 5 days) and a typed line for a syrup. */
const prescribed = (patient?: SignedIn) =>
  prescribedPatient(ctx, [medicineLine(napa), freeTextLine('Tusca syrup', 'Dextromethorphan')], patient);

/** The prescription's first line, ordered in the given quantity. */
const firstLine = (prescription: { medicines: Array<{ lineId: string }> }, quantity: number) => ({
  lineId: prescription.medicines[0]!.lineId,
  quantity,
});

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
    const order = await postOrder(ctx, stranger, prescription, { lines: [firstLine(prescription, 1)] });
    expect(order.statusCode).toBe(404);
  });
});

describe('placing an order', () => {
  it('when a patient orders, then the order is received for them and every pharmacist is told on the bell', async () => {
    const { patient, prescription } = await prescribed();
    const res = await postOrder(ctx, patient, prescription, {
      lines: [firstLine(prescription, 10)],
      fulfilment: DELIVERY,
    });
    expect(res.statusCode, res.body).toBe(201);
    const order = pharmacyOrderSchema.parse(data(res));
    expect(order.orderNo).toBeGreaterThanOrEqual(1001);
    expect(order).toMatchObject({
      state: 'received',
      version: 1,
      patient: { _id: patient.patient.id, name: patient.patient.name },
      prescription: { _id: prescription._id },
      fulfilment: DELIVERY,
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
    const lines = [firstLine(prescription, 2)];
    const first = await placeOrder(ctx, patient, prescription, { lines });
    const again = await postOrder(ctx, patient, prescription, { lines });
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toBe(LINE_ALREADY_ORDERED_MESSAGE);

    const cancelled = await call(patient, 'POST', `/pharmacy/orders/${first._id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(pharmacyOrderSchema.parse(data(cancelled))).toMatchObject({
      state: 'cancelled',
      version: 2,
      canCancel: false,
    });
    expect((await postOrder(ctx, patient, prescription, { lines })).statusCode).toBe(201);
    const twice = await call(patient, 'POST', `/pharmacy/orders/${first._id}/cancel`);
    expect(twice.statusCode).toBe(409);
    expect(messageOf(twice)).toBe(ORDER_STATE_CONFLICT_MESSAGE);
    expect(twice.headers['x-order-state']).toBe('cancelled');
  });

  it('when the prescription has been replaced by a new version, then it cannot be ordered from', async () => {
    const { patient, prescription, doctor } = await prescribedPatient(ctx, [medicineLine(napa)]);
    const version = await call(doctor, 'POST', `/prescriptions/${prescription._id}/versions`, {
      correction: 'Corrects the dose',
    });
    expect(version.statusCode, version.body).toBeLessThan(300);
    const signed = await call(doctor, 'POST', `/prescriptions/${(data(version) as { _id: string })._id}/sign`);
    expect(signed.statusCode, signed.body).toBe(200);
    const res = await postOrder(ctx, patient, prescription, { lines: [firstLine(prescription, 1)] });
    expect(res.statusCode).toBe(409);
    expect(messageOf(res)).toBe(PRESCRIPTION_NOT_ORDERABLE_MESSAGE);
    const form = await call(patient, 'GET', `/pharmacy/prescriptions/${prescription._id}/orderable`);
    expect(form.statusCode).toBe(404);
  });

  it('when an account has placed 10 orders today, then the 11th is refused with 429', async () => {
    const { patient, prescription } = await prescribedPatient(
      ctx,
      Array.from({ length: 11 }, () => medicineLine(napa)),
    );
    for (const line of prescription.medicines.slice(0, 10))
      await placeOrder(ctx, patient, prescription, { lines: [{ lineId: line.lineId, quantity: 1 }] });
    const res = await postOrder(ctx, patient, prescription, {
      lines: [{ lineId: prescription.medicines[10]!.lineId, quantity: 1 }],
    });
    expect(res.statusCode).toBe(429);
    expect(messageOf(res)).toBe(ORDER_RATE_MESSAGE);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it("when the holder orders a family member's prescription, then the order is the holder's for that member", async () => {
    const holder = await signedIn(ctx, 'patient');
    const member = (await addChild(call, holder))._id;
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
