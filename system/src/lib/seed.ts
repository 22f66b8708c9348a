import { openDatabase, seedAccounts, seedDoctors, type SeededAccount } from '@hospital/api/seed';
import type { Role } from '@hospital/contract/lists';
import { JWT_SECRET } from './api-process.js';

export type Account = SeededAccount;
/** Every seeded account's password, for a test that logs in. */
export { BULK_PASSWORD as PASSWORD } from '@hospital/api/seed';

/** What a test writes through the product's own seeding (`@hospital/api/seed`, its repositories). */
export type Seeder = {
  /** A doctor who works every day, all day; running API processes drop their cached doctor list at once. */
  doctor(fullName?: string): Promise<string>;
  /** `count` accounts of one role with patient records, live sessions and tokens the suite's API processes accept. */
  accounts(count: number, role?: Role): Promise<Account[]>;
  /** The account of each doctor record in `doctorIds`: signed in, seeing its own appointments and rooms. */
  doctorAccounts(doctorIds: string[]): Promise<Account[]>;
  close(): Promise<void>;
};

/**
 * The product's access to the database an API process started with `env` uses: PostgreSQL at DATABASE_URL, else
 * the embedded store under DATA_DIR (which takes one process at a time: open it while no API holds it).
 */
export async function openSeeder(env: Record<string, string>): Promise<Seeder> {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL || undefined, dataDir: env.DATA_DIR ?? 'data' });
  return {
    doctor: async (fullName = 'System Test Doctor') => (await seedDoctors(database, [fullName]))[0]!,
    accounts: (count, role = 'patient') => seedAccounts(database, JWT_SECRET, count, { role, domain: 'system.test' }),
    doctorAccounts: (doctorIds) =>
      seedAccounts(database, JWT_SECRET, doctorIds.length, {
        role: 'doctor',
        domain: 'system.test',
        doctorRefs: doctorIds,
      }),
    close: () => database.close(),
  };
}

/** `work` with a seeder that is closed however it ends. */
export async function seeding<T>(env: Record<string, string>, work: (seed: Seeder) => Promise<T>): Promise<T> {
  const seed = await openSeeder(env);
  try {
    return await work(seed);
  } finally {
    await seed.close();
  }
}
