import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { gunzipSync, gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { committedMigrationCount, queryRows, type Database, type DbOrTx, type Tx } from './client.js';

/**
 * Backups that work the same for PostgreSQL and the embedded store (docs/deploy.md): every row of every table as
 * JSON (PostgreSQL's own `row_to_json`, so arrays, jsonb, dates and photo bytes round-trip exactly through
 * `json_populate_recordset`), gzip-compressed, framed by a header that names the schema version and a trailer that
 * carries the row count and a SHA-256 of everything before it. A file that is cut short, altered, or from another
 * schema version is refused before a single row is deleted.
 */
const FORMAT = 'hospital-backup';
const BATCH = 500;

type Header = { format: typeof FORMAT; version: 1; migrations: number; createdAt: string; tables: string[] };
type Chunk = { table: string; rows: unknown[] };
type Trailer = { end: true; rows: number; sha256: string };
export type Progress = (table: string, rows: number) => void;

export const BACKUP_TRUNCATED =
  'The backup file is incomplete or damaged (its checksum does not match); nothing was changed.';
export const BACKUP_NOT_OURS = 'This file is not a backup of this application; nothing was changed.';
export const backupFromOtherSchema = (file: number, here: number) =>
  `The backup was made at schema version ${file}, this application is at ${here}: restore it with the version that made it; nothing was changed.`;

/** The application's tables, parents before children (foreign keys), so rows can be inserted in this order. */
async function tablesInInsertOrder(db: DbOrTx): Promise<string[]> {
  const tables = (
    await queryRows<{ name: string }>(
      db,
      sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
    )
  ).map((t) => t.name);
  const edges = await queryRows<{ child: string; parent: string }>(
    db,
    sql`select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
        from pg_constraint c join pg_namespace n on n.oid = c.connamespace where c.contype = 'f' and n.nspname = 'public'`,
  );
  const unquote = (name: string) => name.replace(/^"|"$/g, '');
  const parents = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const { child, parent } of edges)
    if (unquote(child) !== unquote(parent)) parents.get(unquote(child))?.add(unquote(parent));
  const ordered: string[] = [];
  const visit = (table: string, seen: Set<string>) => {
    if (ordered.includes(table) || seen.has(table)) return;
    seen.add(table);
    for (const parent of parents.get(table) ?? []) visit(parent, seen);
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return ordered;
}

/** Writes the backup file; answers how many rows it holds. */
export async function writeBackup(
  database: Database,
  file: string,
  progress: Progress = () => undefined,
): Promise<number> {
  const db = database.db;
  const tables = await tablesInInsertOrder(db);
  const header: Header = {
    format: FORMAT,
    version: 1,
    migrations: committedMigrationCount(),
    createdAt: new Date().toISOString(),
    tables,
  };
  const lines = [JSON.stringify(header)];
  let total = 0;
  // One snapshot for every table, so the backup is consistent even while the hospital keeps booking.
  await db.transaction(async (tx) => {
    if (database.kind === 'postgres') await tx.execute(sql`set transaction isolation level repeatable read read only`);
    for (const table of tables) {
      const rows = await queryRows<{ row: unknown }>(
        tx,
        sql`select row_to_json(t) as row from ${sql.identifier(table)} t`,
      );
      for (let i = 0; i < rows.length; i += BATCH) {
        const chunk: Chunk = { table, rows: rows.slice(i, i + BATCH).map((r) => r.row) };
        lines.push(JSON.stringify(chunk));
      }
      total += rows.length;
      progress(table, rows.length);
    }
  });
  const body = `${lines.join('\n')}\n`;
  const trailer: Trailer = { end: true, rows: total, sha256: createHash('sha256').update(body).digest('hex') };
  writeFileSync(file, gzipSync(`${body}${JSON.stringify(trailer)}\n`), { mode: 0o600 });
  return total;
}

/** Reads and checks a whole backup file; throws one of the sentences above if it cannot be restored here. */
export function readBackup(file: string): { header: Header; chunks: Chunk[]; rows: number } {
  let text: string;
  try {
    text = gunzipSync(readFileSync(file)).toString('utf8');
  } catch {
    throw new Error(BACKUP_TRUNCATED);
  }
  const lines = text.split('\n').filter((line) => line !== '');
  let header: Header;
  let trailer: Trailer;
  try {
    header = JSON.parse(lines[0] ?? '') as Header;
    trailer = JSON.parse(lines.at(-1) ?? '') as Trailer;
  } catch {
    throw new Error(BACKUP_TRUNCATED);
  }
  if (header.format !== FORMAT || header.version !== 1) throw new Error(BACKUP_NOT_OURS);
  const body = `${lines.slice(0, -1).join('\n')}\n`;
  if (trailer.end !== true || createHash('sha256').update(body).digest('hex') !== trailer.sha256)
    throw new Error(BACKUP_TRUNCATED);
  const here = committedMigrationCount();
  if (header.migrations !== here) throw new Error(backupFromOtherSchema(header.migrations, here));
  const chunks = lines.slice(1, -1).map((line) => JSON.parse(line) as Chunk);
  return { header, chunks, rows: trailer.rows };
}

/**
 * Replaces every row of the (migrated) database with the backup's, in one transaction: on any failure nothing
 * changes. The file is checked whole first.
 */
export async function restoreBackup(
  database: Database,
  file: string,
  progress: Progress = () => undefined,
): Promise<number> {
  const { header, chunks, rows } = readBackup(file);
  const here = await tablesInInsertOrder(database.db);
  const unknown = header.tables.filter((t) => !here.includes(t));
  if (unknown.length > 0) throw new Error(BACKUP_NOT_OURS);
  await database.db.transaction(async (tx) => {
    await tx.execute(sql.raw(`truncate ${here.map((t) => `"${t}"`).join(', ')}`));
    for (const table of header.tables) {
      let count = 0;
      for (const chunk of chunks.filter((c) => c.table === table)) {
        await tx.execute(
          sql`insert into ${sql.identifier(table)} select * from json_populate_recordset(null::${sql.identifier(table)}, ${JSON.stringify(chunk.rows)}::json)`,
        );
        count += chunk.rows.length;
      }
      progress(table, count);
    }
    await moveEventSequencePastRows(tx);
    await moveOrderNumbersPastRows(tx);
  });
  return rows;
}

/** Order numbers are said on the phone: after a restore the next order takes the next number, never an old one. */
async function moveOrderNumbersPastRows(tx: Tx): Promise<void> {
  await tx.execute(sql`select setval('pharmacy_order_no_seq', greatest(coalesce(max(order_no), 1000), 1000) + 1, false)
    from pharmacy_orders`);
}

/**
 * The consultation rooms' events take their ids from one sequence, which a restore into a fresh database leaves at
 * its start: moved past the restored signals and messages, so a new one never takes an id a browser has already
 * seen (it would be skipped on resume with Last-Event-ID) or collides with a restored one.
 */
async function moveEventSequencePastRows(tx: Tx): Promise<void> {
  await tx.execute(sql`select setval('consultation_event_seq', greatest(last, 1), last > 0)
    from (select greatest(coalesce((select max(id) from consultation_signals), 0),
                          coalesce((select max(seq) from consultation_messages), 0)) as last) rows`);
}
