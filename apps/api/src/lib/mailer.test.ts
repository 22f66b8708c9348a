import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestContext } from '../test/test-app.js';

let ctx: TestContext;
let smtp: SMTPServer;
const received: string[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        received.push(data);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  ctx = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}/?ignoreTLS=true` });
});
afterAll(async () => {
  await ctx.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('mail over SMTP', () => {
  it('when SMTP_URL is set and a reset is asked for, then the link goes out over SMTP to that address', async () => {
    const { email } = await createUser(ctx, 'patient');
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/forget-password', payload: { email } });
    expect(res.statusCode).toBe(200);
    await expect.poll(() => received.length, { timeout: 5000 }).toBe(1);
    expect(received[0]).toContain(`To: ${email}`);
    expect(received[0]!.replace(/=\r?\n/g, '')).toContain('/auth/reset-password?email=');
  });
});
