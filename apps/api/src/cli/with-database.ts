import { loadConfig, type Config } from '../config.js';
import { migrate, openDatabase, type Database } from '../db/client.js';

/**
 * What every command-line tool does around its work: read the configuration, open the database the server would
 * (PostgreSQL or the embedded store), bring its schema up to date, and close it however the work ends.
 */
export async function withDatabase(work: (database: Database, config: Config) => Promise<void>): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await migrate(database);
    await work(database, config);
  } finally {
    await database.close();
  }
}

/** Per-table progress lines, on a terminal only (a cron job's mail gets the summary line). */
export function terminalProgress(table: string, rows: number): void {
  if (process.stdout.isTTY) process.stdout.write(`  ${table.padEnd(28)} ${String(rows).padStart(8)} rows\n`);
}
