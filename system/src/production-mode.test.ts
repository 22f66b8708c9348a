import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, JWT_SECRET, ROOT, startApi, withApi } from './lib/api-process.js';
import { createFreshDatabase, type FreshDatabase } from './lib/postgres.js';

/**
 * Production mode: with APP_ENV=production the built server refuses to serve until it is configured safely, one
 * line per problem naming the variable, exit status 1; once configured it serves without demo data or API docs, and
 * refuses a database that holds any demo account, whatever SEED_DEMO says (SEED_DEMO=true is refused outright).
 */
const SERVER = path.join(ROOT, 'apps/api/dist/server.js');

/** Runs the built server to its exit (or kills it after `ms`): its status and everything it printed. */
function runServer(env: Record<string, string>, ms = 20_000): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [SERVER], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), ms);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

let database: FreshDatabase | undefined;
beforeAll(async () => {
  database = await createFreshDatabase('production');
});
afterAll(async () => {
  await database?.drop();
});

const safe = () => ({
  APP_ENV: 'production',
  DATABASE_URL: database!.url,
  JWT_SECRET,
  PUBLIC_URL: 'https://hospital.example',
  TRUST_PROXY: '127.0.0.1',
  SMTP_URL: 'smtp://mail.hospital.example:587',
  MAIL_FROM: 'Nirmoy Hospital <no-reply@hospital.example>',
  PAYMENT_GATEWAY: 'none',
  SMS_GATEWAY: 'none',
});

describe('production mode start-up', () => {
  it('when nothing is configured, then it exits 1 with one line per missing setting, each naming its variable', async () => {
    const { code, output } = await runServer({ APP_ENV: 'production', PORT: String(await freePort()) });
    expect(code).toBe(1);
    const lines = output.trim().split('\n');
    for (const variable of [
      'DATABASE_URL',
      'JWT_SECRET',
      'PUBLIC_URL',
      'TRUST_PROXY',
      'SMTP_URL',
      'MAIL_FROM',
      'PAYMENT_GATEWAY',
      'SMS_GATEWAY',
    ]) {
      expect(lines.filter((line) => line.startsWith(variable))).toHaveLength(1);
    }
    expect(lines).toHaveLength(8);
  });

  it('when SSLCommerz is chosen without its credentials or an explicit sandbox setting, then each missing one is named', async () => {
    const { code, output } = await runServer({
      ...safe(),
      PAYMENT_GATEWAY: 'sslcommerz',
      PORT: String(await freePort()),
    });
    expect(code).toBe(1);
    for (const variable of ['SSLCOMMERZ_STORE_ID', 'SSLCOMMERZ_STORE_PASSWORD', 'SSLCOMMERZ_SANDBOX'])
      expect(output).toContain(`${variable} `);
  });

  it('when PUBLIC_URL is plain http and the secret is short, then both are refused', async () => {
    const { code, output } = await runServer({
      ...safe(),
      PUBLIC_URL: 'http://hospital.example',
      JWT_SECRET: 'short',
      PORT: String(await freePort()),
    });
    expect(code).toBe(1);
    expect(output).toMatch(/^PUBLIC_URL must start with https:\/\//m);
    expect(output).toMatch(/^JWT_SECRET must be set to at least 32 characters/m);
  });

  it('when DATABASE_URL points nowhere, then it says it could not connect, without printing the password', async () => {
    const dead = `postgres://hospital:Sup3rSecret@127.0.0.1:${await freePort()}/hospital`;
    const { code, output } = await runServer({ ...safe(), DATABASE_URL: dead, PORT: String(await freePort()) });
    expect(code).toBe(1);
    expect(output).toContain('Could not connect to the database at postgres://hospital:***@127.0.0.1');
    expect(output).not.toContain('Sup3rSecret');
  });

  it('when it is configured, then it serves and seeds no demo data', async () => {
    await withApi({ name: 'production', env: safe() }, async (api) => {
      const doctors = (await (await fetch(`${api.url}/api/v1/doctors/consultants?limit=0`)).json()) as {
        data: unknown[];
      };
      expect(doctors.data).toEqual([]);
      const users = await database!.client.query('select count(*)::int as n from users');
      expect(users.rows[0].n).toBe(0);
      expect(api.output()).toContain('(production) ready');
      expect(api.output()).not.toContain('Demo accounts');
      // The API's own documentation is not published unless API_DOCS=on.
      expect((await fetch(`${api.url}/api/docs`)).status).toBe(404);
      expect((await fetch(`${api.url}/api/docs/json`)).status).toBe(404);
    });
  });

  it('when the database holds the demo accounts, then production refuses to serve', async () => {
    // A demo started on this database once: its accounts (with the published password) are there.
    const demo = await startApi({
      name: 'demo on the production database',
      env: { DATABASE_URL: database!.url, SEED_DEMO: 'true' },
    });
    await demo.stop();
    for (const seedDemo of [{}, { SEED_DEMO: 'false' }] as Array<Record<string, string>>) {
      const { code, output } = await runServer({ ...safe(), ...seedDemo, PORT: String(await freePort()) });
      expect(code).toBe(1);
      expect(output).toContain('Demo accounts (@demo.test) exist in this database');
    }
    // Asking for the demo data does not get production past them: SEED_DEMO=true is itself refused.
    const seeding = await runServer({ ...safe(), SEED_DEMO: 'true', PORT: String(await freePort()) });
    expect(seeding.code).toBe(1);
    expect(seeding.output).toMatch(/^SEED_DEMO=true is refused in production: /m);
  });

  it('when db:seed is run with the production settings, then it refuses before touching the database', async () => {
    const users = async () => (await database!.client.query('select count(*)::int as n from users')).rows[0].n;
    const before = await users();
    const seeded = await new Promise<{ code: number | null; output: string }>((resolve) => {
      const child = spawn(process.execPath, [path.join(ROOT, 'apps/api/dist/cli/seed.js')], {
        cwd: ROOT,
        env: { PATH: process.env.PATH ?? '', ...safe() },
      });
      let output = '';
      child.stderr.on('data', (d: Buffer) => (output += d.toString()));
      child.once('exit', (code) => resolve({ code, output }));
    });
    expect(seeded.code).toBe(1);
    expect(seeded.output).toMatch(/^db:seed is refused with APP_ENV=production: /);
    expect(await users()).toBe(before);
  });

  it('when SEED_DEMO=true on an empty database, then production refuses to start and seeds nothing', async () => {
    const empty = await createFreshDatabase('production_seed');
    try {
      const { code, output } = await runServer({
        ...safe(),
        DATABASE_URL: empty.url,
        SEED_DEMO: 'true',
        PORT: String(await freePort()),
      });
      expect(code).toBe(1);
      expect(output).toMatch(/^SEED_DEMO=true is refused in production: /m);
      const tables = await empty.client.query("select count(*)::int as n from pg_tables where tablename = 'users'");
      expect(tables.rows[0].n).toBe(0);
    } finally {
      await empty.drop();
    }
  });

  it('when the sandbox gateway is chosen without ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION=yes, then it refuses; with it, every page is written as production with test payments', async () => {
    const fresh = await createFreshDatabase('production_sandbox');
    try {
      const refused = await runServer({
        ...safe(),
        DATABASE_URL: fresh.url,
        PAYMENT_GATEWAY: 'sandbox',
        PORT: String(await freePort()),
      });
      expect(refused.code).toBe(1);
      expect(refused.output).toMatch(
        /^PAYMENT_GATEWAY=sandbox takes no real money: .*ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION=yes/m,
      );

      const testPayments = {
        ...safe(),
        DATABASE_URL: fresh.url,
        PAYMENT_GATEWAY: 'sandbox',
        ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: 'yes',
      };
      await withApi({ name: 'production with test payments', env: testPayments }, async (api) => {
        // The web app shows its test payment note on every page from these two settings (apps/web demo-banner).
        for (const page of ['/', '/terms-and-condition', '/login']) {
          const html = await (await fetch(`${api.url}${page}`)).text();
          expect(html).toContain('<meta name="hospital-mode" content="production" />');
          expect(html).toContain('<meta name="hospital-payments" content="sandbox" />');
        }
      });
    } finally {
      await fresh.drop();
    }
  });
});
