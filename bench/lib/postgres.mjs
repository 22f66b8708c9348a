import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '@hospital/api/seed';
import { createFreshDatabase, freePort } from '@hospital/test-harness';

/**
 * The PostgreSQL server the database scenarios use: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else (as root,
 * with Debian's binaries installed) a throwaway cluster like `.ci/run` starts. `undefined` with a reason
 * when none can be had; the scenarios then print a 'skipped' line.
 */
export async function resolvePostgres() {
  const given = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (given) return { url: given, origin: 'BENCH_DATABASE_URL/TEST_DATABASE_URL', stop: async () => undefined };
  const bins = existsSync('/usr/lib/postgresql')
    ? readdirSync('/usr/lib/postgresql').sort((a, b) => Number(a) - Number(b))
    : [];
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (bins.length === 0 || !isRoot) {
    return {
      skipped: "set BENCH_DATABASE_URL (a PostgreSQL superuser URL), or run as root with Debian's postgresql installed",
    };
  }
  const bin = `/usr/lib/postgresql/${bins.at(-1)}/bin`;
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-pg-'));
  chmodSync(dir, 0o777);
  const port = await freePort();
  const asPostgres = (cmd, args) =>
    execFileSync('runuser', ['-u', 'postgres', '--', `${bin}/${cmd}`, ...args], { stdio: 'ignore' });
  asPostgres('initdb', ['-D', `${dir}/data`, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  asPostgres('pg_ctl', [
    '-D',
    `${dir}/data`,
    '-l',
    `${dir}/log`,
    '-w',
    '-o',
    `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c max_connections=300`,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    origin: `a throwaway cluster (${bin}, port ${port})`,
    async stop() {
      try {
        asPostgres('pg_ctl', ['-D', `${dir}/data`, '-m', 'immediate', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * A fresh database on the server: `run` is a client of the bench's own for its checks, `seed` the product's own
 * access to it for writing the scenario's data (lib/seed.mjs); `drop()` closes both and removes the database.
 */
export async function freshDatabase(serverUrl, label) {
  const database = await createFreshDatabase(serverUrl, `bench_${label}`);
  const seed = await openDatabase({ databaseUrl: database.url, dataDir: '' });
  return {
    url: database.url,
    run: (text, params) => database.client.query(text, params),
    seed,
    async drop() {
      await seed.close();
      await database.drop();
    },
  };
}
