import { describe, expect, it } from 'vitest';
import { changeStoredRows, sql, storedRows } from '../../db/testing.js';
import { newId } from '../../lib/ids.js';
import { sandboxForms } from '../../test/sandbox-payment.js';
import { signedIn, useTestApp } from '../../test/test-app.js';
import { formularyMedicine, medicineLine, signedPrescriptionFor } from '../pharmacy/pharmacy-testing.js';

/**
 * An order's payment under concurrency: the IPN and the browser's success callback for the same payment reach two
 * API processes at the same moment. Meaningful on real PostgreSQL (run with TEST_DB=postgres); on PGlite, which runs
 * one query at a time, it still checks the outcome.
 */
const { ctx, call } = useTestApp();

const post = (app: typeof ctx.app, url: string, fields: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

describe('order payment races', () => {
  it('when the IPN and the browser report the same paid order at once, through two processes, then the order is paid once and its version goes up once', async () => {
    const patient = await signedIn(ctx, 'patient');
    const medicine = await formularyMedicine(ctx);
    const { prescription } = await signedPrescriptionFor(ctx, { patient, lines: [medicineLine(medicine)] });
    const orderId = newId();
    await changeStoredRows(
      ctx.database.db,
      sql`insert into pharmacy_orders (id, prescription_id, patient_ref, account_id, state, fulfilment, payment_method,
            subtotal_poisha, total_taka)
          values (${orderId}, ${prescription._id}, ${patient.patient.id}, ${patient.user.id}, 'ready', 'pickup', 'online',
            8040, 80)`,
    );
    const init = await call(patient, 'POST', `/payments/init-order/${orderId}`);
    expect(init.statusCode, init.body).toBe(200);
    const path = new URL(init.json().data.url as string).pathname;
    const tranId = decodeURIComponent(path.split('/').at(-1)!);
    const page = await ctx.app.inject({ method: 'GET', url: path });
    const pay = sandboxForms(page.body).find((form) => form.action.endsWith('/pay'))!;
    // The gateway has taken the money; neither of its messages has arrived yet.
    await changeStoredRows(
      ctx.database.db,
      sql`update sandbox_gateway_transactions set status = 'VALID', completed_at = now() where tran_id = ${tranId}`,
    );

    const other = await ctx.openSecondApp();
    const responses = await Promise.all([
      post(ctx.app, '/api/v1/payments/ipn', pay.fields),
      post(other, '/api/v1/payments/success', pay.fields),
      post(other, '/api/v1/payments/ipn', pay.fields),
      post(ctx.app, '/api/v1/payments/success', pay.fields),
    ]);
    await other.close();

    expect(responses.map((r) => r.statusCode)).toEqual([200, 303, 200, 303]);
    for (const browser of [responses[1]!, responses[3]!])
      expect(browser.headers.location).toBe(`/pharmacy-orders/${orderId}?payment=success`);
    const [order] = await storedRows<{ payment_status: string; paid_via: string; version: number }>(
      ctx.database.db,
      sql`select payment_status, paid_via, version from pharmacy_orders where id = ${orderId}`,
    );
    expect(order).toEqual({ payment_status: 'paid', paid_via: 'online', version: 2 });
    const [payment] = await storedRows<{ status: string; refund_status: string; validation: string }>(
      ctx.database.db,
      sql`select status, refund_status, validation from payments where tran_id = ${tranId}`,
    );
    expect(payment).toMatchObject({ status: 'paid', refund_status: 'none' });
    const attempts = (JSON.parse(payment!.validation) as { attempts: Array<{ outcome: string }> }).attempts;
    expect(attempts).toHaveLength(4);
    expect(attempts.filter((a) => a.outcome.endsWith('-> paid'))).toHaveLength(1);
  }, 60_000);
});
