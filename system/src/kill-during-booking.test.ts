import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type ApiProcess } from './lib/api-process.js';
import { book, dhakaDate, duplicatesOf, tally, type BookingOutcome } from './lib/booking.js';
import { createFreshDatabase, type FreshDatabase, type RunSql } from './lib/postgres.js';
import { seeding } from './lib/seed.js';

/**
 * Durability on real PostgreSQL (docs/architecture.md §7): the built API is killed with SIGKILL while 200 patients
 * book one doctor and date at once. What it acknowledged must be stored once, serials must stay unique, and
 * the restarted API must carry on numbering without a gap.
 */
const BOOKERS = 200;
// Early enough that many bookings are still in flight: at 100 a fast machine had once answered all 200 before the kill landed.
const KILL_AFTER_ANSWERS = 40;

let database: FreshDatabase | undefined;
let api: ApiProcess | undefined;

beforeAll(async () => {
  database = await createFreshDatabase('kill');
});
afterAll(async () => {
  await api?.kill9();
  await database?.drop();
});

type Row = { id: string; patient_ref: string; serial_no: number };

describe('kill -9 during bookings on PostgreSQL', () => {
  it('when the API is killed while 200 patients book one doctor and date, then every 2xx is stored exactly once, serials never repeat, and numbering resumes without a gap', async () => {
    const db = database!;
    const run: RunSql = (text, params) => db.client.query(text, params);
    const env = { DATABASE_URL: db.url };
    api = await startApi({ name: 'before the kill', env });
    const { doctorId, patients } = await seeding(env, async (seed) => ({
      doctorId: await seed.doctor(),
      patients: await seed.accounts(BOOKERS),
    }));
    const date = dhakaDate(1);

    const first = api;
    let answered = 0;
    let killing: Promise<void> | undefined;
    const outcomes: BookingOutcome[] = await Promise.all(
      patients.map(async (patient) => {
        const outcome = await book(first.url, patient, doctorId, date);
        if (outcome.status !== 0 && ++answered === KILL_AFTER_ANSWERS) killing = first.kill9();
        return outcome;
      }),
    );
    await killing;
    const acknowledged = outcomes.filter((o) => o.status >= 200 && o.status < 300);
    const counts = tally(outcomes);
    console.warn(
      `[kill -9 / PostgreSQL] ${BOOKERS} bookings fired, killed after ${KILL_AFTER_ANSWERS} answers: ${JSON.stringify(counts)} (0 = no answer)`,
    );
    // The kill must land mid-load, and nothing before it may fail for another reason.
    expect(killing).toBeDefined();
    expect(outcomes.some((o) => o.status === 0)).toBe(true);
    expect(Object.keys(counts).filter((s) => s !== '201' && s !== '0')).toEqual([]);

    api = await startApi({ name: 'after the kill', env });
    const { rows } = (await run(
      'select id, patient_ref, serial_no from appointments where doctor_id = $1 and selected_date = $2',
      [doctorId, date],
    )) as {
      rows: Row[];
    };
    const byPatient = new Map<string, Row[]>();
    for (const row of rows) byPatient.set(row.patient_ref, [...(byPatient.get(row.patient_ref) ?? []), row]);
    const unacknowledged = rows.filter((r) => !acknowledged.some((a) => a.patientRef === r.patient_ref)).length;
    console.warn(
      `[kill -9 / PostgreSQL] 2xx before the kill: ${acknowledged.length}; rows found after restart: ${rows.length} ` +
        `(${unacknowledged} committed but never acknowledged); failures (no answer): ${counts['0'] ?? 0}`,
    );

    for (const ok of acknowledged) {
      const stored = byPatient.get(ok.patientRef) ?? [];
      expect(stored, `booking of ${ok.patientRef}`).toHaveLength(1);
      expect(stored[0]).toMatchObject({ id: ok.appointmentId, serial_no: ok.serialNo });
    }
    expect(duplicatesOf(rows.map((r) => r.patient_ref))).toEqual([]);
    expect(duplicatesOf(rows.map((r) => r.serial_no))).toEqual([]);
    // A transaction the kill cut short rolled its serial back with it: the stored ones are 1..n.
    expect(rows.map((r) => r.serial_no).sort((a, b) => a - b)).toEqual(
      Array.from({ length: rows.length }, (_, i) => i + 1),
    );

    // The patients who got no answer try again on the restarted API: a 409 exactly for those already stored.
    const again = await Promise.all(
      outcomes
        .filter((o) => o.status === 0)
        .map(async (o) => ({
          stored: byPatient.has(o.patientRef),
          retry: await book(
            api!.url,
            patients.find((p) => p.patientRef === o.patientRef)!,
            doctorId,
            date,
          ),
        })),
    );
    for (const { stored, retry } of again) expect(retry.status).toBe(stored ? 409 : 201);
    const after = (await run(
      'select patient_ref, serial_no from appointments where doctor_id = $1 and selected_date = $2 order by serial_no',
      [doctorId, date],
    )) as {
      rows: Row[];
    };
    expect(after.rows.map((r) => r.serial_no)).toEqual(Array.from({ length: BOOKERS }, (_, i) => i + 1));
    expect(new Set(after.rows.map((r) => r.patient_ref)).size).toBe(BOOKERS);
    const counter = await run(
      'select last_serial from appointment_serials where doctor_id = $1 and selected_date = $2',
      [doctorId, date],
    );
    expect(counter.rows[0]?.last_serial).toBe(BOOKERS);
    console.warn(
      `[kill -9 / PostgreSQL] after retrying the ${again.length} unanswered: ${after.rows.length} rows, serials 1..${BOOKERS}, no duplicate`,
    );
  });
});
