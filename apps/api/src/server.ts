import { existsSync } from 'node:fs';
import { buildApp } from './app.js';
import { loadConfig, type Config } from './config.js';
import { migrate, openDatabase, pgliteDir, type Database } from './db/client.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed/demo-people.js';
import { isEmpty, seedDemo } from './db/seed/seed.js';
import { seedPgliteInChildProcess } from './db/seed/seed-process.js';
import { demoBoardPath } from './db/seed/visit-day.js';
import { configureHashing } from './lib/passwords.js';
import { BoardTokens } from './modules/queue/board-tokens.js';
import { checkConnectionBudget } from './platform/health/connection-budget.js';
import { demoAccountsProblems, productionProblems } from './production-checks.js';

/** Start-up refusals: one line per problem on stderr, exit status 1, nothing served (docs/deploy.md). */
function refuse(lines: string[]): never {
  for (const line of lines) process.stderr.write(`${line}\n`);
  process.exit(1);
}

const production = process.env.APP_ENV === 'production';
if (production) {
  const problems = productionProblems(process.env);
  if (problems.length > 0) refuse(problems);
}

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  refuse([(error as Error).message]);
}

/** The database, opened and migrated; a URL that does not connect is named without its password. */
async function openStore(): Promise<Database> {
  try {
    const opened = await openDatabase(config);
    await migrate(opened);
    return opened;
  } catch (error) {
    if (!config.databaseUrl) throw error;
    const url = new URL(config.databaseUrl);
    if (url.password) url.password = '***';
    const reason = (error as { code?: string; message?: string }).code ?? (error as Error).message;
    return refuse([
      `Could not connect to the database at ${url.toString()} (${reason}): check DATABASE_URL and that PostgreSQL is running.`,
    ]);
  }
}

// A new embedded store is created, migrated and seeded in a child process, whose memory (the embedded PostgreSQL
// keeps every page it ever grew to) is handed back when it exits: the server then opens the store at its idle size.
const freshEmbeddedStore = !config.databaseUrl && config.seedDemo && !existsSync(pgliteDir(config.dataDir));
if (freshEmbeddedStore) await seedPgliteInChildProcess(pgliteDir(config.dataDir), config.hashing);
const database = await openStore();
// Whatever SEED_DEMO says (production refuses SEED_DEMO=true before this): any demo account stops production here.
if (production) {
  const problems = await demoAccountsProblems(database);
  if (problems.length > 0) refuse(problems);
}
// Said at start-up and by readiness (503) until it fits; the process still starts, so the probe can say why.
const overBudget = await checkConnectionBudget(database, config).catch(() => undefined);
if (overBudget) process.stderr.write(`${overBudget}\n`);

const seeding = config.seedDemo && (await isEmpty(database));
if (seeding) {
  configureHashing(config.hashing);
  await seedDemo(database);
}
const app = await buildApp({ config, database });
if (freshEmbeddedStore || seeding) app.log.info('empty database: seeded demo data');
await app.listen({ port: config.port, host: config.host });
// Slowloris: a client gets 15 s to send its headers.
app.server.headersTimeout = 15_000;

if (production) {
  process.stdout.write(`\n  Hospital app (production) ready at ${config.publicUrl}\n\n`);
} else {
  const storage =
    database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}/pgdata` : 'PostgreSQL (DATABASE_URL)';
  const board = await demoBoardPath(database, new BoardTokens(config.jwtSecret));
  process.stdout.write(
    [
      '',
      `  Hospital app ready at ${config.publicUrl}`,
      `  API docs: ${config.apiDocs ? `${config.publicUrl}/api/docs` : 'off (API_DOCS=off)'}   Data: ${storage}`,
      ...(board ? [`  Waiting-room board (no login): ${config.publicUrl}${board}`] : []),
      '',
      `  Demo accounts (password ${DEMO_PASSWORD}):`,
      ...DEMO_ACCOUNTS.map((a) => `    ${a.role.padEnd(12)} ${a.email}`),
      '',
    ].join('\n') + '\n',
  );
}

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
