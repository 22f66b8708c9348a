import { alternate, fmt, kb, load, rawGet, startApp, summary, withPeakRss } from '../lib/app.mjs';
import { startBare } from '../lib/bare.mjs';
import { addFigure } from '../lib/figures.mjs';
import { freshDatabase } from '../lib/postgres.mjs';
import { dhakaDate, seedAccounts, seedDay, seedDoctors } from '../lib/seed.mjs';

const DOCTORS = 10;
const PER_DOCTOR = 50;

/**
 * (c) The staff day list (`GET /appointment?date=`, what the attendant's screen loads whole) with 500
 * appointments in the day, 50 for each of 10 doctors, seeded through the product's repositories, read as an attendant on PostgreSQL with a
 * browser's headers, against a bare node:http server sending the same bytes. Then the revalidation a browser
 * makes (If-None-Match: 304 while nothing changed) and the answer after a change (200 with new content).
 */
export default async function deskDay(results, postgres) {
  const db = await freshDatabase(postgres.url, 'desk');
  const app = await startApp({ DATABASE_URL: db.url, SEED_DEMO: 'false' });
  try {
    const date = dhakaDate();
    const doctors = await seedDoctors(db, DOCTORS);
    const patients = await seedAccounts(db, DOCTORS * PER_DOCTOR);
    const [attendant] = await seedAccounts(db, 1, 'attendant');
    await seedDay(db, doctors, patients, date, PER_DOCTOR);
    // The cluster has just taken the booking scenario's writes: flushed now, not in the middle of this measurement.
    await db.run('checkpoint');
    const url = `${app.api}/appointment?date=${date}`;
    const auth = { authorization: attendant.token };
    const sent = await rawGet(url, auth);
    const identity = await rawGet(url, { ...auth, 'accept-encoding': 'identity' });
    const list = JSON.parse(identity.body).data.data;
    const encoding = sent.headers['content-encoding'] ?? 'identity';
    const etag = sent.headers.etag;
    const revalidated = await rawGet(url, { ...auth, 'if-none-match': etag ?? '' });

    const bare = await startBare(sent);
    const { result: both, peakRssMb } = await withPeakRss(app.pid, () => alternate(url, bare.url, { headers: auth }));
    const { app: result, baseline } = both;
    bare.stop();
    const revalidations = await load({ url, headers: { ...auth, 'if-none-match': etag ?? '' } });

    // A change through the API: the browser's stored ETag no longer matches, the new list comes back.
    const pending = list.find((a) => a.status === 'pending');
    const put = await fetch(`${app.api}/appointment/${pending._id}`, {
      method: 'PUT',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ updatedDoc: { status: 'done' } }),
    });
    const afterWrite = await rawGet(url, { ...auth, 'if-none-match': etag ?? '' });

    const s = summary(result);
    console.log(
      `desk day list, ${list.length} appointments: ${kb(sent.body.length)} KB on the wire (${encoding}; ${kb(identity.body.length)} KB of JSON), as attendant\n` +
        `  app   ${fmt(result)}\n  bare  ${fmt(baseline)}\n` +
        `  If-None-Match, nothing changed: ${revalidated.status}; under load ${summary(revalidations).reqPerSec} req/s, p99 ${summary(revalidations).p99} ms\n` +
        `  after marking one done (PUT ${put.status}): ${afterWrite.status}${afterWrite.headers.etag !== etag ? ', new ETag' : ', SAME ETag'}\n`,
    );
    results.desk.push({
      case: `${list.length} appointments in the day`,
      wireKb: kb(sent.body.length),
      jsonKb: kb(identity.body.length),
      encoding,
      ...s,
      bare: summary(baseline),
      revalidation: { status: revalidated.status, ...summary(revalidations) },
      afterWrite: afterWrite.status,
    });
    results.memory.push({ store: 'PostgreSQL', state: 'peak under the desk day list', rssMb: peakRssMb });
    const item = '4. Desk';
    // The load run's two figures, each beside the bare server's in the same run.
    const base = `bare ${summary(baseline).reqPerSec} req/s, p99 ${summary(baseline).p99} ms`;
    for (const [figure, value, unit, target] of [
      ['throughput', s.reqPerSec, ' req/s', { atLeast: 1000 }],
      ['p99', s.p99, ' ms', { atMost: 100 }],
    ]) {
      addFigure(results, { item, name: `day list of ${list.length}: ${figure}`, value, unit, target, baseline: base });
    }
    addFigure(results, {
      item,
      name: `day list of ${list.length}: on the wire`,
      value: kb(sent.body.length),
      unit: ' KB',
      target: { atMost: 40 },
      baseline: `${kb(identity.body.length)} KB of JSON, ${encoding}`,
    });
    addFigure(results, {
      item,
      name: 'If-None-Match while nothing changed',
      value: revalidated.status,
      target: { equals: 304 },
      baseline: `${summary(revalidations).reqPerSec} req/s under load`,
    });
    addFigure(results, {
      item,
      name: 'If-None-Match after a change',
      value: afterWrite.status,
      target: { equals: 200 },
    });
  } finally {
    await app.stop();
    await db.drop();
  }
}
