import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../db/seed/demo-people.js';
import { seedDemo, truncateAll } from '../db/seed/seed.js';
import { demoBoardPath } from '../db/seed/visit-day.js';
import { BoardTokens } from '../modules/queue/board-tokens.js';
import { DEMO_SEED_REFUSED } from '../production-checks.js';
import { withDatabase } from './with-database.js';

/** `npm run db:seed`: empties the database and seeds the demo data again. Never a production database. */
if (process.env.APP_ENV === 'production') {
  process.stderr.write(`${DEMO_SEED_REFUSED}\n`);
  process.exit(1);
}
await withDatabase(async (database, config) => {
  await truncateAll(database);
  await seedDemo(database);
  console.log(
    `Demo data seeded. Accounts (password ${DEMO_PASSWORD}): ${DEMO_ACCOUNTS.map((a) => a.email).join(', ')}`,
  );
  const board = await demoBoardPath(database, new BoardTokens(config.jwtSecret));
  if (board) console.log(`Waiting-room board (no login): ${config.publicUrl}${board}`);
});
