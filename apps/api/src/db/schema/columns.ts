import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  pgTable,
  timestamp,
  varchar,
  type AnyPgColumn,
  type PgColumnBuilderBase,
  type PgTableExtraConfigValue,
} from 'drizzle-orm/pg-core';
import type { BuildExtraConfigColumns } from 'drizzle-orm';

/** A 24-hex `_id` primary key (docs/architecture.md §2); the check keeps bad ids out whatever writes them. */
export const idColumn = () => varchar('id', { length: 24 }).primaryKey();

export const idRef = (name: string) => varchar(name, { length: 24 });

/** A reference that every row has, to another table's `_id`; `onDelete` as in PostgreSQL. */
export const requiredRef = (name: string, target: () => AnyPgColumn, onDelete?: 'cascade' | 'set null') =>
  idRef(name)
    .notNull()
    .references(target, onDelete ? { onDelete } : {});

/** A moment in time, stored with its time zone. */
export const instant = (name: string) => timestamp(name, { withTimezone: true });

export const createdAt = () => instant('created_at').notNull().defaultNow();

export const updatedAt = () => instant('updated_at').notNull().defaultNow();

/** The check that keeps a malformed `_id` out of the table's id column (`idColumn`), whatever writes it. */
export const idHexCheck = (table: string, id: AnyPgColumn) => check(`${table}_id_hex`, sql`${id} ~ '^[0-9a-f]{24}$'`);

/** Bytes stored in the row (photos, chat attachments): every API process serves them and a backup carries them. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

type IdColumn = ReturnType<typeof idColumn>;

/**
 * A table whose rows are keyed by a 24-hex `_id`: the `idColumn` comes first and its `idHexCheck` is added to the
 * table's own constraints, so no such table can forget either.
 */
export function tableWithHexId<TName extends string, TColumns extends Record<string, PgColumnBuilderBase>>(
  name: TName,
  columns: TColumns,
  constraints: (
    table: BuildExtraConfigColumns<TName, { id: IdColumn } & TColumns, 'pg'>,
  ) => PgTableExtraConfigValue[] = () => [],
) {
  return pgTable(name, { id: idColumn(), ...columns }, (table) => [...constraints(table), idHexCheck(name, table.id)]);
}
