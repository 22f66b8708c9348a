import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, storedRows } from '../../db/testing.js';
import { createTestApp, createUser, type TestContext } from '../../test/test-app.js';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.js';
import { retryDelaySeconds } from './outbox-worker.js';

// The mail outbox: mail is queued with the change that causes it and sent by a
// worker with retries, so a failing or hanging mail server never fails or slows a request.

const outboxRows = (ctx: TestContext) =>
  storedRows<{ status: string; attempts: number; last_error: string | null }>(
    ctx.database.db,
    sql`select status, attempts, last_error from outbox order by created_at`,
  );

describe('an SMTP server that fails, then recovers', () => {
  let smtp: SmtpSink;
  let ctx: TestContext;
  beforeAll(async () => {
    smtp = await startSmtpSink(2);
    ctx = await createTestApp({
      smtpUrl: smtp.url,
      env: { OUTBOX_POLL_MS: '100', OUTBOX_RETRY_BASE_SECONDS: '1', OUTBOX_MAX_ATTEMPTS: '5' },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  it('when the first two deliveries are refused, then the request still succeeds and the mail arrives on the third attempt', async () => {
    const { email } = await createUser(ctx, 'patient');
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/forget-password', payload: { email } });
    expect(res.statusCode).toBe(200);
    await expect.poll(() => smtp.received.length, { timeout: 10_000, interval: 100 }).toBe(1);
    expect(smtp.received[0]).toContain(`To: ${email}`);
    // The worker marks the row once the server's acknowledgement is back, a moment after the server has the mail.
    await expect
      .poll(async () => (await outboxRows(ctx))[0], { timeout: 5_000, interval: 50 })
      .toMatchObject({ status: 'sent', attempts: 3, last_error: null });
  });
});

describe('an SMTP server that never answers', () => {
  let silent: Server;
  const sockets: Socket[] = [];
  let ctx: TestContext;
  beforeAll(async () => {
    // Accepts the connection and says nothing: a mail server hung mid-greeting.
    silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as AddressInfo).port;
    ctx = await createTestApp({
      smtpUrl: `smtp://127.0.0.1:${port}/?ignoreTLS=true&greetingTimeout=300`,
      env: { OUTBOX_POLL_MS: '100', OUTBOX_RETRY_BASE_SECONDS: '1', OUTBOX_MAX_ATTEMPTS: '2' },
    });
  });
  afterAll(async () => {
    await ctx.close();
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });

  it('when a reset is asked for, then the answer comes while the mail server is still silent, and after the last attempt the mail is marked failed without the address', async () => {
    const { email } = await createUser(ctx, 'patient');
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/forget-password', payload: { email } });
    expect(res.statusCode).toBe(200);
    // Answered before any attempt could have finished: the request only queued the mail.
    const [queued] = await outboxRows(ctx);
    expect(queued!.status).toBe('pending');

    await expect
      .poll(async () => (await outboxRows(ctx))[0]!.status, { timeout: 10_000, interval: 100 })
      .toBe('failed');
    const [failed] = await outboxRows(ctx);
    expect(failed!.attempts).toBe(2);
    expect(failed!.last_error).toBeTruthy();
    expect(failed!.last_error).not.toContain(email);
  });
});

describe('the retry schedule', () => {
  it('doubles from the base and stops growing at an hour', () => {
    expect([1, 2, 3, 4].map((attempt) => retryDelaySeconds(attempt, 30))).toEqual([30, 60, 120, 240]);
    expect(retryDelaySeconds(20, 30)).toBe(3600);
  });
});
