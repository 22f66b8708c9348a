import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, JWT_SECRET, ROOT, startApi } from './lib/api-process.js';
import { createFreshDatabase, testDatabaseUrl, type FreshDatabase } from './lib/postgres.js';

/**
 * Production mode (issue "Go live safely", item 1): with APP_ENV=production the built server refuses to serve
 * until it is configured safely, one line per problem naming the variable, exit status 1; once configured it
 * serves without demo data, and refuses a database that holds the demo's accounts.
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
  testDatabaseUrl();
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
    const api = await startApi({ name: 'production', env: safe() });
    try {
      const doctors = (await (await fetch(`${api.url}/api/v1/doctors/consultants?limit=0`)).json()) as {
        data: unknown[];
      };
      expect(doctors.data).toEqual([]);
      const users = await database!.client.query('select count(*)::int as n from users');
      expect(users.rows[0].n).toBe(0);
      expect(api.output()).toContain('(production) ready');
      expect(api.output()).not.toContain('Demo accounts');
    } finally {
      await api.stop();
    }
  });

  it('when the database holds the demo accounts, then production refuses to serve', async () => {
    // A demo started on this database once: its accounts (with the published password) are there.
    const demo = await startApi({
      name: 'demo on the production database',
      env: { DATABASE_URL: database!.url, SEED_DEMO: 'true' },
    });
    await demo.stop();
    const { code, output } = await runServer({ ...safe(), PORT: String(await freePort()) });
    expect(code).toBe(1);
    expect(output).toContain('Demo accounts (@demo.test) exist in this database');
  });
});
