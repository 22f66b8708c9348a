import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const NEEDS_TEST_DATABASE_URL =
  'These system tests need a real PostgreSQL server: set TEST_DATABASE_URL to a superuser URL, for example ' +
  'TEST_DATABASE_URL=postgres://postgres@127.0.0.1:54329/app_test (`.ci/run` starts a throwaway server and sets it).';

/** The server the PostgreSQL files use; they fail loudly, never skip, when it is not configured. */
export function testDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error(NEEDS_TEST_DATABASE_URL);
  return url;
}

export type FreshDatabase = { url: string; name: string; client: pg.Client; drop(): Promise<void> };

/**
 * A new, empty database on the TEST_DATABASE_URL server, with one connection of the test's own for checks;
 * `drop()` closes it and drops the database, ending whatever connections are left.
 */
export async function createFreshDatabase(label: string): Promise<FreshDatabase> {
  const serverUrl = testDatabaseUrl();
  const name = `system_${label}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: target.toString() });
  await client.connect();
  return {
    url: target.toString(),
    name,
    client,
    async drop() {
      await client.end().catch(() => undefined);
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      try {
        await cleanup.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}
