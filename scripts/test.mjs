import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureInstalled, run } from './lib.mjs';

/**
 * `npm test`: every suite, none skipped silently. Typecheck, lint, contract and web unit tests, the API suite
 * on PGlite and (when TEST_DATABASE_URL is set) on real PostgreSQL, the production build, then the browser
 * journeys in Debian's Chromium against the built app.
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(`Chromium is missing at ${CHROMIUM}. Install it (Debian: sudo apt-get install -y chromium fonts-beng) or set CHROMIUM_PATH.`);
    process.exit(1);
  }
  console.log('Installing Chromium and Bengali fonts with apt-get...');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-beng', { stdio: 'inherit' });
}

ensureInstalled();
ensureChromium();

const steps = [
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['contract unit tests', 'npx', ['vitest', 'run', '--root', 'packages/contract']],
  ['web unit and component tests', 'npx', ['vitest', 'run', '--root', 'apps/web']],
  ['API tests on PGlite', 'npx', ['vitest', 'run', '--root', 'apps/api'], { TEST_DB: 'pglite' }],
];
if (process.env.TEST_DATABASE_URL) {
  steps.push(['API tests on PostgreSQL', 'npx', ['vitest', 'run', '--root', 'apps/api'], { TEST_DB: 'postgres' }]);
} else {
  console.log('NOTE: TEST_DATABASE_URL is not set, so the API suite runs on PGlite only (CI sets it; see README).');
}
steps.push(['build', 'npm', ['run', 'build']]);
steps.push(['browser journeys', 'npx', ['vitest', 'run', '--root', 'e2e'], { CHROMIUM_PATH: CHROMIUM }]);

const results = [];
for (const [name, command, args, env] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const status = run(command, args, { env });
  results.push({ name, ok: status === 0, seconds: Math.round((Date.now() - started) / 1000) });
  if (status !== 0 && (name === 'build' || name === 'typecheck')) break;
}

console.log('\n=== summary ===');
for (const r of results) console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.name} (${r.seconds}s)`);
const failed = results.filter((r) => !r.ok).length;
const notRun = steps.length - results.length;
if (notRun > 0) console.log(`${notRun} step(s) not run because an earlier step failed.`);
console.log(`suites: ${results.length - failed} passed, ${failed + notRun} failed`);
process.exit(failed + notRun === 0 ? 0 : 1);
