import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { phoneCodeFor, TEST_PHONE_CODE } from '../phone-codes.js';
import { useTestApp } from '../test-app.js';
import { buildWorld, injectAs, envelopeProblem, today, type SignedIn, type World } from './world.js';

/**
 * What the route fuzz found, replayed deterministically so that a fix stays fixed whatever seed the fuzz
 * draws: each request must get a 4xx error envelope with the security headers, never a 5xx.
 */
const { ctx, call } = useTestApp();
let world: World;
beforeAll(async () => {
  world = await buildWorld(ctx);
  // The registration below carries its number's code, so its name is what reaches the database.
  await phoneCodeFor(ctx, '01712345678');
});

async function expectClientError(who: SignedIn | undefined, options: InjectOptions) {
  const res = await injectAs(ctx, who, options);
  const label = `${options.method} ${options.url} -> ${res.statusCode} ${res.body.slice(0, 200)}`;
  expect(res.statusCode, label).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, label).toBeLessThan(500);
  expect(envelopeProblem(res), label).toBeUndefined();
  expect(res.headers['x-content-type-options'], label).toBe('nosniff');
  expect(res.headers['cache-control'], label).toBe('no-store');
}

const NUL = 'Ka\u0000rim Uddin';

describe('text with a NUL character (PostgreSQL cannot store U+0000)', () => {
  it.each([
    [
      'registration name',
      undefined,
      () => ({
        method: 'POST',
        url: '/api/v1/users/create-patient',
        payload: {
          name: NUL,
          age: 30,
          contact: '01712345678',
          email: 'nul.reg@t.test',
          password: 'Nl#40pqz',
          code: TEST_PHONE_CODE,
        },
      }),
    ],
    [
      'callback name',
      undefined,
      () => ({
        method: 'POST',
        url: '/api/v1/callback',
        payload: { name: NUL, contactNo: '01712345678', message: 'Please call me back soon.' },
      }),
    ],
    [
      'slot request name',
      'patient',
      () => ({
        method: 'POST',
        url: '/api/v1/marketer/create-slot-request',
        payload: { department: 'OPD', name: NUL, age: 30, contact: '01712345678' },
      }),
    ],
    [
      'booking brief',
      'patient',
      () => ({
        method: 'POST',
        url: '/api/v1/appointment',
        payload: {
          doctor: world.otherDoctor.id,
          patient: world.users.patient.patient.id,
          consultationFee: 0,
          consultationMethod: 'video',
          consultationFor: 'For Me',
          selectedDate: today(),
          shortBrief: NUL,
        },
      }),
    ],
    [
      'walk-in patient name',
      'attendant',
      () => ({
        method: 'POST',
        url: '/api/v1/appointment/direct-appointment',
        payload: { contact: '01712345678', newPatientInfo: { name: NUL, age: 30, gender: 'male' } },
      }),
    ],
    [
      'call log comment',
      'attendant',
      () => ({
        method: 'POST',
        url: '/api/v1/appointment/create-call-log',
        payload: { appointmentId: world.appointments.pending.id, comment: NUL },
      }),
    ],
    [
      'callback remarks',
      'attendant',
      () => ({
        method: 'PUT',
        url: `/api/v1/callback/update-remarks/${world.callbackId}`,
        payload: { updatedDoc: { remarks: NUL } },
      }),
    ],
    [
      'cancellation reason',
      'attendant',
      () => ({
        method: 'PUT',
        url: `/api/v1/appointment/${world.appointments.tomorrow.id}`,
        payload: { updatedDoc: { status: 'cancelled', cancellationReason: NUL } },
      }),
    ],
    [
      'patient name edited by the admin',
      'admin',
      () => ({
        method: 'PUT',
        url: `/api/v1/patients/update/${world.otherPatient.patient.id}`,
        payload: { updatedInfo: { name: NUL, age: 30 } },
      }),
    ],
    // The world's patient has a done visit with world.doctor, so the review gets as far as the insert.
    [
      'review text',
      'patient',
      () => ({
        method: 'POST',
        url: '/api/v1/reviews/create-review',
        payload: { doctorId: world.doctor.id, rating: 4, review: NUL },
      }),
    ],
    [
      'login email',
      undefined,
      () => ({ method: 'POST', url: '/api/v1/auth/login', payload: { email: 'a\u0000b@x.yz', password: 'abcdef' } }),
    ],
    [
      'forget-password email',
      undefined,
      () => ({ method: 'POST', url: '/api/v1/auth/forget-password', payload: { email: 'a\u0000b@x.yz' } }),
    ],
    ['patient looked up by email', 'patient', () => ({ method: 'GET', url: '/api/v1/patients/a%00b%40x.yz' })],
    ['doctor page id', undefined, () => ({ method: 'GET', url: '/api/v1/doctors/single-doctor/a%00b' })],
    ['sandbox payment page id', undefined, () => ({ method: 'GET', url: '/api/v1/payments/sandbox/a%00b' })],
    [
      'gateway IPN tran_id',
      undefined,
      () => ({ method: 'POST', url: '/api/v1/payments/ipn', payload: { tran_id: 'HSP\u0000X' } }),
    ],
  ] as const)('when the %s contains NUL, then it is a 4xx envelope', async (_name, role, request) => {
    await expectClientError(role ? world.users[role] : undefined, request() as InjectOptions);
  });
});

describe("addresses Fastify's router turns away before any hook runs", () => {
  it.each([
    ['malformed percent-encoding', '/api/v1/patients/%zz'],
    ['an overlong UTF-8 sequence', '/api/v1/doctors/single-doctor/%C0%AE%C0%AE'],
    ['a truncated UTF-8 sequence', '/api/v1/payments/sandbox/%E0%A4%A'],
    ['a path parameter over 100 characters', `/api/v1/patients/${'a'.repeat(90)}%40${'b'.repeat(20)}.test`],
  ])(
    'when a path has %s, then the answer is still the error envelope with the security headers',
    async (_name, url) => {
      await expectClientError(world.users.patient, { method: 'GET', url });
    },
  );
});

describe('the payment routes', () => {
  it.each(['/payments/success', '/payments/ipn', '/payments/init/0123456789abcdef01234567'])(
    'when %s gets a multipart body that does not parse, then it is a 400 envelope',
    async (url) => {
      await expectClientError(world.users.patient, {
        method: 'POST',
        url: `/api/v1${url}`,
        payload: '{"tran_id":"x"}',
        headers: { 'content-type': 'multipart/form-data; boundary=X' },
      });
    },
  );

  it.each(['success', 'fail', 'cancel'])(
    'when /payments/%s gets a tran_id with a lone surrogate, then it still redirects on our origin',
    async (via) => {
      const res = await call(undefined, 'POST', `/payments/${via}`, { tran_id: 'HSP\uD800X' });
      expect(res.statusCode, res.body.slice(0, 200)).toBe(303);
      expect(String(res.headers.location)).toMatch(/^\/(failed|cancelled)/);
    },
  );

  it.each([
    [
      'an unknown action',
      (tranId: string) => ({ url: `/api/v1/payments/sandbox/${tranId}/refund`, payload: { tran_id: tranId } }),
    ],
    ['no body', (tranId: string) => ({ url: `/api/v1/payments/sandbox/${tranId}/pay` })],
    [
      'a body that is not a form of strings',
      (tranId: string) => ({ url: `/api/v1/payments/sandbox/${tranId}/pay`, payload: { tran_id: [1, 2] } }),
    ],
  ])('when a sandbox page button is posted with %s, then it is a 4xx, not a 5xx', async (_name, request) => {
    const res = await injectAs(ctx, undefined, { method: 'POST', ...request(world.tranId) });
    expect(res.statusCode, res.body.slice(0, 200)).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});
