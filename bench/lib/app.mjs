import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
/** Shared with every app the bench starts, so tokens can be minted here (64 hex characters). */
export const JWT_SECRET = 'bench-secret-0123456789abcdef0123456789abcdef0123456789abcdef01234';

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Starts the built API (`node apps/api/dist/server.js`) with limits raised for load, waits for health.
 * `env.DATABASE_URL` empty means the embedded PGlite store under `env.DATA_DIR`.
 */
export async function startApp(env) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      JWT_SECRET,
      RATE_LOGIN_PER_IP: '1000000',
      RATE_LOGIN_FAILURES_PER_ACCOUNT: '1000000',
      RATE_PUBLIC_FORM_PER_IP: '1000000',
      RATE_FORGET_PER_IP: '1000000',
      RATE_FORGET_PER_EMAIL: '1000000',
      ...env,
    },
  });
  let errors = '';
  child.stderr.on('data', (d) => (errors += d));
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the app exited during start-up:\n${errors}`);
    try {
      if ((await fetch(`${url}/api/v1/health`)).ok) break;
    } catch {
      // not yet
    }
    if (Date.now() - started > 120_000) throw new Error(`the app did not start:\n${errors}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    api: `${url}/api/v1`,
    pid: child.pid,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

/** Resident memory of a process in MB, from /proc (Linux); undefined elsewhere. */
export function rssMb(pid) {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return Math.round(kb / 1024);
  } catch {
    return undefined;
  }
}

/** Samples a process's RSS every 250 ms while `work` runs; returns its result and the peak. */
export async function withPeakRss(pid, work) {
  let peak = rssMb(pid) ?? 0;
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(pid) ?? 0)), 250);
  try {
    const result = await work();
    return { result, peakRssMb: Math.max(peak, rssMb(pid) ?? 0) };
  } finally {
    clearInterval(timer);
  }
}

/** autocannon with our defaults; `opts` may override anything (amount, requests, headers...). */
export function load(opts) {
  return new Promise((resolve, reject) => {
    // A fixed `amount` of requests replaces the duration.
    const settings = opts.amount ? { connections: CONNECTIONS, ...opts } : { connections: CONNECTIONS, duration: DURATION, ...opts };
    autocannon(settings, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

export const summary = (r) => ({
  reqPerSec: Math.round(r.requests.average),
  p50: r.latency.p50,
  p99: r.latency.p99,
  errors: r.errors + r.timeouts + r.non2xx,
  requests: r.requests.total,
});

export const fmt = (r) => {
  const s = summary(r);
  return `${String(s.reqPerSec).padStart(6)} req/s  p50 ${String(s.p50).padStart(4)} ms  p99 ${String(s.p99).padStart(4)} ms  errors ${s.errors}`;
};
