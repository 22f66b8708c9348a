import { Writable } from 'node:stream';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { STATION_REQUIRED_MESSAGE } from '@hospital/contract/slot-requests';
import { PHONE_CODE_MESSAGE } from '@hospital/contract/phone-proofs';
import {
  IMPORT_FILE_MISSING_MESSAGE,
  IMPORT_HEADER_MESSAGE,
  IMPORT_UNREADABLE_MESSAGE,
} from '@hospital/contract/medicines';
import { FORBIDDEN_MESSAGE, NOT_LOGGED_IN_MESSAGE } from '../../lib/app-error.js';
import { INVALID_CREDENTIALS, RESET_LINK_INVALID } from '../../modules/auth/auth.service.js';
import { MFA_CODE_WRONG } from '../../modules/auth/mfa.service.js';
import { WRONG_CODE_MESSAGE } from '../../modules/phone-proofs/phone-proofs.service.js';
import { COMMON_PASSWORD_MESSAGE } from '../../lib/passwords.js';
import { acceptsEventStream } from '../../platform/streams/server-sent-events.js';
import { probeAccess, type Audience } from '../access-matrix.js';
import { createTestApp } from '../test-app.js';
import {
  describeRequest,
  planRoute,
  requestArb,
  type FuzzRequest,
  type OpenApiDocument,
  type RoutePlan,
} from './fuzz-requests.js';
import { vocabulary, wildString } from './fuzz-values.js';
import { buildWorld, envelopeProblem } from './world.js';

/**
 * Input fuzzing over every API route. The route list is the
 * app's own (`app.apiRoutes`), field and parameter names come from its OpenAPI document, and each route is
 * called by the audiences that may call it (found by asking the app), so the fuzz reaches the handlers.
 * Every answer must be below 500 and carry the security headers; every 4xx must be the error envelope with
 * its statusCode; a 3xx (the gateway callbacks' 303, by design) must stay on our origin. Failures are
 * collected (not stopped at the first) and reported with the shortest example of each kind and the seed
 * (FUZZ_SEED=... replays a run; FUZZ_RUNS=... changes its size; FUZZ_REPORT=1 prints the counts per route).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));

// One app and one world for the file. The log keeps only the last unhandled error, to name a 5xx's cause.
let lastError = '';
const errorLog = new Writable({
  write(chunk: Buffer, _encoding, done) {
    const line = chunk.toString();
    if (line.includes('"level":50')) {
      try {
        lastError = String((JSON.parse(line) as { err?: { message?: string } }).err?.message ?? line).slice(0, 200);
      } catch {
        lastError = line.slice(0, 200);
      }
    }
    done();
  },
});
const ctx = await createTestApp({ logStream: errorLog });
const world = await buildWorld(ctx);
const vocab = vocabulary(world);
const openApi = ctx.app.swagger() as unknown as OpenApiDocument;
afterAll(async () => {
  await ctx.close();
});

// SSE streams never end under inject(): they are fuzzed on their headers only (see the last describe).
const STREAMS: Record<string, () => string> = {
  'GET /notification/stream': () => '/api/v1/notification/stream',
  'GET /queue/stream': () => '/api/v1/queue/stream',
  'GET /board/:token/stream': () => `/api/v1/board/${world.boardToken}/stream`,
  'GET /appointment/live/stream': () => '/api/v1/appointment/live/stream',
  'GET /consultations/:id/events': () => `/api/v1/consultations/${world.appointments.remote.id}/events`,
  'GET /pharmacy/events': () => '/api/v1/pharmacy/events',
};
// The sandbox gateway's pages answer HTML (and redirect off to the gateway's URLs): only "no 5xx" applies.
const HTML_PAGES = new Set([
  'GET /payments/sandbox/:tranId',
  'POST /payments/sandbox/:tranId/:action',
  'GET /payments/sandbox.css',
]);
const NEUTRAL_PARAMS: Record<string, string> = {
  contact: '01700000000',
  tranId: 'HSPUNKNOWN',
  action: 'pay',
  id: 'me',
};

const PREFERENCE = ['anonymous', 'patient', 'doctor', 'attendant', 'admin'] as const;

async function callersOf(route: string): Promise<RoutePlan['callers']> {
  const [method, pattern] = route.split(' ') as [string, string];
  const url = `/api/v1${pattern.replace(/:(\w+)/g, (_m, name: string) => NEUTRAL_PARAMS[name] ?? '0123456789abcdef01234567')}`;
  const results = await probeAccess(ctx, world.users, {
    name: route,
    request: () => ({ method: method as 'GET', url, headers: { accept: 'application/json' } }),
    allowed: [],
  });
  const admitted = results
    .filter((r) => !r.refused)
    .map((r) => ({ audience: r.audience, who: r.audience === 'anonymous' ? undefined : world.users[r.audience] }));
  // The audience the route is for (anonymous for public routes, the patient for `self`, the attendant for the
  // desk...) calls three times as often as the other admitted ones.
  const primary = admitted.find((c) => c.audience === PREFERENCE.find((a) => admitted.some((x) => x.audience === a)));
  return primary ? [primary, primary, primary, ...admitted] : admitted;
}

const plans: RoutePlan[] = [];
for (const route of ctx.app.apiRoutes)
  if (!(route in STREAMS)) plans.push(planRoute(route, openApi, await callersOf(route)));

const sent = new Map<string, number>();
const reached = new Map<string, number>();
const problems = new Map<string, { count: number; example: string }>();

function problemOf(plan: RoutePlan, res: LightMyRequestResponse): string | undefined {
  if (res.statusCode >= 500) return `HTTP ${res.statusCode} (${lastError || 'no error logged'})`;
  if (res.headers['x-content-type-options'] !== 'nosniff') return `HTTP ${res.statusCode} without the security headers`;
  if (HTML_PAGES.has(plan.route) || res.statusCode < 300) return undefined;
  if (res.statusCode < 400) {
    const location = String(res.headers.location ?? '');
    return location.startsWith('/') && !location.startsWith('//')
      ? undefined
      : `HTTP ${res.statusCode} redirect off our origin: ${location}`;
  }
  const problem = envelopeProblem(res);
  return problem && `HTTP ${res.statusCode} not the error envelope: ${problem}`;
}

const DOMAIN_400S = new Set([
  RESET_LINK_INVALID,
  COMMON_PASSWORD_MESSAGE,
  STATION_REQUIRED_MESSAGE,
  MFA_CODE_WRONG,
  INVALID_CREDENTIALS,
  PHONE_CODE_MESSAGE,
  WRONG_CODE_MESSAGE,
  // The CSV import's handler reading the upload: no file in the form, no header row, not UTF-8 CSV.
  IMPORT_FILE_MISSING_MESSAGE,
  IMPORT_HEADER_MESSAGE,
  IMPORT_UNREADABLE_MESSAGE,
]);

/** Past the gate and the validators: a success, or a refusal only a handler gives (404, 409, a 401 that is not the gate's...). */
function handlerRan(res: LightMyRequestResponse): boolean {
  if (res.statusCode < 400 || [404, 409, 410, 422, 429].includes(res.statusCode)) return true;
  const message = (() => {
    try {
      return String((res.json() as { message?: unknown }).message);
    } catch {
      return '';
    }
  })();
  if (res.statusCode === 401 || res.statusCode === 403)
    return message !== NOT_LOGGED_IN_MESSAGE && message !== FORBIDDEN_MESSAGE;
  return res.statusCode === 400 && DOMAIN_400S.has(message);
}

function record(route: string, kind: string, request: FuzzRequest) {
  const key = `${route}: ${kind}`;
  const example = describeRequest(request);
  const seen = problems.get(key);
  if (!seen) problems.set(key, { count: 1, example });
  else {
    seen.count += 1;
    if (example.length < seen.example.length) seen.example = example;
  }
}

async function send(route: string, request: FuzzRequest) {
  lastError = '';
  const res = await ctx.app.inject(request.options);
  sent.set(route, (sent.get(route) ?? 0) + 1);
  if (handlerRan(res)) reached.set(route, (reached.get(route) ?? 0) + 1);
  return res;
}

function report(routes: string[]): string[] {
  return [...problems.entries()]
    .filter(([key]) => routes.some((route) => key.startsWith(`${route}: `)))
    .map(([key, { count, example }]) => `${key} ×${count}, e.g. ${example} (FUZZ_SEED=${SEED})`);
}

describe(`fuzzing every route (${RUNS} requests per route and mode, seed ${SEED})`, () => {
  it.each(plans.map((plan) => [plan.route, plan] as const))(
    '%s: no 5xx, and every refusal is the error envelope',
    async (route, plan) => {
      expect(plan.callers.length).toBeGreaterThan(0);
      const modes =
        plan.params.length > 0 || plan.query.length > 0
          ? (['everything', 'addressing'] as const)
          : (['everything'] as const);
      for (const mode of modes) {
        await fc.assert(
          fc.asyncProperty(requestArb(plan, vocab, mode), async (request) => {
            const res = await send(route, request);
            const problem = problemOf(plan, res);
            if (problem) record(route, problem, request);
          }),
          { numRuns: RUNS, seed: SEED, endOnFailure: true },
        );
      }
      expect(sent.get(route)).toBeGreaterThanOrEqual(RUNS);
      expect(report([route])).toEqual([]);
    },
    120_000,
  );

  it.each(Object.keys(STREAMS))(
    '%s: any Accept that rules out event streams gets an envelope, never a 5xx or a hanging stream',
    async (stream) => {
      const accept = fc
        .oneof(
          fc.constantFrom('application/json', 'application/json, text/plain', 'text/html;q=0.9', 'image/*', ''),
          wildString,
        )
        .filter((value) => value !== '' && !acceptsEventStream(value) && !/[\r\n\0]/.test(value));
      const callers = [undefined, world.users.attendant, world.users.admin, world.users.patient, world.users.doctor];
      await fc.assert(
        fc.asyncProperty(
          accept,
          fc.constantFrom(...callers),
          fc.constantFrom('', '?x=1', '?last-event-id=%00'),
          async (value, who, search) => {
            const request: FuzzRequest = {
              options: {
                method: 'GET',
                url: `${STREAMS[stream]!()}${search}`,
                headers: { accept: value, ...(who ? { authorization: who.token } : {}) },
              },
              caller: (who?.user.role ?? 'anonymous') as Audience,
            };
            const res = await send(stream, request);
            const problem =
              res.statusCode >= 300
                ? res.statusCode >= 500
                  ? `HTTP ${res.statusCode}`
                  : envelopeProblem(res)
                : `HTTP ${res.statusCode}: a stream was opened`;
            if (problem) record(stream, problem, request);
          },
        ),
        { numRuns: 100, seed: SEED },
      );
      expect(report([stream])).toEqual([]);
    },
  );

  it('then every route was fuzzed, over 10,000 requests in all, and most routes were reached past validation', () => {
    expect(new Set([...sent.keys()])).toEqual(new Set(ctx.app.apiRoutes));
    const total = [...sent.values()].reduce((a, b) => a + b, 0);
    if (process.env.FUZZ_REPORT) {
      const lines = [...sent.entries()].map(
        ([route, n]) =>
          `${route.padEnd(48)} ${String(n).padStart(5)} sent ${String(reached.get(route) ?? 0).padStart(5)} reached`,
      );
      process.stdout.write(`\nfuzz: ${total} requests, seed ${SEED}\n${lines.join('\n')}\n`);
    }
    expect(total).toBeGreaterThanOrEqual(RUNS === 200 ? 10_000 : 0);
    // A fuzz that never gets past the validators proves little: each route's handler must have run sometimes.
    const neverReached = plans.map((p) => p.route).filter((route) => (reached.get(route) ?? 0) === 0);
    expect(neverReached).toEqual([]);
  });
});
