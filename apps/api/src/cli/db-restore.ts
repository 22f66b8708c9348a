import { parseArgs } from 'node:util';
import { restoreBackup } from '../db/backup.js';
import { terminalProgress, withDatabase } from './with-database.js';

/**
 * `npm run db:restore -- FILE`: replaces every row with the backup's, in one transaction. Stop the API processes
 * first (the embedded store allows one process; PostgreSQL processes would keep serving their cached lists).
 */
const { positionals } = parseArgs({ allowPositionals: true });
const file = positionals[0];
if (!file) {
  console.error('Usage: npm run db:restore -- FILE');
  process.exit(2);
}
try {
  await withDatabase(async (database) => {
    const rows = await restoreBackup(database, file, terminalProgress);
    console.log(`Restored ${rows} rows from ${file}.`);
  });
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
