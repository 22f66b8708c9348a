import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { addDaysToDateString, dhakaDateString } from '@hospital/contract/format';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookOnline, type SignedIn, signedIn, useTestApp } from '../test/test-app.js';
import { BACKUP_NOT_OURS, BACKUP_TRUNCATED, backupFromOtherSchema, restoreBackup, writeBackup } from './backup.js';
import { seedDemo, truncateAll } from './seed/seed.js';
import { changeStoredRows, sql, storedRows } from './testing.js';

// Backups: every row, serial counter and photo comes back, on both stores, and a
// damaged or foreign file is refused before anything is deleted.

const { ctx, call } = useTestApp();
const dir = mkdtempSync(path.join(tmpdir(), 'backup-test-'));
beforeAll(async () => {
  await seedDemo(ctx.database);
});

const tomorrow = addDaysToDateString(dhakaDateString(), 1);

/** Every row of every table, as text, sorted: what "everything is back" compares. */
async function everything(): Promise<Record<string, string[]>> {
  const tables = (
    await storedRows<{ name: string }>(
      ctx.database.db,
      sql`select tablename as name from pg_tables where schemaname = 'public' order by 1`,
    )
  ).map((t) => t.name);
  const all: Record<string, string[]> = {};
  for (const table of tables) {
    const rows = await storedRows<{ row: string }>(
      ctx.database.db,
      sql`select row_to_json(t)::text as row from ${sql.identifier(table)} t`,
    );
    all[table] = rows.map((r) => r.row).sort();
  }
  return all;
}

/**
 * Waits until the outbox workers have sent every message that is due (a booking's SMS goes out a moment after its
 * answer): a snapshot taken before then could see a message change from pending to sent under it.
 */
async function outboxSettled(): Promise<void> {
  for (let waited = 0; waited < 10_000; waited += 50) {
    const [due] = await storedRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from outbox where status = 'pending' and next_attempt_at <= now()`,
    );
    if (due!.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the outbox did not settle within 10 s');
}

async function book(patient: SignedIn, doctor: { id: string; method: string }) {
  const res = await bookOnline(call, patient, doctor.id, tomorrow, { consultationMethod: doctor.method });
  expect(res.statusCode).toBe(201);
  return (res.json().data as { appointment: { serialNo: number } }).appointment;
}

describe('backup and restore', () => {
  it('when the database is backed up, wiped and restored, then every row, serial counter and photo is back and the next booking takes the next serial', async () => {
    const admin = await signedIn(ctx, 'admin');
    // The demo doctor who works every day, so tomorrow is always offered.
    const [doctor] = await storedRows<{ id: string; method: string }>(
      ctx.database.db,
      sql`select d.id, d.available_for[1] as method from doctors d join users u on u.doctor_ref = d.id where u.email = 'doctor@demo.test'`,
    );
    const photo = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#2a7' } })
      .jpeg()
      .toBuffer();
    const boundary = 'b0undary';
    const upload = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/doctors/${doctor!.id}/photo`,
      headers: { authorization: admin.token, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="p.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
        ),
        photo,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(upload.statusCode).toBe(200);
    const photoUrl = upload.json().data.photo as string;
    const patient = await signedIn(ctx, 'patient');
    const first = await book(patient, doctor!);
    await outboxSettled();

    const before = await everything();
    const file = path.join(dir, 'full.backup');
    const rows = await writeBackup(ctx.database, file);
    expect(rows).toBe(Object.values(before).reduce((n, t) => n + t.length, 0));

    await truncateAll(ctx.database);
    expect((await everything()).users).toEqual([]);
    await restoreBackup(ctx.database, file);
    expect(await everything()).toEqual(before);

    const served = await ctx.app.inject({ method: 'GET', url: photoUrl });
    expect(served.statusCode).toBe(200);
    expect(
      served.rawPayload.equals(
        (await storedRows<{ bytes: Buffer }>(ctx.database.db, sql`select bytes from doctor_photos limit 1`))[0]!.bytes,
      ),
    ).toBe(true);
    const other = await signedIn(ctx, 'patient');
    expect((await book(other, doctor!)).serialNo).toBe(first.serialNo + 1);
  });

  it('when a database with consultation signals and chat is restored into a fresh one, then new events are numbered after the restored ones', async () => {
    // Restored unsent messages would be sent again under the next test: the backup is taken with none pending.
    await outboxSettled();
    const [appointment] = await storedRows<{ id: string; user_id: string }>(
      ctx.database.db,
      sql`select a.id, u.id as user_id from appointments a join users u on u.patient_ref = a.patient_ref limit 1`,
    );
    await changeStoredRows(
      ctx.database.db,
      sql`insert into consultation_signals (id, appointment_id, from_role, body) values (700, ${appointment!.id}, 'doctor', '{"kind":"hello"}')`,
    );
    await changeStoredRows(
      ctx.database.db,
      sql`insert into consultation_messages (id, seq, appointment_id, sender_id, from_role, client_id, body)
          values ('aaaaaaaaaaaaaaaaaaaaaaaa', 900, ${appointment!.id}, ${appointment!.user_id}, 'patient', '6f1c2d6e-0a43-4b4e-9a59-6f3f0c5d1e2a', 'Fever since Monday')`,
    );
    const file = path.join(dir, 'rooms.backup');
    await writeBackup(ctx.database, file);
    await truncateAll(ctx.database);
    // A fresh database: its sequence starts again at 1.
    await changeStoredRows(ctx.database.db, sql`alter sequence consultation_event_seq restart with 1`);
    await restoreBackup(ctx.database, file);
    const [next] = await storedRows<{ id: string }>(
      ctx.database.db,
      sql`insert into consultation_signals (appointment_id, from_role, body) values (${appointment!.id}, 'patient', '{"kind":"hello"}') returning id`,
    );
    expect(Number(next!.id)).toBe(901);
  });

  it('when the file is cut short, altered, from another schema version or not a backup, then it is refused and nothing is deleted', async () => {
    await outboxSettled();
    const file = path.join(dir, 'good.backup');
    await writeBackup(ctx.database, file);
    const before = await everything();
    const text = gunzipSync(readFileSync(file)).toString('utf8');
    const lines = text.split('\n').filter(Boolean);

    const cut = path.join(dir, 'cut.backup');
    writeFileSync(cut, readFileSync(file).subarray(0, Math.floor(readFileSync(file).length / 2)));
    const altered = path.join(dir, 'altered.backup');
    writeFileSync(altered, gzipSync(text.replace('Shamim Ara', 'Someone Else')));
    const older = path.join(dir, 'older.backup');
    const header = JSON.parse(lines[0]!) as { migrations: number };
    writeFileSync(
      older,
      gzipSync([JSON.stringify({ ...header, migrations: header.migrations - 1 }), ...lines.slice(1)].join('\n')),
    );
    const foreign = path.join(dir, 'foreign.backup');
    writeFileSync(foreign, gzipSync('{"hello":"world"}\n{"end":true}\n'));

    await expect(restoreBackup(ctx.database, cut)).rejects.toThrow(BACKUP_TRUNCATED);
    await expect(restoreBackup(ctx.database, altered)).rejects.toThrow(BACKUP_TRUNCATED);
    // The header's version is checked with the rest: an edited header fails the checksum first, a re-made one the version.
    await expect(restoreBackup(ctx.database, older)).rejects.toThrow(/incomplete or damaged|schema version/);
    await expect(restoreBackup(ctx.database, foreign)).rejects.toThrow(BACKUP_NOT_OURS);
    expect(await everything()).toEqual(before);
    expect(backupFromOtherSchema(6, 8)).toContain('schema version 6');
  });
});
