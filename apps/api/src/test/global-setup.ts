import { writeFile } from 'node:fs/promises';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migratedPgliteDump } from '../db/client.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated embedded store's data directory, dumped: each file's PGlite database starts from it. */
    pgliteTemplate: string;
  }
}

/**
 * With TEST_DB=postgres the API suite runs against the real server in TEST_DATABASE_URL (CI). Fail at once,
 * with a clear sentence, when that server is not reachable instead of timing out in every file.
 * On PGlite, one migrated store is made and dumped here, so a file's database is a 0.8 s load, not initdb and
 * eleven migrations (~5 s on 2 cores) per file.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DB !== 'postgres') {
    const dir = mkdtempSync(path.join(tmpdir(), 'hospital-pglite-template-'));
    const file = path.join(dir, 'migrated.tar');
    await writeFile(file, Buffer.from(await (await migratedPgliteDump()).arrayBuffer()));
    project.provide('pgliteTemplate', file);
    return () => rmSync(dir, { recursive: true, force: true });
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL (postgres://user@host:port/db).');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.end();
}
