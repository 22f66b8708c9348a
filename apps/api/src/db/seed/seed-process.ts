import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { configureHashing } from '../../lib/passwords.js';
import { migrate, openPglite } from '../client.js';
import { seedDemo } from './seed.js';

type Hashing = { concurrency: number; queue: number };

/**
 * Creates the embedded store at `dir`, migrates it and seeds the demo data, in a short-lived child process. The
 * embedded PostgreSQL keeps every page of memory it grew to, and a thread's freed memory mostly stays with the
 * process: seeded in the server itself, the server idled at 400 to 850 MB; a process gives all of it back when it
 * exits (bench/README.md, memory).
 */
export function seedPgliteInChildProcess(dir: string, hashing: Hashing): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), ['--seed-pglite', dir, JSON.stringify(hashing)], {
      stdio: 'inherit',
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`Seeding the demo data stopped with exit code ${code}.`)),
    );
  });
}

const [flag, dir, hashing] = process.argv.slice(2);
if (flag === '--seed-pglite' && dir && hashing) {
  configureHashing(JSON.parse(hashing) as Hashing);
  const database = await openPglite(dir);
  try {
    await migrate(database);
    await seedDemo(database);
  } finally {
    await database.close();
  }
}
