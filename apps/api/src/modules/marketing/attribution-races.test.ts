import { describe, expect, it } from 'vitest';
import { addDaysToDateString, dhakaDateString } from '@hospital/contract/format';
import { changeStoredRows, sql, storedRows } from '../../db/testing.js';
import { createDoctor, createPatientsFast, EVERY_DAY } from '../../test/factories.js';
import { signedIn, useTestApp } from '../../test/test-app.js';

/**
 * Attribution and deduplication under concurrency. Meaningful on real PostgreSQL (run with TEST_DB=postgres); on
 * PGlite, which runs one query at a time, it still checks the outcome.
 */
const { ctx, admin, call } = useTestApp({ signedIn: ['admin'] });

const CONTACT = '01912345670';

async function birdem(): Promise<string> {
  const stations = (await call(admin, 'GET', '/marketing/stations')).json().data as Array<{
    _id: string;
    name: string;
  }>;
  return stations.find((s) => s.name === 'Birdem')!._id;
}

describe('attribution races', () => {
  it('when many bookings of one referred contact are made at once through two processes, then the referral counts exactly one of them', async () => {
    const marketer = await signedIn(ctx, 'marketer');
    const made = await call(marketer, 'POST', '/marketing/referrals', {
      name: 'Rina',
      age: 30,
      contact: CONTACT,
      stationId: await birdem(),
    });
    expect(made.statusCode).toBe(201);
    const doctor = await createDoctor(ctx.database, {}, EVERY_DAY);
    const bookers = await createPatientsFast(ctx.database, ctx.config.jwtSecret, 20);
    for (const b of bookers)
      await changeStoredRows(ctx.database.db, sql`update patients set contact = ${CONTACT} where id = ${b.patientRef}`);
    const other = await ctx.openSecondApp();
    const date = addDaysToDateString(dhakaDateString(), 1);
    const responses = await Promise.all(
      bookers.map((b, i) =>
        (i % 2 === 0 ? ctx.app : other).inject({
          method: 'POST',
          url: '/api/v1/appointment',
          headers: { authorization: b.token },
          payload: {
            doctor: doctor.id,
            patient: b.patientRef,
            consultationFee: 0,
            consultationMethod: 'hospital visit',
            consultationFor: 'For Me',
            selectedDate: date,
          },
        }),
      ),
    );
    await other.close();
    expect(responses.map((r) => r.statusCode).filter((s) => s !== 201)).toEqual([]);
    const attributed = await storedRows<{ appointment_id: string; referral_id: string }>(
      ctx.database.db,
      sql`select b.appointment_id, b.referral_id from booking_attributions b
          join appointments a on a.id = b.appointment_id where a.doctor_id = ${doctor.id}`,
    );
    expect(attributed).toHaveLength(1);
    expect(attributed[0]!.referral_id).toBe(made.json().data._id);
    const [referral] = await storedRows<{ appointment_id: string }>(
      ctx.database.db,
      sql`select appointment_id from referrals where id = ${made.json().data._id}`,
    );
    expect(referral!.appointment_id).toBe(attributed[0]!.appointment_id);
  }, 120_000);

  it('when several marketers record the same contact at once, then exactly one referral is recorded and the others are told who', async () => {
    const station = await birdem();
    const marketers = await Promise.all(Array.from({ length: 6 }, () => signedIn(ctx, 'marketer')));
    const contact = '01912345671';
    const responses = await Promise.all(
      marketers.map((m) =>
        call(m, 'POST', '/marketing/referrals', { name: 'Karim', age: 40, contact, stationId: station }),
      ),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    const rows = await storedRows(ctx.database.db, sql`select id from referrals where contact = ${contact}`);
    expect(rows).toHaveLength(1);
  }, 60_000);
});
