import { MFA_ENROLMENT_REQUIRED } from '@hospital/contract/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, TEST_PASSWORD, type TestContext } from '../../test/test-app.js';
import { currentCode } from './mfa.js';

// Issue "Security, second round", item 3: in production mode admins must enrol in two-step sign-in at their first
// login; attendants and doctors may. Until an admin has enrolled, their session reaches only their own account and
// the enrolment itself.

let production: TestContext;
let demo: TestContext;
beforeAll(async () => {
  production = await createTestApp({ env: { APP_ENV: 'production' } });
  demo = await createTestApp();
});
afterAll(async () => {
  await production.close();
  await demo.close();
});

const call = (ctx: TestContext, method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers: token ? { authorization: token } : {}, payload });

async function logInAs(ctx: TestContext, role: 'admin' | 'attendant') {
  const { email } = await createUser(ctx, role);
  const res = await call(ctx, 'POST', '/auth/login', undefined, { email, password: TEST_PASSWORD });
  expect(res.statusCode).toBe(200);
  return res.json().data as { accessToken: string; mfaEnrolmentRequired?: true };
}

describe('admins in production mode', () => {
  it('when an admin without two-step sign-in logs in, then only enrolment is open; once it is on, the same session reaches everything', async () => {
    const session = await logInAs(production, 'admin');
    expect(session.mfaEnrolmentRequired).toBe(true);

    const refused = await call(production, 'GET', '/users', session.accessToken);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MFA_ENROLMENT_REQUIRED);
    expect((await call(production, 'GET', '/appointment', session.accessToken)).statusCode).toBe(403);
    // Their own account and the enrolment stay open.
    expect((await call(production, 'GET', '/patients/me', session.accessToken)).statusCode).toBe(200);
    const setup = await call(production, 'POST', '/auth/mfa/setup', session.accessToken);
    expect(setup.statusCode).toBe(200);
    const enable = await call(production, 'POST', '/auth/mfa/enable', session.accessToken, {
      code: currentCode(setup.json().data.secret as string),
    });
    expect(enable.statusCode).toBe(200);

    expect((await call(production, 'GET', '/users', session.accessToken)).statusCode).toBe(200);
  });

  it('when an attendant logs in without it, or an admin logs in to the demo, then nothing is required', async () => {
    const attendant = await logInAs(production, 'attendant');
    expect(attendant.mfaEnrolmentRequired).toBeUndefined();
    expect((await call(production, 'GET', '/appointment', attendant.accessToken)).statusCode).toBe(200);
    const demoAdmin = await logInAs(demo, 'admin');
    expect(demoAdmin.mfaEnrolmentRequired).toBeUndefined();
    expect((await call(demo, 'GET', '/users', demoAdmin.accessToken)).statusCode).toBe(200);
  });
});
