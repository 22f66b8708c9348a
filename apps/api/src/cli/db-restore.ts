import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { restoreBackup } from '../db/backup.js';
import { migrate, openDatabase } from '../db/client.js';

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
const config = loadConfig();
const database = await openDatabase(config);
try {
  await migrate(database);
  const tty = process.stdout.isTTY;
  const rows = await restoreBackup(database, file, (table, count) => {
    if (tty) process.stdout.write(`  ${table.padEnd(28)} ${String(count).padStart(8)} rows\n`);
  });
  console.log(`Restored ${rows} rows from ${file}.`);
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await database.close();
}
