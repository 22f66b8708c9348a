import { readFileSync } from 'node:fs';
import { startBuiltApi } from '@hospital/test-harness';
import autocannon from 'autocannon';

export { freePort, ROOT } from '@hospital/test-harness';
export const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
/** Shared with every app the bench starts, so tokens can be minted here (64 hex characters). */
export const JWT_SECRET = 'bench-secret-0123456789abcdef0123456789abcdef0123456789abcdef01234';

/**
 * Starts the built API with limits raised for load and waits for health (`startBuiltApi`).
 * `env.DATABASE_URL` empty means the embedded PGlite store under `env.DATA_DIR`.
 */
export async function startApp(env) {
  const app = await startBuiltApi({ name: 'bench', env: { JWT_SECRET, ...env }, timeoutMs: 120_000 });
  return { url: app.url, api: `${app.url}/api/v1`, pid: app.child.pid, stop: () => app.stop() };
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
