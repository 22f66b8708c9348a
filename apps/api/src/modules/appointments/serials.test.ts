import { sql, storedRows } from '../../db/testing.js';
import { addDaysToDateString, dhakaDateString } from '@hospital/contract/format';
import { describe, expect, it } from 'vitest';
import { createDoctor, createPatientsFast, EVERY_DAY } from '../../test/factories.js';
import { type TestContext, useTestApp } from '../../test/test-app.js';

/**
 * Serial numbers under concurrency (docs/architecture.md §7). Meaningful on real PostgreSQL (CI runs this file with
 * TEST_DB=postgres); on PGlite, which runs one query at a time, it still checks the numbering.
 */
const { ctx } = useTestApp();

async function bookAll(
  apps: Array<{ inject: TestContext['app']['inject'] }>,
  doctorId: string,
  bookers: Awaited<ReturnType<typeof createPatientsFast>>,
) {
  const date = addDaysToDateString(dhakaDateString(), 1);
  return Promise.all(
    bookers.map((b, i) =>
      apps[i % apps.length]!.inject({
        method: 'POST',
        url: '/api/v1/appointment',
        headers: { authorization: b.token },
        payload: {
          doctor: doctorId,
          patient: b.patientRef,
          consultationFee: 0,
          consultationMethod: 'hospital visit',
          consultationFor: 'For Me',
          selectedDate: date,
        },
      }),
    ),
  );
}

async function serialsOf(doctorId: string) {
  const rows = await storedRows<{ serial_no: number }>(
    ctx.database.db,
    sql`select serial_no from appointments where doctor_id = ${doctorId} order by serial_no`,
  );
  return rows.map((r) => r.serial_no);
}

const oneTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('serial numbers under concurrency', () => {
  it('when 200 patients book one doctor and date at once, then serials are 1..200 with no duplicate, no gap and no 5xx', async () => {
    const doctor = await createDoctor(ctx.database, {}, EVERY_DAY);
    const bookers = await createPatientsFast(ctx.database, ctx.config.jwtSecret, 200);
    const responses = await bookAll([ctx.app], doctor.id, bookers);
    expect(responses.map((r) => r.statusCode).filter((s) => s !== 201)).toEqual([]);
    expect(await serialsOf(doctor.id)).toEqual(oneTo(200));
  }, 120_000);

  it('when 200 patients book at once through two API processes on one database, then serials are still 1..200', async () => {
    const doctor = await createDoctor(ctx.database, {}, EVERY_DAY);
    const other = await ctx.openSecondApp();
    const bookers = await createPatientsFast(ctx.database, ctx.config.jwtSecret, 200);
    const responses = await bookAll([ctx.app, other], doctor.id, bookers);
    expect(responses.map((r) => r.statusCode).filter((s) => s !== 201)).toEqual([]);
    expect(await serialsOf(doctor.id)).toEqual(oneTo(200));
  }, 120_000);
});
