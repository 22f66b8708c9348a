import { ORDER_ALREADY_PAID_MESSAGE, ORDER_NOT_FOUND_MESSAGE } from '@hospital/contract/pharmacy';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeStoredRows, sql, storedRows } from '../../db/testing.js';
import { newId } from '../../lib/ids.js';
import { createAppointment, createDoctor } from '../../test/factories.js';
import { pressSandboxButton } from '../../test/sandbox-payment.js';
import { signedIn, useTestApp, type SignedIn } from '../../test/test-app.js';
import { nextChangeAfter, usePharmacyEventStreams } from '../pharmacy/order-streams-testing.js';
import {
  filledOrder,
  medicineLine,
  signedPrescriptionFor,
  stockedMedicine,
  type TestMedicine,
} from '../pharmacy/pharmacy-testing.js';
import { createGateway, PaymentService } from './payment-service.js';
import {
  NOTHING_TO_REFUND_FOR_ORDER,
  ORDER_BELOW_GATEWAY_MINIMUM,
  ORDER_NOT_BILLED_YET,
  ORDER_NOT_PAYABLE,
  ORDER_PAID_IN_CASH,
  TOO_MANY_ORDER_SESSIONS,
} from './payments.messages.js';

// Online payment of medicine orders (docs/architecture.md §21): the bill of a filled online order is paid through the
// same gateway flow as an appointment's fee, the browser lands on the order's page, and refunds follow the order.

const { ctx, call, pharmacist } = useTestApp({ signedIn: ['pharmacist'] });
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

let medicine: TestMedicine;
/** A patient with a signed prescription that the orders inserted below hang from. */
let owner: { patient: SignedIn; prescriptionId: string };
beforeAll(async () => {
  [medicine] = await stockedMedicine(ctx, [{ quantity: 10_000, unitPricePoisha: 250 }]);
  const patient = await signedIn(ctx, 'patient');
  const { prescription } = await signedPrescriptionFor(ctx, { patient, lines: [medicineLine(medicine)] });
  owner = { patient, prescriptionId: prescription._id };
});

type OrderFields = {
  state: string;
  paymentMethod: 'online' | 'cash';
  paymentStatus: 'unpaid' | 'paid';
  totalTaka: number | null;
  accountId: string;
  patientRef: string;
};

/** An order row as the pharmacy leaves it: filled, online, unpaid, 125 taka, of the owner's prescription. */
async function orderRow(fields: Partial<OrderFields> = {}): Promise<{ id: string; orderNo: number }> {
  const f: OrderFields = {
    state: 'filled',
    paymentMethod: 'online',
    paymentStatus: 'unpaid',
    totalTaka: 125,
    accountId: owner.patient.user.id,
    patientRef: owner.patient.patient.id,
    ...fields,
  };
  const id = newId();
  const paidVia = f.paymentStatus === 'paid' ? 'cash' : null;
  await changeStoredRows(
    ctx.database.db,
    sql`insert into pharmacy_orders (id, prescription_id, patient_ref, account_id, state, fulfilment, payment_method,
          payment_status, paid_via, subtotal_poisha, total_taka)
        values (${id}, ${owner.prescriptionId}, ${f.patientRef}, ${f.accountId}, ${f.state}, 'pickup', ${f.paymentMethod},
          ${f.paymentStatus}, ${paidVia}, ${f.totalTaka === null ? null : f.totalTaka * 100}, ${f.totalTaka})`,
  );
  const [row] = await storedRows<{ order_no: number }>(
    ctx.database.db,
    sql`select order_no from pharmacy_orders where id = ${id}`,
  );
  return { id, orderNo: row!.order_no };
}

type OrderState = {
  state: string;
  payment_status: string;
  paid_via: string | null;
  paid_at: unknown;
  refund_status: string;
  version: number;
};
async function orderOf(id: string): Promise<OrderState> {
  const [row] = await storedRows<OrderState>(
    ctx.database.db,
    sql`select state, payment_status, paid_via, paid_at, refund_status, version from pharmacy_orders where id = ${id}`,
  );
  return row!;
}

async function paymentsOf(orderId: string) {
  return storedRows<{
    tran_id: string;
    status: string;
    amount: number;
    appointment_id: string | null;
    refund_status: string;
  }>(
    ctx.database.db,
    sql`select tran_id, status, amount, appointment_id, refund_status from payments where order_id = ${orderId}
        order by created_at, id`,
  );
}

const init = (who: SignedIn, orderId: string) => call(who, 'POST', `/payments/init-order/${orderId}`);

/** Opens a session for the order as `who` and answers the sandbox page's path and the tran_id. */
async function startOrderPayment(who: SignedIn, orderId: string) {
  const res = await init(who, orderId);
  expect(res.statusCode, res.body).toBe(200);
  const path = new URL(res.json().data.url as string).pathname;
  return { path, tranId: decodeURIComponent(path.split('/').at(-1)!) };
}

async function press(path: string, action: 'pay' | 'fail' | 'cancel') {
  const page = await ctx.app.inject({ method: 'GET', url: path });
  expect(page.statusCode).toBe(200);
  const { first, second } = await pressSandboxButton(ctx, page.body, action);
  expect(first.statusCode).toBe(307);
  expect(second.statusCode).toBe(303);
  return second.headers.location;
}

function newService() {
  return new PaymentService(createGateway(ctx.config, ctx.database.db), {
    db: ctx.database.db,
    log: quiet,
    config: ctx.config,
  });
}

describe('starting the payment of an order', () => {
  it('when the account that placed the order pays it, then the session is for the bill, named by the order number', async () => {
    const order = await orderRow();
    const { tranId } = await startOrderPayment(owner.patient, order.id);
    expect(await paymentsOf(order.id)).toMatchObject([{ tran_id: tranId, status: 'pending', amount: 125 }]);
    const [ledger] = await storedRows<{ product_name: string; amount: string; customer_name: string }>(
      ctx.database.db,
      sql`select product_name, amount, customer_name from sandbox_gateway_transactions where tran_id = ${tranId}`,
    );
    expect(ledger).toEqual({
      product_name: `Medicines, order M-${order.orderNo}`,
      amount: '125.00',
      customer_name: owner.patient.patient.name,
    });
  });

  it("when the holder of the order's patient record pays an order another account placed, then it may; anyone else gets 404", async () => {
    const placer = await signedIn(ctx, 'patient');
    const stranger = await signedIn(ctx, 'patient');
    const order = await orderRow({ accountId: placer.user.id });
    for (const who of [placer, owner.patient]) expect((await init(who, order.id)).statusCode).toBe(200);
    const res = await init(stranger, order.id);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(ORDER_NOT_FOUND_MESSAGE);
    expect((await init(stranger, newId())).statusCode).toBe(404);
  });

  it('when the order is not filled yet, is gone, is cash, is paid or is under 10 taka, then no session opens and the reason is said', async () => {
    const cases: Array<[Partial<OrderFields>, number, string]> = [
      [{ state: 'received' }, 409, ORDER_NOT_BILLED_YET],
      [{ state: 'out' }, 409, ORDER_NOT_PAYABLE],
      [{ state: 'cancelled' }, 409, ORDER_NOT_PAYABLE],
      [{ state: 'refused' }, 409, ORDER_NOT_PAYABLE],
      [{ paymentMethod: 'cash' }, 422, ORDER_PAID_IN_CASH],
      [{ paymentStatus: 'paid', state: 'collected' }, 409, ORDER_ALREADY_PAID_MESSAGE],
      [{ totalTaka: 9 }, 422, ORDER_BELOW_GATEWAY_MINIMUM],
    ];
    for (const [fields, status, message] of cases) {
      const order = await orderRow(fields);
      const res = await init(owner.patient, order.id);
      expect({ fields, status: res.statusCode, message: res.json().message }).toEqual({ fields, status, message });
      expect(await paymentsOf(order.id)).toEqual([]);
    }
    for (const state of ['filled', 'ready', 'packed']) {
      const order = await orderRow({ state });
      expect((await init(owner.patient, order.id)).statusCode).toBe(200);
    }
  });

  it('when sessions are opened again and again, then the hourly cap counts the order’s own and says when to retry', async () => {
    const order = await orderRow();
    const doctor = await createDoctor(ctx.database);
    const appointment = await createAppointment(ctx.database, {
      doctorId: doctor.id,
      patientRef: owner.patient.patient.id,
    });
    // An appointment's sessions are its own: they do not count against the order.
    for (let i = 0; i < ctx.config.payments.sessionsPerHour; i += 1)
      expect((await call(owner.patient, 'POST', `/payments/init/${appointment.id}`)).statusCode).toBe(200);
    for (let i = 0; i < ctx.config.payments.sessionsPerHour; i += 1)
      expect((await init(owner.patient, order.id)).statusCode).toBe(200);
    const capped = await init(owner.patient, order.id);
    expect(capped.statusCode).toBe(429);
    expect(capped.json().message).toBe(TOO_MANY_ORDER_SESSIONS);
    expect(Number(capped.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('paying an order in the sandbox', () => {
  const streams = usePharmacyEventStreams(ctx);

  it('when the patient pays a filled order, then it is paid online once, its page is the landing and its stream hears of it', async () => {
    const { patient, ...filled } = await filledOrder(ctx, pharmacist, medicine, { paymentMethod: 'online' });
    expect(filled.bill?.totalTaka).toBe(25);
    const stream = await streams.open(patient);

    const { path, tranId } = await startOrderPayment(patient, filled._id);
    const page = await ctx.app.inject({ method: 'GET', url: path });
    expect(page.body).toContain(`Medicines, order M-${filled.orderNo}`);
    expect(await press(path, 'pay')).toBe(`/pharmacy-orders/${filled._id}?payment=success`);

    expect(await orderOf(filled._id)).toMatchObject({
      state: 'filled',
      payment_status: 'paid',
      paid_via: 'online',
      paid_at: expect.anything(),
      version: filled.version + 1,
    });
    // The placing and the filling may reach the stream late (see nextChangeAfter): the payment's change is asserted.
    expect(await nextChangeAfter(stream, filled.version)).toEqual({
      event: 'order',
      data: { orderId: filled._id, state: 'filled', version: filled.version + 1 },
    });
    stream.close();
    const [payment] = await storedRows<{ validation: string }>(
      ctx.database.db,
      sql`select validation from payments where tran_id = ${tranId}`,
    );
    const attempts = (JSON.parse(payment!.validation) as { attempts: Array<{ via: string; outcome: string }> })
      .attempts;
    expect(attempts.map((a) => a.via)).toEqual(['ipn', 'success']);
    expect(attempts.filter((a) => a.outcome.endsWith('-> paid'))).toHaveLength(1);
    const mine = await call(patient, 'GET', `/pharmacy/orders/${filled._id}`);
    expect(mine.json().data).toMatchObject({ paymentStatus: 'paid', paidVia: 'online', canPayOnline: false });
    // The appointment's success page does not show an order's payment.
    expect((await call(patient, 'GET', `/payments/transaction/${tranId}`)).statusCode).toBe(404);
    expect((await init(patient, filled._id)).json().message).toBe(ORDER_ALREADY_PAID_MESSAGE);
  });

  it('when the payment fails or is cancelled, then the order stays unpaid and its page says how it went', async () => {
    const order = await orderRow();
    const failed = await startOrderPayment(owner.patient, order.id);
    expect(await press(failed.path, 'fail')).toBe(`/pharmacy-orders/${order.id}?payment=failed`);
    const cancelled = await startOrderPayment(owner.patient, order.id);
    expect(await press(cancelled.path, 'cancel')).toBe(`/pharmacy-orders/${order.id}?payment=cancelled`);
    expect(await orderOf(order.id)).toMatchObject({ payment_status: 'unpaid', paid_via: null, version: 1 });
    expect((await paymentsOf(order.id)).map((p) => p.status)).toEqual(['failed', 'cancelled']);
    // The patient may try again.
    expect((await init(owner.patient, order.id)).statusCode).toBe(200);
  });

  it('when two tabs both pay the same order, then the order is paid once and the second payment is refunded', async () => {
    const order = await orderRow();
    const one = await startOrderPayment(owner.patient, order.id);
    const two = await startOrderPayment(owner.patient, order.id);
    await press(one.path, 'pay');
    expect(await press(two.path, 'pay')).toBe(`/pharmacy-orders/${order.id}?payment=success`);
    expect(await paymentsOf(order.id)).toMatchObject([
      { status: 'paid', refund_status: 'none' },
      { status: 'paid', refund_status: 'refunded' },
    ]);
    // The duplicate's refund is the payment's own: the order stays paid by the first.
    expect(await orderOf(order.id)).toMatchObject({ payment_status: 'paid', refund_status: 'none', version: 2 });
  });

  it('when a payment arrives for an order paid in cash meanwhile, or refused meanwhile, then it is refunded and the order is untouched', async () => {
    for (const change of [
      sql`payment_status = 'paid', paid_via = 'cash', paid_at = now(), state = 'collected'`,
      sql`state = 'refused'`,
    ]) {
      const order = await orderRow();
      const { path } = await startOrderPayment(owner.patient, order.id);
      await changeStoredRows(ctx.database.db, sql`update pharmacy_orders set ${change} where id = ${order.id}`);
      const before = await orderOf(order.id);
      await press(path, 'pay');
      expect(await paymentsOf(order.id)).toMatchObject([{ status: 'paid', refund_status: 'refunded' }]);
      expect(await orderOf(order.id)).toEqual(before);
    }
  });

  it('when a stale pending payment is found paid by reconciliation, then the order is paid', async () => {
    const order = await orderRow();
    const { tranId } = await startOrderPayment(owner.patient, order.id);
    await changeStoredRows(
      ctx.database.db,
      sql`update sandbox_gateway_transactions set status = 'VALID', completed_at = now() where tran_id = ${tranId}`,
    );
    await changeStoredRows(
      ctx.database.db,
      sql`update payments set created_at = now() - interval '31 minutes', updated_at = now() - interval '31 minutes'
          where tran_id = ${tranId}`,
    );
    const summary = await newService().reconcile();
    expect(summary.paid).toBeGreaterThanOrEqual(1);
    expect(await orderOf(order.id)).toMatchObject({ payment_status: 'paid', paid_via: 'online', version: 2 });
  });
});

describe('refunding an order', () => {
  it('when the pharmacy refuses an order paid online, then the payment that paid it is refunded and the order says so', async () => {
    const order = await orderRow();
    const { path } = await startOrderPayment(owner.patient, order.id);
    await press(path, 'pay');
    const refused = await call(pharmacist, 'POST', `/pharmacy/orders/${order.id}/refuse`, {
      reason: 'The medicine is recalled',
    });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(await paymentsOf(order.id)).toMatchObject([{ status: 'paid', refund_status: 'refunded' }]);
    expect(await orderOf(order.id)).toMatchObject({
      state: 'refused',
      payment_status: 'refunded',
      refund_status: 'refunded',
    });
  });

  it('when refundOrder is asked twice, then the gateway refunds once; an order not paid online has nothing to refund', async () => {
    const order = await orderRow();
    const { path, tranId } = await startOrderPayment(owner.patient, order.id);
    await press(path, 'pay');
    await changeStoredRows(ctx.database.db, sql`update pharmacy_orders set state = 'returned' where id = ${order.id}`);
    const service = newService();
    await Promise.all([service.refundOrder(order.id), service.refundOrder(order.id)]);
    expect(await orderOf(order.id)).toMatchObject({
      payment_status: 'refunded',
      refund_status: 'refunded',
      version: 3,
    });
    const [refund] = await storedRows<{ refund_ref_id: string }>(
      ctx.database.db,
      sql`select refund_ref_id from payments where tran_id = ${tranId}`,
    );
    expect(refund!.refund_ref_id).toMatch(/^SBR/);

    const cash = await orderRow({ paymentStatus: 'paid', state: 'refused' });
    await expect(service.refundOrder(cash.id)).rejects.toMatchObject({
      statusCode: 409,
      message: NOTHING_TO_REFUND_FOR_ORDER,
    });
  });
});
