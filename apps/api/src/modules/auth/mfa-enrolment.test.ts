import { MFA_ENROLMENT_REQUIRED } from '@hospital/contract/auth';
import { PERMISSIONS } from '@hospital/contract/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, TEST_PASSWORD, type TestContext } from '../../test/test-app.js';
import { currentCode } from './mfa.js';

// In production mode every role but patient must enrol in two-step sign-in at its first login. Until it has, the
// session reaches only the enrolment, its own account (`/patients/me`), refresh and logout: no patient record, no
// walk-in booking, no other read of patient data. Patients may turn it on for themselves.

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

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (ctx: TestContext, method: Method, url: string, token?: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/v1${url}`, headers: token ? { authorization: token } : {}, payload });

async function logInAs(ctx: TestContext, role: (typeof PERMISSIONS.staff)[number] | 'patient') {
  const { email, patient } = await createUser(ctx, role);
  const res = await call(ctx, 'POST', '/auth/login', undefined, { email, password: TEST_PASSWORD });
  expect(res.statusCode).toBe(200);
  return { email, patient, ...(res.json().data as { accessToken: string; mfaEnrolmentRequired?: true }) };
}

async function enrol(ctx: TestContext, token: string) {
  const setup = await call(ctx, 'POST', '/auth/mfa/setup', token);
  expect(setup.statusCode).toBe(200);
  const secret = setup.json().data.secret as string;
  const enable = await call(ctx, 'POST', '/auth/mfa/enable', token, { code: currentCode(secret) });
  expect(enable.statusCode).toBe(200);
  return secret;
}

describe('staff in production mode', () => {
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

  it('when any staff role logs in without it, then it must enrol first', async () => {
    for (const role of PERMISSIONS.staff) {
      const session = await logInAs(production, role);
      expect(session.mfaEnrolmentRequired, role).toBe(true);
      expect((await call(production, 'GET', '/auth/mfa', session.accessToken)).statusCode, role).toBe(200);
    }
  });

  it('when an attendant has not enrolled, then no patient record, walk-in booking or other read of patient data is open, until it is on', async () => {
    const someone = await createUser(production, 'patient');
    const attendant = await logInAs(production, 'attendant');
    expect(attendant.mfaEnrolmentRequired).toBe(true);
    const token = attendant.accessToken;

    const closed: Array<[Method, string, object?]> = [
      ['GET', `/patients/${someone.patient.id}`],
      ['GET', `/patients/${encodeURIComponent(someone.email)}`],
      ['POST', '/appointment', { patient: someone.patient.id, doctor: someone.patient.id, selectedDate: '2030-01-01' }],
      ['POST', '/appointment/direct-appointment', { fullName: 'Walk In', contact: '01711111111', age: 30 }],
      ['GET', '/appointment'],
      ['GET', '/appointment/current-user'],
      ['GET', '/appointment/live'],
      ['GET', '/patients/family'],
      ['GET', '/patients/me/preferences'],
      ['POST', '/marketer/create-slot-request', {}],
    ];
    for (const [method, url, payload] of closed) {
      const res = await call(production, method, url, token, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().message, `${method} ${url}`).toBe(MFA_ENROLMENT_REQUIRED);
    }
    // Its own account, the enrolment and its status stay open.
    expect((await call(production, 'GET', '/patients/me', token)).statusCode).toBe(200);
    expect((await call(production, 'GET', '/auth/mfa', token)).statusCode).toBe(200);

    await enrol(production, token);
    expect((await call(production, 'GET', `/patients/${someone.patient.id}`, token)).statusCode).toBe(200);
    expect((await call(production, 'GET', '/appointment', token)).statusCode).toBe(200);
  });

  it('when an account has not enrolled, then every route closed to guests refuses it, but the enrolment', async () => {
    const token = (await logInAs(production, 'admin')).accessToken;
    const open = new Set(['GET /auth/mfa', 'POST /auth/mfa/setup', 'POST /auth/mfa/enable']);
    let checked = 0;
    for (const route of production.app.apiRoutes) {
      const [method, path] = route.split(' ') as [Method, string];
      const url = path.replace(/:[A-Za-z]+/g, '0123456789abcdef01234567');
      const payload = method === 'GET' ? undefined : {};
      // Public routes stay public (refresh and logout among them); what a guest is refused, the account is too.
      if ((await call(production, method, url, undefined, payload)).statusCode !== 401) continue;
      if (route === 'POST /auth/refresh-token' || open.has(route)) continue;
      const res = await call(production, method, url, token, payload);
      expect(res.statusCode, route).toBe(403);
      expect(res.json().message, route).toBe(MFA_ENROLMENT_REQUIRED);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(50);
  });

  it('when a patient logs in, or an admin logs in to the demo, then nothing is required', async () => {
    const patient = await logInAs(production, 'patient');
    expect(patient.mfaEnrolmentRequired).toBeUndefined();
    expect((await call(production, 'GET', '/appointment/current-user', patient.accessToken)).statusCode).toBe(200);
    const demoAdmin = await logInAs(demo, 'admin');
    expect(demoAdmin.mfaEnrolmentRequired).toBeUndefined();
    expect((await call(demo, 'GET', '/users', demoAdmin.accessToken)).statusCode).toBe(200);
  });
});

describe('patients', () => {
  it('when a patient turns two-step sign-in on for themselves, then their next login asks for a code and accepts it', async () => {
    const patient = await logInAs(production, 'patient');
    const secret = await enrol(production, patient.accessToken);
    expect((await call(production, 'GET', '/auth/mfa', patient.accessToken)).json().data.enabled).toBe(true);

    const next = await call(production, 'POST', '/auth/login', undefined, {
      email: patient.email,
      password: TEST_PASSWORD,
    });
    expect(next.json().data.mfaRequired).toBe(true);
    const done = await call(production, 'POST', '/auth/login/mfa', undefined, {
      mfaToken: next.json().data.mfaToken as string,
      code: currentCode(secret, Date.now() + 30_000),
    });
    expect(done.statusCode).toBe(200);
  });
});
