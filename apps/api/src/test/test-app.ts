import { mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import type { Role } from '@hospital/contract/lists';
import { familyMemberSchema } from '@hospital/contract/patients';
import { buildApp } from '../app.js';
import { loadConfig, type Config, type RateLimits } from '../config.js';
import { migrate, openPglite, openPostgres, type Database } from '../db/client.js';
import { newId } from '../lib/ids.js';
import { createAccount } from '../modules/users/users.service.js';
import { noteSentence } from './untranslated.js';
import { proveForTest } from './phone-codes.js';

export const TEST_PASSWORD = 'Xq7#kLm2';

const GENEROUS_LIMITS: RateLimits = {
  loginFailuresPerAccount: 1000,
  loginFailureWindowSeconds: 900,
  loginBackoffSeconds: 30,
  loginFailuresAccountCeiling: 100_000,
  loginPerIp: 10_000,
  loginIpWindowSeconds: 60,
  forgetPerEmail: 1000,
  forgetPerIp: 1000,
  forgetWindowSeconds: 3600,
  resetPerIp: 1000,
  resetPerEmail: 1000,
  resetWindowSeconds: 3600,
  publicFormPerIp: 1000,
  publicFormWindowSeconds: 600,
  phoneCodeIntervalSeconds: 1,
  phoneCodesPerNumberPerDay: 1000,
  phoneCodesPerIpPerDay: 10_000,
  phoneCodesPerDay: 100_000,
};

let template: Promise<Blob> | undefined;
/** The global setup's migrated store, read once per worker (the API files share modules); none for a script run outside Vitest (lint-openapi.ts). */
function pgliteTemplate(): Promise<Blob> | undefined {
  if (!process.env.VITEST) return undefined;
  template ??= readFile(inject('pgliteTemplate')).then((bytes) => new Blob([bytes]));
  return template;
}

export type TestContext = {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** A second API instance on the same database, with its own pool, LISTEN connection and caches. */
  openSecondApp(): Promise<FastifyInstance>;
  close(): Promise<void>;
};

/**
 * A fresh database per test file: in-memory PGlite by default, or a new database on the real server when
 * TEST_DB=postgres (CI). Rate limits are generous unless a suite about throttling passes its own.
 */
export async function openTestDatabase(): Promise<{
  database: Database;
  drop(): Promise<void>;
  connectAgain(): Promise<Database>;
}> {
  if (process.env.TEST_DB !== 'postgres') {
    // Started from the migrated store the global setup dumped; migrate finds nothing left to do.
    const database = await openPglite(undefined, await pgliteTemplate());
    await migrate(database);
    // PGlite is one connection in this process: a "second process" shares it, with its own caches.
    return {
      database,
      drop: () => database.close(),
      connectAgain: async () => ({ ...database, close: async () => undefined }),
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `t_${newId()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), 20);
  await migrate(database);
  return {
    database,
    connectAgain: () => openPostgres(url.toString(), 20),
    async drop() {
      await database.close();
      const again = new pg.Client({ connectionString: adminUrl });
      await again.connect();
      await again.query(`drop database if exists "${name}" with (force)`);
      await again.end();
    },
  };
}

export type TestAppOptions = {
  rateLimits?: Partial<RateLimits>;
  smtpUrl?: string;
  logStream?: NodeJS.WritableStream;
  webDist?: string;
  /** The origin the app believes it is served at: `https://...` turns on Secure cookies and HSTS. */
  publicUrl?: string;
  /** Further settings, as the environment would give them (a payment store, say). */
  env?: Record<string, string>;
  /** A pinned clock for the visit day's rules (quiet hours, the change window, today's queue). */
  clock?: () => Date;
};

/** The one way the API tests build an app: a fresh database, quiet logs, generous limits unless told otherwise. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestContext> {
  const { database, drop, connectAgain } = await openTestDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hospital-test-'));
  const config = loadConfig(
    {
      // Every test user shares one number and books freely: the daily caps are for the suites about them to set.
      LIMIT_PATIENT_CHANGES_PER_DAY: '1000',
      SMS_MAX_PER_NUMBER_PER_DAY: '1000',
      ...options.env,
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: options.logStream ? 'debug' : 'silent',
      PUBLIC_URL: options.publicUrl ?? 'http://localhost:3000',
    },
    {
      jwtSecret: 'test-secret-that-is-long-enough-for-hs256-0123456789',
      rateLimits: { ...GENEROUS_LIMITS, ...options.rateLimits },
      smtpUrl: options.smtpUrl,
      webDist: options.webDist ?? path.join(dataDir, 'no-web-build'),
    },
  );
  const app = await buildApp({
    config,
    database,
    logger: options.logStream ? { stream: options.logStream } : false,
    clock: options.clock,
    onSentence: noteSentence,
  });
  await app.ready();
  const others: Array<{ app: FastifyInstance; database: Database }> = [];
  return {
    app,
    database,
    config,
    async openSecondApp() {
      const second = await connectAgain();
      const otherApp = await buildApp({
        config,
        database: second,
        logger: false,
        clock: options.clock,
        onSentence: noteSentence,
      });
      await otherApp.ready();
      others.push({ app: otherApp, database: second });
      return otherApp;
    },
    async close() {
      for (const other of others) {
        await other.app.close();
        await other.database.close();
      }
      await app.close();
      await drop();
    },
  };
}

/** A test app that logs at debug into memory: `logs()` is every line written so far (the log privacy and request log tests). */
export type LoggedTestContext = TestContext & { logs(): string };

export async function createLoggedTestApp(options: Omit<TestAppOptions, 'logStream'> = {}): Promise<LoggedTestContext> {
  let written = '';
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => (written += chunk.toString()));
  return { ...(await createTestApp({ ...options, logStream: stream })), logs: () => written };
}

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}${counter}.${newId().slice(-6)}@t.test`;
}

export async function createUser(ctx: TestContext, role: Role, overrides: { email?: string; doctorRef?: string } = {}) {
  const email = overrides.email ?? uniqueEmail(role);
  const { user, patient } = await createAccount(ctx.database.db, {
    role,
    name: `Test ${role}`,
    email,
    password: TEST_PASSWORD,
    contact: '01700000000',
    age: 30,
    doctorRef: overrides.doctorRef,
  });
  // Registered as the register form does it: the number proved with its code, so its SMS go.
  await proveForTest(ctx.database.db, patient.contact);
  return { user, patient, email };
}

export async function login(ctx: TestContext, email: string, password = TEST_PASSWORD) {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login failed for ${email}: ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === 'refreshToken')!;
  const device = res.cookies.find((c) => c.name === 'deviceId');
  return {
    token: res.json().data.accessToken as string,
    refreshCookie: cookie.value,
    deviceCookie: device?.value ?? '',
  };
}

/** A logged-in user of the given role: its token and records. */
export async function signedIn(ctx: TestContext, role: Role, overrides: { doctorRef?: string } = {}) {
  const created = await createUser(ctx, role, overrides);
  const session = await login(ctx, created.email);
  return { ...created, ...session };
}

/** A signed-in user: its records, its access token and its refresh cookie. */
export type SignedIn = Awaited<ReturnType<typeof signedIn>>;

/** A new signed-in user of each role, in order: outsiders to whatever a test made before them. */
export async function signedInAs(ctx: TestContext, roles: readonly Role[]): Promise<SignedIn[]> {
  const users: SignedIn[] = [];
  for (const role of roles) users.push(await signedIn(ctx, role));
  return users;
}

/** Who makes a request: a signed-in user (or anything with its token), a bare token, or a guest (undefined). */
export type Caller = { token: string } | string | undefined;

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a request may carry besides its caller and body: further headers, the address it comes from. */
export type RequestExtras = { headers?: Record<string, string>; remoteAddress?: string };

/**
 * `call(who, method, url, payload?, { headers, remoteAddress }?)`: the API tests' one way to make a request
 * (`/api/v1` + url) as `who` (their token), or as a guest when `who` is undefined. Takes a getter because test files
 * open their app in `beforeAll`; a second process's app may be given as it is.
 */
export function apiCaller(app: FastifyInstance | (() => TestContext | FastifyInstance)) {
  return (who: Caller, method: Method, url: string, payload?: object | string, extras: RequestExtras = {}) => {
    const target = typeof app === 'function' ? app() : app;
    const token = typeof who === 'string' ? who : who?.token;
    const headers = extras.headers ?? {};
    return ('app' in target ? target.app : target).inject({
      method,
      url: `/api/v1${url}`,
      headers: token ? { ...headers, authorization: token } : headers,
      payload,
      ...(extras.remoteAddress ? { remoteAddress: extras.remoteAddress } : {}),
    });
  };
}

/** `call` as made by apiCaller: a request (`/api/v1` + url) as `who`. */
export type Call = ReturnType<typeof apiCaller>;

/** An object whose listed properties are read from `source()` when used, not when the object is made. */
function readLater<T extends object>(source: () => T, keys: ReadonlyArray<keyof T>): T {
  const handle = {} as T;
  for (const key of keys) Object.defineProperty(handle, key, { enumerable: true, get: () => source()[key] });
  return handle;
}

/**
 * The API tests' one prelude: a fresh app opened before the file's tests and closed after them, and one signed-in
 * user for each role in `signedIn` (under the role's name, and all of them in `users`). `ctx` and the users are
 * handles: read them inside hooks and tests, where they stand for the app and the users the file's `beforeAll` made.
 * `call` makes requests to that app.
 *
 *   const { ctx, admin, call } = useTestApp({ signedIn: ['admin'] });
 *
 * `open` builds the app another way (after starting a fake gateway, say) instead of `createTestApp(options)`;
 * `logged: true` builds it with createLoggedTestApp, and `logs()` reads what it wrote.
 */
export function useTestApp<R extends Role = never>(
  setup: TestAppOptions & { signedIn?: readonly R[]; open?: () => Promise<TestContext>; logged?: boolean } = {},
) {
  const { signedIn: roles = [], open, logged, ...options } = setup;
  let live: TestContext | undefined;
  const made = new Map<Role, SignedIn>();
  const opened = (): TestContext => {
    if (!live) throw new Error('the test app is read before its beforeAll has run');
    return live;
  };
  beforeAll(async () => {
    live = await (open ? open() : logged ? createLoggedTestApp(options) : createTestApp(options));
    for (const role of roles) made.set(role, await signedIn(live, role));
  });
  afterAll(async () => {
    await live?.close();
  });
  const ctx = readLater<TestContext>(opened, ['app', 'database', 'config', 'openSecondApp', 'close']);
  const users = {} as Record<R, SignedIn>;
  const userOf = (role: R): SignedIn => {
    opened();
    return made.get(role)!;
  };
  for (const role of roles)
    users[role] = readLater(() => userOf(role), ['user', 'patient', 'email', 'token', 'refreshCookie', 'deviceCookie']);
  /** Every log line written so far, when the app was opened with `logged: true` (see createLoggedTestApp). */
  const logs = () => {
    const app = opened();
    return 'logs' in app ? (app as LoggedTestContext).logs() : '';
  };
  return { ctx, users, logs, call: apiCaller(opened), ...users };
}

/** A booking request by `caller` for the patient record: a free hospital visit unless `change` says otherwise. */
function book(
  call: Call,
  caller: Caller,
  patientId: string,
  doctorId: string,
  selectedDate: string,
  change: object,
  headers: Record<string, string>,
) {
  const visit = { consultationFee: 0, consultationMethod: 'hospital visit', consultationFor: 'For Me' };
  return call(
    caller,
    'POST',
    '/appointment',
    { doctor: doctorId, patient: patientId, ...visit, selectedDate, ...change },
    { headers },
  );
}

/**
 * The booking page's request: `who` books a place for themselves with the doctor on the date (a free hospital
 * visit unless `change` says otherwise). The response is returned as it is; the test checks it.
 */
export function bookOnline(
  call: Call,
  who: SignedIn | { token: string; patientRef: string },
  doctorId: string,
  selectedDate: string,
  change: object = {},
  headers: Record<string, string> = {},
) {
  const patientId = 'patientRef' in who ? who.patientRef : who.patient.id;
  return book(call, who, patientId, doctorId, selectedDate, change, headers);
}

/** `who` adds a child, Ayaan Rahman (6), to their family, as the family page does: the new member's record. */
export async function addChild(call: Call, who: Caller) {
  const added = await call(who, 'POST', '/patients/family', {
    name: 'Ayaan Rahman',
    age: 6,
    gender: 'male',
    relation: 'child',
  });
  expect(added.statusCode).toBe(201);
  return familyMemberSchema.parse(added.json().data);
}

/** The desk's booking for a registered patient (their record and a contact number), as the desk's dialog sends it. */
export function bookAtDesk(call: Call, desk: Caller, patient: SignedIn, doctorId: string, selectedDate: string) {
  return book(call, desk, patient.patient.id, doctorId, selectedDate, { contact: '01700000000' }, {});
}
