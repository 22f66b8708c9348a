import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** What a transaction callback receives: the same query surface as `Db`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export type Listener = (payload: string) => void;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** LISTEN on a channel; returns the function that stops listening. */
  listen(channel: string, listener: Listener): Promise<() => Promise<void>>;
  ping(): Promise<boolean>;
  /** The PostgreSQL pool's connections (for /metrics); absent for the embedded store, which has one. */
  poolStats?(): { total: number; idle: number; waiting: number };
  /** The most connections this process opens to PostgreSQL (readiness checks them against the server's limit). */
  connections?: { poolSize: number; listeners: number };
  close(): Promise<void>;
};

// Both dist/db and src/db sit two levels below apps/api, so this finds the committed SQL from either.
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../src/db/migrations', import.meta.url));

/** A stable 64-bit key for pg_advisory_lock, so two processes starting at once do not migrate twice. */
const MIGRATION_LOCK_KEY = 7_461_533_901;

export async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // A pool client that errors while idle must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const listeners = new Map<string, Set<Listener>>();
  let listenClient: pg.Client | undefined;
  let closed = false;

  async function connectListener(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (msg) => {
      for (const fn of listeners.get(msg.channel) ?? []) fn(msg.payload ?? '');
    });
    client.on('error', () => {
      listenClient = undefined;
      // Reconnect and re-LISTEN so a restarted database does not silently stop cache invalidation.
      if (!closed) setTimeout(() => void ensureListener().catch(() => undefined), 1000);
    });
    await client.connect();
    for (const channel of listeners.keys()) await client.query(`LISTEN "${channel}"`);
    return client;
  }
  async function ensureListener(): Promise<pg.Client> {
    listenClient ??= await connectListener();
    return listenClient;
  }

  return {
    db,
    kind: 'postgres',
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    // Every LISTEN shares the one client of connectListener.
    connections: { poolSize, listeners: 1 },
    async listen(channel, listener) {
      assertChannel(channel);
      const set = listeners.get(channel) ?? new Set();
      const isNew = set.size === 0;
      set.add(listener);
      listeners.set(channel, set);
      const client = await ensureListener();
      if (isNew) await client.query(`LISTEN "${channel}"`);
      return async () => {
        set.delete(listener);
        if (set.size === 0 && listenClient) await listenClient.query(`UNLISTEN "${channel}"`).catch(() => undefined);
      };
    },
    ping: () => ping(db),
    async close() {
      closed = true;
      await listenClient?.end().catch(() => undefined);
      await pool.end();
    },
  };
}

/**
 * The embedded store runs the demo and development (production needs a real PostgreSQL), on a small database: a
 * 16 MB buffer pool instead of PostgreSQL's 128 MB, which the embedded store, once it has touched it, never gives
 * back. At rest with the demo data the process takes about 250 MB instead of 370 MB (bench/README.md, memory);
 * 4 or 8 MB measured the same.
 */
const PGLITE_OPTIONS = { startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'] };

/**
 * The embedded store in `dataDir`, or in memory without one. `from`, for an in-memory store, is a data directory
 * dumped by `migratedPgliteDump` to start from instead of running initdb (~4 s on 2 cores; loading a dump takes
 * ~0.8 s): the API tests start each file's database from one migrated dump.
 */
export async function openPglite(dataDir?: string, from?: Blob): Promise<Database> {
  return pgliteDatabase(await startPglite(dataDir, from));
}

/** A fresh in-memory store with every migration applied, dumped, for `openPglite(undefined, dump)`. */
export async function migratedPgliteDump(): Promise<Blob> {
  const client = await startPglite();
  await migrate(pgliteDatabase(client));
  const dump = await client.dumpDataDir('none');
  await client.close();
  return dump;
}

async function startPglite(dataDir?: string, from?: Blob): Promise<PGlite> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = dataDir ? new PGlite(dataDir, PGLITE_OPTIONS) : new PGlite({ ...PGLITE_OPTIONS, loadDataDir: from });
  await client.waitReady;
  return client;
}

function pgliteDatabase(client: PGlite): Database {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async listen(channel, listener) {
      assertChannel(channel);
      return client.listen(channel, listener);
    },
    ping: () => ping(db),
    async close() {
      await client.close();
    },
  };
}

export async function migrate(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    return;
  }
  // The advisory lock is held by one pooled session while the migrator uses others; it still
  // excludes a second process doing the same, which is all it is for.
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    await migratePg(database.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  });
}

let committed: number | undefined;

/** How many migrations the code ships (the committed journal), read once per process. */
export function committedMigrationCount(): number {
  committed ??= (
    JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] }
  ).entries.length;
  return committed;
}

/**
 * Migrations in the committed journal that the database has not applied (0 when up to date): the ready check's
 * question, so a process started against an unmigrated database is not sent traffic.
 */
export async function pendingMigrations(database: Database): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    database.db,
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  return Math.max(0, committedMigrationCount() - (row?.n ?? 0));
}

/** Where the embedded store keeps its files under DATA_DIR. */
export const pgliteDir = (dataDir: string) => `${dataDir}/pgdata`;

export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  databasePoolSize?: number;
  dataDir: string;
}): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.databasePoolSize)
    : openPglite(pgliteDir(options.dataDir));
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

function assertChannel(channel: string) {
  if (!/^[a-z_]+$/.test(channel)) throw new Error(`Bad channel name: ${channel}`);
}

/** Raw SQL rows, typed by the caller; both drivers return `{ rows }`. */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The first row of a raw SQL answer (typed by the caller), or undefined when there is none. */
export async function queryRow<T>(db: DbOrTx, query: SQL): Promise<T | undefined> {
  const [row] = await queryRows<T>(db, query);
  return row;
}

const dialect = new PgDialect();

/**
 * `queryRows` for the hottest statements (a booking's, the cache version checks): sent as a named prepared
 * statement, so PostgreSQL parses and plans it once per connection instead of on every call (the embedded store
 * ignores the name). `name` stands for one statement text: a query whose text varies (an optional fragment, a list
 * expanded into parameters) needs a name per variant, or must pass its list as one array parameter.
 */
export async function queryPrepared<T>(db: DbOrTx, name: string, query: SQL): Promise<T[]> {
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  const result = (await prepared.execute()) as { rows: T[] };
  return result.rows;
}
