import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { rssMb, startApp } from '../lib/app.mjs';
import { addFigure } from '../lib/figures.mjs';
import { freshDatabase } from '../lib/postgres.mjs';

const SETTLE_MS = 5000;

/** RSS once the process has been left alone: the lowest of the samples over the last seconds (GC settles it). */
async function idleRss(pid) {
  const samples = [];
  for (let waited = 0; waited < SETTLE_MS; waited += 500) {
    await new Promise((r) => setTimeout(r, 500));
    samples.push(rssMb(pid) ?? 0);
  }
  return Math.min(...samples.slice(-4));
}

/**
 * (f) Memory of the API process at rest with the demo data, as `npm start` leaves it: on the embedded PGlite
 * store just after seeding an empty data directory, then started again on that data; and, as the baseline in
 * the same run, on PostgreSQL (when one is available) with the same demo data.
 */
export default async function memory(results, postgres) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hospital-bench-memory-'));
  try {
    let app = await startApp({ DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: 'true' });
    const seeded = await idleRss(app.pid).finally(() => app.stop());
    app = await startApp({ DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: 'true' });
    const restarted = await idleRss(app.pid).finally(() => app.stop());
    results.memory.push({ store: 'PGlite (demo data)', state: 'idle after seeding an empty store', rssMb: seeded });
    results.memory.push({ store: 'PGlite (demo data)', state: 'idle after a restart on that data', rssMb: restarted });

    let baseline;
    if (postgres && !postgres.skipped) {
      const db = await freshDatabase(postgres.url, 'memory');
      const pgApp = await startApp({ DATABASE_URL: db.url, SEED_DEMO: 'true' });
      baseline = await idleRss(pgApp.pid).finally(async () => {
        await pgApp.stop();
        await db.drop();
      });
      results.memory.push({ store: 'PostgreSQL (demo data)', state: 'idle after seeding', rssMb: baseline });
    }
    console.log(
      `memory at rest (RSS, lowest over the last 2 s of ${SETTLE_MS / 1000} s idle)\n` +
        `  PGlite, after seeding     ${seeded} MB\n  PGlite, after a restart   ${restarted} MB\n` +
        (baseline === undefined
          ? ''
          : `  PostgreSQL, after seeding ${baseline} MB (the same app without the embedded store)\n`),
    );
    const base = baseline === undefined ? 'no PostgreSQL in this run' : `${baseline} MB with PostgreSQL`;
    addFigure(results, {
      item: '7. Memory',
      name: 'PGlite idle after seeding (RSS)',
      value: seeded,
      unit: ' MB',
      target: { atMost: 300 },
      baseline: base,
    });
    addFigure(results, {
      item: '7. Memory',
      name: 'PGlite idle after a restart (RSS)',
      value: restarted,
      unit: ' MB',
      target: { atMost: 300 },
      baseline: base,
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
