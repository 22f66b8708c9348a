import { mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import type { Role } from '@hospital/contract/lists';
import { buildApp } from '../app.js';
import { loadConfig, type Config, type RateLimits } from '../config.js';
import { migrate, openPglite, openPostgres, type Database } from '../db/client.js';
import { newId } from '../lib/ids.js';
import { createAccount } from '../modules/users/users.service.js';
import { noteSentence } from './untranslated.js';

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
  return { user, patient, email };
}

export async function login(ctx: TestContext, email: string, password = TEST_PASSWORD) {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login failed for ${email}: ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === 'refreshToken')!;
  return { token: res.json().data.accessToken as string, refreshCookie: cookie.value };
}

/** A logged-in user of the given role: its token and records. */
export async function signedIn(ctx: TestContext, role: Role, overrides: { doctorRef?: string } = {}) {
  const created = await createUser(ctx, role, overrides);
  const session = await login(ctx, created.email);
  return { ...created, ...session };
}

type Caller = { token: string } | undefined;

/**
 * `call(who, method, url, payload?)`: one API request (`/api/v1` + url) as `who` (their token), or as a guest when
 * `who` is undefined. Takes a getter because test files open their app in `beforeAll`.
 */
export function apiCaller(context: () => TestContext) {
  return (who: Caller, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    context().app.inject({ method, url: `/api/v1${url}`, headers: who ? { authorization: who.token } : {}, payload });
}
