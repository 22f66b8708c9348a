import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, createUser, login, TEST_PASSWORD, useTestApp } from '../../test/test-app.js';
import { MFA_CHALLENGE_EXPIRED, MFA_CHALLENGE_USED } from './auth.service.js';
import { currentCode } from './mfa.js';
import { MFA_ACCOUNT_FAILURE_LIMIT, TOO_MANY_CODES_FOR_ACCOUNT } from './mfa.service.js';
import { MFA_CHALLENGE_SECONDS, TokenService } from './tokens.js';
import type { FastifyInstance } from 'fastify';

// The token between the password and the code is single-use (in PostgreSQL, so across processes) and lives at most
// five minutes; wrong codes are capped per account, whatever address they come from.

const { ctx, call } = useTestApp();
let second: FastifyInstance;
beforeAll(async () => {
  second = await ctx.openSecondApp();
});
afterAll(async () => {
  await second.close();
});

type Who = { token: string };

/** A staff account with two-step sign-in on: its email, secret and recovery codes. */
async function enrolled() {
  const { email, user } = await createUser(ctx, 'attendant');
  const session: Who = await login(ctx, email);
  const setup = await call(session, 'POST', '/auth/mfa/setup');
  const secret = setup.json().data.secret as string;
  const enable = await call(session, 'POST', '/auth/mfa/enable', { code: currentCode(secret) });
  expect(enable.statusCode).toBe(200);
  return { email, userId: user.id, secret, recoveryCodes: enable.json().data.recoveryCodes as string[] };
}

async function passwordStep(email: string, ip = '10.20.0.1') {
  const res = await call(undefined, 'POST', '/auth/login', { email, password: TEST_PASSWORD }, { remoteAddress: ip });
  expect(res.statusCode).toBe(200);
  return res.json().data.mfaToken as string;
}

const codeStep = (mfaToken: string, code: string, ip = '10.20.0.1') =>
  call(undefined, 'POST', '/auth/login/mfa', { mfaToken, code }, { remoteAddress: ip });

describe('the token between password and code', () => {
  it('when it has opened a session, then a second use is refused even with a right code, on this process or another', async () => {
    const account = await enrolled();
    const mfaToken = await passwordStep(account.email);
    expect((await codeStep(mfaToken, currentCode(account.secret, Date.now() + 30_000))).statusCode).toBe(200);

    const again = await codeStep(mfaToken, account.recoveryCodes[0]!);
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe(MFA_CHALLENGE_USED);
    const elsewhere = await apiCaller(second)(undefined, 'POST', '/auth/login/mfa', {
      mfaToken,
      code: account.recoveryCodes[1]!,
    });
    expect(elsewhere.statusCode).toBe(401);
    expect(elsewhere.json().message).toBe(MFA_CHALLENGE_USED);
  });

  it('when a wrong code is sent, then the same token still takes the right one', async () => {
    const account = await enrolled();
    const mfaToken = await passwordStep(account.email);
    expect((await codeStep(mfaToken, '000000')).statusCode).toBe(400);
    expect((await codeStep(mfaToken, account.recoveryCodes[0]!)).statusCode).toBe(200);
  });

  it('when it is older than five minutes, then it is refused', async () => {
    expect(MFA_CHALLENGE_SECONDS).toBeLessThanOrEqual(5 * 60);
    const account = await enrolled();
    const stale = await new TokenService(ctx.config.jwtSecret).signMfaChallenge(
      account.userId,
      new Date(Date.now() - (MFA_CHALLENGE_SECONDS + 1) * 1000),
    );
    const res = await codeStep(stale, account.recoveryCodes[0]!);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(MFA_CHALLENGE_EXPIRED);
  });
});

describe('wrong codes per account', () => {
  it('when wrong codes come from many addresses, then past the cap the account answers 429, even to a right code from a new address', async () => {
    const account = await enrolled();
    for (let i = 0; i < MFA_ACCOUNT_FAILURE_LIMIT; i++) {
      const ip = `198.51.100.${i + 1}`;
      const res = await codeStep(await passwordStep(account.email, ip), '000000', ip);
      expect(res.statusCode, `wrong code ${i + 1}`).toBe(400);
    }
    const ip = '192.0.2.77';
    const res = await codeStep(await passwordStep(account.email, ip), currentCode(account.secret), ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(TOO_MANY_CODES_FOR_ACCOUNT);
    expect(res.headers['retry-after']).toBeDefined();
  });
});
