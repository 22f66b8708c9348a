import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDoctor } from './factories.js';
import { failQueryWith } from './failing.queries.js';
import { createLoggedTestApp, createUser, login, uniqueEmail, type LoggedTestContext } from './test-app.js';

let ctx: LoggedTestContext;
beforeAll(async () => {
  ctx = await createLoggedTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe('logs', () => {
  it('when people register, log in, fail, refresh and reset, then no password, token, phone number, email or reset link is logged', async () => {
    const email = uniqueEmail('private');
    const password = 'Sq#48vne';
    const contact = '01798765432';
    await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users/create-patient',
      payload: { name: 'Private Person', age: 40, contact, email, password },
    });
    await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password: 'Wrong#pass' } });
    const session = await login(ctx, email, password);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh-token',
      cookies: { refreshToken: session.refreshCookie },
    });
    await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/patients/${encodeURIComponent(email)}`,
      headers: { authorization: session.token },
    });
    await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/patients/${contact}`,
      headers: { authorization: session.token },
    });
    // The contract takes a contact typed any common way, so a URL may carry it so too.
    for (const typed of ['০১৭৯৮৭৬৫৪৩২', '+880 1798-765432', '০১৭৯৮-৭৬৫৪৩২']) {
      await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/patients/contact/${encodeURIComponent(typed)}`,
        headers: { authorization: session.token },
      });
    }
    await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/forget-password', payload: { email } });
    // The reset mail goes through the outbox's worker, a moment after the answer (longer on a loaded machine).
    await expect.poll(() => ctx.logs(), { timeout: 15_000, interval: 100 }).toContain('mail written to');
    expect(ctx.logs()).toContain('login failed');
    for (const secret of [
      password,
      'Wrong#pass',
      session.token,
      session.refreshCookie,
      contact,
      email,
      'reset-password?',
      'token=',
    ]) {
      expect(ctx.logs()).not.toContain(secret);
    }
    // Not in Bengali digits either, nor its last eight digits in any form.
    for (const secret of ['৭৯৮৭৬৫৪৩২', '৭৬৫৪৩২', '765432', '98765432']) expect(ctx.logs()).not.toContain(secret);
    expect(ctx.logs()).toContain('/api/v1/patients/contact/017********');
  });

  it('when a board is opened by its link, and a QR code is scanned, then neither the token nor the code is logged', async () => {
    const admin = await login(ctx, (await createUser(ctx, 'admin')).email);
    const doctor = await createDoctor(ctx.database);
    const link = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/boards',
      payload: { label: 'Logged hall', doctorIds: [doctor.id] },
      headers: { authorization: admin.token },
    });
    const token = link.json().data.token as string;
    await ctx.app.inject({ method: 'GET', url: `/api/v1/board/${token}` });
    await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/board/${token}/stream`,
      headers: { accept: 'application/json' },
    });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/appointment/check-in',
      payload: { code: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567' },
      headers: { authorization: admin.token },
    });
    await new Promise((r) => setTimeout(r, 100));
    expect(ctx.logs()).toContain('/api/v1/board/[token]');
    expect(ctx.logs()).not.toContain(token);
    expect(ctx.logs()).not.toContain('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567');
  });

  it('when a query fails with a phone number, an email and a password as its values, then the logged error names the query and its code, never the values', async () => {
    const contact = '01712348765';
    const email = uniqueEmail('failing');
    // A real failed query: Drizzle puts the values in the error's message ("params: ...") and in `params`.
    const error = await failQueryWith(ctx.database, [contact, email, 'Hidden#pw1']);
    expect(error).toBeInstanceOf(Error);
    const before = ctx.logs().length;
    ctx.app.log.error({ err: error }, 'could not do the thing');
    await new Promise((r) => setTimeout(r, 100));
    const line = ctx.logs().slice(before);
    expect(line).toContain('could not do the thing');
    expect(line).toContain('Failed query: select $1::uuid');
    // PostgreSQL's own words and code stay (22P02: invalid input syntax), with the value cut to its first digits.
    expect(line).toContain('22P02');
    expect(line).toContain('017********');
    for (const secret of [contact, email, 'Hidden#pw1', '12348765']) expect(line).not.toContain(secret);
  });
});
