import { fmt, JWT_SECRET, load, startApp, summary, withPeakRss } from '../lib/app.mjs';
import { freshDatabase } from '../lib/postgres.mjs';
import { dhakaDate, seedAccounts, seedDay, seedDoctors } from '../lib/seed.mjs';

const DOCTORS = 10;
const PER_DOCTOR = 50;

/**
 * (c) The staff day list (`GET /appointment?date=`, what the attendant's screen loads whole) with 500
 * appointments in the day, 50 for each of 10 doctors, seeded by SQL, read as an attendant on PostgreSQL.
 */
export default async function deskDay(results, postgres) {
  const db = await freshDatabase(postgres.url, 'desk');
  const app = await startApp({ DATABASE_URL: db.url, SEED_DEMO: 'false' });
  try {
    const date = dhakaDate();
    const doctors = await seedDoctors(db.run, DOCTORS);
    const patients = await seedAccounts(db.run, JWT_SECRET, DOCTORS * PER_DOCTOR);
    const [attendant] = await seedAccounts(db.run, JWT_SECRET, 1, 'attendant');
    await seedDay(db.run, doctors, patients, date, PER_DOCTOR);
    const url = `${app.api}/appointment?date=${date}`;
    const first = await fetch(url, { headers: { authorization: attendant.token, 'accept-encoding': 'identity' } });
    const body = await first.json();
    const bytes = Buffer.byteLength(JSON.stringify(body));
    const { result, peakRssMb } = await withPeakRss(app.pid, () => load({ url, headers: { authorization: attendant.token } }));
    console.log(`desk day list, ${body.data.data.length} appointments (${Math.round(bytes / 1024)} KB of JSON), as attendant\n  app   ${fmt(result)}\n`);
    results.desk.push({ case: `${body.data.data.length} appointments in the day`, kb: Math.round(bytes / 1024), ...summary(result) });
    results.memory.push({ store: 'PostgreSQL', state: 'peak under the desk day list', rssMb: peakRssMb });
  } finally {
    await app.stop();
    await db.drop();
  }
}
