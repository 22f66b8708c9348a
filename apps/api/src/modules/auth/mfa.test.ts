import { describe, expect, it } from 'vitest';
import { createUser, login, TEST_PASSWORD, useTestApp } from '../../test/test-app.js';
import { currentCode, RECOVERY_CODE_COUNT } from './mfa.js';
import { MFA_ALREADY_ON, MFA_CODE_WRONG } from './mfa.service.js';

// Staff two-step sign-in. Wrong codes are throttled like passwords: three
// free attempts per account and address here, then a wait.

const { ctx, call: request } = useTestApp({ rateLimits: { loginFailuresPerAccount: 3, loginBackoffSeconds: 60 } });

const STEP_MS = 30_000;
type Who = { token: string; email: string };

/** A request from this suite's address unless told: the throttle counts per account and address. */
const call = (method: 'GET' | 'POST', url: string, who?: Who, payload?: object, ip = '10.9.0.1') =>
  request(who, method, url, payload, { remoteAddress: ip });

/** A staff account with two-step sign-in on: its secret, its recovery codes, and the session that enrolled. */
async function enrolled(role: 'attendant' | 'admin' | 'doctor' = 'attendant') {
  const { email } = await createUser(ctx, role);
  const session = { email, ...(await login(ctx, email)) };
  const setup = await call('POST', '/auth/mfa/setup', session);
  expect(setup.statusCode).toBe(200);
  const { secret, otpauthUrl } = setup.json().data as { secret: string; otpauthUrl: string };
  expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/.+secret=/);
  const enable = await call('POST', '/auth/mfa/enable', session, { code: currentCode(secret) });
  expect(enable.statusCode).toBe(200);
  return { ...session, secret, recoveryCodes: enable.json().data.recoveryCodes as string[] };
}

async function passwordStep(email: string, ip = '10.9.0.1') {
  const res = await call('POST', '/auth/login', undefined, { email, password: TEST_PASSWORD }, ip);
  expect(res.statusCode).toBe(200);
  return res;
}

describe('enrolment', () => {
  it('when a staff member scans the secret and sends a first code, then it is on and ten recovery codes come back once', async () => {
    const account = await enrolled();
    expect(account.recoveryCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(account.recoveryCodes).size).toBe(RECOVERY_CODE_COUNT);
    expect((await call('GET', '/auth/mfa', account)).json().data).toEqual({
      enabled: true,
      recoveryCodesLeft: RECOVERY_CODE_COUNT,
    });
    const again = await call('POST', '/auth/mfa/setup', account);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MFA_ALREADY_ON);
  });

  it('when the first code is wrong, then it stays off with a 400 on code', async () => {
    const { email } = await createUser(ctx, 'doctor');
    const session = { email, ...(await login(ctx, email)) };
    await call('POST', '/auth/mfa/setup', session);
    const res = await call('POST', '/auth/mfa/enable', session, { code: '000000' }, '10.9.1.1');
    expect(res.statusCode).toBe(400);
    expect(res.json().errorSources).toEqual([{ path: 'code', message: MFA_CODE_WRONG }]);
    expect((await call('GET', '/auth/mfa', session)).json().data.enabled).toBe(false);
  });

  it("when it is turned on, then the account's other sessions end and the enrolling one goes on", async () => {
    const { email } = await createUser(ctx, 'admin');
    const other = { email, ...(await login(ctx, email)) };
    const session = { email, ...(await login(ctx, email)) };
    const { secret } = (await call('POST', '/auth/mfa/setup', session)).json().data as { secret: string };
    expect((await call('POST', '/auth/mfa/enable', session, { code: currentCode(secret) })).statusCode).toBe(200);
    await expect
      .poll(async () => (await call('GET', '/auth/mfa', other)).statusCode, { timeout: 5000, interval: 100 })
      .toBe(401);
    expect((await call('GET', '/auth/mfa', session)).statusCode).toBe(200);
  });

  it('when a patient asks for two-step sign-in, then they may set it up for themselves', async () => {
    const { email } = await createUser(ctx, 'patient');
    const session = { email, ...(await login(ctx, email)) };
    expect((await call('POST', '/auth/mfa/setup', session)).statusCode).toBe(200);
  });
});

describe('logging in with a code', () => {
  it('when the password is right, then no session is given until a code is', async () => {
    const account = await enrolled();
    const step = await passwordStep(account.email);
    expect(step.json().data).toEqual({ mfaRequired: true, mfaToken: expect.any(String) });
    expect(step.cookies.find((c) => c.name === 'refreshToken')).toBeUndefined();
    // The challenge is not an access token.
    expect(
      (await call('GET', '/auth/mfa', { token: step.json().data.mfaToken, email: account.email })).statusCode,
    ).toBe(401);

    const done = await call('POST', '/auth/login/mfa', undefined, {
      mfaToken: step.json().data.mfaToken,
      code: currentCode(account.secret, Date.now() + STEP_MS),
    });
    expect(done.statusCode).toBe(200);
    expect(done.cookies.find((c) => c.name === 'refreshToken')).toBeDefined();
    expect(
      (await call('GET', '/auth/mfa', { token: done.json().data.accessToken, email: account.email })).statusCode,
    ).toBe(200);
  });

  it('when a code has been used, then it is refused the second time, even from a new password step', async () => {
    const account = await enrolled();
    const code = currentCode(account.secret, Date.now() + STEP_MS);
    const first = await passwordStep(account.email);
    expect(
      (await call('POST', '/auth/login/mfa', undefined, { mfaToken: first.json().data.mfaToken, code })).statusCode,
    ).toBe(200);
    const second = await passwordStep(account.email);
    const replay = await call('POST', '/auth/login/mfa', undefined, { mfaToken: second.json().data.mfaToken, code });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe(MFA_CODE_WRONG);
  });

  it('when two requests race with the same code, then exactly one session is given', async () => {
    const account = await enrolled();
    const code = currentCode(account.secret, Date.now() + STEP_MS);
    const tokens = [
      (await passwordStep(account.email)).json().data.mfaToken,
      (await passwordStep(account.email)).json().data.mfaToken,
    ];
    const answers = await Promise.all(
      tokens.map((mfaToken) => call('POST', '/auth/login/mfa', undefined, { mfaToken, code })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
  });

  it('when a recovery code is used, then it logs in once and the count goes down', async () => {
    const account = await enrolled();
    const [recovery] = account.recoveryCodes;
    const step = await passwordStep(account.email);
    const done = await call('POST', '/auth/login/mfa', undefined, {
      mfaToken: step.json().data.mfaToken,
      code: recovery!.toUpperCase(),
    });
    expect(done.statusCode).toBe(200);
    expect(
      (await call('GET', '/auth/mfa', { token: done.json().data.accessToken, email: account.email })).json().data
        .recoveryCodesLeft,
    ).toBe(RECOVERY_CODE_COUNT - 1);
    const again = await passwordStep(account.email);
    expect(
      (await call('POST', '/auth/login/mfa', undefined, { mfaToken: again.json().data.mfaToken, code: recovery }))
        .statusCode,
    ).toBe(400);
  });

  // A code is checked only while its request holds the challenge and the address has tries left: the others are
  // refused unchecked, with 429 (no tries left) or 401 (another request holds the challenge; on PostgreSQL, where
  // requests overlap). On PGlite, one query at a time, every request holds it in turn: exactly three are checked.
  it('when 30 wrong codes arrive at once from one address, then only the allowed few are checked', async () => {
    const account = await enrolled();
    const { mfaToken } = (await passwordStep(account.email, '10.9.2.1')).json().data;
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        call('POST', '/auth/login/mfa', undefined, { mfaToken, code: String(100000 + i) }, '10.9.2.1'),
      ),
    );
    const checked = answers.filter((a) => a.statusCode === 400);
    expect(checked.length).toBeGreaterThanOrEqual(1);
    expect(checked.length).toBeLessThanOrEqual(3);
    expect(answers.every((a) => [400, 401, 429].includes(a.statusCode))).toBe(true);
    if (process.env.TEST_DB !== 'postgres') expect(checked).toHaveLength(3);
  });

  it('when the challenge is made up or is an access token, then the code step is a 401', async () => {
    const account = await enrolled();
    const code = currentCode(account.secret, Date.now() + STEP_MS);
    expect((await call('POST', '/auth/login/mfa', undefined, { mfaToken: 'made.up.token', code })).statusCode).toBe(
      401,
    );
    expect((await call('POST', '/auth/login/mfa', undefined, { mfaToken: account.token, code })).statusCode).toBe(401);
  });
});

describe('turning it off', () => {
  it('when the password is wrong, then it stays on; with the password and a code, it is off and login needs no code', async () => {
    const account = await enrolled('doctor');
    const code = currentCode(account.secret, Date.now() + STEP_MS);
    expect(
      (await call('POST', '/auth/mfa/disable', account, { password: 'Wrong#123', code }, '10.9.3.1')).statusCode,
    ).toBe(400);
    expect(
      (await call('POST', '/auth/mfa/disable', account, { password: TEST_PASSWORD, code }, '10.9.3.1')).statusCode,
    ).toBe(200);
    expect((await call('GET', '/auth/mfa', account)).json().data).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    expect((await passwordStep(account.email)).json().data).toEqual({ accessToken: expect.any(String) });
  });
});
