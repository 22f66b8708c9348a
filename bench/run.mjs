import { fork } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONNECTIONS, DURATION, ROOT } from './lib/app.mjs';
import { figuresText } from './lib/figures.mjs';
import { resolvePostgres } from './lib/postgres.mjs';
import { addWebFigures, figuresSection, writeReadme } from './lib/report.mjs';
import booking from './scenarios/booking.mjs';
import consultation from './scenarios/consultation.mjs';
import consultationCalls from './scenarios/consultation-calls.mjs';
import deskDay from './scenarios/desk-day.mjs';
import lighthouse from './scenarios/lighthouse.mjs';
import medicines from './scenarios/medicines.mjs';
import memory from './scenarios/memory.mjs';
import reads from './scenarios/reads.mjs';
import uploads from './scenarios/uploads.mjs';
import webBundle from './scenarios/web-bundle.mjs';

/**
 * `npm run bench [-- reads booking desk memory web lighthouse uploads consultation calls medicines]`: figures, never assertions. Runs the chosen
 * scenarios (all by default) against the BUILT app, prints what each measured, then every figure that has
 * a performance target beside that target and the baseline measured in the same run. A run of every scenario
 * writes them to bench/README.md (BENCH_README=1 writes a partial run too); `BENCH_JSON=file` writes them as JSON.
 */
const SCENARIOS = {
  reads: { run: reads, postgres: 'no' },
  booking: { run: booking, postgres: 'needed' },
  desk: { run: deskDay, postgres: 'needed' },
  memory: { run: memory, postgres: 'baseline' },
  web: { run: webBundle, postgres: 'no' },
  lighthouse: { run: lighthouse, postgres: 'no' },
  uploads: { run: uploads, postgres: 'no' },
  consultation: { run: consultation, postgres: 'needed' },
  calls: { run: consultationCalls, postgres: 'needed' },
  medicines: { run: medicines, postgres: 'no' },
};

// A scenario runs in a Node process of its own (this file, told which by BENCH_RUN_SCENARIO), so the garbage one
// scenario's load generator leaves behind (tokens, results) cannot pause the next one's mid-measurement.
if (process.env.BENCH_RUN_SCENARIO) {
  const own = { figures: [], reads: [], booking: [], desk: [], web: [], lighthouse: [], memory: [], skipped: [] };
  const postgres = process.env.BENCH_POSTGRES ? JSON.parse(process.env.BENCH_POSTGRES) : undefined;
  await SCENARIOS[process.env.BENCH_RUN_SCENARIO].run(own, postgres);
  writeFileSync(process.env.BENCH_RESULTS_FILE, JSON.stringify(own));
  process.exit(0);
}

function runInOwnProcess(name, postgres) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-scenario-'));
  const file = path.join(dir, 'results.json');
  const child = fork(fileURLToPath(import.meta.url), [], {
    stdio: 'inherit',
    env: {
      ...process.env,
      BENCH_RUN_SCENARIO: name,
      BENCH_RESULTS_FILE: file,
      BENCH_POSTGRES: postgres
        ? JSON.stringify({ url: postgres.url, origin: postgres.origin, skipped: postgres.skipped })
        : '',
    },
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      try {
        if (code !== 0) throw new Error(`The ${name} scenario failed (exit code ${code}).`);
        resolve(JSON.parse(readFileSync(file, 'utf8')));
      } catch (error) {
        reject(error);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });
}

const chosen = process.argv.slice(2).length > 0 ? process.argv.slice(2) : Object.keys(SCENARIOS);
const unknown = chosen.filter((name) => !SCENARIOS[name]);
if (unknown.length > 0) {
  console.error(`Unknown scenario(s): ${unknown.join(', ')}. Choose from: ${Object.keys(SCENARIOS).join(', ')}.`);
  process.exit(2);
}
if (
  !existsSync(path.join(ROOT, 'apps/api/dist/server.js')) ||
  !existsSync(path.join(ROOT, 'apps/web/dist/index.html'))
) {
  console.error('The app is not built: run `npm run build` first.');
  process.exit(1);
}

const loadAverage = () => os.loadavg().map((n) => Number(n.toFixed(2)));
const machine = {
  cores: os.cpus().length,
  cpu: os.cpus()[0]?.model.trim(),
  ramGb: Math.round(os.totalmem() / 2 ** 30),
  node: process.version,
  loadAverageAtStart: loadAverage(),
  date: new Date().toISOString(),
};
console.log(
  `Machine: ${machine.cores} cores (${machine.cpu}), ${machine.ramGb} GB RAM, Node ${machine.node}, load average ${machine.loadAverageAtStart.join(' ')}\n` +
    `autocannon: ${CONNECTIONS} connections, ${DURATION} s per read scenario (BENCH_CONNECTIONS, BENCH_SECONDS), a browser's request headers\n`,
);

const results = {
  machine,
  figures: [],
  reads: [],
  booking: [],
  desk: [],
  web: [],
  lighthouse: [],
  memory: [],
  skipped: [],
};
let postgres;
try {
  if (chosen.some((name) => SCENARIOS[name].postgres !== 'no')) {
    postgres = await resolvePostgres();
    if (postgres.skipped) console.log(`PostgreSQL scenarios skipped: ${postgres.skipped}\n`);
    else {
      console.log(`PostgreSQL: ${postgres.origin}\n`);
      results.postgresOrigin = postgres.origin;
    }
  }
  for (const name of chosen) {
    const scenario = SCENARIOS[name];
    if (scenario.postgres === 'needed' && postgres.skipped) {
      console.log(`${name}: skipped: set BENCH_DATABASE_URL\n`);
      results.skipped.push(name);
      continue;
    }
    const own = await runInOwnProcess(name, postgres);
    for (const [key, rows] of Object.entries(own)) results[key].push(...rows);
  }
} finally {
  await postgres?.stop?.();
}
machine.loadAverageAtEnd = loadAverage();

if (results.memory.length > 0) {
  console.log('memory (RSS of the API process)');
  for (const m of results.memory)
    console.log(`  ${m.store.padEnd(24)} ${m.state.padEnd(40)} ${String(m.rssMb).padStart(5)} MB`);
}
addWebFigures(results);
console.log(`\nPerformance targets (met: printed, never asserted)\n${figuresText(results.figures)}`);
console.log(
  `\nload average at the end: ${machine.loadAverageAtEnd.join(' ')} (other work on the machine makes every figure noisy)`,
);

const everyScenario = Object.keys(SCENARIOS).every((name) => chosen.includes(name));
if (everyScenario || process.env.BENCH_README === '1') {
  writeReadme(path.join(ROOT, 'bench/README.md'), figuresSection(results, chosen));
  console.log('bench/README.md: figures written.');
} else {
  console.log('bench/README.md: not written (a partial run; BENCH_README=1 writes it anyway).');
}
if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, `${JSON.stringify(results, null, 2)}\n`);
