import { Ajv } from 'ajv';
import type { HTTPMethods } from 'fastify';
import formats from 'ajv-formats';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_VERSION } from '@hospital/contract/consultations';
import { dhakaDateString } from '@hospital/contract/format';
import { ROLES } from '@hospital/contract/lists';
import { changeStoredRows, sql } from '../db/testing.js';
import { NOT_LOGGED_IN_MESSAGE } from '../lib/app-error.js';
import { lintOpenApiDocument } from './openapi-document.js';
import { injectAs, buildWorld, type World } from './security/world.js';
import { useTestApp } from './test-app.js';

type Operation = {
  summary?: string;
  security?: unknown[];
  responses: Record<string, { content?: Record<string, { schema: object }> }>;
};
type Document = { paths: Record<string, Record<string, Operation>> };

// A stream never ends, so it cannot be read whole; its own suite checks what it sends.
const ENDLESS = new Set([
  '/notification/stream',
  '/queue/stream',
  '/board/{token}/stream',
  '/appointment/live/stream',
  '/pharmacy/events',
]);

const { ctx, call } = useTestApp();
let world: World;
let document: Document;
let orderId: string;

beforeAll(async () => {
  world = await buildWorld(ctx);
  // A marketer's request carries a station, the patient's in the world does not: both shapes are in the list.
  const marketer = world.users.marketer;
  const slot = await call(marketer, 'POST', '/marketer/create-slot-request', {
    department: 'NICU',
    station: 'DMCH',
    name: 'Rupa Begum',
    age: 2,
    contact: '01812345678',
  });
  expect(slot.statusCode).toBe(201);
  // The video appointment's room is live, its consent accepted: its two people get ICE servers to validate.
  await changeStoredRows(
    ctx.database.db,
    sql`insert into consultations (appointment_id, state, mode, consent_version, consent_at, started_at)
        values (${world.appointments.remote.id}, 'live', 'video', ${CONSENT_VERSION}, now(), now())`,
  );
  // The world's patient orders a line of the signed prescription: they and the pharmacy read the order.
  const prescription = await call(world.users.patient, 'GET', `/prescriptions/${world.prescriptionId}`);
  const [line] = (prescription.json() as { data: { medicines: Array<{ lineId: string }> } }).data.medicines;
  const order = await call(world.users.patient, 'POST', '/pharmacy/orders', {
    prescriptionId: world.prescriptionId,
    lines: [{ lineId: line!.lineId, quantity: 2 }],
    fulfilment: { kind: 'pickup' },
    paymentMethod: 'cash',
  });
  expect(order.statusCode, order.body).toBe(201);
  orderId = (order.json() as { data: { _id: string } }).data._id;
  document = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as Document;
}, 60_000);

/** A real request for each documented GET path: ids of rows the world made, queries that select them. */
function requestFor(documentedPath: string): string {
  const params: Record<string, string> = {
    '/patients/{id}': 'me',
    '/doctors/single-doctor/{id}': world.doctor.id,
    '/doctors/{id}/leave': world.doctor.id,
    '/appointment/records/{patientId}': world.users.patient.patient.id,
    '/patients/contact/{contact}': world.users.patient.patient.contact,
    '/payments/sandbox/{tranId}': world.tranId,
    // The world's patient's own: the one caller who gets a 200 to validate.
    '/appointment/current-user/{appointmentId}': world.appointments.tomorrow.id,
    '/payments/transaction/{tranId}': world.tranId,
    '/queue/{doctorId}': world.doctor.id,
    '/board/{token}': world.boardToken,
    // The room of the world's video appointment: its patient and its doctor read the chat.
    '/consultations/{id}/messages': world.appointments.remote.id,
    '/consultations/{id}': world.appointments.remote.id,
    '/consultations/{id}/ice-servers': world.appointments.remote.id,
    // The done visit's signed prescription: its patient and its doctor read it; the doctor reads the patient's record.
    '/prescriptions/{id}': world.prescriptionId,
    '/appointments/{appointmentId}/prescription': world.appointments.done.id,
    '/patients/{patientRef}/records': world.users.patient.patient.id,
    '/pharmacy/prescriptions/{prescriptionId}/orderable': world.prescriptionId,
    '/pharmacy/orders/{id}': orderId,
  };
  const query: Record<string, string> = {
    '/doctors/consultants': '?limit=0',
    '/marketer/get-slot-requests': '?days=5&status=pending',
    '/appointment/get-call-log': `?appointmentId=${world.appointments.pending.id}`,
    '/medicines/search': '?q=napa',
    '/marketing/referrals': '?days=30',
    '/marketing/dashboard': '?weeks=4',
    '/marketing/report': '?from=2026-01-01&to=2026-01-31',
    '/pharmacy/orders': '?view=open',
    // The day of the world's done visit and its signed prescription.
    '/prescriptions/day': `?date=${dhakaDateString()}`,
  };
  const filled = documentedPath.replace(/\{[^}]+\}/, params[documentedPath] ?? '');
  return `/api/v1${filled}${query[documentedPath] ?? ''}`;
}

describe('the OpenAPI document', () => {
  it('when the served document is linted with the recommended rules, then it has no errors', () => {
    const lint = lintOpenApiDocument(document);
    expect(lint.status, lint.output).toBe(0);
  });

  it('when an operation is listed, then it has a summary and says which security it needs', () => {
    for (const [route, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        expect(operation.summary, `${method} ${route}`).toBeTruthy();
        expect(operation.security, `${method} ${route}`).toBeDefined();
      }
    }
  });

  it('when anonymous calls an operation, then it is turned away exactly when the document says a token is needed', async () => {
    const id = '0'.repeat(24);
    for (const [route, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const res = await ctx.app.inject({
          method: method.toUpperCase() as HTTPMethods,
          url: `/api/v1${route.replace(/\{[^}]+\}/g, id)}`,
        });
        const refused =
          res.statusCode === 401 && (res.json() as { message?: string }).message === NOT_LOGGED_IN_MESSAGE;
        expect(refused, `${method} ${route} answered anonymous ${res.statusCode}`).toBe(
          (operation.security ?? []).length > 0,
        );
      }
    }
  });

  it('when every GET route is called by anonymous and by every role, then each JSON answer matches its declared schema', async () => {
    const ajv = new Ajv({ strict: false, allErrors: true });
    formats.default(ajv);
    const callers = [undefined, ...ROLES.map((role) => world.users[role])];
    const validatedPaths = new Set<string>();
    for (const [route, operations] of Object.entries(document.paths)) {
      const get = operations.get;
      if (!get || ENDLESS.has(route)) continue;
      for (const caller of callers) {
        const res = await injectAs(ctx, caller, { method: 'GET', url: requestFor(route) });
        const declared = get.responses[String(res.statusCode)]?.content?.['application/json']?.schema;
        if (res.statusCode >= 300 || !String(res.headers['content-type']).startsWith('application/json')) continue;
        expect(declared, `GET ${route} answered ${res.statusCode} without a declared JSON schema`).toBeDefined();
        const validate = ajv.compile(declared!);
        const valid = validate(res.json());
        expect(valid, `GET ${route} as ${caller?.user.role ?? 'anonymous'}: ${ajv.errorsText(validate.errors)}`).toBe(
          true,
        );
        validatedPaths.add(route);
      }
    }
    const jsonGets = Object.entries(document.paths)
      .filter(
        ([route, operations]) =>
          operations.get && !ENDLESS.has(route) && operations.get.responses['200']?.content?.['application/json'],
      )
      .map(([route]) => route);
    expect(jsonGets.filter((route) => !validatedPaths.has(route))).toEqual([]);
  });
});
