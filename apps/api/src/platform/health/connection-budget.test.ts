import { describe, expect, it } from 'vitest';
import { connectionBudgetProblem, type ConnectionLimits } from './connection-budget.js';

// Every API process opens its pool and one LISTEN connection; all of them together must fit under what PostgreSQL
// lets this role open, or bookings wait for connections that never come and new processes fail to connect.
const DEFAULT_SERVER: ConnectionLimits = {
  maxConnections: 100,
  superuserReserved: 3,
  reserved: 0,
  superuser: false,
  roleLimit: -1,
  databaseLimit: -1,
};
const needs = (processes: number, poolSize = 40) => ({ processes, poolSize, listeners: 1 });

describe('the database connection budget', () => {
  it('when two processes of 40 plus their LISTEN connection need 82 of the 97 a default server allows, then it fits', () => {
    expect(connectionBudgetProblem(DEFAULT_SERVER, needs(2))).toBeUndefined();
  });

  it('when three processes need 123 and the server allows 97, then the sentence gives both numbers and what to change', () => {
    expect(connectionBudgetProblem(DEFAULT_SERVER, needs(3))).toBe(
      'The database connections do not fit: 3 API processes (API_PROCESSES) x (DATABASE_POOL_SIZE 40 + 1 LISTEN) need 123, but PostgreSQL allows this role 97 (max_connections 100, less 3 reserved for superusers). Lower DATABASE_POOL_SIZE or raise max_connections (docs/deploy.md, "Database connections").',
    );
  });

  it("when the role's or the database's CONNECTION LIMIT is the smaller bound, then that bound is the one named", () => {
    expect(connectionBudgetProblem({ ...DEFAULT_SERVER, roleLimit: 20 }, needs(1))).toMatch(
      /need 41, but PostgreSQL allows this role 20 \(the role's CONNECTION LIMIT\)\./,
    );
    expect(connectionBudgetProblem({ ...DEFAULT_SERVER, roleLimit: 60, databaseLimit: 30 }, needs(1))).toMatch(
      /need 41, but PostgreSQL allows this role 30 \(the database's CONNECTION LIMIT\)\./,
    );
    expect(connectionBudgetProblem({ ...DEFAULT_SERVER, roleLimit: 41 }, needs(1))).toBeUndefined();
  });

  it('when the role is a superuser, then the reserved slots count; on PostgreSQL 16 and later reserved_connections are taken off as well', () => {
    expect(
      connectionBudgetProblem({ ...DEFAULT_SERVER, maxConnections: 82, superuser: true }, needs(2)),
    ).toBeUndefined();
    expect(connectionBudgetProblem({ ...DEFAULT_SERVER, maxConnections: 85 }, needs(2))).toBeUndefined();
    expect(connectionBudgetProblem({ ...DEFAULT_SERVER, maxConnections: 84 }, needs(2))).toMatch(
      /need 82, but PostgreSQL allows this role 81 \(max_connections 84, less 3 reserved for superusers\)\./,
    );
    expect(connectionBudgetProblem({ ...DEFAULT_SERVER, maxConnections: 86, reserved: 2 }, needs(2))).toMatch(
      /allows this role 81 \(max_connections 86, less 3 reserved for superusers and 2 by reserved_connections\)/,
    );
  });
});
