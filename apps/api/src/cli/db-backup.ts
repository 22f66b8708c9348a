import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { writeBackup } from '../db/backup.js';
import { migrate, openDatabase } from '../db/client.js';

/** `npm run db:backup -- --out FILE`: every row of the database (PostgreSQL or the embedded store) into one file. */
const { values } = parseArgs({ options: { out: { type: 'string' } } });
if (!values.out) {
  console.error('Usage: npm run db:backup -- --out FILE');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase(config);
try {
  await migrate(database);
  const tty = process.stdout.isTTY;
  const rows = await writeBackup(database, values.out, (table, count) => {
    if (tty) process.stdout.write(`  ${table.padEnd(28)} ${String(count).padStart(8)} rows\n`);
  });
  console.log(`Backup written to ${values.out}: ${rows} rows.`);
} finally {
  await database.close();
}
