// @ts-check
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/** The repository's root: the built API is started from there, as `npm start` starts it. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SERVER = path.join(ROOT, 'apps/api/dist/server.js');

/** Debian's Chromium, unless CHROMIUM_PATH says otherwise. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The flags Chromium needs here: as root it refuses to start without --no-sandbox, and with background networking
 * on it tries hosts this closed network refuses, many at a time.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * For consultation calls between two browser contexts on one machine: a synthetic camera and microphone with no
 * permission prompt, peer connections over loopback, and host candidates as plain addresses rather than mDNS names.
 */
export const CALL_CHROMIUM_ARGS = [
  ...CHROMIUM_ARGS,
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
  '--allow-loopback-in-peer-connection',
  '--disable-features=WebRtcHideLocalIpsWithMdns',
];

/** Throttling is not what the harness's users measure or test: every limit far above the load they send. */
export const GENEROUS_RATE_LIMITS = {
  RATE_LOGIN_PER_IP: '1000000',
  RATE_LOGIN_FAILURES_PER_ACCOUNT: '1000000',
  RATE_LOGIN_FAILURES_ACCOUNT_CEILING: '1000000',
  RATE_PUBLIC_FORM_PER_IP: '1000000',
  RATE_FORGET_PER_IP: '1000000',
  RATE_FORGET_PER_EMAIL: '1000000',
  RATE_RESET_PER_IP: '1000000',
  RATE_RESET_PER_EMAIL: '1000000',
};

/** @returns {Promise<number>} a TCP port on 127.0.0.1 that was free a moment ago */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Starts the BUILT API (`node apps/api/dist/server.js`), exactly what `npm start` runs, on a free port unless one
 * is given, and waits for `/api/v1/health`. Fails with the process's own output when it exits or never becomes
 * healthy. Defaults: production mode, loopback, warn-level logs, generous rate limits; `env` overrides any of them.
 * @param {import('./index.d.mts').StartOptions} options
 * @returns {Promise<import('./index.d.mts').ApiProcess>}
 */
export async function startBuiltApi(options) {
  if (!existsSync(SERVER)) throw new Error('The API is not built: run `npm run build` first (npm test does it).');
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  // A process under load logs a line per request: with `logFile` those go straight to the file, not through this process.
  const logFd = options.logFile ? openSync(options.logFile, 'w') : undefined;
  const child = spawn(process.execPath, [SERVER], {
    cwd: ROOT,
    stdio: logFd === undefined ? ['ignore', 'pipe', 'pipe'] : ['ignore', logFd, logFd],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      ...GENEROUS_RATE_LIMITS,
      ...options.env,
    },
  });
  if (logFd !== undefined) closeSync(logFd);
  let piped = '';
  child.stdout?.on('data', (/** @type {Buffer} */ d) => (piped += d.toString()));
  child.stderr?.on('data', (/** @type {Buffer} */ d) => (piped += d.toString()));
  const output = () => (options.logFile ? readFileSync(options.logFile, 'utf8') : piped);
  /** @type {Promise<void>} */
  const exited = new Promise((resolve) => child.once('exit', () => resolve()));
  const gone = () => child.exitCode !== null || child.signalCode !== null;

  const deadline = Date.now() + (options.timeoutMs ?? 90_000);
  for (;;) {
    if (gone())
      throw new Error(
        `API ${options.name} exited during start-up (code ${child.exitCode}, signal ${child.signalCode}):\n${output()}`,
      );
    try {
      if ((await fetch(`${url}/api/v1/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`API ${options.name} did not become healthy in time:\n${output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }

  return {
    name: options.name,
    url,
    port,
    child,
    output,
    async kill9() {
      if (!gone()) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (!gone()) child.kill('SIGTERM');
      await exited;
      return child.exitCode;
    },
  };
}

/**
 * A new, empty database on the PostgreSQL server at `serverUrl` (a superuser URL), with one connection of the
 * caller's own for checks; `drop()` closes it and drops the database, ending whatever connections are left.
 * @param {string} serverUrl
 * @param {string} label a prefix for the database's name, so a leftover says who made it
 * @returns {Promise<import('./index.d.mts').FreshDatabase>}
 */
export async function createFreshDatabase(serverUrl, label) {
  const name = `${label}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: target.toString() });
  await client.connect();
  return {
    url: target.toString(),
    name,
    client,
    async drop() {
      await client.end().catch(() => undefined);
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}
