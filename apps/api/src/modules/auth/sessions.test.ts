import { describe, expect, it } from 'vitest';
import { changeStoredRows, sql, storedRows } from '../../db/testing.js';
import { createUser, login, TEST_PASSWORD, type TestContext, useTestApp } from '../../test/test-app.js';
import { insertResetToken } from './auth.repository.js';
import { REFRESH_GRACE_SECONDS } from './auth.service.js';
import { hashToken, REFRESH_TOKEN_DAYS } from './tokens.js';

// Sessions that end: an absolute lifetime, access cut within seconds on
// every process, and two tabs refreshing at once without logging the user out.

const { ctx, call } = useTestApp();

const DAY_SECONDS = 86_400;
const me = (app: TestContext['app'], token: string) =>
  app.inject({ method: 'GET', url: '/api/v1/patients/me', headers: { authorization: token } });
/** A refresh from the browser that holds `device` (its device cookie); without one, from another browser. */
const refreshWith = (cookie: string, device?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/refresh-token',
    cookies: { refreshToken: cookie, ...(device ? { deviceId: device } : {}) },
  });
const newCookie = (res: Awaited<ReturnType<typeof refreshWith>>) => res.cookies.find((c) => c.name === 'refreshToken');
const sidOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: string }).sid;

async function freshSession(role: 'patient' | 'attendant' = 'patient') {
  const { email } = await createUser(ctx, role);
  return { email, ...(await login(ctx, email)) };
}

describe('access ends with the session', () => {
  it('when a user logs out, then the access token stops working at once here and within 5 seconds on another process', async () => {
    const session = await freshSession();
    const other = await ctx.openSecondApp();
    expect((await me(other, session.token)).statusCode).toBe(200);

    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      cookies: { refreshToken: session.refreshCookie },
    });
    expect(out.statusCode).toBe(200);
    expect((await me(ctx.app, session.token)).statusCode).toBe(401);
    await expect
      .poll(async () => (await me(other, session.token)).statusCode, { timeout: 5000, interval: 100 })
      .toBe(401);
  });

  it('when the password is reset, then every session of the account loses access, and other accounts keep theirs', async () => {
    const session = await freshSession();
    const second = await login(ctx, session.email);
    const bystander = await freshSession();
    // The mailed link's token, planted directly rather than fished out of the outbox.
    const [user] = await storedRows<{ id: string }>(
      ctx.database.db,
      sql`select id from users where email = ${session.email}`,
    );
    await insertResetToken(ctx.database.db, {
      userId: user!.id,
      tokenHash: hashToken('planted-reset-token'),
      expiresAt: new Date(Date.now() + 60_000),
    });
    const reset = await call(undefined, 'POST', '/auth/reset-password', {
      email: session.email,
      newPassword: 'Qp#73vbn',
      token: 'planted-reset-token',
    });
    expect(reset.statusCode).toBe(200);
    await expect
      .poll(async () => (await me(ctx.app, session.token)).statusCode, { timeout: 5000, interval: 100 })
      .toBe(401);
    expect((await me(ctx.app, second.token)).statusCode).toBe(401);
    expect((await me(ctx.app, bystander.token)).statusCode).toBe(200);
  });

  it('when the token names no live session (made up, or from before sessions were named), then it is a 401', async () => {
    const session = await freshSession();
    const claims = JSON.parse(Buffer.from(session.token.split('.')[1]!, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const { SignJWT } = await import('jose');
    const forged = await new SignJWT({ ...claims, sid: 'ffffffffffffffffffffffff' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode(ctx.config.jwtSecret));
    expect((await me(ctx.app, forged)).statusCode).toBe(401);
  });
});

describe('an absolute lifetime', () => {
  it('when a session is refreshed, then its cookie and its end stay those of the login, not 30 days from now', async () => {
    const { email } = await createUser(ctx, 'patient');
    const res = await call(undefined, 'POST', '/auth/login', { email, password: TEST_PASSWORD });
    const first = newCookie(res)!;
    expect(first.maxAge).toBeGreaterThan(REFRESH_TOKEN_DAYS * DAY_SECONDS - 60);

    // 29 days later: one day of the session is left.
    const sid = sidOf(res.json().data.accessToken);
    await changeStoredRows(
      ctx.database.db,
      sql`update refresh_tokens set expires_at = now() + interval '1 day' where family = ${sid}`,
    );
    const refreshed = await refreshWith(first.value);
    expect(refreshed.statusCode).toBe(200);
    expect(newCookie(refreshed)!.maxAge).toBeLessThanOrEqual(DAY_SECONDS);
    const ends = await storedRows<{ ends: number }>(
      ctx.database.db,
      sql`select count(distinct date_trunc('milliseconds', expires_at))::int as ends from refresh_tokens where family = ${sid}`,
    );
    expect(ends[0]!.ends).toBe(1);
  });

  it('when the session reaches its end, then neither its refresh token nor its access token works', async () => {
    const session = await freshSession();
    await changeStoredRows(
      ctx.database.db,
      sql`update refresh_tokens set expires_at = now() - interval '1 second' where family = ${sidOf(session.token)}`,
    );
    expect((await refreshWith(session.refreshCookie)).statusCode).toBe(401);
    await expect
      .poll(async () => (await me(ctx.app, session.token)).statusCode, { timeout: 5000, interval: 100 })
      .toBe(401);
  });
});

describe('two tabs refreshing at once', () => {
  it('when both tabs present the same refresh token together, then both get an access token and the session lives on', async () => {
    const session = await freshSession();
    const answers = await Promise.all([
      refreshWith(session.refreshCookie, session.deviceCookie),
      refreshWith(session.refreshCookie, session.deviceCookie),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    for (const answer of answers) expect((await me(ctx.app, answer.json().data.accessToken)).statusCode).toBe(200);
    // Exactly one rotated the cookie; the other left the browser's (already newer) cookie alone.
    const rotated = answers.map(newCookie).filter((cookie) => cookie !== undefined && cookie.value !== '');
    expect(rotated).toHaveLength(1);
    expect((await refreshWith(rotated[0]!.value, session.deviceCookie)).statusCode).toBe(200);
  });

  it('when the rotated token comes back a second time inside the grace, then only the first gets an access token and the second ends the session', async () => {
    const session = await freshSession();
    const rotated = await refreshWith(session.refreshCookie, session.deviceCookie);
    const second = newCookie(rotated)!.value;
    const grace = await refreshWith(session.refreshCookie, session.deviceCookie);
    expect(grace.statusCode).toBe(200);
    expect((await me(ctx.app, grace.json().data.accessToken)).statusCode).toBe(200);

    expect((await refreshWith(session.refreshCookie, session.deviceCookie)).statusCode).toBe(401);
    expect((await refreshWith(second, session.deviceCookie)).statusCode).toBe(401);
    const live = await storedRows<{ live: number }>(
      ctx.database.db,
      sql`select count(*)::int as live from refresh_tokens where family = ${sidOf(session.token)} and revoked_at is null`,
    );
    expect(live[0]!.live).toBe(0);
  });

  it('when the rotated token comes back twice at the same moment inside the grace, then at most one gets an access token', async () => {
    const session = await freshSession();
    await refreshWith(session.refreshCookie, session.deviceCookie);
    const answers = await Promise.all([
      refreshWith(session.refreshCookie, session.deviceCookie),
      refreshWith(session.refreshCookie, session.deviceCookie),
    ]);
    // The second use is a replay that ends the session; when it lands before the first's check of the session, both
    // are refused, which is also "at most one".
    const statuses = answers.map((a) => a.statusCode).sort();
    expect([
      [200, 401],
      [401, 401],
    ]).toContainEqual(statuses);
  });

  it('when the rotated token comes back inside the grace from another browser, then it is a replay that ends the session', async () => {
    const session = await freshSession();
    const rotated = await refreshWith(session.refreshCookie, session.deviceCookie);
    const second = newCookie(rotated)!.value;
    expect((await refreshWith(session.refreshCookie)).statusCode).toBe(401);
    expect((await refreshWith(session.refreshCookie, 'another-browser')).statusCode).toBe(401);
    expect((await refreshWith(second, session.deviceCookie)).statusCode).toBe(401);
  });

  it('when a session starts, then the device cookie is httpOnly, SameSite=Strict and kept to the auth routes', async () => {
    const { email } = await createUser(ctx, 'patient');
    const res = await call(undefined, 'POST', '/auth/login', { email, password: TEST_PASSWORD });
    const device = res.cookies.find((c) => c.name === 'deviceId');
    expect(device?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/v1/auth' });
  });

  it('when a rotated token comes back after the grace, then it is a replay: the whole session is revoked', async () => {
    const session = await freshSession();
    const rotated = await refreshWith(session.refreshCookie);
    const second = newCookie(rotated)!.value;
    await changeStoredRows(
      ctx.database.db,
      sql`update refresh_tokens set rotated_at = now() - make_interval(secs => ${REFRESH_GRACE_SECONDS + 1}) where family = ${sidOf(session.token)} and rotated_at is not null`,
    );
    expect((await refreshWith(session.refreshCookie)).statusCode).toBe(401);
    expect((await refreshWith(second)).statusCode).toBe(401);
    await expect
      .poll(async () => (await me(ctx.app, rotated.json().data.accessToken)).statusCode, {
        timeout: 5000,
        interval: 100,
      })
      .toBe(401);
  });
});
