import { existsSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CONNECTIONS, DURATION, ROOT } from './lib/app.mjs';
import { resolvePostgres } from './lib/postgres.mjs';
import booking from './scenarios/booking.mjs';
import deskDay from './scenarios/desk-day.mjs';
import lighthouse from './scenarios/lighthouse.mjs';
import reads from './scenarios/reads.mjs';
import webBundle from './scenarios/web-bundle.mjs';

/**
 * `npm run bench [-- reads booking desk web lighthouse]`: figures, never assertions. Runs the chosen
 * scenarios (all by default) against the BUILT app and prints what each measured; memory (RSS) is sampled
 * along the way. `BENCH_JSON=file` also writes every figure as JSON. See bench/README.md.
 */
const SCENARIOS = {
  reads: { run: reads, needsPostgres: false },
  booking: { run: booking, needsPostgres: true },
  desk: { run: deskDay, needsPostgres: true },
  web: { run: webBundle, needsPostgres: false },
  lighthouse: { run: lighthouse, needsPostgres: false },
};

const chosen = process.argv.slice(2).length > 0 ? process.argv.slice(2) : Object.keys(SCENARIOS);
const unknown = chosen.filter((name) => !SCENARIOS[name]);
if (unknown.length > 0) {
  console.error(`Unknown scenario(s): ${unknown.join(', ')}. Choose from: ${Object.keys(SCENARIOS).join(', ')}.`);
  process.exit(2);
}
if (!existsSync(path.join(ROOT, 'apps/api/dist/server.js')) || !existsSync(path.join(ROOT, 'apps/web/dist/index.html'))) {
  console.error('The app is not built: run `npm run build` first.');
  process.exit(1);
}

const machine = {
  cores: os.cpus().length,
  cpu: os.cpus()[0]?.model.trim(),
  ramGb: Math.round(os.totalmem() / 2 ** 30),
  node: process.version,
  loadAverageAtStart: os.loadavg().map((n) => Number(n.toFixed(2))),
  date: new Date().toISOString(),
};
console.log(
  `Machine: ${machine.cores} cores (${machine.cpu}), ${machine.ramGb} GB RAM, Node ${machine.node}, load average ${machine.loadAverageAtStart.join(' ')}\n` +
    `autocannon: ${CONNECTIONS} connections, ${DURATION} s per read scenario (BENCH_CONNECTIONS, BENCH_SECONDS)\n`,
);

const results = { machine, reads: [], booking: [], desk: [], web: [], lighthouse: [], memory: [], skipped: [] };
let postgres;
try {
  if (chosen.some((name) => SCENARIOS[name].needsPostgres)) {
    postgres = await resolvePostgres();
    if (postgres.skipped) console.log(`PostgreSQL scenarios skipped: ${postgres.skipped}\n`);
    else console.log(`PostgreSQL: ${postgres.origin}\n`);
  }
  for (const name of chosen) {
    const scenario = SCENARIOS[name];
    if (scenario.needsPostgres && postgres.skipped) {
      console.log(`${name}: skipped: set BENCH_DATABASE_URL\n`);
      results.skipped.push(name);
      continue;
    }
    await scenario.run(results, postgres);
  }
} finally {
  await postgres?.stop?.();
}

if (results.memory.length > 0) {
  console.log('memory (RSS of the API process)');
  for (const m of results.memory) console.log(`  ${m.store.padEnd(20)} ${m.state.padEnd(36)} ${String(m.rssMb).padStart(5)} MB`);
}
console.log(`\nload average at the end: ${os.loadavg().map((n) => n.toFixed(2)).join(' ')} (other work on the machine makes every figure noisy)`);
if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, `${JSON.stringify(results, null, 2)}\n`);
