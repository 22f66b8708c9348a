import { describe, expect, it } from 'vitest';
import { createDoctor } from './factories.js';
import { failQueryWith } from './failing.repository.js';
import { phoneCodeFor } from './phone-codes.js';
import { createUser, login, uniqueEmail, useTestApp } from './test-app.js';

const { ctx, call, logs } = useTestApp({ logged: true });

describe('logs', () => {
  it('when people register, log in, fail, refresh and reset, then no password, token, phone number, email or reset link is logged', async () => {
    const email = uniqueEmail('private');
    const password = 'Sq#48vne';
    const contact = '01798765432';
    await call(undefined, 'POST', '/users/create-patient', {
      name: 'Private Person',
      age: 40,
      contact,
      email,
      password,
      code: await phoneCodeFor(ctx, contact),
    });
    await call(undefined, 'POST', '/auth/login', { email, password: 'Wrong#pass' });
    const session = await login(ctx, email, password);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh-token',
      cookies: { refreshToken: session.refreshCookie },
    });
    await call(session, 'GET', `/patients/${encodeURIComponent(email)}`);
    await call(session, 'GET', `/patients/${contact}`);
    // The contract takes a contact typed any common way, so a URL may carry it so too.
    for (const typed of ['০১৭৯৮৭৬৫৪৩২', '+880 1798-765432', '০১৭৯৮-৭৬৫৪৩২']) {
      await call(session, 'GET', `/patients/contact/${encodeURIComponent(typed)}`);
    }
    await call(undefined, 'POST', '/auth/forget-password', { email });
    // The reset mail goes through the outbox's worker, a moment after the answer (longer on a loaded machine).
    await expect.poll(() => logs(), { timeout: 15_000, interval: 100 }).toContain('mail written to');
    expect(logs()).toContain('login failed');
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
      expect(logs()).not.toContain(secret);
    }
    // Not in Bengali digits either, nor its last eight digits in any form.
    for (const secret of ['৭৯৮৭৬৫৪৩২', '৭৬৫৪৩২', '765432', '98765432']) expect(logs()).not.toContain(secret);
    expect(logs()).toContain('/api/v1/patients/contact/017********');
  });

  it('when a board is opened by its link, and a QR code is scanned, then neither the token nor the code is logged', async () => {
    const admin = await login(ctx, (await createUser(ctx, 'admin')).email);
    const doctor = await createDoctor(ctx.database);
    const link = await call(admin, 'POST', '/boards', { label: 'Logged hall', doctorIds: [doctor.id] });
    const token = link.json().data.token as string;
    await call(undefined, 'GET', `/board/${token}`);
    await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/board/${token}/stream`,
      headers: { accept: 'application/json' },
    });
    await call(admin, 'POST', '/appointment/check-in', { code: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567' });
    await new Promise((r) => setTimeout(r, 100));
    expect(logs()).toContain('/api/v1/board/[token]');
    expect(logs()).not.toContain(token);
    expect(logs()).not.toContain('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567');
  });

  it('when a query fails with a phone number, an email and a password as its values, then the logged error names the query and its code, never the values', async () => {
    const contact = '01712348765';
    const email = uniqueEmail('failing');
    // A real failed query: Drizzle puts the values in the error's message ("params: ...") and in `params`.
    const error = await failQueryWith(ctx.database, [contact, email, 'Hidden#pw1']);
    expect(error).toBeInstanceOf(Error);
    const before = logs().length;
    ctx.app.log.error({ err: error }, 'could not do the thing');
    await new Promise((r) => setTimeout(r, 100));
    const line = logs().slice(before);
    expect(line).toContain('could not do the thing');
    expect(line).toContain('Failed query: select $1::uuid');
    // PostgreSQL's own words and code stay (22P02: invalid input syntax), with the value cut to its first digits.
    expect(line).toContain('22P02');
    expect(line).toContain('017********');
    for (const secret of [contact, email, 'Hidden#pw1', '12348765']) expect(line).not.toContain(secret);
  });
});
