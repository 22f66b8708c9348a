import { ROLES } from '@hospital/contract/lists';
import { describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { accessViolations, AUDIENCES, probeAccess, type Audience, type RouteProbe } from './access-matrix.js';
import { useTestApp } from './test-app.js';

/**
 * The authorisation matrix: every API route, run as anonymous and as each of the 7 roles. Each new route
 * adds its row here; the last test fails when a registered route has no row.
 */
const EVERYONE = AUDIENCES;
const LOGGED_IN = AUDIENCES.filter((a) => a !== 'anonymous');
const DESK = ['attendant', 'admin'] as const;
const QUEUE = ['doctor', 'attendant', 'admin'] as const;
const BELL = ['attendant', 'admin', 'pharmacist'] as const;
const PHARMACY = ['pharmacist', 'admin'] as const;

const ANY_ID = '0123456789abcdef01234567';
/** A board link's token: the right length, matching no board. */
const BOARD_TOKEN = { token: 'x'.repeat(38) };

/**
 * The row of route `name` ('METHOD /path/:param'): each param is ANY_ID unless `params` names another value, `query`
 * follows the path, and the request carries a body only when `payload` is given. An event stream is asked for as
 * JSON: inject() cannot finish an endless stream, so the admitted get a 406 and the others their 401/403.
 */
function probe(
  name: string,
  allowed: readonly Audience[],
  options: { payload?: object; params?: Record<string, string>; query?: string; stream?: boolean } = {},
): RouteProbe {
  const [method, path] = name.split(' ') as [InjectOptions['method'], string];
  const filled = path.replace(/:(\w+)/g, (_match, param: string) => options.params?.[param] ?? ANY_ID);
  const url = `/api/v1${filled}${options.query ?? ''}`;
  const extras = {
    ...(options.payload === undefined ? {} : { payload: options.payload }),
    ...(options.stream ? { headers: { accept: 'application/json' } } : {}),
  };
  return { name, request: () => ({ method, url, ...extras }), allowed };
}

/** The row of an event stream's route (see probe). */
const stream = (name: string, allowed: readonly Audience[], params?: Record<string, string>) =>
  probe(name, allowed, { params, stream: true });

const PROBES: RouteProbe[] = [
  probe('GET /health', EVERYONE),
  probe('GET /health/ready', EVERYONE),
  probe('POST /auth/login', EVERYONE, { payload: { email: 'x@y.z', password: 'abcdef' } }),
  probe('POST /auth/logout', EVERYONE),
  probe('POST /auth/refresh-token', EVERYONE),
  probe('POST /auth/forget-password', EVERYONE, { payload: { email: 'x@y.z' } }),
  probe('POST /auth/reset-password', EVERYONE, {
    payload: { email: 'x@y.z', newPassword: 'abc#123', token: 'nothing' },
  }),
  probe('POST /auth/login/mfa', EVERYONE, { payload: {} }),
  // Two-step sign-in: any account may turn it on (staff must, in production).
  probe('GET /auth/mfa', LOGGED_IN),
  probe('POST /auth/mfa/setup', LOGGED_IN),
  probe('POST /auth/mfa/enable', LOGGED_IN, { payload: {} }),
  probe('POST /auth/mfa/disable', LOGGED_IN, { payload: {} }),
  probe('POST /users/create-patient', EVERYONE, { payload: {} }),
  // Proving a mobile number: anyone may ask for a code (registration has no account yet); checking one proves the
  // number for the signed-in account, and each account reads its own number's state.
  probe('POST /phone-proofs/send', EVERYONE, { payload: {} }),
  probe('POST /phone-proofs/check', LOGGED_IN, { payload: {} }),
  probe('GET /phone-proofs/mine', LOGGED_IN),
  probe('GET /doctors/consultants', EVERYONE),
  probe('GET /doctors/single-doctor/:id', EVERYONE),
  probe('PUT /doctors/update-doctor-schedule/:doctorId', ['admin'], { payload: {} }),
  // Leave: admins for any doctor; a doctor for their own (past the gate, ownership answers a doctor of another doctor).
  probe('POST /doctors/:id/leave', ['doctor', 'admin'], { payload: {} }),
  probe('GET /doctors/:id/leave', ['doctor', 'admin']),
  probe('DELETE /doctors/:id/leave/:leaveId', ['doctor', 'admin']),
  // Administration: doctors, photos, staff accounts and the audit trail are the admin's; photos are public images.
  probe('GET /doctors/me', ['doctor']),
  probe('GET /doctors/manage', ['admin']),
  probe('POST /doctors', ['admin'], { payload: {} }),
  probe('PUT /doctors/:id', ['admin'], { payload: {} }),
  probe('PATCH /doctors/:id/status', ['admin'], { payload: {} }),
  probe('POST /doctors/:id/photo', ['admin'], { payload: {} }),
  probe('GET /doctors/photos/:file', EVERYONE, { params: { file: `${'0'.repeat(64)}.webp` } }),
  probe('GET /users', ['admin']),
  probe('POST /users/invite', ['admin'], { payload: {} }),
  probe('POST /users/:id/invitation', ['admin']),
  probe('PATCH /users/:id', ['admin'], { payload: {} }),
  probe('GET /audit', ['admin']),
  // The formulary: those who prescribe or dispense search it; only admins list, change or import it.
  probe('GET /medicines/search', ['doctor', 'pharmacist', 'admin']),
  probe('GET /medicines', ['admin']),
  probe('POST /medicines', ['admin'], { payload: {} }),
  probe('PATCH /medicines/:id', ['admin'], { payload: {} }),
  probe('POST /medicines/:id/retire', ['admin']),
  probe('POST /medicines/:id/restore', ['admin']),
  probe('POST /medicines/import/preview', ['admin'], { payload: {} }),
  probe('POST /medicines/import/apply', ['admin'], { payload: {} }),
  probe('GET /reviews/', EVERYONE),
  probe('POST /reviews/create-review', LOGGED_IN, { payload: {} }),
  probe('POST /callback', EVERYONE, { payload: {} }),
  probe('GET /callback/all-callback', DESK),
  probe('PUT /callback/update-remarks/:callBackId', DESK, { payload: {} }),
  probe('POST /marketer/create-slot-request', LOGGED_IN, { payload: {} }),
  probe('GET /marketer/get-slot-requests', ['admin']),
  probe('PATCH /marketer/approve-slot-request', ['admin'], { payload: {} }),
  probe('PATCH /marketer/reject-slot-request', ['admin'], { payload: {} }),
  // Field marketing: the active stations for the forms of marketers and admins; a marketer's own link, referrals and
  // dashboard; the admin's stations, marketers and report.
  probe('GET /marketing/stations', ['marketer', 'admin']),
  probe('GET /marketing/stations/manage', ['admin']),
  probe('POST /marketing/stations', ['admin'], { payload: {} }),
  probe('PATCH /marketing/stations/:id', ['admin'], { payload: {} }),
  probe('POST /marketing/stations/:id/retire', ['admin']),
  probe('POST /marketing/stations/:id/restore', ['admin']),
  probe('GET /marketing/marketers', ['admin']),
  probe('POST /marketing/marketers/:id/stations', ['admin'], { payload: {} }),
  probe('GET /marketing/me', ['marketer']),
  probe('POST /marketing/referrals', ['marketer'], { payload: {} }),
  probe('GET /marketing/referrals', ['marketer']),
  probe('GET /marketing/dashboard', ['marketer']),
  probe('GET /marketing/report', ['admin']),
  probe('GET /marketing/report.csv', ['admin']),
  probe('GET /notification', BELL),
  probe('POST /notification/:notificationId', BELL),
  stream('GET /notification/stream', BELL),
  probe('POST /appointment', LOGGED_IN, { payload: {} }),
  probe('GET /appointment/current-user', LOGGED_IN),
  probe('GET /appointment/current-user/:appointmentId', LOGGED_IN),
  probe('GET /appointment', ['attendant', 'admin']),
  probe('GET /appointment/doctor', ['doctor']),
  probe('PUT /appointment/:appointmentId', ['doctor', 'attendant', 'admin'], {
    payload: { updatedDoc: { status: 'done' } },
  }),
  {
    name: 'GET /appointment/records/:patientId',
    request: (who) => ({
      method: 'GET',
      url: `/api/v1/appointment/records/${who?.patient.id ?? '0123456789abcdef01234567'}`,
    }),
    allowed: ['doctor', 'attendant', 'admin'],
  },
  probe('POST /appointment/create-call-log', ['attendant', 'admin'], { payload: {} }),
  probe('GET /appointment/get-call-log', ['attendant', 'admin'], { query: `?appointmentId=${ANY_ID}` }),
  probe('POST /appointment/direct-appointment', ['attendant', 'admin'], { payload: {} }),
  probe('GET /patients/contact/:contact', ['attendant', 'admin'], { params: { contact: '01700000000' } }),
  probe('PUT /patients/update/:patientId', ['admin'], { payload: {} }),
  {
    name: 'GET /patients/:id',
    request: (who) => ({ method: 'GET', url: `/api/v1/patients/${who?.patient.id ?? 'me'}` }),
    allowed: LOGGED_IN,
  },
  probe('POST /payments/init/:appointmentId', LOGGED_IN),
  probe('POST /payments/init-order/:orderId', LOGGED_IN),
  probe('GET /payments/transaction/:tranId', LOGGED_IN, { params: { tranId: 'HSPUNKNOWN' } }),
  // The gateway's callbacks carry no session (docs/architecture.md §9): public, trusting only the gateway's validation.
  probe('POST /payments/success', EVERYONE, { payload: {} }),
  probe('POST /payments/fail', EVERYONE, { payload: {} }),
  probe('POST /payments/cancel', EVERYONE, { payload: {} }),
  probe('POST /payments/ipn', EVERYONE, { payload: {} }),
  probe('GET /payments/sandbox.css', EVERYONE),
  probe('GET /payments/sandbox/:tranId', EVERYONE, { params: { tranId: 'HSPUNKNOWN' } }),
  probe('POST /payments/sandbox/:tranId/:action', EVERYONE, {
    payload: {},
    params: { tranId: 'HSPUNKNOWN', action: 'pay' },
  }),
  // The visit day. The queue: the desk for every doctor, a doctor past the gate (their own, checked by the handler).
  stream('GET /queue/stream', QUEUE),
  probe('GET /queue/:doctorId', QUEUE),
  probe('POST /queue/:doctorId/call-next', QUEUE),
  probe('POST /queue/:doctorId/recall', QUEUE),
  probe('POST /queue/:doctorId/skip', QUEUE),
  // Board links are the admin's; a board itself opens with its link's token alone.
  probe('GET /boards', ['admin']),
  probe('POST /boards', ['admin'], { payload: {} }),
  probe('DELETE /boards/:boardId', ['admin']),
  probe('GET /board/:token', EVERYONE, { params: BOARD_TOKEN }),
  stream('GET /board/:token/stream', EVERYONE, BOARD_TOKEN),
  // The patient's own: live view, cancel and move, family, preferences (every logged-in role has a patient record).
  probe('GET /appointment/live', LOGGED_IN),
  stream('GET /appointment/live/stream', LOGGED_IN),
  probe('POST /appointment/:appointmentId/cancel-by-patient', LOGGED_IN, { payload: {} }),
  probe('POST /appointment/:appointmentId/reschedule', LOGGED_IN, { payload: {} }),
  probe('GET /patients/family', LOGGED_IN),
  probe('POST /patients/family', LOGGED_IN, { payload: {} }),
  probe('PUT /patients/family/:memberId', LOGGED_IN, { payload: {} }),
  probe('DELETE /patients/family/:memberId', LOGGED_IN),
  probe('GET /patients/me/preferences', LOGGED_IN),
  probe('PUT /patients/me/preferences', LOGGED_IN, { payload: {} }),
  // Checking patients in is the desk's.
  probe('POST /appointment/check-in', DESK, { payload: {} }),
  probe('POST /appointment/:appointmentId/arrived', DESK),
  // A consultation room's chat: past the gate for any account; the room itself answers 404 to all but its two people.
  probe('GET /consultations/:id/messages', LOGGED_IN),
  probe('POST /consultations/:id/messages', LOGGED_IN, { payload: {} }),
  probe('POST /consultations/:id/attachments', LOGGED_IN, { payload: {} }),
  probe('GET /consultations/:id/attachments/:attachmentId', LOGGED_IN),
  // The room itself, its calls and its stream: likewise past the gate for any account, 404 to all but its two people.
  probe('GET /consultations/:id', LOGGED_IN),
  probe('POST /consultations/:id/consent', LOGGED_IN, { payload: {} }),
  probe('POST /consultations/:id/join', LOGGED_IN),
  probe('POST /consultations/:id/start', LOGGED_IN),
  probe('POST /consultations/:id/end', LOGGED_IN),
  probe('POST /consultations/:id/mode', LOGGED_IN, { payload: {} }),
  probe('GET /consultations/:id/ice-servers', LOGGED_IN),
  probe('POST /consultations/:id/signals', LOGGED_IN, { payload: {} }),
  // Prescriptions: writing is the doctor's; reading is past the gate for any account (each has a patient record) and
  // answers 404 to all but the prescription's patient, its account holder and the doctors who treat the patient.
  probe('POST /prescriptions', ['doctor'], { payload: {} }),
  probe('PUT /prescriptions/:id', ['doctor'], { payload: {} }),
  probe('POST /prescriptions/:id/sign', ['doctor']),
  probe('POST /prescriptions/:id/versions', ['doctor'], { payload: {} }),
  probe('GET /prescriptions/mine', ['doctor']),
  probe('GET /prescriptions/day', ['doctor'], { query: '?date=2026-01-05' }),
  probe('GET /prescriptions/favourites', ['doctor']),
  probe('PUT /prescriptions/favourites', ['doctor'], { payload: {} }),
  probe('GET /prescriptions/:id', LOGGED_IN),
  probe('GET /prescriptions/:id/fhir', LOGGED_IN),
  probe('GET /patient/prescriptions', LOGGED_IN),
  probe('GET /appointments/:appointmentId/prescription', LOGGED_IN),
  // A patient's record is a treating doctor's alone.
  probe('GET /patients/:patientRef/records', ['doctor']),
  probe('GET /patients/:patientRef/records/attachments/:attachmentId', ['doctor']),
  // Medicine orders: ordering and one's own orders are every account's (another's order answers 404); filling and
  // the order lists are the pharmacy's.
  probe('GET /pharmacy/prescriptions/:prescriptionId/orderable', LOGGED_IN),
  probe('POST /pharmacy/orders', LOGGED_IN, { payload: {} }),
  probe('GET /pharmacy/orders/mine', LOGGED_IN),
  probe('GET /pharmacy/orders/:id', LOGGED_IN),
  probe('POST /pharmacy/orders/:id/cancel', LOGGED_IN),
  probe('POST /pharmacy/orders/:id/payment-method', LOGGED_IN, { payload: {} }),
  probe('GET /pharmacy/orders', PHARMACY),
  probe('POST /pharmacy/orders/:id/fill', PHARMACY, { payload: {} }),
  probe('POST /pharmacy/orders/:id/refuse', PHARMACY, { payload: {} }),
  probe('POST /pharmacy/orders/:id/ready', PHARMACY),
  probe('POST /pharmacy/orders/:id/handover', PHARMACY),
  probe('POST /pharmacy/orders/:id/return', PHARMACY),
  // Home delivery: giving orders to riders, new codes and the riders' cash are the pharmacy's; a rider's own
  // deliveries are the rider's alone (another rider's order answers 404).
  probe('GET /pharmacy/riders', PHARMACY),
  probe('POST /pharmacy/orders/:id/assign', PHARMACY, { payload: {} }),
  probe('POST /pharmacy/orders/:id/new-code', PHARMACY),
  probe('GET /pharmacy/cash', PHARMACY),
  probe('POST /pharmacy/cash/close', PHARMACY, { payload: {} }),
  // Stock and the day report are the pharmacy's.
  probe('GET /pharmacy/stock', PHARMACY),
  probe('POST /pharmacy/stock', PHARMACY, { payload: {} }),
  probe('GET /pharmacy/stock/alerts', PHARMACY),
  probe('PUT /pharmacy/stock/:medicineId/reorder-level', PHARMACY, { payload: {} }),
  probe('POST /pharmacy/stock/batches/:batchId/write-off', PHARMACY),
  probe('GET /pharmacy/reports/day', PHARMACY),
  probe('GET /pharmacy/reports/day.csv', PHARMACY),
  probe('GET /deliveries/mine', ['deliveryboy']),
  probe('POST /deliveries/:orderId/picked-up', ['deliveryboy']),
  probe('POST /deliveries/:orderId/delivered', ['deliveryboy'], { payload: {} }),
  probe('POST /deliveries/:orderId/failed', ['deliveryboy'], { payload: {} }),
  stream('GET /pharmacy/events', LOGGED_IN),
  stream('GET /consultations/:id/events', LOGGED_IN),
];

const { ctx, users } = useTestApp({ signedIn: ROLES });

describe('authorisation matrix', () => {
  it.each(PROBES.map((p) => [p.name, p] as const))('%s admits exactly its audiences', async (_name, probe) => {
    expect(accessViolations(await probeAccess(ctx, users, probe))).toEqual([]);
  });

  it('when a route is registered, then it has a row in the matrix', () => {
    const probed = new Set(PROBES.map((p) => p.name));
    expect(ctx.app.apiRoutes.filter((route) => !probed.has(route))).toEqual([]);
  });
});
