import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startBuiltApi } from '@hospital/test-harness';
import autocannon from 'autocannon';

export { freePort, ROOT } from '@hospital/test-harness';
export const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
/** Shared with every app the bench starts, so tokens can be minted here (64 hex characters). */
export const JWT_SECRET = 'bench-secret-0123456789abcdef0123456789abcdef0123456789abcdef01234';

/**
 * What a browser sends (docs/architecture.md §11: figures are taken with a browser's request headers), so bytes
 * and throughput are what a phone or the desk's PC meets.
 */
export const BROWSER_HEADERS = {
  'accept-encoding': 'gzip, deflate, br, zstd',
  accept: 'application/json, text/plain, */*',
};

/**
 * Starts the built API with limits raised for load and waits for health (`startBuiltApi`), at the product's
 * default settings otherwise: request logging at `info` as shipped (the harness's default is `warn`). The log
 * goes to a file the server writes itself, so the bench process does not carry it; the file is removed on stop.
 * `env.DATABASE_URL` empty means the embedded PGlite store under `env.DATA_DIR`.
 */
export async function startApp(env) {
  const logDir = mkdtempSync(path.join(tmpdir(), 'bench-api-log-'));
  const logFile = path.join(logDir, 'api.log');
  const app = await startBuiltApi({
    name: 'bench',
    logFile,
    env: { JWT_SECRET, LOG_LEVEL: 'info', ...env },
    timeoutMs: 120_000,
  });
  return {
    url: app.url,
    api: `${app.url}/api/v1`,
    pid: app.child.pid,
    /** Bytes the process has logged so far. */
    loggedBytes: () => statSync(logFile).size,
    /** The last lines of the log, for a scenario that went wrong. */
    logTail: (lines = 20) => readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n'),
    async stop() {
      await app.stop();
      rmSync(logDir, { recursive: true, force: true });
    },
  };
}

/** The password of every demo account. */
export const DEMO_PASSWORD = 'Demo@1234';

/**
 * `startApp` on an embedded store of its own under a fresh folder named for `scenario`, seeded with the demo data,
 * logins not rate-limited (a scenario signs in as fast as it can). `stop` removes the store as well.
 */
export async function startDemoApp(scenario) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `hospital-bench-${scenario}-`));
  const app = await startApp({
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SEED_DEMO: 'true',
    RATE_LOGIN_PER_IP: '100000000',
  });
  return {
    ...app,
    async stop() {
      await app.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The access token of the demo account `email`, signed in through POST /auth/login. */
export async function demoToken(app, email) {
  const signIn = await fetch(`${app.api}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  return (await signIn.json()).data.accessToken;
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

/**
 * One GET exactly as it goes over the wire: the body's bytes as sent (still compressed) and the headers, which
 * `fetch` would hide by decompressing.
 */
export function rawGet(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { ...BROWSER_HEADERS, ...headers } }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/**
 * autocannon with our defaults (a browser's headers; `opts.headers` adds to them); `opts` may override anything
 * else (amount, requests...).
 */
export function load(opts) {
  return new Promise((resolve, reject) => {
    const headers = { ...BROWSER_HEADERS, ...opts.headers };
    // A fixed `amount` of requests replaces the duration.
    const settings = opts.amount
      ? { connections: CONNECTIONS, ...opts, headers }
      : { connections: CONNECTIONS, duration: DURATION, ...opts, headers };
    autocannon(settings, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

export const summary = (r) => ({
  reqPerSec: Math.round(r.requests.average),
  p50: r.latency.p50,
  p99: r.latency.p99,
  errors: r.errors + r.timeouts + r.non2xx,
  requests: r.requests.total,
  ok2xx: r['2xx'],
});

export const fmt = (r) => {
  const s = summary(r);
  return `${String(s.reqPerSec).padStart(6)} req/s  p50 ${String(s.p50).padStart(4)} ms  p99 ${String(s.p99).padStart(4)} ms  errors ${s.errors}`;
};

export const kb = (bytes) => Number((bytes / 1024).toFixed(1));

/**
 * The app against its same-run baseline, in alternating slices (app, baseline, baseline, app, app, baseline), so a
 * change in what else the shared machine runs falls on both: each side's req/s is its requests over its time,
 * its latency percentiles are the median of its slices'. `opts` goes to both (headers...).
 */
export async function alternate(appUrl, baselineUrl, opts = {}) {
  const slices = 3;
  const seconds = Math.max(1, Math.round(DURATION / slices));
  const runs = { app: [], baseline: [] };
  for (let i = 0; i < slices; i++) {
    const order = i % 2 === 0 ? ['app', 'baseline'] : ['baseline', 'app'];
    for (const side of order)
      runs[side].push(await load({ ...opts, url: side === 'app' ? appUrl : baselineUrl, duration: seconds }));
  }
  const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const merge = (results) => ({
    requests: {
      average: results.reduce((n, r) => n + r.requests.total, 0) / results.reduce((n, r) => n + r.duration, 0),
      total: results.reduce((n, r) => n + r.requests.total, 0),
    },
    latency: { p50: median(results.map((r) => r.latency.p50)), p99: median(results.map((r) => r.latency.p99)) },
    errors: results.reduce((n, r) => n + r.errors, 0),
    timeouts: results.reduce((n, r) => n + r.timeouts, 0),
    non2xx: results.reduce((n, r) => n + r.non2xx, 0),
    '2xx': results.reduce((n, r) => n + r['2xx'], 0),
  });
  return { app: merge(runs.app), baseline: merge(runs.baseline) };
}
