import { afterAll, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../test/smtp-sink.js';
import { createTestApp, createUser, useTestApp } from '../test/test-app.js';

let smtp: SmtpSink;
// Registered before the app's own hooks, so it runs after the app has closed (after-hooks run last-in, first-out).
afterAll(() => smtp.close());
const { ctx, call } = useTestApp({
  open: async () => {
    smtp = await startSmtpSink();
    return createTestApp({ smtpUrl: smtp.url });
  },
});

describe('mail over SMTP', () => {
  it('when SMTP_URL is set and a reset is asked for, then the link goes out over SMTP to that address', async () => {
    const { email } = await createUser(ctx, 'patient');
    const res = await call(undefined, 'POST', '/auth/forget-password', { email });
    expect(res.statusCode).toBe(200);
    await expect.poll(() => smtp.received.length, { timeout: 5000 }).toBe(1);
    expect(smtp.received[0]).toContain(`To: ${email}`);
    expect(smtp.received[0]!.replace(/=\r?\n/g, '')).toContain('/auth/reset-password?email=');
  });
});
