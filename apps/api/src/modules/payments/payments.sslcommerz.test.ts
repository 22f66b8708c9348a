import { sql, storedRows } from '../../db/testing.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAppointment, createDoctor } from '../../test/factories.js';
import { createSslcommerzTestApp, FakeSslcommerz, postGatewayForm } from '../../test/fake-sslcommerz.js';
import { signedIn, useTestApp } from '../../test/test-app.js';
import { GATEWAY_DOWN_MESSAGE } from './payment-service.js';

let fake: FakeSslcommerz;
// Registered before the app's own hooks, so it runs after the app has closed (after-hooks run last-in, first-out).
afterAll(() => fake.close());
const { ctx, patient, call } = useTestApp({
  signedIn: ['patient'],
  open: async () => createSslcommerzTestApp((fake = await FakeSslcommerz.start())),
});
let doctorId: string;
beforeAll(async () => {
  doctorId = (await createDoctor(ctx.database)).id;
});
beforeEach(() => fake.reset());

type PaymentRecord = {
  tran_id: string;
  status: string;
  val_id: string | null;
  bank_tran_id: string | null;
  validation: string | null;
  completed_at: Date | null;
};

async function payments(appointmentId: string) {
  return storedRows<PaymentRecord>(
    ctx.database.db,
    sql`select tran_id, status, val_id, bank_tran_id, validation, completed_at from payments where appointment_id = ${appointmentId} order by created_at`,
  );
}
async function paymentStatusOf(appointmentId: string) {
  const [row] = await storedRows<{ payment_status: string }>(
    ctx.database.db,
    sql`select payment_status from appointments where id = ${appointmentId}`,
  );
  return row!.payment_status;
}
/** How many times the payment moved to paid, from its own log: the proof that repeats changed nothing. */
function transitionsToPaid(payment: PaymentRecord): number {
  const log = JSON.parse(payment.validation ?? '{"attempts":[]}') as { attempts: Array<{ outcome: string }> };
  return log.attempts.filter((a) => a.outcome.endsWith('-> paid')).length;
}

/** The payment row's status and paid transitions, and the appointment's payment status, as one expectation. */
async function expectOutcome(appointmentId: string, payment: string, timesPaid: number, appointment: string) {
  const [row] = await payments(appointmentId);
  expect({
    payment: row!.status,
    timesPaid: transitionsToPaid(row!),
    appointment: await paymentStatusOf(appointmentId),
  }).toEqual({
    payment,
    timesPaid,
    appointment,
  });
}

async function bookAndStart() {
  const appointment = await createAppointment(ctx.database, { doctorId, patientRef: patient.patient.id });
  const res = await call(patient, 'POST', `/payments/init/${appointment.id}`);
  expect(res.statusCode).toBe(200);
  const [payment] = await payments(appointment.id);
  return { appointmentId: appointment.id, tranId: payment!.tran_id, url: res.json().data.url as string };
}

const post = (via: string, fields: Record<string, string>) => postGatewayForm(ctx, via, fields);

describe('SSLCommerz payments', () => {
  it('when a patient starts a payment, then the gateway gets every mandatory field, urlencoded, and the browser gets its page', async () => {
    const { appointmentId, tranId, url } = await bookAndStart();
    expect(url).toMatch(new RegExp(`^${fake.url}/gwprocess/v4/gw\\.php\\?Q=pay&SESSIONKEY=`));
    const [init] = fake.callsTo('/gwprocess/v4/api.php', (r) => r.body.tran_id === tranId);
    expect(init!.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(init!.body).toMatchObject({
      total_amount: '1000.00',
      currency: 'BDT',
      product_profile: 'non-physical-goods',
      shipping_method: 'NO',
      value_a: appointmentId,
      success_url: 'http://localhost:3000/api/v1/payments/success',
      ipn_url: 'http://localhost:3000/api/v1/payments/ipn',
      emi_option: '0',
    });
    expect(tranId.length).toBeLessThanOrEqual(30);
    expect(await paymentStatusOf(appointmentId)).toBe('unpaid');
  });

  it('when the gateway posts a valid success, then the payment and the appointment are paid once and the browser goes to /success', async () => {
    const { appointmentId, tranId } = await bookAndStart();
    const res = await post('success', fake.pay(tranId));
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/success/${tranId}`);
    const [payment] = await payments(appointmentId);
    expect(payment).toMatchObject({ status: 'paid', val_id: expect.any(String), bank_tran_id: expect.any(String) });
    expect(payment!.completed_at).not.toBeNull();
    expect(transitionsToPaid(payment!)).toBe(1);
    const log = JSON.parse(payment!.validation!);
    expect(log.gateway).toMatchObject({ status: 'VALID', amount: '1000.00', card_no: '432149XXXXXX0667' });
    expect(await paymentStatusOf(appointmentId)).toBe('paid');
    expect(fake.callsTo('validationserverAPI.php')).not.toHaveLength(0);
  });

  it('when the gateway posts a failure, then the payment and the appointment are failed and a new payment can be started', async () => {
    const { appointmentId, tranId } = await bookAndStart();
    const res = await post('fail', fake.fail(tranId));
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/failed/${tranId}`);
    expect((await payments(appointmentId))[0]!.status).toBe('failed');
    expect(await paymentStatusOf(appointmentId)).toBe('failed');

    const again = await call(patient, 'POST', `/payments/init/${appointmentId}`);
    expect(again.statusCode).toBe(200);
    const rows = await payments(appointmentId);
    expect(rows).toHaveLength(2);
    await post('success', fake.pay(rows[1]!.tran_id));
    expect(await paymentStatusOf(appointmentId)).toBe('paid');
  });

  it('when the customer cancels, then the payment is cancelled, the appointment failed, and the browser goes to /cancelled', async () => {
    const { appointmentId, tranId } = await bookAndStart();
    const res = await post('cancel', fake.cancel(tranId));
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/cancelled');
    expect((await payments(appointmentId))[0]!.status).toBe('cancelled');
    expect(await paymentStatusOf(appointmentId)).toBe('failed');
  });

  it('when the IPN arrives before the browser, then the IPN pays and the browser only lands on /success', async () => {
    const { appointmentId, tranId } = await bookAndStart();
    const fields = fake.pay(tranId);
    const ipn = await post('ipn', fields);
    expect(ipn.statusCode).toBe(200);
    expect(await paymentStatusOf(appointmentId)).toBe('paid');
    const browser = await post('success', fields);
    expect(browser.headers.location).toBe(`/success/${tranId}`);
    const [payment] = await payments(appointmentId);
    expect(transitionsToPaid(payment!)).toBe(1);
    expect(
      JSON.parse(payment!.validation!).attempts.map((a: { via: string; status: string }) => `${a.via}:${a.status}`),
    ).toEqual(['ipn:VALID', 'success:VALIDATED']);
  });

  it('when the success POST is replayed 10 times, then the payment moves to paid exactly once', async () => {
    const { appointmentId, tranId } = await bookAndStart();
    const fields = fake.pay(tranId);
    for (let i = 0; i < 10; i += 1) {
      const res = await post('success', fields);
      expect(res.headers.location).toBe(`/success/${tranId}`);
    }
    const rows = await payments(appointmentId);
    expect(rows.map((r) => r.status)).toEqual(['paid']);
    expect(transitionsToPaid(rows[0]!)).toBe(1);
    expect(await paymentStatusOf(appointmentId)).toBe('paid');
  });

  it('when bad callbacks flood a paid payment, then its log stays bounded and still shows how it was paid', async () => {
    const { appointmentId, tranId } = await bookAndStart();
    const fields = fake.pay(tranId);
    await post('ipn', fields);
    for (let i = 0; i < 25; i += 1) await post('success', { ...fields, verify_sign: '0'.repeat(32) });
    const [payment] = await payments(appointmentId);
    expect(JSON.parse(payment!.validation!).attempts).toHaveLength(20);
    expect(transitionsToPaid(payment!)).toBe(1);
  });

  it('when the IPN and the browser arrive at the same moment, then exactly one of them pays', async () => {
    const { appointmentId, tranId } = await bookAndStart();
    const fields = fake.pay(tranId);
    const [ipn, browser] = await Promise.all([post('ipn', fields), post('success', fields), post('success', fields)]);
    expect(ipn!.statusCode).toBe(200);
    expect(browser!.headers.location).toBe(`/success/${tranId}`);
    await expectOutcome(appointmentId, 'paid', 1, 'paid');
  });

  it('when the gateway took a different amount, then nothing is paid and the payment is failed', async () => {
    const { appointmentId, tranId } = await bookAndStart();
    fake.behaviour.tamperedAmount = true;
    const res = await post('success', fake.pay(tranId));
    expect(res.headers.location).toBe(`/failed/${tranId}`);
    await expectOutcome(appointmentId, 'failed', 0, 'failed');
  });

  it('when a posted field is changed after signing, then the signature fails, the validation API is not asked and nothing changes', async () => {
    const { appointmentId, tranId } = await bookAndStart();
    const fields = { ...fake.pay(tranId), amount: '1.00' };
    const validationsBefore = fake.callsTo('validationserverAPI.php').length;
    const browser = await post('success', fields);
    expect(browser.headers.location).toBe(`/failed/${tranId}`);
    const ipn = await post('ipn', { ...fields, verify_sign: 'f'.repeat(32) });
    expect(ipn.statusCode).toBe(400);
    expect(fake.callsTo('validationserverAPI.php')).toHaveLength(validationsBefore);
    expect((await payments(appointmentId))[0]!.status).toBe('pending');
    expect(await paymentStatusOf(appointmentId)).toBe('unpaid');
  });

  it('when the tran_id is unknown, then the browser goes to /failed and the IPN gets a 404', async () => {
    const fields = fake.sign({
      tran_id: 'HSPNOSUCHPAYMENT',
      status: 'VALID',
      val_id: 'x',
      amount: '1000.00',
      currency: 'BDT',
    });
    const browser = await post('success', fields);
    expect(browser.statusCode).toBe(303);
    expect(browser.headers.location).toBe('/failed/HSPNOSUCHPAYMENT');
    expect((await post('ipn', fields)).statusCode).toBe(404);
  });

  it('when the validation API answers INVALID_TRANSACTION, then nothing changes', async () => {
    const { appointmentId, tranId } = await bookAndStart();
    fake.behaviour.invalidTransaction = true;
    const res = await post('success', fake.pay(tranId));
    expect(res.headers.location).toBe(`/failed/${tranId}`);
    const [payment] = await payments(appointmentId);
    expect(payment!.status).toBe('pending');
    expect(JSON.parse(payment!.validation!).attempts.at(-1)).toMatchObject({
      via: 'success',
      status: 'INVALID_TRANSACTION',
    });
    expect(await paymentStatusOf(appointmentId)).toBe('unpaid');
  });

  it('when the gateway rates the payment risky (risk_level 1), then it is held: recorded, not paid, and not payable again', async () => {
    const { appointmentId, tranId } = await bookAndStart();
    fake.behaviour.riskLevel = 1;
    await post('ipn', fake.pay(tranId));
    const [payment] = await payments(appointmentId);
    expect(payment!.status).toBe('pending');
    expect(JSON.parse(payment!.validation!)).toMatchObject({ held: true, gateway: { risk_level: '1' } });
    expect(await paymentStatusOf(appointmentId)).toBe('unpaid');
    const again = await call(patient, 'POST', `/payments/init/${appointmentId}`);
    expect(again.statusCode).toBe(409);
  });

  it('when the gateway is down at session start, then it is a 502 with the sentence, the payment failed and the appointment still unpaid', async () => {
    const appointment = await createAppointment(ctx.database, { doctorId, patientRef: patient.patient.id });
    fake.behaviour.down = true;
    const res = await call(patient, 'POST', `/payments/init/${appointment.id}`);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ success: false, message: GATEWAY_DOWN_MESSAGE });
    expect((await payments(appointment.id)).map((p) => p.status)).toEqual(['failed']);
    expect(await paymentStatusOf(appointment.id)).toBe('unpaid');
  });

  it('when the gateway refuses the session (FAILED), then it is the same 502', async () => {
    const appointment = await createAppointment(ctx.database, { doctorId, patientRef: patient.patient.id });
    fake.behaviour.initFails = true;
    const res = await call(patient, 'POST', `/payments/init/${appointment.id}`);
    expect(res.statusCode).toBe(502);
    expect(await paymentStatusOf(appointment.id)).toBe('unpaid');
  });

  it('when the IPN comes as multipart, then it is read like the urlencoded one', async () => {
    const { appointmentId, tranId } = await bookAndStart();
    const form = new FormData();
    for (const [key, value] of Object.entries(fake.pay(tranId))) form.append(key, value);
    const request = new Request('http://x/', { method: 'POST', body: form });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/payments/ipn',
      headers: { 'content-type': request.headers.get('content-type')! },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(res.statusCode).toBe(200);
    expect(await paymentStatusOf(appointmentId)).toBe('paid');
  });
});

describe('starting a payment', () => {
  it("when a patient starts a payment for another patient's appointment, then it is a 404", async () => {
    const other = await signedIn(ctx, 'patient');
    const appointment = await createAppointment(ctx.database, { doctorId, patientRef: other.patient.id });
    const res = await call(patient, 'POST', `/payments/init/${appointment.id}`);
    expect(res.statusCode).toBe(404);
    expect(await payments(appointment.id)).toHaveLength(0);
  });

  it('when the appointment is paid or cancelled, then it is a 409 with a sentence', async () => {
    const { appointmentId, tranId } = await bookAndStart();
    await post('success', fake.pay(tranId));
    const paid = await call(patient, 'POST', `/payments/init/${appointmentId}`);
    expect(paid.statusCode).toBe(409);
    expect(paid.json().message).toBe('This appointment is already paid.');

    const cancelled = await createAppointment(ctx.database, {
      doctorId,
      patientRef: patient.patient.id,
      status: 'cancelled',
    });
    const res = await call(patient, 'POST', `/payments/init/${cancelled.id}`);
    expect(res.statusCode).toBe(409);
  });
});
