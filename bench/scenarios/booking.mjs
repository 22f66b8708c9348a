import { fmt, JWT_SECRET, load, rssMb, startApp, summary, withPeakRss } from '../lib/app.mjs';
import { freshDatabase } from '../lib/postgres.mjs';
import { dhakaDate, seedAccounts, seedDoctors } from '../lib/seed.mjs';

const BOOKERS = 200;
const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 2000);

/**
 * (b) Booking on real PostgreSQL: 200 connections booking at once, every request a different patient, until
 * BENCH_BOOKINGS are made. Once all on one doctor and date (every booker queues on one serial row: the
 * worst case) and once spread over 20 doctors. Also (f, PostgreSQL) RSS idle and under this load.
 */
export default async function booking(results, postgres) {
  const db = await freshDatabase(postgres.url, 'booking');
  const app = await startApp({ DATABASE_URL: db.url, SEED_DEMO: 'false' });
  try {
    await new Promise((r) => setTimeout(r, 1000));
    results.memory.push({ store: 'PostgreSQL', state: 'idle after start', rssMb: rssMb(app.pid) });
    const date = dhakaDate(1);
    let peak = 0;
    for (const [name, doctorCount] of [
      ['one doctor and date', 1],
      ['20 doctors, one date', 20],
    ]) {
      const doctors = await seedDoctors(db.run, doctorCount);
      const patients = await seedAccounts(db.run, JWT_SECRET, BOOKINGS);
      let next = 0;
      const { result, peakRssMb } = await withPeakRss(app.pid, () =>
        load({
          url: app.url,
          connections: BOOKERS,
          amount: BOOKINGS,
          requests: [
            {
              method: 'POST',
              path: '/api/v1/appointment',
              setupRequest: (req) => {
                const i = next++ % BOOKINGS;
                const patient = patients[i];
                return {
                  ...req,
                  headers: { 'content-type': 'application/json', authorization: patient.token },
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
        }),
      );
      peak = Math.max(peak, peakRssMb);
      const { rows } = await db.run(
        `select count(*)::int as stored, count(*) - count(distinct (doctor_id, serial_no)) as duplicate_serials
         from appointments where doctor_id = any($1) and selected_date = $2`,
        [doctors, date],
      );
      console.log(`booking, ${name}, ${BOOKERS} concurrent bookers, ${BOOKINGS} bookings\n  app   ${fmt(result)}\n  stored ${rows[0].stored}, duplicate serials ${rows[0].duplicate_serials}\n`);
      results.booking.push({ case: name, bookers: BOOKERS, bookings: BOOKINGS, ...summary(result), stored: rows[0].stored });
    }
    results.memory.push({ store: 'PostgreSQL', state: 'peak under 200 concurrent bookers', rssMb: peak });
  } finally {
    await app.stop();
    await db.drop();
  }
}
