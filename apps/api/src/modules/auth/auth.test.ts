import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { changeStoredRows, sql, storedRows } from '../../db/testing.js';
import { mailedResetLink, outboxMails as readOutbox } from '../../test/outbox.js';
import { phoneCodeFor } from '../../test/phone-codes.js';
import { createUser, login, TEST_PASSWORD, uniqueEmail, useTestApp } from '../../test/test-app.js';
import { REFRESH_GRACE_SECONDS } from './auth.service.js';

const { ctx, call } = useTestApp();

const validRegistration = () => ({
  name: 'Rahima Khatun',
  age: 34,
  gender: 'female',
  contact: '01712345678',
  email: uniqueEmail('reg'),
  password: 'Rk#19pq2',
});

/** A registration carrying the code its number was just sent. */
const withCode = async <T extends { contact: string }>(body: T) => ({
  ...body,
  code: await phoneCodeFor(ctx, body.contact),
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  call(undefined, 'POST', url, payload as object, { headers });

/** A request from the browser that holds the refresh cookie (and any other headers given). */
const withCookie = (url: string, cookie: string, headers: Record<string, string> = {}) =>
  call(undefined, 'POST', url, undefined, { headers: { ...headers, cookie: `refreshToken=${cookie}` } });
const refreshWith = (cookie: string) => withCookie('/auth/refresh-token', cookie);

describe('registration', () => {
  it.each([
    ['name', { name: '' }, 'Name is required'],
    ['age', { age: 'abc' }, 'Age must be a number.'],
    ['age', { age: 9 }, 'Age must be at least 10'],
    ['gender', { gender: 'other' }, 'Gender will be male | female'],
    ['contact', { contact: '0171234567' }, 'Contact number must be 11 digits long'],
    ['email', { email: 'not-an-email' }, 'Invalid email'],
    ['email', { email: '' }, 'Email is required'],
    ['email', { email: 'a-very-long-address-123@example.com' }, 'Email max 30 characters'],
    ['password', { password: 'abc12' }, 'Password must be at least 6 characters'],
    ['password', { password: 'abcdefgh12345678' }, 'Password max 15 characters'],
  ])(
    'when %s is %j, then it answers 400 with "%s" on that field and creates nothing',
    async (field, change, message) => {
      const body = { ...validRegistration(), ...change };
      const res = await post('/users/create-patient', body);
      expect(res.statusCode).toBe(400);
      const json = res.json();
      expect(json.success).toBe(false);
      expect(json.errorSources).toContainEqual({ path: field, message });
      const loginAttempt = await post('/auth/login', { email: body.email, password: body.password });
      expect(loginAttempt.statusCode).not.toBe(200);
    },
  );

  it('when the registration is valid, then the new patient can log in and the token names them', async () => {
    const body = await withCode(validRegistration());
    const res = await post('/users/create-patient', body);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.patientId).toMatch(/^P\d{7}$/);
    const { token } = await login(ctx, body.email, body.password);
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    expect(claims).toMatchObject({ userName: 'Rahima Khatun', role: 'patient', patientId: res.json().data.patientId });
  });

  it('when the email is already registered (in any case), then it answers 409 on email', async () => {
    const body = await withCode(validRegistration());
    expect((await post('/users/create-patient', body)).statusCode).toBe(201);
    const again = await post('/users/create-patient', await withCode({ ...body, email: body.email.toUpperCase() }));
    expect(again.statusCode).toBe(409);
    expect(again.json().errorSources[0].path).toBe('email');
  });

  it('when the body tries to set a role, then the field is ignored and the account is a patient', async () => {
    const body = await withCode({ ...validRegistration(), role: 'admin' });
    expect((await post('/users/create-patient', body)).statusCode).toBe(201);
    const { token } = await login(ctx, body.email, body.password);
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    expect(claims.role).toBe('patient');
  });

  it('when the password is one of the most common, then registration is refused on password', async () => {
    const res = await post('/users/create-patient', await withCode({ ...validRegistration(), password: 'password1' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errorSources[0].path).toBe('password');
  });

  it('when the body is not JSON, then it answers 400 in the envelope', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users/create-patient',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, statusCode: 400 });
    expect(res.json().errorSources.length).toBeGreaterThan(0);
  });
});

describe('login and tokens', () => {
  it('when the password is wrong or the email unknown, then both answer the same 401', async () => {
    const { email } = await createUser(ctx, 'patient');
    const wrong = await post('/auth/login', { email, password: 'Wrong#123' });
    const unknown = await post('/auth/login', { email: uniqueEmail('nobody'), password: 'Wrong#123' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe(unknown.json().message);
  });

  it('when the refresh token is rotated, then the old one fails and its reuse kills the new one too', async () => {
    const { email } = await createUser(ctx, 'patient');
    const first = await login(ctx, email);
    const rotated = await refreshWith(first.refreshCookie);
    expect(rotated.statusCode).toBe(200);
    const second = rotated.cookies.find((c) => c.name === 'refreshToken')!.value;
    expect(second).not.toBe(first.refreshCookie);

    // Past the two-tab grace (sessions.test.ts), a rotated token coming back is a replay.
    await changeStoredRows(
      ctx.database.db,
      sql`update refresh_tokens set rotated_at = now() - make_interval(secs => ${REFRESH_GRACE_SECONDS + 1}) where rotated_at is not null`,
    );
    const replay = await refreshWith(first.refreshCookie);
    expect(replay.statusCode).toBe(401);
    expect((await refreshWith(second)).statusCode).toBe(401);
  });

  it('when the user logs out, then the refresh token no longer works', async () => {
    const { email } = await createUser(ctx, 'attendant');
    const session = await login(ctx, email);
    const out = await withCookie('/auth/logout', session.refreshCookie);
    expect(out.statusCode).toBe(200);
    expect((await refreshWith(session.refreshCookie)).statusCode).toBe(401);
  });

  it('when refresh is called cross-site, then it is refused and the token survives', async () => {
    const { email } = await createUser(ctx, 'patient');
    const session = await login(ctx, email);
    const res = await withCookie('/auth/refresh-token', session.refreshCookie, {
      'sec-fetch-site': 'cross-site',
      origin: 'https://evil.example',
    });
    expect(res.statusCode).toBe(403);
    expect((await refreshWith(session.refreshCookie)).statusCode).toBe(200);
  });

  it.each([
    ['tampered', async (t: string) => `${t.slice(0, -3)}${t.endsWith('A') ? 'BBB' : 'AAA'}`],
    [
      'alg none',
      async (t: string) => {
        const [, payload] = t.split('.');
        return `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
      },
    ],
    [
      'expired',
      async (t: string) => {
        const claims = JSON.parse(Buffer.from(t.split('.')[1]!, 'base64url').toString());
        return new SignJWT({ ...claims, exp: Math.floor(Date.now() / 1000) - 10 })
          .setProtectedHeader({ alg: 'HS256' })
          .sign(new TextEncoder().encode(ctx.config.jwtSecret));
      },
    ],
    [
      'signed with another key',
      async (t: string) => {
        const claims = JSON.parse(Buffer.from(t.split('.')[1]!, 'base64url').toString());
        return new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode('x'.repeat(64)));
      },
    ],
    [
      'HS512',
      async (t: string) => {
        const claims = JSON.parse(Buffer.from(t.split('.')[1]!, 'base64url').toString());
        return new SignJWT(claims)
          .setProtectedHeader({ alg: 'HS512' })
          .sign(new TextEncoder().encode(ctx.config.jwtSecret));
      },
    ],
  ])('when the access token is %s, then a protected route answers 401', async (_name, forge) => {
    const { email } = await createUser(ctx, 'patient');
    const { token } = await login(ctx, email);
    const good = await call(token, 'GET', '/patients/me');
    expect(good.statusCode).toBe(200);
    const bad = await call(await forge(token), 'GET', '/patients/me');
    expect(bad.statusCode).toBe(401);
    expect(bad.json().success).toBe(false);
  });
});

describe('password reset', () => {
  const outboxMails = () => readOutbox(ctx.config.dataDir);
  const mailedToken = async (email: string) =>
    (await mailedResetLink(ctx.config.dataDir, email)).searchParams.get('token')!;

  it('when a user resets through the mailed link, then the new password works, the old does not, and the link is single use', async () => {
    const { email } = await createUser(ctx, 'patient');
    const res = await post('/auth/forget-password', { email });
    expect(res.statusCode).toBe(200);
    const url = await mailedResetLink(ctx.config.dataDir, email);
    expect(url.searchParams.get('email')).toBe(email);
    const token = url.searchParams.get('token')!;

    const reset = await post('/auth/reset-password', { email, newPassword: 'Nw#58kdz', token });
    expect(reset.statusCode).toBe(200);
    expect((await post('/auth/login', { email, password: 'Nw#58kdz' })).statusCode).toBe(200);
    expect((await post('/auth/login', { email, password: TEST_PASSWORD })).statusCode).toBe(401);
    expect((await post('/auth/reset-password', { email, newPassword: 'Zz#91mnb', token })).statusCode).toBe(400);
  });

  it('when the email is unknown, then the answer is the same as for a known one and no mail is written', async () => {
    const { email } = await createUser(ctx, 'patient');
    const known = await post('/auth/forget-password', { email });
    await mailedResetLink(ctx.config.dataDir, email);
    const before = outboxMails().length;
    const ghost = uniqueEmail('ghost');
    const unknown = await post('/auth/forget-password', { email: ghost });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    // Nothing is queued for the ghost: the outbox holds no row for it, so no mail can ever be written.
    const [queued] = await storedRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from outbox where payload->>'to' = ${ghost}`,
    );
    expect(queued!.n).toBe(0);
    expect(outboxMails().length).toBe(before);
  });

  it('when a reset succeeds, then earlier sessions can no longer refresh', async () => {
    const { email } = await createUser(ctx, 'patient');
    const session = await login(ctx, email);
    await post('/auth/forget-password', { email });
    const token = await mailedToken(email);
    expect((await post('/auth/reset-password', { email, newPassword: 'Qp#73vbn', token })).statusCode).toBe(200);
    expect((await refreshWith(session.refreshCookie)).statusCode).toBe(401);
  });
});
