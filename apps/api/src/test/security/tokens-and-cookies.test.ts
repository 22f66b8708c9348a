import { sql } from '../../db/testing.js';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESET_LINK_INVALID } from '../../modules/auth/auth.service.js';
import { mailedResetLink } from '../outbox.js';
import { createTestApp, createUser, login, TEST_PASSWORD, type TestContext } from '../test-app.js';
import { createAppAt, rows } from './world.js';

/**
 * Sessions, cookies and headers (docs/architecture.md §6, §12), beyond modules/auth/auth.test.ts: the cookie's
 * flags on http and https, revocation of a rotated family at logout, expired reset links, cross-site
 * logout, HSTS, no-store, and answers that never show a stack trace or SQL.
 */
const HTTPS_ORIGIN = 'https://hospital.example';
let http: TestContext;
let https: TestContext;
beforeAll(async () => {
  [http, https] = await Promise.all([createTestApp(), createAppAt(HTTPS_ORIGIN)]);
});
afterAll(async () => {
  await Promise.all([http.close(), https.close()]);
});

const setCookie = (res: LightMyRequestResponse) =>
  [res.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('refreshToken='));
const post = (ctx: TestContext, url: string, options: Omit<InjectOptions, 'method' | 'url'> = {}) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1${url}`, ...options });
const refresh = (ctx: TestContext, cookie: string, headers: Record<string, string> = {}) =>
  post(ctx, '/auth/refresh-token', { cookies: { refreshToken: cookie }, headers });
const logout = (ctx: TestContext, cookie: string, headers: Record<string, string> = {}) =>
  post(ctx, '/auth/logout', { cookies: { refreshToken: cookie }, headers });

async function session(ctx: TestContext) {
  const { email, user } = await createUser(ctx, 'patient');
  return { email, user, ...(await login(ctx, email)) };
}

describe('the refresh cookie', () => {
  it.each([
    ['http', () => http, false],
    ['https', () => https, true],
  ] as const)(
    'when served over %s, then login and refresh set it HttpOnly, SameSite=Strict, on /api/v1/auth, until 30 days after login (Secure over https)',
    async (_scheme, app, secure) => {
      const ctx = app();
      const { email } = await createUser(ctx, 'patient');
      const res = await post(ctx, '/auth/login', { payload: { email, password: TEST_PASSWORD } });
      const rotated = await refresh(ctx, res.cookies.find((c) => c.name === 'refreshToken')!.value, {
        'sec-fetch-site': 'same-origin',
      });
      expect(rotated.statusCode).toBe(200);
      const maxAges: number[] = [];
      for (const cookie of [setCookie(res), setCookie(rotated)]) {
        expect(cookie).toBeDefined();
        const flags = cookie!
          .split(';')
          .slice(1)
          .map((f) => f.trim().toLowerCase());
        expect(flags).toContain('httponly');
        expect(flags).toContain('samesite=strict');
        expect(flags).toContain('path=/api/v1/auth');
        maxAges.push(Number(flags.find((f) => f.startsWith('max-age='))?.slice('max-age='.length)));
        expect(flags.includes('secure')).toBe(secure);
        expect(flags.some((f) => f.startsWith('domain='))).toBe(false);
      }
      // The session's end is the login's: within seconds of 30 days, and a refresh does not push it further.
      expect(maxAges[0]).toBeGreaterThan(30 * 86_400 - 10);
      expect(maxAges[0]).toBeLessThanOrEqual(30 * 86_400);
      expect(maxAges[1]).toBeLessThanOrEqual(maxAges[0]!);
      // The token itself is opaque: not a JWT that would carry claims to whoever reads it.
      expect(res.cookies.find((c) => c.name === 'refreshToken')!.value.split('.')).toHaveLength(1);
    },
  );

  it('when logout answers, then the cookie is cleared on the same path it was set on', async () => {
    const { refreshCookie } = await session(https);
    const res = await logout(https, refreshCookie, { origin: HTTPS_ORIGIN, 'sec-fetch-site': 'same-origin' });
    expect(res.statusCode).toBe(200);
    const cleared = setCookie(res)!.toLowerCase();
    expect(cleared).toContain('path=/api/v1/auth');
    expect(cleared).toMatch(/expires=thu, 01 jan 1970|max-age=0/);
  });
});

describe('logout, refresh and reset', () => {
  it('when a user refreshes and then logs out, then neither the rotated nor the current token refreshes any more', async () => {
    const { refreshCookie: first, user } = await session(https);
    const rotated = await refresh(https, first, { origin: HTTPS_ORIGIN });
    const current = rotated.cookies.find((c) => c.name === 'refreshToken')!.value;
    expect((await logout(https, current, { origin: HTTPS_ORIGIN })).statusCode).toBe(200);
    for (const cookie of [current, first]) expect((await refresh(https, cookie)).statusCode).toBe(401);
    const [family] = await rows<{ live: number }>(
      https,
      sql`select count(*)::int as live from refresh_tokens where user_id = ${user.id} and revoked_at is null`,
    );
    expect(family!.live).toBe(0);
  });

  it.each([
    ['sec-fetch-site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['sec-fetch-site: same-site', { 'sec-fetch-site': 'same-site' }],
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['Origin: null (sandboxed frame, redirect)', { origin: 'null' }],
    ['a malformed Origin', { origin: 'http://[::1' }],
  ])('when logout comes with %s, then it is refused and the session survives', async (_name, headers) => {
    for (const ctx of [http, https]) {
      const { refreshCookie } = await session(ctx);
      const res = await logout(ctx, refreshCookie, headers);
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toMatchObject({ success: false, statusCode: 403 });
      expect(setCookie(res)).toBeUndefined();
      expect((await refresh(ctx, refreshCookie)).statusCode).toBe(200);
    }
  });

  const mailedToken = async (ctx: TestContext, email: string) =>
    (await mailedResetLink(ctx.config.dataDir, email)).searchParams.get('token')!;

  it('when a reset link has expired, then the reset is refused, the password stays and the link stays unused', async () => {
    const { email, user } = await createUser(http, 'patient');
    expect((await post(http, '/auth/forget-password', { payload: { email } })).statusCode).toBe(200);
    const token = await mailedToken(http, email);
    await rows(
      http,
      sql`update password_reset_tokens set expires_at = now() - interval '1 second' where user_id = ${user.id}`,
    );
    const res = await post(http, '/auth/reset-password', { payload: { email, newPassword: 'Nw#58kdz', token } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorSources).toEqual([{ path: 'token', message: RESET_LINK_INVALID }]);
    expect((await post(http, '/auth/login', { payload: { email, password: TEST_PASSWORD } })).statusCode).toBe(200);
    const [row] = await rows<{ used_at: unknown }>(
      http,
      sql`select used_at from password_reset_tokens where user_id = ${user.id}`,
    );
    expect(row!.used_at).toBeNull();
  });

  it("when a valid reset token is sent with another account's email, then neither password changes", async () => {
    const owner = await createUser(http, 'patient');
    const victim = await createUser(http, 'patient');
    await post(http, '/auth/forget-password', { payload: { email: owner.email } });
    const token = await mailedToken(http, owner.email);
    const res = await post(http, '/auth/reset-password', {
      payload: { email: victim.email, newPassword: 'Vc#27mwq', token },
    });
    expect(res.statusCode).toBe(400);
    for (const { email } of [owner, victim])
      expect((await post(http, '/auth/login', { payload: { email, password: TEST_PASSWORD } })).statusCode).toBe(200);
  });
});

describe('headers', () => {
  it('when served over https, then every answer (success, 404, 400, 401) carries HSTS for a year; over http, none does', async () => {
    const requests: InjectOptions[] = [
      { method: 'GET', url: '/api/v1/health' },
      { method: 'GET', url: '/api/v1/nothing-here' },
      { method: 'POST', url: '/api/v1/auth/login', payload: { email: 'bad' } },
      { method: 'GET', url: '/api/v1/patients/me' },
    ];
    for (const request of requests) {
      const secure = await https.app.inject(request);
      expect(String(secure.headers['strict-transport-security'])).toMatch(/max-age=(\d{8,}|3153[6-9]\d{3})/);
      expect(String(secure.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
      expect((await http.app.inject(request)).headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('when personal data is answered (profile, own appointments, errors), then it is no-store and there is no x-powered-by', async () => {
    for (const ctx of [http, https]) {
      const { token } = await session(ctx);
      for (const url of [
        '/api/v1/patients/me',
        '/api/v1/appointment/current-user',
        '/api/v1/patients/0123456789abcdef01234567',
      ]) {
        const res = await ctx.app.inject({ method: 'GET', url, headers: { authorization: token } });
        expect(res.headers['cache-control'], url).toBe('no-store');
        expect(res.headers['x-powered-by']).toBeUndefined();
        expect(res.headers.server).toBeUndefined();
      }
    }
  });
});

/** Internals an answer must never show. 'at ' alone would match "at least 6 characters": a stack frame is "at name (file:1:2)". */
const LEAKS = [
  /\bselect\b[\s\S]{0,200}\bfrom\b/i,
  /\binsert into\b/i,
  /\bupdate \w+ set\b/i,
  /syntax error/i,
  /sqlstate|postgres|pglite|drizzle|node_modules/i,
  /\.ts:\d+/,
  /\.js:\d+/,
  /\n\s+at /,
  /\bat [\w$.<>]+ \(/,
  /\bstack\b/i,
];

describe('error answers', () => {
  let patientToken = '';
  let staffToken = '';
  beforeAll(async () => {
    patientToken = (await session(http)).token;
    staffToken = (await login(http, (await createUser(http, 'attendant')).email)).token;
  });

  it.each([
    [
      'a quoted search',
      { method: 'GET', url: `/api/v1/doctors/consultants?searchTerm=${encodeURIComponent("' or 1=1 --")}` },
    ],
    [
      'a search with NUL and backslashes',
      { method: 'GET', url: '/api/v1/doctors/consultants?searchTerm=%00%5C%5C%27' },
    ],
    [
      'an injected doctor id',
      { method: 'GET', url: `/api/v1/doctors/single-doctor/${encodeURIComponent("1' union select 1--")}` },
    ],
    ['a NUL in a doctor id', { method: 'GET', url: '/api/v1/doctors/single-doctor/a%00b' }],
    [
      'a quoted email as patient id',
      { method: 'GET', url: `/api/v1/patients/${encodeURIComponent('o\'brien"@x.yz')}`, auth: true },
    ],
    ['a NUL in an email as patient id', { method: 'GET', url: '/api/v1/patients/a%00b%40x.yz', auth: true }],
    [
      'a quoted login',
      { method: 'POST', url: '/api/v1/auth/login', payload: { email: "a'b@x.yz", password: "' or 1=1--" } },
    ],
    [
      'a NUL in a login',
      { method: 'POST', url: '/api/v1/auth/login', payload: { email: 'a\u0000b@x.yz', password: 'abc\u0000def' } },
    ],
    [
      'a NUL in a callback',
      {
        method: 'POST',
        url: '/api/v1/callback',
        payload: { name: 'Ka\u0000rim', contactNo: '01712345678', message: "Call me'); drop table x; --" },
      },
    ],
    [
      'a quoted tran_id',
      { method: 'POST', url: '/api/v1/payments/ipn', payload: { tran_id: "x' or '1'='1", val_id: '\u0000' } },
    ],
    ['a NUL in a sandbox page id', { method: 'GET', url: '/api/v1/payments/sandbox/%00' }],
    [
      'a quoted date',
      { method: 'GET', url: `/api/v1/appointment?date=${encodeURIComponent("2026-01-01'")}`, auth: true },
    ],
    [
      'bad JSON',
      {
        method: 'POST',
        url: '/api/v1/callback',
        payload: '{"name": "x",',
        headers: { 'content-type': 'application/json' },
      },
    ],
  ] as const)('when %s is sent, then the answer shows no SQL, stack trace or file name', async (_name, request) => {
    const { auth, ...options } = { auth: false, ...request } as InjectOptions & { auth: boolean };
    const authorization = auth
      ? String(options.url).includes('/appointment?')
        ? staffToken
        : patientToken
      : undefined;
    const res = await http.app.inject({
      ...options,
      headers: { ...(options.headers ?? {}), ...(authorization ? { authorization } : {}) },
    } as InjectOptions);
    for (const leak of LEAKS) expect(res.body, `${res.statusCode} ${res.body.slice(0, 300)}`).not.toMatch(leak);
    if (res.statusCode >= 500) expect(res.json().message).toBe('Something went wrong on our side. Please try again.');
  });
});
