import { createFreshDatabase as createDatabaseOn, type FreshDatabase } from '@hospital/test-harness';

export type { FreshDatabase };

/** One SQL statement with positional parameters, for a test's own checks; `pg.Client#query` and `PGlite#query` fit. */
export type RunSql = (text: string, params?: unknown[]) => Promise<{ rows: Array<Record<string, unknown>> }>;

export const NEEDS_TEST_DATABASE_URL =
  'These system tests need a real PostgreSQL server: set TEST_DATABASE_URL to a superuser URL, for example ' +
  'TEST_DATABASE_URL=postgres://postgres@127.0.0.1:54329/app_test (`.ci/run` starts a throwaway server and sets it).';

/** The server the PostgreSQL files use; they fail loudly, never skip, when it is not configured. */
export function testDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error(NEEDS_TEST_DATABASE_URL);
  return url;
}

/** A new, empty database on the TEST_DATABASE_URL server; `drop()` removes it. */
export function createFreshDatabase(label: string): Promise<FreshDatabase> {
  return createDatabaseOn(testDatabaseUrl(), `system_${label}`);
}
