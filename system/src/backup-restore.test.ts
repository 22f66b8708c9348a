import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { JWT_SECRET, ROOT, startApi, type ApiProcess } from './lib/api-process.js';
import { book, dhakaDate } from './lib/booking.js';
import { createFreshDatabase, testDatabaseUrl, type FreshDatabase, type RunSql } from './lib/postgres.js';
import { seeding, type Account } from './lib/seed.js';

/**
 * Backups as an operator takes them (docs/deploy.md#backups): the built API serves and takes bookings and a photo,
 * stops; `npm run db:backup` writes the file; the database is wiped (dropped and created again, or the embedded
 * store's folder deleted); `npm run db:restore` brings it back; every row, serial counter and photo is there and
 * the restarted API gives the next booking the next serial. On PostgreSQL and on the embedded store.
 */
type Store = {
  env: Record<string, string>;
  /** Runs SQL while no API process holds the store (PGlite takes one process at a time). */
  withSql<T>(work: (run: RunSql) => Promise<T>): Promise<T>;
  wipe(): Promise<void>;
  close(): Promise<void>;
};

async function postgresStore(): Promise<Store> {
  const server = testDatabaseUrl();
  const database: FreshDatabase = await createFreshDatabase('backup');
  await database.client.end();
  const connected = async <T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };
  return {
    env: { DATABASE_URL: database.url },
    withSql: (work) => connected(database.url, (client) => work((text, params) => client.query(text, params))),
    async wipe() {
      // Gone for good: the database itself is dropped and an empty one of the same name made.
      await connected(server, async (admin) => {
        await admin.query(`drop database "${database.name}" with (force)`);
        await admin.query(`create database "${database.name}"`);
      });
    },
    close: () => database.drop(),
  };
}

async function embeddedStore(): Promise<Store> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hospital-backup-'));
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: '' },
    async withSql(work) {
      const store = new PGlite(path.join(dataDir, 'pgdata'));
      try {
        return await work((text, params) => store.query<Record<string, unknown>>(text, params));
      } finally {
        await store.close();
      }
    },
    async wipe() {
      rmSync(path.join(dataDir, 'pgdata'), { recursive: true, force: true });
    },
    async close() {
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** `npm run db:backup` / `db:restore` as the operator runs them (the CLI scripts/cli.mjs calls), with the store's settings. */
function cli(tool: 'db-backup' | 'db-restore', args: string[], env: Record<string, string>) {
  const result = spawnSync(process.execPath, [path.join(ROOT, 'scripts/cli.mjs'), tool, ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, JWT_SECRET, ...env },
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** Every row of every table, as text, sorted: what "everything is back" compares. */
async function everything(run: RunSql): Promise<Record<string, string[]>> {
  const { rows: tables } = await run(`select tablename as name from pg_tables where schemaname = 'public' order by 1`);
  const all: Record<string, string[]> = {};
  for (const { name } of tables) {
    const { rows } = await run(`select row_to_json(t)::text as row from "${String(name)}" t`);
    all[String(name)] = rows.map((r) => String(r.row)).sort();
  }
  return all;
}

async function uploadPhoto(baseUrl: string, admin: Account, doctorId: string): Promise<string> {
  const photo = await sharp({ create: { width: 320, height: 320, channels: 3, background: '#2a7' } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('photo', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'portrait.jpg');
  const res = await fetch(`${baseUrl}/api/v1/doctors/${doctorId}/photo`, {
    method: 'POST',
    headers: { authorization: admin.token },
    body: form,
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: { photo: string } }).data.photo;
}

const stores: Array<[string, () => Promise<Store>]> = [
  ['PostgreSQL', postgresStore],
  ['the embedded store', embeddedStore],
];

let api: ApiProcess | undefined;
let store: Store | undefined;
afterAll(async () => {
  await api?.stop();
  await store?.close();
});

describe.each(stores)('npm run db:backup and db:restore on %s', (_name, open) => {
  it('when the database is backed up, wiped and restored, then every row, serial counter and photo is back and the next booking takes the next serial', async () => {
    store = await open();
    const date = dhakaDate(1);
    // The first start creates the tables; the test's accounts and doctor go in while no process holds the store.
    api = await startApi({ name: 'first start', env: store.env });
    await api.stop();
    const { doctorId, patients, admin } = await seeding(store.env, async (seed) => ({
      doctorId: await seed.doctor('Backed-up Doctor'),
      patients: await seed.accounts(3),
      admin: (await seed.accounts(1, 'admin'))[0]!,
    }));

    api = await startApi({ name: 'before the backup', env: store.env });
    const photoUrl = await uploadPhoto(api.url, admin, doctorId);
    const photoBytes = Buffer.from(await (await fetch(`${api.url}${photoUrl}`)).arrayBuffer());
    expect((await book(api.url, patients[0]!, doctorId, date)).serialNo).toBe(1);
    expect((await book(api.url, patients[1]!, doctorId, date)).serialNo).toBe(2);
    await api.stop();
    api = undefined;

    const before = await store.withSql(everything);
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'hospital-backup-file-')), 'hospital.backup');
    const backup = cli('db-backup', ['--out', file], store.env);
    expect(backup.status, backup.output).toBe(0);
    expect(backup.output).toContain(file);

    await store.wipe();
    const restore = cli('db-restore', [file], store.env);
    expect(restore.status, restore.output).toBe(0);
    const after = await store.withSql(everything);
    expect(after).toEqual(before);
    expect(after.appointment_serials).toHaveLength(1);
    expect(after.doctor_photos).toHaveLength(1);

    api = await startApi({ name: 'after the restore', env: store.env });
    const served = await fetch(`${api.url}${photoUrl}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(photoBytes)).toBe(true);
    expect((await book(api.url, patients[2]!, doctorId, date)).serialNo).toBe(3);
    await api.stop();
    api = undefined;
    await store.close();
    store = undefined;
  });
});
