import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { ensureInstalled, runKeepingTail } from './lib.mjs';

/**
 * `npm test`: every suite, none skipped silently. Typecheck, lint, contract and web unit tests, the API suite
 * on PGlite and (when TEST_DATABASE_URL is set) on real PostgreSQL, a lint of the OpenAPI document the API serves,
 * the production build, then the browser journeys in Debian's Chromium against the built app.
 *
 * Steps run side by side where the cores allow (see `schedule` below): each step says how many cores it keeps busy
 * and what it needs first; a step run beside others has its output held back and printed whole when it ends, so
 * the log reads one step at a time. The timing-sensitive suites (browser journeys, durability) run alone.
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** What the browser and system suites need from Debian: Chromium, Bengali fonts (day names), pdftotext (print checks), nginx and openssl. */
function missingDebianPackages() {
  const missing = [];
  if (!existsSync(CHROMIUM)) missing.push('chromium');
  if (spawnSync('dpkg', ['-s', 'fonts-beng'], { stdio: 'ignore' }).status !== 0) missing.push('fonts-beng');
  if (spawnSync('sh', ['-c', 'command -v pdftotext'], { stdio: 'ignore' }).status !== 0) missing.push('poppler-utils');
  // The scale-out suite runs the documented nginx configuration with a certificate openssl makes.
  if (process.env.TEST_DATABASE_URL && !existsSync('/usr/sbin/nginx')) missing.push('nginx');
  if (spawnSync('sh', ['-c', 'command -v openssl'], { stdio: 'ignore' }).status !== 0) missing.push('openssl');
  return missing;
}

function ensureBrowserTools() {
  const missing = missingDebianPackages();
  if (missing.length === 0) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Missing for the browser suites: ${missing.join(', ')}. Install them (Debian: sudo apt-get install -y ${missing.join(' ')}) or set CHROMIUM_PATH.`,
    );
    process.exit(1);
  }
  console.log(`Installing ${missing.join(', ')} with apt-get...`);
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`, {
    stdio: 'inherit',
  });
}

ensureInstalled();
ensureBrowserTools();

/** A vitest suite as a step: `npx vitest run --root <root>`, only `files` when named. */
const vitestStep = (name, root, options = {}, files = []) => ({
  name,
  command: 'npx',
  args: ['vitest', 'run', '--root', root, ...files],
  ...options,
});

/**
 * name, command, args, env, and how it is scheduled: `cores` it keeps busy (the web, API and browser suites run two
 * workers), `needs` (steps that must have passed first), `after` (steps that must have ended, passed or not), `alone` (nothing else runs meanwhile: its timings are
 * part of what it tests, and a neighbour's load could fail it).
 */
const steps = [
  // `tsc -b packages/contract apps/api` here also writes their dist/, which the build's `tsc -b` then finds up to date.
  { name: 'typecheck', command: 'npm', args: ['run', 'typecheck'], cores: 1 },
  { name: 'lint and format', command: 'npm', args: ['run', 'lint'], cores: 1 },
  { name: 'build', command: 'npm', args: ['run', 'build'], cores: 1, needs: ['typecheck'] },
  { name: 'import cycles', command: 'npm', args: ['run', 'lint:cycles'], cores: 1 },
  vitestStep('contract unit tests', 'packages/contract', { cores: 1 }),
  // The OpenAPI document the app serves, linted with Redocly's recommended rules (redocly.yaml): any error fails.
  {
    name: 'OpenAPI document lint',
    command: 'node',
    args: ['--conditions=source', '--import', 'tsx', 'apps/api/src/test/lint-openapi.ts'],
    env: { TEST_DB: 'pglite' },
    cores: 1,
  },
  vitestStep('web unit and component tests', 'apps/web', { cores: 2 }),
  vitestStep('API tests on PGlite', 'apps/api', { env: { TEST_DB: 'pglite' }, cores: 2 }),
];
if (process.env.TEST_DATABASE_URL) {
  // Half its work is the PostgreSQL server's, which waits on its clients as much as they wait on it.
  steps.push(vitestStep('API tests on PostgreSQL', 'apps/api', { env: { TEST_DB: 'postgres' }, cores: 2 }));
} else {
  console.log('NOTE: TEST_DATABASE_URL is not set, so the API suite runs on PGlite only (CI sets it; see README).');
}
steps.push(vitestStep('browser journeys', 'e2e', { env: { CHROMIUM_PATH: CHROMIUM }, needs: ['build'], alone: true }));
steps.push({
  name: 'server logs of the browser run hold no personal data',
  command: 'node',
  args: ['e2e/scan-server-log.mjs'],
  after: ['browser journeys'],
  cores: 1,
});
// The built app under faults and scale-out (system/). The kill -9 test on the embedded PGlite store always runs;
// the PostgreSQL files (kill -9 on a real server, two processes behind a proxy) need TEST_DATABASE_URL and,
// run without it, fail with a sentence saying so, so they are only chosen when it is set, like the API suite.
if (process.env.TEST_DATABASE_URL) {
  steps.push(
    vitestStep('durability and scale-out', 'system', {
      env: { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL },
      needs: ['build'],
      alone: true,
    }),
  );
} else {
  console.log(
    'NOTE: TEST_DATABASE_URL is not set, so the durability and scale-out step runs its PGlite test only (CI sets it).',
  );
  steps.push(
    vitestStep('durability and scale-out (PGlite only)', 'system', { needs: ['build'], alone: true }, [
      'src/pglite-kill.test.ts',
    ]),
  );
}

/** How many cores the steps may keep busy at once: the machine's, or TEST_CORES (1 runs every step in turn). */
const CORES = Math.max(1, Number(process.env.TEST_CORES) || availableParallelism());
/** Without these nothing after them can be trusted: the steps not started yet are not run. */
const STOPPING = new Set(['typecheck', 'build']);

const results = new Map();
const running = new Map();
let stopped = false;
const wallStarted = Date.now();

/** Starts a step: its output streams when it runs alone, and is held and printed whole when it ends otherwise. */
function start(step) {
  const chunks = [];
  const output = step.alone ? undefined : { write: (chunk) => chunks.push(Buffer.from(chunk)) };
  if (step.alone) console.log(`\n=== ${step.name} ===`);
  const started = Date.now();
  const done = runKeepingTail(step.command, step.args, { env: step.env, output }).then(({ status, tail }) => {
    const seconds = Math.round((Date.now() - started) / 1000);
    if (!step.alone) {
      console.log(`\n=== ${step.name} ===`);
      process.stdout.write(Buffer.concat(chunks));
    }
    running.delete(step.name);
    results.set(step.name, { name: step.name, ok: status === 0, seconds, tail });
    if (status !== 0 && STOPPING.has(step.name)) stopped = true;
  });
  running.set(step.name, { step, done });
}

const coresInUse = () => [...running.values()].reduce((sum, { step }) => sum + (step.alone ? CORES : step.cores), 0);
const notStarted = () => steps.filter((step) => !results.has(step.name) && !running.has(step.name));
const ready = (step) =>
  (step.needs ?? []).every((name) => results.get(name)?.ok) && (step.after ?? []).every((name) => results.has(name));

// In the listed order, each step starts once what it needs has passed and a core is free (a two-core suite beside a
// one-core step keeps both cores busy while the small one waits on I/O). A step that runs alone waits until the
// machine is idle and holds back the steps listed after it, so a stream of small steps cannot starve it.
for (;;) {
  for (const step of stopped ? [] : notStarted()) {
    if (!ready(step)) continue;
    if (step.alone) {
      if (running.size === 0) start(step);
      break;
    }
    if (coresInUse() < CORES) start(step);
  }
  if (running.size === 0) break;
  await Promise.race([...running.values()].map(({ done }) => done));
}

// Why each failed step failed, again near the end, where a reader of a long log looks first.
const ordered = steps.map((step) => results.get(step.name)).filter(Boolean);
for (const r of ordered.filter((result) => !result.ok)) {
  console.log(`\n--- why "${r.name}" failed (its lines of errors, then its last lines) ---`);
  for (const line of r.tail) console.log(`  ${line}`);
}
console.log('\n=== summary ===');
for (const r of ordered) console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.name} (${r.seconds}s)`);
const failed = ordered.filter((r) => !r.ok).length;
const notRun = steps.length - ordered.length;
if (notRun > 0) console.log(`${notRun} step(s) not run because an earlier step failed.`);
console.log(`suites: ${ordered.length - failed} passed, ${failed + notRun} failed`);
console.log(`(${Math.round((Date.now() - wallStarted) / 1000)}s in all, steps side by side on ${CORES} cores)`);
process.exit(failed + notRun === 0 ? 0 : 1);
