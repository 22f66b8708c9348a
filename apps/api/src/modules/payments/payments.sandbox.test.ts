import { sql, storedRows } from '../../db/testing.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAppointment, createDoctor } from '../../test/factories.js';
import { pressSandboxButton, sandboxForms, submitForm } from '../../test/sandbox-payment.js';
import { useTestApp } from '../../test/test-app.js';
import { createGateway, PaymentService } from './payment-service.js';

const { ctx, patient, call } = useTestApp({ signedIn: ['patient'] });
let doctor: Awaited<ReturnType<typeof createDoctor>>;
beforeAll(async () => {
  doctor = await createDoctor(ctx.database, { fullName: 'Shirin Akter', title: 'Prof. Dr.' });
});

async function startSandboxPayment() {
  const appointment = await createAppointment(ctx.database, { doctorId: doctor.id, patientRef: patient.patient.id });
  const res = await call(patient, 'POST', `/payments/init/${appointment.id}`);
  expect(res.statusCode).toBe(200);
  const url = new URL(res.json().data.url as string);
  return {
    appointmentId: appointment.id,
    path: url.pathname,
    tranId: decodeURIComponent(url.pathname.split('/').at(-1)!),
  };
}

const forms = sandboxForms;
const submit = (url: string, fields: Record<string, string>) => submitForm(ctx, url, fields);

/** Presses a button, checking that the first POST is the 307 a browser follows. */
async function press(page: string, action: 'pay' | 'fail' | 'cancel') {
  const pressed = await pressSandboxButton(ctx, page, action);
  expect(pressed.first.statusCode).toBe(307);
  return pressed;
}

async function statusOf(appointmentId: string) {
  const [row] = await storedRows<{ payment_status: string; status: string; validation: string }>(
    ctx.database.db,
    sql`select a.payment_status, p.status, p.validation from appointments a join payments p on p.appointment_id = a.id where a.id = ${appointmentId}`,
  );
  return row!;
}

describe('sandbox gateway', () => {
  it('when the payment page is opened, then it shows hospital, doctor and amount in taka, with no inline script and a served stylesheet', async () => {
    const { path, tranId } = await startSandboxPayment();
    expect(path).toBe(`/api/v1/payments/sandbox/${tranId}`);
    const res = await ctx.app.inject({ method: 'GET', url: path });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    const page = res.body;
    expect(page).toContain('Nirmoy Specialized Hospital');
    expect(page).toContain('Prof. Dr. Shirin Akter');
    expect(page).toContain('৳1,000');
    expect(page).toContain('1000.00 BDT');
    expect(page).not.toMatch(/<script|\son[a-z]+=|style=/i);
    expect(page).toContain('<meta name="viewport"');
    expect(page).toContain('<link rel="stylesheet" href="/api/v1/payments/sandbox.css">');
    expect(forms(page).map((f) => f.action)).toEqual(
      ['pay', 'fail', 'cancel'].map((a) => `/api/v1/payments/sandbox/${tranId}/${a}`),
    );

    const css = await call(undefined, 'GET', '/payments/sandbox.css');
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
  });

  it('when Pay is pressed, then the IPN pays, the browser is sent on with 307 and 303 to /success, and the appointment is paid once', async () => {
    const { appointmentId, path, tranId } = await startSandboxPayment();
    const page = (await ctx.app.inject({ method: 'GET', url: path })).body;
    const { first, second } = await press(page, 'pay');
    expect(first.headers.location).toBe('/api/v1/payments/success');
    expect(second.statusCode).toBe(303);
    expect(second.headers.location).toBe(`/success/${tranId}`);
    const row = await statusOf(appointmentId);
    expect(row).toMatchObject({ payment_status: 'paid', status: 'paid' });
    const attempts = (
      JSON.parse(row.validation) as { attempts: Array<{ via: string; status: string; outcome: string }> }
    ).attempts;
    expect(attempts.map((a) => `${a.via}:${a.status}`)).toEqual(['ipn:VALID', 'success:VALIDATED']);
    expect(attempts.filter((a) => a.outcome.endsWith('-> paid'))).toHaveLength(1);
    // The page is spent: opening it again says so.
    expect((await ctx.app.inject({ method: 'GET', url: path })).statusCode).toBe(410);
  });

  it('when Fail is pressed, then the browser lands on /failed and the appointment is failed', async () => {
    const { appointmentId, path, tranId } = await startSandboxPayment();
    const { second } = await press((await ctx.app.inject({ method: 'GET', url: path })).body, 'fail');
    expect(second.headers.location).toBe(`/failed/${tranId}`);
    expect(await statusOf(appointmentId)).toMatchObject({ payment_status: 'failed', status: 'failed' });
  });

  it('when Cancel is pressed, then the browser lands on /cancelled', async () => {
    const { appointmentId, path } = await startSandboxPayment();
    const { second } = await press((await ctx.app.inject({ method: 'GET', url: path })).body, 'cancel');
    expect(second.headers.location).toBe('/cancelled');
    expect(await statusOf(appointmentId)).toMatchObject({ payment_status: 'failed', status: 'cancelled' });
  });

  it('when the form is tampered with, then the sandbox refuses it and nothing is paid', async () => {
    const { appointmentId, path } = await startSandboxPayment();
    const form = forms((await ctx.app.inject({ method: 'GET', url: path })).body).find((f) =>
      f.action.endsWith('/pay'),
    )!;
    const res = await submit(form.action, { ...form.fields, amount: '10.00' });
    expect(res.statusCode).toBe(400);
    const direct = await submit('/api/v1/payments/success', { ...form.fields, amount: '10.00' });
    expect(direct.headers.location).toMatch(/^\/failed\//);
    expect(await statusOf(appointmentId)).toMatchObject({ payment_status: 'unpaid', status: 'pending' });
  });

  it('when a sandbox payment is refunded, then the simulated refund succeeds at once', async () => {
    const { appointmentId, path } = await startSandboxPayment();
    await press((await ctx.app.inject({ method: 'GET', url: path })).body, 'pay');
    const service = new PaymentService(createGateway(ctx.config, ctx.database.db), {
      db: ctx.database.db,
      log: { info: () => undefined, warn: () => undefined, error: () => undefined },
      config: ctx.config,
    });
    await service.refundAppointment(appointmentId);
    const [row] = await storedRows<{ refund_status: string; p_refund: string; refund_ref_id: string | null }>(
      ctx.database.db,
      sql`select a.refund_status, p.refund_status as p_refund, p.refund_ref_id from appointments a join payments p on p.appointment_id = a.id where a.id = ${appointmentId}`,
    );
    expect(row).toMatchObject({
      refund_status: 'refunded',
      p_refund: 'refunded',
      refund_ref_id: expect.stringMatching(/^SBR/),
    });
  });

  it('when the page of an unknown payment is asked for, then it is a 404 page', async () => {
    const res = await call(undefined, 'GET', '/payments/sandbox/HSPNOPE');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  });
});
