import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type ApiProcess } from './lib/api-process.js';
import { book, dhakaDate, duplicatesOf, tally, type BookingOutcome } from './lib/booking.js';
import { seeding, type Account } from './lib/seed.js';

/**
 * Durability of the embedded store `npm start` uses (no DATABASE_URL, PGlite files under DATA_DIR): several
 * clients book in a loop, the API is killed with SIGKILL mid-load, and the restarted API on the same DATA_DIR
 * must start cleanly and still have every booking it acknowledged.
 */
const CLIENTS = 6;
const PER_CLIENT = 20;
const KILL_AFTER_ACKS = 50;

let dataDir: string;
let api: ApiProcess | undefined;

beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'hospital-system-pglite-'));
});
afterAll(async () => {
  await api?.kill9();
  rmSync(dataDir, { recursive: true, force: true });
});

/** PGlite takes one process at a time: the API is stopped while the test seeds the store. */
function seedStore(
  env: Record<string, string>,
): Promise<{ doctorId: string; patients: Account[]; attendant: Account }> {
  return seeding(env, async (seed) => ({
    doctorId: await seed.doctor(),
    patients: await seed.accounts(CLIENTS * PER_CLIENT),
    attendant: (await seed.accounts(1, 'attendant'))[0]!,
  }));
}

type DeskRow = { _id: string; serialNo: number; patient: { _id: string } };

async function deskList(baseUrl: string, attendant: Account, doctorId: string, date: string): Promise<DeskRow[]> {
  const res = await fetch(`${baseUrl}/api/v1/appointment?date=${date}&doctor=${doctorId}`, {
    headers: { authorization: attendant.token },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { data: DeskRow[] } }).data.data;
}

describe('kill -9 during bookings on the embedded PGlite store', () => {
  it('when the API is killed mid-load and restarted on the same DATA_DIR, then it starts cleanly and every acknowledged booking is there', async () => {
    const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
    // First start creates and migrates the store; a graceful stop hands it to the seeding below.
    const creator = await startApi({ name: 'creates the store', env });
    expect(await creator.stop()).toBe(0);
    const { doctorId, patients, attendant } = await seedStore(env);
    const date = dhakaDate(1);

    api = await startApi({ name: 'before the kill', env });
    const victim = api;
    let acks = 0;
    let killing: Promise<void> | undefined;
    const outcomes: BookingOutcome[] = [];
    // Several clients, each booking its own patients one after another, as long as the server answers.
    await Promise.all(
      Array.from({ length: CLIENTS }, async (_, c) => {
        for (const patient of patients.slice(c * PER_CLIENT, (c + 1) * PER_CLIENT)) {
          const outcome = await book(victim.url, patient, doctorId, date);
          outcomes.push(outcome);
          if (outcome.status >= 200 && outcome.status < 300 && ++acks === KILL_AFTER_ACKS) killing = victim.kill9();
          if (outcome.status === 0) break;
        }
      }),
    );
    await killing;
    const acknowledged = outcomes.filter((o) => o.status >= 200 && o.status < 300);
    console.warn(
      `[kill -9 / PGlite] ${CLIENTS} clients booking in a loop, killed after ${KILL_AFTER_ACKS} acks: ${JSON.stringify(tally(outcomes))}`,
    );
    expect(killing).toBeDefined();
    expect(Object.keys(tally(outcomes)).filter((s) => s !== '201' && s !== '0')).toEqual([]);

    // Restart on the same files: PostgreSQL's crash recovery, not a fresh store.
    api = await startApi({ name: 'after the kill', env });
    expect(api.output()).not.toMatch(/error|corrupt|PANIC/i);
    const rows = await deskList(api.url, attendant, doctorId, date);
    const stored = new Map(rows.map((r) => [r.patient._id, r]));
    const lost = acknowledged.filter((a) => stored.get(a.patientRef)?._id !== a.appointmentId);
    console.warn(
      `[kill -9 / PGlite] 2xx before the kill: ${acknowledged.length}; rows found after restart: ${rows.length}; ` +
        `acknowledged but missing: ${lost.length}; failures (no answer): ${outcomes.filter((o) => o.status === 0).length}`,
    );
    expect(lost.map((l) => l.patientRef)).toEqual([]);
    for (const a of acknowledged) expect(stored.get(a.patientRef)?.serialNo).toBe(a.serialNo);
    expect(duplicatesOf(rows.map((r) => r.patient._id))).toEqual([]);
    expect(rows.map((r) => r.serialNo).sort((a, b) => a - b)).toEqual(
      Array.from({ length: rows.length }, (_, i) => i + 1),
    );

    // The recovered store takes writes: the next booking gets the next serial.
    const next = patients.find((p) => !stored.has(p.patientRef))!;
    const fresh = await book(api.url, next, doctorId, date);
    expect(fresh).toMatchObject({ status: 201, serialNo: rows.length + 1 });
    // And it closes cleanly, so `npm start` can be stopped and started again.
    expect(await api.stop()).toBe(0);
    api = await startApi({ name: 'after a clean stop', env });
    expect(await deskList(api.url, attendant, doctorId, date)).toHaveLength(rows.length + 1);
  });
});
