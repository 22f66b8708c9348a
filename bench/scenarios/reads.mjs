import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { alternate, fmt, kb, rawGet, startApp, summary, withPeakRss } from '../lib/app.mjs';
import { startBare } from '../lib/bare.mjs';
import { addFigure } from '../lib/figures.mjs';

/**
 * (a) The public reads on the embedded PGlite store (demo data, as `npm start` serves them) with a browser's
 * headers, each against a bare node:http server sending the very same bytes (compressed as the app sent them)
 * in the same run, in alternating slices (`alternate`), so the ratio is fair on any machine. Also (f, PGlite) the app's peak RSS under this load.
 */
export default async function reads(results) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hospital-bench-'));
  const app = await startApp({ DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: 'true' });
  try {
    const someDoctor = JSON.parse(
      (await rawGet(`${app.api}/doctors/consultants?limit=1`, { 'accept-encoding': 'identity' })).body,
    ).data[0]._id;
    const scenarios = [
      ['doctor list (limit 10)', `${app.api}/doctors/consultants?limit=10`],
      ['doctor list (all)', `${app.api}/doctors/consultants?limit=0`],
      ['reviews', `${app.api}/reviews/`],
      ['single doctor', `${app.api}/doctors/single-doctor/${someDoctor}`],
    ];
    let peak = 0;
    for (const [name, url] of scenarios) {
      // The exact bytes and encoding the app sends a browser.
      const sent = await rawGet(url);
      const identity = await rawGet(url, { 'accept-encoding': 'identity' });
      const encoding = sent.headers['content-encoding'] ?? 'identity';
      const bare = await startBare(sent);
      const { result, peakRssMb } = await withPeakRss(app.pid, () => alternate(url, bare.url));
      const { app: ours, baseline } = result;
      peak = Math.max(peak, peakRssMb);
      bare.stop();
      const ratio = ours.requests.average / baseline.requests.average;
      console.log(
        `${name}: ${kb(sent.body.length)} KB on the wire (${encoding}; ${kb(identity.body.length)} KB of JSON)\n` +
          `  app   ${fmt(ours)}\n  bare  ${fmt(baseline)}\n  ratio ${ratio.toFixed(2)}x of bare node:http\n`,
      );
      results.reads.push({
        case: name,
        wireKb: kb(sent.body.length),
        jsonKb: kb(identity.body.length),
        encoding,
        app: summary(ours),
        bare: summary(baseline),
        ratio: Number(ratio.toFixed(2)),
      });
      addFigure(results, {
        item: '6. Reads',
        name: `${name}: app / bare node:http`,
        value: Number(ratio.toFixed(2)),
        unit: 'x',
        target: { atLeast: 0.8 },
        baseline: `bare ${summary(baseline).reqPerSec} req/s; app ${summary(ours).reqPerSec} req/s`,
      });
      if (identity.body.length > 1024) {
        addFigure(results, {
          item: '1. Bytes',
          name: `${name}: JSON over 1 KB compressed`,
          value: encoding,
          target: { equals: 'br' },
          baseline: `${kb(sent.body.length)} KB on the wire, ${kb(identity.body.length)} KB uncompressed`,
        });
      }
    }
    results.memory.push({ store: 'PGlite (demo data)', state: 'peak under the public reads', rssMb: peak });
  } finally {
    await app.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
