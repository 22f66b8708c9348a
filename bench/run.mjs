import { fork, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

/**
 * `npm run bench`: figures, never assertions. Starts the built app on a fresh embedded database (demo data),
 * and for each public read runs autocannon against it and against a bare node:http server sending the very
 * same bytes, in the same run, so the ratio is fair on whatever machine this is.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);

function waitHealthy(url, child) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const tick = async () => {
      if (child.exitCode !== null) return reject(new Error('server exited'));
      try {
        if ((await fetch(url)).ok) return resolve();
      } catch {
        // not yet
      }
      if (Date.now() - started > 90_000) return reject(new Error('server did not start'));
      setTimeout(tick, 300);
    };
    tick();
  });
}

function load(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

const fmt = (r) => `${Math.round(r.requests.average).toString().padStart(6)} req/s  p50 ${String(r.latency.p50).padStart(4)} ms  p99 ${String(r.latency.p99).padStart(4)} ms  errors ${r.errors + r.non2xx}`;

const dataDir = mkdtempSync(path.join(tmpdir(), 'hospital-bench-'));
const appPort = 3900;
const barePort = 3901;
const app = spawn(process.execPath, ['apps/api/dist/server.js'], {
  cwd: ROOT,
  stdio: 'ignore',
  env: { ...process.env, PORT: String(appPort), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
});
try {
  const base = `http://127.0.0.1:${appPort}/api/v1`;
  await waitHealthy(`${base}/health`, app);
  const someDoctor = (await (await fetch(`${base}/doctors/consultants?limit=1`)).json()).data[0]._id;
  const scenarios = [
    ['doctor list (limit 10)', `${base}/doctors/consultants?limit=10`],
    ['doctor list (all)', `${base}/doctors/consultants?limit=0`],
    ['reviews', `${base}/reviews/`],
    ['single doctor', `${base}/doctors/single-doctor/${someDoctor}`],
  ];
  console.log(`Machine: ${(await import('node:os')).cpus().length} cores, Node ${process.version}; ${CONNECTIONS} connections, ${DURATION} s each; embedded PGlite\n`);
  for (const [name, url] of scenarios) {
    const bodyFile = path.join(dataDir, 'body.json');
    // The exact bytes the app sends to autocannon, which asks for no compression.
    writeFileSync(bodyFile, Buffer.from(await (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer()));
    const bare = fork(path.join(ROOT, 'bench/bare-server.mjs'), [String(barePort), bodyFile], { stdio: 'ignore' });
    await new Promise((r) => bare.once('message', r));
    const ours = await load(url);
    const baseline = await load(`http://127.0.0.1:${barePort}/`);
    bare.kill();
    console.log(`${name}`);
    console.log(`  app   ${fmt(ours)}`);
    console.log(`  bare  ${fmt(baseline)}`);
    console.log(`  ratio ${(ours.requests.average / baseline.requests.average).toFixed(2)}x of bare node:http\n`);
  }
} finally {
  app.kill('SIGTERM');
  await new Promise((r) => app.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
