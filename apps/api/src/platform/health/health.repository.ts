import { sql } from 'drizzle-orm';
import { queryRow, type DbOrTx } from '../../db/client.js';
import type { ConnectionLimits } from './connection-budget.js';

/**
 * What PostgreSQL lets this role open: the server's max_connections less the slots it keeps back, the role's and the
 * database's CONNECTION LIMIT (-1: none). reserved_connections exists from PostgreSQL 16 on (0 before).
 */
export async function connectionLimits(db: DbOrTx): Promise<ConnectionLimits> {
  const row = await queryRow<ConnectionLimits>(
    db,
    sql`select current_setting('max_connections')::int as "maxConnections",
          current_setting('superuser_reserved_connections')::int as "superuserReserved",
          coalesce(nullif(current_setting('reserved_connections', true), '')::int, 0) as "reserved",
          r.rolsuper as "superuser", r.rolconnlimit as "roleLimit", d.datconnlimit as "databaseLimit"
        from pg_roles r, pg_database d
        where r.rolname = current_user and d.datname = current_database()`,
  );
  return row!;
}
