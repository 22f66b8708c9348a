import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureInstalled, runKeepingTail } from './lib.mjs';

/**
 * `npm test`: every suite, none skipped silently. Typecheck, lint, contract and web unit tests, the API suite
 * on PGlite and (when TEST_DATABASE_URL is set) on real PostgreSQL, a lint of the OpenAPI document the API serves,
 * the production build, then the browser journeys in Debian's Chromium against the built app.
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

const steps = [
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['lint and format', 'npm', ['run', 'lint']],
  ['import cycles', 'npm', ['run', 'lint:cycles']],
  ['contract unit tests', 'npx', ['vitest', 'run', '--root', 'packages/contract']],
  ['web unit and component tests', 'npx', ['vitest', 'run', '--root', 'apps/web']],
  ['API tests on PGlite', 'npx', ['vitest', 'run', '--root', 'apps/api'], { TEST_DB: 'pglite' }],
];
if (process.env.TEST_DATABASE_URL) {
  steps.push(['API tests on PostgreSQL', 'npx', ['vitest', 'run', '--root', 'apps/api'], { TEST_DB: 'postgres' }]);
} else {
  console.log('NOTE: TEST_DATABASE_URL is not set, so the API suite runs on PGlite only (CI sets it; see README).');
}
// The OpenAPI document the app serves, linted with Redocly's recommended rules (redocly.yaml): any error fails.
steps.push([
  'OpenAPI document lint',
  'node',
  ['--conditions=source', '--import', 'tsx', 'apps/api/src/test/lint-openapi.ts'],
  { TEST_DB: 'pglite' },
]);
steps.push(['build', 'npm', ['run', 'build']]);
steps.push(['browser journeys', 'npx', ['vitest', 'run', '--root', 'e2e'], { CHROMIUM_PATH: CHROMIUM }]);
steps.push(['server logs of the browser run hold no personal data', 'node', ['e2e/scan-server-log.mjs']]);
// The built app under faults and scale-out (system/). The kill -9 test on the embedded PGlite store always runs;
// the PostgreSQL files (kill -9 on a real server, two processes behind a proxy) need TEST_DATABASE_URL and,
// run without it, fail with a sentence saying so, so they are only chosen when it is set, like the API suite.
if (process.env.TEST_DATABASE_URL) {
  steps.push([
    'durability and scale-out',
    'npx',
    ['vitest', 'run', '--root', 'system'],
    { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL },
  ]);
} else {
  console.log(
    'NOTE: TEST_DATABASE_URL is not set, so the durability and scale-out step runs its PGlite test only (CI sets it).',
  );
  steps.push([
    'durability and scale-out (PGlite only)',
    'npx',
    ['vitest', 'run', '--root', 'system', 'src/pglite-kill.test.ts'],
  ]);
}

const results = [];
for (const [name, command, args, env] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const { status, tail } = await runKeepingTail(command, args, { env });
  results.push({ name, ok: status === 0, seconds: Math.round((Date.now() - started) / 1000), tail });
  if (status !== 0 && (name === 'build' || name === 'typecheck')) break;
}

// Why each failed step failed, again near the end, where a reader of a long log looks first.
for (const r of results.filter((result) => !result.ok)) {
  console.log(`\n--- why "${r.name}" failed (its lines of errors, then its last lines) ---`);
  for (const line of r.tail) console.log(`  ${line}`);
}
console.log('\n=== summary ===');
for (const r of results) console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.name} (${r.seconds}s)`);
const failed = results.filter((r) => !r.ok).length;
const notRun = steps.length - results.length;
if (notRun > 0) console.log(`${notRun} step(s) not run because an earlier step failed.`);
console.log(`suites: ${results.length - failed} passed, ${failed + notRun} failed`);
process.exit(failed + notRun === 0 ? 0 : 1);
