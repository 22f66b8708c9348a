import pg from 'pg';

/**
 * With TEST_DB=postgres the API suite runs against the real server in TEST_DATABASE_URL (CI). Fail at once,
 * with a clear sentence, when that server is not reachable instead of timing out in every file.
 */
export default async function setup() {
  if (process.env.TEST_DB !== 'postgres') return;
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL (postgres://user@host:port/db).');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.end();
}
