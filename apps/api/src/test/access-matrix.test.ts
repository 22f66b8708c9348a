import type { Role } from '@hospital/contract/lists';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accessViolations,
  AUDIENCES,
  probeAccess,
  signInEveryRole,
  type RouteProbe,
  type SignedIn,
} from './access-matrix.js';
import { createTestApp, type TestContext } from './test-app.js';

/**
 * The authorisation matrix: every API route, run as anonymous and as each of the 7 roles. Each new route
 * adds its row here; the last test fails when a registered route has no row.
 */
const EVERYONE = AUDIENCES;
const LOGGED_IN = AUDIENCES.filter((a) => a !== 'anonymous');
const DESK = ['attendant', 'admin'] as const;
const STAFF = LOGGED_IN.filter((a) => a !== 'patient');
const QUEUE = ['doctor', 'attendant', 'admin'] as const;

const PROBES: RouteProbe[] = [
  { name: 'GET /health', request: () => ({ method: 'GET', url: '/api/v1/health' }), allowed: EVERYONE },
  { name: 'GET /health/ready', request: () => ({ method: 'GET', url: '/api/v1/health/ready' }), allowed: EVERYONE },
  {
    name: 'POST /auth/login',
    request: () => ({ method: 'POST', url: '/api/v1/auth/login', payload: { email: 'x@y.z', password: 'abcdef' } }),
    allowed: EVERYONE,
  },
  { name: 'POST /auth/logout', request: () => ({ method: 'POST', url: '/api/v1/auth/logout' }), allowed: EVERYONE },
  {
    name: 'POST /auth/refresh-token',
    request: () => ({ method: 'POST', url: '/api/v1/auth/refresh-token' }),
    allowed: EVERYONE,
  },
  {
    name: 'POST /auth/forget-password',
    request: () => ({ method: 'POST', url: '/api/v1/auth/forget-password', payload: { email: 'x@y.z' } }),
    allowed: EVERYONE,
  },
  {
    name: 'POST /auth/reset-password',
    request: () => ({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      payload: { email: 'x@y.z', newPassword: 'abc#123', token: 'nothing' },
    }),
    allowed: EVERYONE,
  },
  {
    name: 'POST /auth/login/mfa',
    request: () => ({ method: 'POST', url: '/api/v1/auth/login/mfa', payload: {} }),
    allowed: EVERYONE,
  },
  { name: 'GET /auth/mfa', request: () => ({ method: 'GET', url: '/api/v1/auth/mfa' }), allowed: STAFF },
  { name: 'POST /auth/mfa/setup', request: () => ({ method: 'POST', url: '/api/v1/auth/mfa/setup' }), allowed: STAFF },
  {
    name: 'POST /auth/mfa/enable',
    request: () => ({ method: 'POST', url: '/api/v1/auth/mfa/enable', payload: {} }),
    allowed: STAFF,
  },
  {
    name: 'POST /auth/mfa/disable',
    request: () => ({ method: 'POST', url: '/api/v1/auth/mfa/disable', payload: {} }),
    allowed: STAFF,
  },
  {
    name: 'POST /users/create-patient',
    request: () => ({ method: 'POST', url: '/api/v1/users/create-patient', payload: {} }),
    allowed: EVERYONE,
  },
  {
    name: 'GET /doctors/consultants',
    request: () => ({ method: 'GET', url: '/api/v1/doctors/consultants' }),
    allowed: EVERYONE,
  },
  {
    name: 'GET /doctors/single-doctor/:id',
    request: () => ({ method: 'GET', url: '/api/v1/doctors/single-doctor/0123456789abcdef01234567' }),
    allowed: EVERYONE,
  },
  {
    name: 'PUT /doctors/update-doctor-schedule/:doctorId',
    request: () => ({
      method: 'PUT',
      url: '/api/v1/doctors/update-doctor-schedule/0123456789abcdef01234567',
      payload: {},
    }),
    allowed: ['admin'],
  },
  // Leave: admins for any doctor; a doctor for their own (past the gate, ownership answers a doctor of another doctor).
  {
    name: 'POST /doctors/:id/leave',
    request: () => ({ method: 'POST', url: '/api/v1/doctors/0123456789abcdef01234567/leave', payload: {} }),
    allowed: ['doctor', 'admin'],
  },
  {
    name: 'GET /doctors/:id/leave',
    request: () => ({ method: 'GET', url: '/api/v1/doctors/0123456789abcdef01234567/leave' }),
    allowed: ['doctor', 'admin'],
  },
  {
    name: 'DELETE /doctors/:id/leave/:leaveId',
    request: () => ({
      method: 'DELETE',
      url: '/api/v1/doctors/0123456789abcdef01234567/leave/0123456789abcdef01234567',
    }),
    allowed: ['doctor', 'admin'],
  },
  // Administration: doctors, photos, staff accounts and the audit trail are the admin's; photos are public images.
  { name: 'GET /doctors/me', request: () => ({ method: 'GET', url: '/api/v1/doctors/me' }), allowed: ['doctor'] },
  {
    name: 'GET /doctors/manage',
    request: () => ({ method: 'GET', url: '/api/v1/doctors/manage' }),
    allowed: ['admin'],
  },
  {
    name: 'POST /doctors',
    request: () => ({ method: 'POST', url: '/api/v1/doctors', payload: {} }),
    allowed: ['admin'],
  },
  {
    name: 'PUT /doctors/:id',
    request: () => ({ method: 'PUT', url: '/api/v1/doctors/0123456789abcdef01234567', payload: {} }),
    allowed: ['admin'],
  },
  {
    name: 'PATCH /doctors/:id/status',
    request: () => ({ method: 'PATCH', url: '/api/v1/doctors/0123456789abcdef01234567/status', payload: {} }),
    allowed: ['admin'],
  },
  {
    name: 'POST /doctors/:id/photo',
    request: () => ({ method: 'POST', url: '/api/v1/doctors/0123456789abcdef01234567/photo', payload: {} }),
    allowed: ['admin'],
  },
  {
    name: 'GET /doctors/photos/:file',
    request: () => ({ method: 'GET', url: `/api/v1/doctors/photos/${'0'.repeat(64)}.webp` }),
    allowed: EVERYONE,
  },
  { name: 'GET /users', request: () => ({ method: 'GET', url: '/api/v1/users' }), allowed: ['admin'] },
  {
    name: 'POST /users/invite',
    request: () => ({ method: 'POST', url: '/api/v1/users/invite', payload: {} }),
    allowed: ['admin'],
  },
  {
    name: 'POST /users/:id/invitation',
    request: () => ({ method: 'POST', url: '/api/v1/users/0123456789abcdef01234567/invitation' }),
    allowed: ['admin'],
  },
  {
    name: 'PATCH /users/:id',
    request: () => ({ method: 'PATCH', url: '/api/v1/users/0123456789abcdef01234567', payload: {} }),
    allowed: ['admin'],
  },
  { name: 'GET /audit', request: () => ({ method: 'GET', url: '/api/v1/audit' }), allowed: ['admin'] },
  { name: 'GET /reviews/', request: () => ({ method: 'GET', url: '/api/v1/reviews/' }), allowed: EVERYONE },
  {
    name: 'POST /reviews/create-review',
    request: () => ({ method: 'POST', url: '/api/v1/reviews/create-review', payload: {} }),
    allowed: LOGGED_IN,
  },
  {
    name: 'POST /callback',
    request: () => ({ method: 'POST', url: '/api/v1/callback', payload: {} }),
    allowed: EVERYONE,
  },
  {
    name: 'GET /callback/all-callback',
    request: () => ({ method: 'GET', url: '/api/v1/callback/all-callback' }),
    allowed: DESK,
  },
  {
    name: 'PUT /callback/update-remarks/:callBackId',
    request: () => ({ method: 'PUT', url: '/api/v1/callback/update-remarks/0123456789abcdef01234567', payload: {} }),
    allowed: DESK,
  },
  {
    name: 'POST /marketer/create-slot-request',
    request: () => ({ method: 'POST', url: '/api/v1/marketer/create-slot-request', payload: {} }),
    allowed: LOGGED_IN,
  },
  {
    name: 'GET /marketer/get-slot-requests',
    request: () => ({ method: 'GET', url: '/api/v1/marketer/get-slot-requests' }),
    allowed: ['admin'],
  },
  {
    name: 'PATCH /marketer/approve-slot-request',
    request: () => ({ method: 'PATCH', url: '/api/v1/marketer/approve-slot-request', payload: {} }),
    allowed: ['admin'],
  },
  {
    name: 'PATCH /marketer/reject-slot-request',
    request: () => ({ method: 'PATCH', url: '/api/v1/marketer/reject-slot-request', payload: {} }),
    allowed: ['admin'],
  },
  { name: 'GET /notification', request: () => ({ method: 'GET', url: '/api/v1/notification' }), allowed: DESK },
  {
    name: 'POST /notification/:notificationId',
    request: () => ({ method: 'POST', url: '/api/v1/notification/0123456789abcdef01234567' }),
    allowed: DESK,
  },
  // inject() cannot finish an endless stream: asking for JSON gets the admitted a 406 and the others their 401/403.
  {
    name: 'GET /notification/stream',
    request: () => ({ method: 'GET', url: '/api/v1/notification/stream', headers: { accept: 'application/json' } }),
    allowed: DESK,
  },
  {
    name: 'POST /appointment',
    request: () => ({ method: 'POST', url: '/api/v1/appointment', payload: {} }),
    allowed: LOGGED_IN,
  },
  {
    name: 'GET /appointment/current-user',
    request: () => ({ method: 'GET', url: '/api/v1/appointment/current-user' }),
    allowed: LOGGED_IN,
  },
  {
    name: 'GET /appointment/current-user/:appointmentId',
    request: () => ({ method: 'GET', url: '/api/v1/appointment/current-user/0123456789abcdef01234567' }),
    allowed: LOGGED_IN,
  },
  {
    name: 'GET /appointment',
    request: () => ({ method: 'GET', url: '/api/v1/appointment' }),
    allowed: ['attendant', 'admin'],
  },
  {
    name: 'GET /appointment/doctor',
    request: () => ({ method: 'GET', url: '/api/v1/appointment/doctor' }),
    allowed: ['doctor'],
  },
  {
    name: 'PUT /appointment/:appointmentId',
    request: () => ({
      method: 'PUT',
      url: '/api/v1/appointment/0123456789abcdef01234567',
      payload: { updatedDoc: { status: 'done' } },
    }),
    allowed: ['doctor', 'attendant', 'admin'],
  },
  {
    name: 'GET /appointment/records/:patientId',
    request: (who) => ({
      method: 'GET',
      url: `/api/v1/appointment/records/${who?.patient.id ?? '0123456789abcdef01234567'}`,
    }),
    allowed: ['doctor', 'attendant', 'admin'],
  },
  {
    name: 'POST /appointment/create-call-log',
    request: () => ({ method: 'POST', url: '/api/v1/appointment/create-call-log', payload: {} }),
    allowed: ['attendant', 'admin'],
  },
  {
    name: 'GET /appointment/get-call-log',
    request: () => ({ method: 'GET', url: '/api/v1/appointment/get-call-log?appointmentId=0123456789abcdef01234567' }),
    allowed: ['attendant', 'admin'],
  },
  {
    name: 'POST /appointment/direct-appointment',
    request: () => ({ method: 'POST', url: '/api/v1/appointment/direct-appointment', payload: {} }),
    allowed: ['attendant', 'admin'],
  },
  {
    name: 'GET /patients/contact/:contact',
    request: () => ({ method: 'GET', url: '/api/v1/patients/contact/01700000000' }),
    allowed: ['attendant', 'admin'],
  },
  {
    name: 'PUT /patients/update/:patientId',
    request: () => ({ method: 'PUT', url: '/api/v1/patients/update/0123456789abcdef01234567', payload: {} }),
    allowed: ['admin'],
  },
  {
    name: 'GET /patients/:id',
    request: (who) => ({ method: 'GET', url: `/api/v1/patients/${who?.patient.id ?? 'me'}` }),
    allowed: LOGGED_IN,
  },
  {
    name: 'POST /payments/init/:appointmentId',
    request: () => ({ method: 'POST', url: '/api/v1/payments/init/0123456789abcdef01234567' }),
    allowed: LOGGED_IN,
  },
  {
    name: 'GET /payments/transaction/:tranId',
    request: () => ({ method: 'GET', url: '/api/v1/payments/transaction/HSPUNKNOWN' }),
    allowed: LOGGED_IN,
  },
  // The gateway's callbacks carry no session (docs/architecture.md §9): public, trusting only the gateway's validation.
  {
    name: 'POST /payments/success',
    request: () => ({ method: 'POST', url: '/api/v1/payments/success', payload: {} }),
    allowed: EVERYONE,
  },
  {
    name: 'POST /payments/fail',
    request: () => ({ method: 'POST', url: '/api/v1/payments/fail', payload: {} }),
    allowed: EVERYONE,
  },
  {
    name: 'POST /payments/cancel',
    request: () => ({ method: 'POST', url: '/api/v1/payments/cancel', payload: {} }),
    allowed: EVERYONE,
  },
  {
    name: 'POST /payments/ipn',
    request: () => ({ method: 'POST', url: '/api/v1/payments/ipn', payload: {} }),
    allowed: EVERYONE,
  },
  {
    name: 'GET /payments/sandbox.css',
    request: () => ({ method: 'GET', url: '/api/v1/payments/sandbox.css' }),
    allowed: EVERYONE,
  },
  {
    name: 'GET /payments/sandbox/:tranId',
    request: () => ({ method: 'GET', url: '/api/v1/payments/sandbox/HSPUNKNOWN' }),
    allowed: EVERYONE,
  },
  {
    name: 'POST /payments/sandbox/:tranId/:action',
    request: () => ({ method: 'POST', url: '/api/v1/payments/sandbox/HSPUNKNOWN/pay', payload: {} }),
    allowed: EVERYONE,
  },
  // The visit day (issue 14). The queue: the desk for every doctor, a doctor past the gate (their own, checked by the handler).
  {
    name: 'GET /queue/stream',
    request: () => ({ method: 'GET', url: '/api/v1/queue/stream', headers: { accept: 'application/json' } }),
    allowed: QUEUE,
  },
  {
    name: 'GET /queue/:doctorId',
    request: () => ({ method: 'GET', url: '/api/v1/queue/0123456789abcdef01234567' }),
    allowed: QUEUE,
  },
  {
    name: 'POST /queue/:doctorId/call-next',
    request: () => ({ method: 'POST', url: '/api/v1/queue/0123456789abcdef01234567/call-next' }),
    allowed: QUEUE,
  },
  {
    name: 'POST /queue/:doctorId/recall',
    request: () => ({ method: 'POST', url: '/api/v1/queue/0123456789abcdef01234567/recall' }),
    allowed: QUEUE,
  },
  {
    name: 'POST /queue/:doctorId/skip',
    request: () => ({ method: 'POST', url: '/api/v1/queue/0123456789abcdef01234567/skip' }),
    allowed: QUEUE,
  },
  // Board links are the admin's; a board itself opens with its link's token alone.
  { name: 'GET /boards', request: () => ({ method: 'GET', url: '/api/v1/boards' }), allowed: ['admin'] },
  { name: 'POST /boards', request: () => ({ method: 'POST', url: '/api/v1/boards', payload: {} }), allowed: ['admin'] },
  {
    name: 'DELETE /boards/:boardId',
    request: () => ({ method: 'DELETE', url: '/api/v1/boards/0123456789abcdef01234567' }),
    allowed: ['admin'],
  },
  {
    name: 'GET /board/:token',
    request: () => ({ method: 'GET', url: `/api/v1/board/${'x'.repeat(38)}` }),
    allowed: EVERYONE,
  },
  {
    name: 'GET /board/:token/stream',
    request: () => ({
      method: 'GET',
      url: `/api/v1/board/${'x'.repeat(38)}/stream`,
      headers: { accept: 'application/json' },
    }),
    allowed: EVERYONE,
  },
  // The patient's own: live view, cancel and move, family, preferences (every logged-in role has a patient record).
  {
    name: 'GET /appointment/live',
    request: () => ({ method: 'GET', url: '/api/v1/appointment/live' }),
    allowed: LOGGED_IN,
  },
  {
    name: 'GET /appointment/live/stream',
    request: () => ({ method: 'GET', url: '/api/v1/appointment/live/stream', headers: { accept: 'application/json' } }),
    allowed: LOGGED_IN,
  },
  {
    name: 'POST /appointment/:appointmentId/cancel-by-patient',
    request: () => ({
      method: 'POST',
      url: '/api/v1/appointment/0123456789abcdef01234567/cancel-by-patient',
      payload: {},
    }),
    allowed: LOGGED_IN,
  },
  {
    name: 'POST /appointment/:appointmentId/reschedule',
    request: () => ({ method: 'POST', url: '/api/v1/appointment/0123456789abcdef01234567/reschedule', payload: {} }),
    allowed: LOGGED_IN,
  },
  {
    name: 'GET /patients/family',
    request: () => ({ method: 'GET', url: '/api/v1/patients/family' }),
    allowed: LOGGED_IN,
  },
  {
    name: 'POST /patients/family',
    request: () => ({ method: 'POST', url: '/api/v1/patients/family', payload: {} }),
    allowed: LOGGED_IN,
  },
  {
    name: 'PUT /patients/family/:memberId',
    request: () => ({ method: 'PUT', url: '/api/v1/patients/family/0123456789abcdef01234567', payload: {} }),
    allowed: LOGGED_IN,
  },
  {
    name: 'DELETE /patients/family/:memberId',
    request: () => ({ method: 'DELETE', url: '/api/v1/patients/family/0123456789abcdef01234567' }),
    allowed: LOGGED_IN,
  },
  {
    name: 'GET /patients/me/preferences',
    request: () => ({ method: 'GET', url: '/api/v1/patients/me/preferences' }),
    allowed: LOGGED_IN,
  },
  {
    name: 'PUT /patients/me/preferences',
    request: () => ({ method: 'PUT', url: '/api/v1/patients/me/preferences', payload: {} }),
    allowed: LOGGED_IN,
  },
  // Checking patients in is the desk's.
  {
    name: 'POST /appointment/check-in',
    request: () => ({ method: 'POST', url: '/api/v1/appointment/check-in', payload: {} }),
    allowed: DESK,
  },
  {
    name: 'POST /appointment/:appointmentId/arrived',
    request: () => ({ method: 'POST', url: '/api/v1/appointment/0123456789abcdef01234567/arrived' }),
    allowed: DESK,
  },
];

let ctx: TestContext;
let users: Record<Role, SignedIn>;
beforeAll(async () => {
  ctx = await createTestApp();
  users = await signInEveryRole(ctx);
});
afterAll(async () => {
  await ctx.close();
});

describe('authorisation matrix', () => {
  it.each(PROBES.map((p) => [p.name, p] as const))('%s admits exactly its audiences', async (_name, probe) => {
    expect(accessViolations(await probeAccess(ctx, users, probe))).toEqual([]);
  });

  it('when a route is registered, then it has a row in the matrix', () => {
    const probed = new Set(PROBES.map((p) => p.name));
    expect(ctx.app.apiRoutes.filter((route) => !probed.has(route))).toEqual([]);
  });
});
