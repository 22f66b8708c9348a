import type { Role } from '@hospital/contract/lists';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessViolations, AUDIENCES, probeAccess, signInEveryRole, type RouteProbe, type SignedIn } from './access-matrix.js';
import { createTestApp, type TestContext } from './test-app.js';

/**
 * The authorisation matrix: every API route, run as anonymous and as each of the 7 roles. Each new route
 * adds its row here; the last test fails when a registered route has no row.
 */
const EVERYONE = AUDIENCES;
const LOGGED_IN = AUDIENCES.filter((a) => a !== 'anonymous');

const PROBES: RouteProbe[] = [
  { name: 'GET /health', request: () => ({ method: 'GET', url: '/api/v1/health' }), allowed: EVERYONE },
  { name: 'POST /auth/login', request: () => ({ method: 'POST', url: '/api/v1/auth/login', payload: { email: 'x@y.z', password: 'abcdef' } }), allowed: EVERYONE },
  { name: 'POST /auth/logout', request: () => ({ method: 'POST', url: '/api/v1/auth/logout' }), allowed: EVERYONE },
  { name: 'POST /auth/refresh-token', request: () => ({ method: 'POST', url: '/api/v1/auth/refresh-token' }), allowed: EVERYONE },
  { name: 'POST /auth/forget-password', request: () => ({ method: 'POST', url: '/api/v1/auth/forget-password', payload: { email: 'x@y.z' } }), allowed: EVERYONE },
  { name: 'POST /auth/reset-password', request: () => ({ method: 'POST', url: '/api/v1/auth/reset-password', payload: { email: 'x@y.z', newPassword: 'abc#123', token: 'nothing' } }), allowed: EVERYONE },
  { name: 'POST /users/create-patient', request: () => ({ method: 'POST', url: '/api/v1/users/create-patient', payload: {} }), allowed: EVERYONE },
  { name: 'GET /doctors/consultants', request: () => ({ method: 'GET', url: '/api/v1/doctors/consultants' }), allowed: EVERYONE },
  { name: 'GET /doctors/single-doctor/:id', request: () => ({ method: 'GET', url: '/api/v1/doctors/single-doctor/0123456789abcdef01234567' }), allowed: EVERYONE },
  { name: 'PUT /doctors/update-doctor-schedule/:doctorId', request: () => ({ method: 'PUT', url: '/api/v1/doctors/update-doctor-schedule/0123456789abcdef01234567', payload: {} }), allowed: ['admin'] },
  { name: 'GET /reviews/', request: () => ({ method: 'GET', url: '/api/v1/reviews/' }), allowed: EVERYONE },
  { name: 'POST /reviews/create-review', request: () => ({ method: 'POST', url: '/api/v1/reviews/create-review', payload: {} }), allowed: LOGGED_IN },
  { name: 'POST /callback', request: () => ({ method: 'POST', url: '/api/v1/callback', payload: {} }), allowed: EVERYONE },
  { name: 'GET /patients/:id', request: (who) => ({ method: 'GET', url: `/api/v1/patients/${who?.patient.id ?? 'me'}` }), allowed: LOGGED_IN },
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
