import { loadConfig } from '../config.js';
import { migrate, openDatabase } from '../db/client.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo, truncateAll } from '../db/seed/seed.js';

/** `npm run db:seed`: empties the database and seeds the demo data again. */
const config = loadConfig();
const database = await openDatabase(config);
try {
  await migrate(database);
  await truncateAll(database);
  await seedDemo(database);
  console.log(`Demo data seeded. Accounts (password ${DEMO_PASSWORD}): ${DEMO_ACCOUNTS.map((a) => a.email).join(', ')}`);
} finally {
  await database.close();
}
