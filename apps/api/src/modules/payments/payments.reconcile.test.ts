import { changeStoredRows, sql, storedRows } from '../../db/testing.js';
import { addDaysToDateString, dhakaDateString } from '@hospital/contract/format';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAppointment, createDoctor } from '../../test/factories.js';
import { createSslcommerzTestApp, FakeSslcommerz, postGatewayForm } from '../../test/fake-sslcommerz.js';
import { useTestApp } from '../../test/test-app.js';
import { createGateway, PaymentService } from './payment-service.js';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

let fake: FakeSslcommerz;
// Registered before the app's own hooks, so it runs after the app has closed (after-hooks run last-in, first-out).
afterAll(() => fake.close());
const { ctx, patient } = useTestApp({
  signedIn: ['patient'],
  open: async () => createSslcommerzTestApp((fake = await FakeSslcommerz.start())),
});
let doctorId: string;
/** A second service over the same database: what another API process or the CLI would run. */
let service: PaymentService;
beforeAll(async () => {
  doctorId = (await createDoctor(ctx.database)).id;
  service = newService();
});
beforeEach(async () => {
  fake.reset();
  // Each test sees only its own stale payments.
  await changeStoredRows(ctx.database.db, sql`update payments set status = 'failed' where status = 'pending'`);
});

function newService() {
  return new PaymentService(createGateway(ctx.config, ctx.database.db), {
    db: ctx.database.db,
    log: quiet,
    config: ctx.config,
  });
}

async function start(selectedDate?: string) {
  const appointment = await createAppointment(ctx.database, { doctorId, patientRef: patient.patient.id, selectedDate });
  await service.startPayment(appointment.id);
  const [payment] = await storedRows<{ tran_id: string }>(
    ctx.database.db,
    sql`select tran_id from payments where appointment_id = ${appointment.id}`,
  );
  return { appointmentId: appointment.id, tranId: payment!.tran_id };
}

/** The payment was opened 31 minutes ago and nobody has touched it since. */
async function makeStale(tranId: string) {
  await changeStoredRows(
    ctx.database.db,
    sql`update payments set created_at = now() - interval '31 minutes', updated_at = now() - interval '31 minutes' where tran_id = ${tranId}`,
  );
}

async function state(appointmentId: string) {
  const [row] = await storedRows<{
    payment_status: string;
    refund_status: string;
    status: string;
    p_refund: string;
    refund_ref_id: string | null;
    refunded_at: Date | null;
    validation: string;
  }>(
    ctx.database.db,
    sql`select a.payment_status, a.refund_status, p.status, p.refund_status as p_refund, p.refund_ref_id, p.refunded_at, p.validation
        from appointments a join payments p on p.appointment_id = a.id where a.id = ${appointmentId} order by p.created_at desc limit 1`,
  );
  return row!;
}

const post = (via: string, fields: Record<string, string>) => postGatewayForm(ctx, via, fields);

describe('reconciliation', () => {
  it('when a stale pending payment is VALID at the gateway, then the pass makes it paid, once', async () => {
    const { appointmentId, tranId } = await start();
    const fields = fake.pay(tranId); // paid at the gateway, but neither the IPN nor the browser came back in time
    await makeStale(tranId);
    const summary = await service.reconcile();
    expect(summary).toMatchObject({ checked: 1, paid: 1, failed: 0 });
    expect(await state(appointmentId)).toMatchObject({ status: 'paid', payment_status: 'paid' });
    // A late browser callback and a later pass change nothing.
    expect((await post('success', fields)).headers.location).toBe(`/success/${tranId}`);
    await makeStale(tranId);
    expect((await service.reconcile()).checked).toBe(0);
    const log = JSON.parse((await state(appointmentId)).validation) as {
      attempts: Array<{ via: string; outcome: string }>;
    };
    expect(log.attempts.filter((a) => a.outcome.endsWith('-> paid')).map((a) => a.via)).toEqual(['reconcile']);
  });

  it('when a stale pending payment EXPIRED at the gateway, then it fails and the appointment can be paid again', async () => {
    const { appointmentId, tranId } = await start();
    fake.expire(tranId);
    await makeStale(tranId);
    expect(await service.reconcile()).toMatchObject({ checked: 1, failed: 1 });
    expect(await state(appointmentId)).toMatchObject({ status: 'failed', payment_status: 'failed' });
  });

  it('when the gateway never heard of the tran_id (INVALID), then the payment fails', async () => {
    const { appointmentId, tranId } = await start();
    fake.transactions.delete(tranId);
    await makeStale(tranId);
    await service.reconcile();
    expect((await state(appointmentId)).status).toBe('failed');
  });

  it('when a pending payment is younger than PAYMENT_PENDING_MINUTES, then it is left alone', async () => {
    const { appointmentId, tranId } = await start();
    fake.expire(tranId);
    expect((await service.reconcile()).checked).toBe(0);
    expect((await state(appointmentId)).status).toBe('pending');
  });

  it('when the gateway is down, then the payment stays pending and is counted as an error', async () => {
    const { appointmentId, tranId } = await start();
    await makeStale(tranId);
    fake.behaviour.down = true;
    expect(await service.reconcile()).toMatchObject({ checked: 1, errors: 1 });
    expect((await state(appointmentId)).status).toBe('pending');
  });

  it('when the reconciler is started, then it runs a pass every PAYMENT_RECONCILE_INTERVAL_SECONDS until stopped', async () => {
    const { appointmentId, tranId } = await start();
    fake.pay(tranId);
    await makeStale(tranId);
    const config = { ...ctx.config, payments: { ...ctx.config.payments, reconcileIntervalSeconds: 1 } };
    const timed = new PaymentService(createGateway(config, ctx.database.db), {
      db: ctx.database.db,
      log: quiet,
      config,
    });
    timed.startReconciler();
    try {
      await expect
        .poll(async () => (await state(appointmentId)).payment_status, { timeout: 5000, interval: 200 })
        .toBe('paid');
    } finally {
      await timed.stopReconciler();
    }
  });

  it('when two processes reconcile at once, then each payment is asked about once and paid once', async () => {
    const started = await Promise.all([start(), start(), start(), start()]);
    for (const { tranId } of started) {
      fake.pay(tranId);
      await makeStale(tranId);
    }
    const before = fake.callsTo('merchantTransIDvalidationAPI.php').length;
    const [a, b] = await Promise.all([service.reconcile(), newService().reconcile()]);
    expect(a.checked + b.checked).toBe(4);
    expect(a.paid + b.paid).toBe(4);
    expect(fake.callsTo('merchantTransIDvalidationAPI.php')).toHaveLength(before + 4);
    for (const { appointmentId } of started) expect((await state(appointmentId)).payment_status).toBe('paid');
  });
});

describe('refunds', () => {
  it('when a paid appointment is refunded, then the gateway gets the refund once and the pass records it as refunded', async () => {
    const { appointmentId, tranId } = await start();
    await post('ipn', fake.pay(tranId));
    await service.refundAppointment(appointmentId);
    await service.refundAppointment(appointmentId);
    const refunds = fake.callsTo('merchantTransIDvalidationAPI.php', (r) => r.query.refund_amount !== undefined);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.query).toMatchObject({
      refund_amount: '1000.00',
      bank_tran_id: fake.transactions.get(tranId)!.bankTranId,
      refund_trans_id: `RF${tranId}`,
    });
    expect(await state(appointmentId)).toMatchObject({
      p_refund: 'processing',
      refund_status: 'processing',
      refund_ref_id: expect.any(String),
    });

    await changeStoredRows(
      ctx.database.db,
      sql`update payments set updated_at = now() - interval '10 minutes' where tran_id = ${tranId}`,
    );
    expect((await service.reconcile()).refundsChecked).toBe(1);
    const after = await state(appointmentId);
    expect(after).toMatchObject({ p_refund: 'refunded', refund_status: 'refunded', status: 'paid' });
    expect(after.refunded_at).not.toBeNull();
  });

  it('when the gateway refuses the refund, then the refund is recorded as failed', async () => {
    const { appointmentId, tranId } = await start();
    await post('ipn', fake.pay(tranId));
    fake.behaviour.refundFails = true;
    await service.refundAppointment(appointmentId);
    expect(await state(appointmentId)).toMatchObject({ p_refund: 'failed', refund_status: 'failed' });
  });

  it('when the service was more than 12 months ago, then the refund is refused with the policy sentence', async () => {
    const { appointmentId, tranId } = await start(addDaysToDateString(dhakaDateString(), -400));
    await post('ipn', fake.pay(tranId));
    await expect(service.refundAppointment(appointmentId)).rejects.toMatchObject({
      statusCode: 422,
      message: 'Refunds are only given for services within the past 12 months.',
    });
    expect((await state(appointmentId)).refund_status).toBe('none');
  });

  it('when the appointment was not paid online, then there is nothing to refund (409)', async () => {
    const { appointmentId } = await start();
    await expect(service.refundAppointment(appointmentId)).rejects.toMatchObject({ statusCode: 409 });
  });

  it('when a second payment for an already paid appointment arrives, then it is kept on record and refunded', async () => {
    const appointment = await createAppointment(ctx.database, { doctorId, patientRef: patient.patient.id });
    await service.startPayment(appointment.id);
    await service.startPayment(appointment.id);
    const rows = await storedRows<{ tran_id: string }>(
      ctx.database.db,
      sql`select tran_id from payments where appointment_id = ${appointment.id} order by created_at`,
    );
    await post('ipn', fake.pay(rows[0]!.tran_id));
    await post('ipn', fake.pay(rows[1]!.tran_id));
    const payments = await storedRows<{ status: string; refund_status: string }>(
      ctx.database.db,
      sql`select status, refund_status from payments where appointment_id = ${appointment.id} order by created_at`,
    );
    expect(payments).toEqual([
      { status: 'paid', refund_status: 'none' },
      { status: 'paid', refund_status: 'processing' },
    ]);
  });
});
