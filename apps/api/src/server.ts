import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { migrate, openDatabase } from './db/client.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, isEmpty, seedDemo } from './db/seed/seed.js';

const config = loadConfig();
const database = await openDatabase(config);
await migrate(database);

const app = await buildApp({ config, database });
if (config.seedDemo && (await isEmpty(database))) {
  app.log.info('empty database: seeding demo data');
  await seedDemo(database);
}
await app.listen({ port: config.port, host: config.host });

const storage = database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}/pgdata` : 'PostgreSQL (DATABASE_URL)';
process.stdout.write(
  [
    '',
    `  Hospital app ready at ${config.publicUrl}`,
    `  API docs: ${config.publicUrl}/api/docs   Data: ${storage}`,
    '',
    `  Demo accounts (password ${DEMO_PASSWORD}):`,
    ...DEMO_ACCOUNTS.map((a) => `    ${a.role.padEnd(12)} ${a.email}`),
    '',
  ].join('\n') + '\n',
);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  // Stop taking requests, let the ones in flight finish, then close the database cleanly.
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  try {
    await app.close();
    await database.close();
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'unclean shutdown');
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
