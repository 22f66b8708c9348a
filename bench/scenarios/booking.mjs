import { fmt, load, rssMb, startApp, summary, withPeakRss } from '../lib/app.mjs';
import { addFigure } from '../lib/figures.mjs';
import { percentile, runPgbench } from '../lib/pgbench.mjs';
import { freshDatabase } from '../lib/postgres.mjs';
import { dhakaDate, seedAccounts, seedDoctors } from '../lib/seed.mjs';

const BOOKERS = 200;
const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 4000);
// Bookings made first on another date and not counted: the process's first requests open its pool's connections
// and prepare its statements (pgbench's figure likewise leaves out its connection set-up).
const WARM_UP = 400;
const PGBENCH_SECONDS = Number(process.env.BENCH_PGBENCH_SECONDS ?? 10);

const CASES = [
  { name: 'one doctor and date', doctors: 1, target: 0.8 },
  { name: '20 doctors, one date', doctors: 20, target: 0.5 },
];

/** Each patient books once, round robin over the doctors, from 200 connections at once. */
function book(app, doctors, patients, date) {
  let next = 0;
  return load({
    url: app.url,
    connections: BOOKERS,
    amount: patients.length,
    requests: [
      {
        method: 'POST',
        path: '/api/v1/appointment',
        setupRequest: (req) => {
          const i = next++ % patients.length;
          const patient = patients[i];
          return {
            ...req,
            headers: { ...req.headers, 'content-type': 'application/json', authorization: patient.token },
            body: JSON.stringify({
              doctor: doctors[i % doctors.length],
              patient: patient.patientRef,
              consultationFee: 1000,
              consultationMethod: 'hospital visit',
              consultationFor: 'For Me',
              selectedDate: date,
            }),
          };
        },
      },
    ],
  });
}

/** What the bookings left in the database: every 2xx stored, no serial twice, none skipped, counters agree. */
async function checkStored(db, doctors, date) {
  const { rows } = await db.run(
    `select count(*)::int as stored,
            (count(*) - count(distinct (doctor_id, serial_no)))::int as duplicates,
            (select count(*)::int from (
               select a.doctor_id from appointments a where a.doctor_id = any($1) and a.selected_date = $2
               group by a.doctor_id
               having max(a.serial_no) <> count(*) or min(a.serial_no) <> 1
                   or max(a.serial_no) <> (select s.last_serial from appointment_serials s where s.doctor_id = a.doctor_id and s.selected_date = $2)
             ) g)::int as doctors_with_gaps
     from appointments where doctor_id = any($1) and selected_date = $2`,
    [doctors, date],
  );
  return rows[0];
}

/**
 * (b) Booking on real PostgreSQL: 200 connections booking at once, every request a different patient, until
 * BENCH_BOOKINGS are made; once all on one doctor and date (every booker queues on one serial row: the worst
 * case) and once spread over 20 doctors. Each case is followed, on the same cluster, by pgbench running the
 * minimal booking transaction with 200 clients over as many doctors, half its time before the app's run and half
 * after: the app's throughput is printed as a ratio of their mean. Also (f, PostgreSQL) RSS idle and under this load.
 */
export default async function booking(results, postgres) {
  const db = await freshDatabase(postgres.url, 'booking');
  const app = await startApp({ DATABASE_URL: db.url, SEED_DEMO: 'false' });
  try {
    await new Promise((r) => setTimeout(r, 1000));
    results.memory.push({ store: 'PostgreSQL', state: 'idle after start', rssMb: rssMb(app.pid) });
    let peak = 0;
    for (const [index, { name, doctors: doctorCount, target }] of CASES.entries()) {
      const date = dhakaDate(1);
      const doctors = await seedDoctors(db, doctorCount);
      await book(app, doctors, await seedAccounts(db, WARM_UP), dhakaDate(2));
      const patients = await seedAccounts(db, BOOKINGS);
      // What earlier cases (and the seeding) wrote is flushed now, not during this case's measurements.
      await db.run('checkpoint');
      // The same cluster, the same concurrency, dates of its own so its counters start at 1 too; once before the
      // app's run and once after, so a change in what else the machine runs falls on both.
      const pgbenchRun = (day) =>
        runPgbench(db.run, {
          url: db.url,
          clients: BOOKERS,
          seconds: Math.max(1, Math.round(PGBENCH_SECONDS / 2)),
          doctors: doctorCount,
          date: dhakaDate(day),
        });
      const before = await pgbenchRun(3 + 2 * index);
      const { result, peakRssMb } = await withPeakRss(app.pid, () => book(app, doctors, patients, date));
      peak = Math.max(peak, peakRssMb);
      const stored = await checkStored(db, doctors, date);
      const app2xx = result['2xx'];
      const after = await pgbenchRun(4 + 2 * index);
      const latencies = [...before.latenciesMs, ...after.latenciesMs].sort((a, b) => a - b);
      const baseline = {
        tps: Math.round((before.tps + after.tps) / 2),
        p50: Math.round(percentile(latencies, 50)),
        p99: Math.round(percentile(latencies, 99)),
        transactions: before.transactions + after.transactions,
        duplicates: before.duplicates + after.duplicates,
        doctors_with_gaps: before.doctors_with_gaps + after.doctors_with_gaps,
      };
      const s = summary(result);
      const ratio = s.reqPerSec / baseline.tps;
      console.log(
        `booking, ${name}, ${BOOKERS} concurrent bookers, ${BOOKINGS} bookings\n` +
          `  app     ${fmt(result)}\n` +
          `  pgbench ${String(baseline.tps).padStart(6)} tx/s   p50 ${String(baseline.p50).padStart(4)} ms  p99 ${String(baseline.p99).padStart(4)} ms  (${baseline.transactions} transactions, ${BOOKERS} clients, half before and half after the app: ${before.tps} and ${after.tps} tx/s)\n` +
          `  ratio   ${ratio.toFixed(2)}x of pgbench\n` +
          `  app: ${app2xx} answered 2xx, ${stored.stored} stored, ${stored.duplicates} duplicate serials, ${stored.doctors_with_gaps} doctors with gaps` +
          `   pgbench: ${baseline.duplicates} duplicates, ${baseline.doctors_with_gaps} doctors with gaps\n`,
      );
      results.booking.push({
        case: name,
        bookers: BOOKERS,
        bookings: BOOKINGS,
        ...s,
        stored: stored.stored,
        duplicates: stored.duplicates,
        doctorsWithGaps: stored.doctors_with_gaps,
        pgbench: baseline,
        ratio: Number(ratio.toFixed(2)),
      });
      const item = '5. Booking';
      addFigure(results, {
        item,
        name: `${name}: app / pgbench`,
        value: Number(ratio.toFixed(2)),
        unit: 'x',
        target: { atLeast: target },
        baseline: `pgbench ${baseline.tps} tx/s (p99 ${baseline.p99} ms); app ${s.reqPerSec}/s`,
      });
      addFigure(results, {
        item,
        name: `${name}: p99`,
        value: s.p99,
        unit: ' ms',
        baseline: `pgbench p99 ${baseline.p99} ms`,
      });
      addFigure(results, { item, name: `${name}: duplicate serials`, value: stored.duplicates, target: { equals: 0 } });
      addFigure(results, {
        item,
        name: `${name}: doctors with a gap in serials`,
        value: stored.doctors_with_gaps,
        target: { equals: 0 },
      });
      addFigure(results, {
        item,
        name: `${name}: 2xx answers not stored`,
        value: app2xx - stored.stored,
        target: { equals: 0 },
        baseline: `${app2xx} answered 2xx, ${stored.stored} stored, ${s.errors} errors`,
      });
    }
    results.memory.push({ store: 'PostgreSQL', state: 'peak under 200 concurrent bookers', rssMb: peak });
  } finally {
    await app.stop();
    await db.drop();
  }
}
