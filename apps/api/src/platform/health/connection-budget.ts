import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { connectionLimits } from './health.repository.js';

export type ConnectionLimits = {
  maxConnections: number;
  superuserReserved: number;
  /** reserved_connections (PostgreSQL 16 and later), kept for roles granted pg_use_reserved_connections. */
  reserved: number;
  superuser: boolean;
  /** The role's CONNECTION LIMIT; -1: none. Superusers are not held to it. */
  roleLimit: number;
  /** The database's CONNECTION LIMIT; -1: none. Superusers are not held to it. */
  databaseLimit: number;
};

/** What the API processes open together: each its pool and its LISTEN connections (db/client.ts). */
export type ConnectionNeeds = { processes: number; poolSize: number; listeners: number };

/**
 * The sentence readiness answers when the API processes together may open more connections than PostgreSQL lets
 * their role have; undefined when they fit. Past the limit a busy pool's new connection is refused ("too many
 * clients"), so bookings fail under exactly the load the pool was sized for.
 */
export function connectionBudgetProblem(limits: ConnectionLimits, needs: ConnectionNeeds): string | undefined {
  const kept = limits.superuser ? 0 : limits.superuserReserved + limits.reserved;
  const bounds: Array<{ allows: number; why: string }> = [
    {
      allows: limits.maxConnections - kept,
      why:
        kept === 0
          ? `max_connections ${limits.maxConnections}`
          : `max_connections ${limits.maxConnections}, less ${limits.superuserReserved} reserved for superusers` +
            (limits.reserved > 0 ? ` and ${limits.reserved} by reserved_connections` : ''),
    },
  ];
  if (!limits.superuser && limits.roleLimit >= 0)
    bounds.push({ allows: limits.roleLimit, why: "the role's CONNECTION LIMIT" });
  if (!limits.superuser && limits.databaseLimit >= 0)
    bounds.push({ allows: limits.databaseLimit, why: "the database's CONNECTION LIMIT" });
  const tightest = bounds.reduce((a, b) => (b.allows < a.allows ? b : a));
  const perProcess = needs.poolSize + needs.listeners;
  const need = needs.processes * perProcess;
  if (need <= tightest.allows) return undefined;
  return (
    `The database connections do not fit: ${needs.processes} API process${needs.processes === 1 ? '' : 'es'} (API_PROCESSES) ` +
    `x (DATABASE_POOL_SIZE ${needs.poolSize} + ${needs.listeners} LISTEN) need ${need}, ` +
    `but PostgreSQL allows this role ${tightest.allows} (${tightest.why}). ` +
    'Lower DATABASE_POOL_SIZE or raise max_connections (docs/deploy.md, "Database connections").'
  );
}

/** The budget of this deployment on its database: PostgreSQL only (the embedded store is one connection in-process). */
export async function checkConnectionBudget(database: Database, config: Config): Promise<string | undefined> {
  if (!database.connections) return undefined;
  return connectionBudgetProblem(await connectionLimits(database.db), {
    processes: config.apiProcesses,
    ...database.connections,
  });
}
