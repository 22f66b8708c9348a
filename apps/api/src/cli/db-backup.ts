import { parseArgs } from 'node:util';
import { writeBackup } from '../db/backup.js';
import { terminalProgress, withDatabase } from './with-database.js';

/** `npm run db:backup -- --out FILE`: every row of the database (PostgreSQL or the embedded store) into one file. */
const { values } = parseArgs({ options: { out: { type: 'string' } } });
const out = values.out;
if (!out) {
  console.error('Usage: npm run db:backup -- --out FILE');
  process.exit(2);
}
await withDatabase(async (database) => {
  const rows = await writeBackup(database, out, terminalProgress);
  console.log(`Backup written to ${out}: ${rows} rows.`);
});
