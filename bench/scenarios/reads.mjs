import { fork } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fmt, freePort, load, ROOT, rssMb, startApp, summary, withPeakRss } from '../lib/app.mjs';

/**
 * (a) The public reads on the embedded PGlite store (demo data, as `npm start` serves them), each against a
 * bare node:http server sending the very same bytes in the same run, so the ratio is fair on any machine.
 * Also (f, PGlite) the app's RSS idle and its peak under this load.
 */
export default async function reads(results) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hospital-bench-'));
  const app = await startApp({ DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: 'true' });
  try {
    await new Promise((r) => setTimeout(r, 2000));
    results.memory.push({ store: 'PGlite (demo data)', state: 'idle after start', rssMb: rssMb(app.pid) });
    const someDoctor = (await (await fetch(`${app.api}/doctors/consultants?limit=1`)).json()).data[0]._id;
    const scenarios = [
      ['doctor list (limit 10)', `${app.api}/doctors/consultants?limit=10`],
      ['doctor list (all)', `${app.api}/doctors/consultants?limit=0`],
      ['reviews', `${app.api}/reviews/`],
      ['single doctor', `${app.api}/doctors/single-doctor/${someDoctor}`],
    ];
    let peak = 0;
    for (const [name, url] of scenarios) {
      const bodyFile = path.join(dataDir, 'body.json');
      // The exact bytes the app sends to autocannon, which asks for no compression.
      writeFileSync(bodyFile, Buffer.from(await (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer()));
      const barePort = await freePort();
      const bare = fork(path.join(ROOT, 'bench/bare-server.mjs'), [String(barePort), bodyFile], { stdio: 'ignore' });
      await new Promise((r) => bare.once('message', r));
      const { result: ours, peakRssMb } = await withPeakRss(app.pid, () => load({ url }));
      peak = Math.max(peak, peakRssMb);
      const baseline = await load({ url: `http://127.0.0.1:${barePort}/` });
      bare.kill();
      const ratio = ours.requests.average / baseline.requests.average;
      console.log(`${name}\n  app   ${fmt(ours)}\n  bare  ${fmt(baseline)}\n  ratio ${ratio.toFixed(2)}x of bare node:http\n`);
      results.reads.push({ case: name, app: summary(ours), bare: summary(baseline), ratio: Number(ratio.toFixed(2)) });
    }
    results.memory.push({ store: 'PGlite (demo data)', state: 'peak under the public reads', rssMb: peak });
  } finally {
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
