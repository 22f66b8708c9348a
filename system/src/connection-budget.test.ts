import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withApi } from './lib/api-process.js';
import { createFreshDatabase, testDatabaseUrl, type FreshDatabase } from './lib/postgres.js';

/**
 * The database connection budget: every API process opens up to DATABASE_POOL_SIZE pooled connections and one LISTEN
 * connection, and API_PROCESSES of them together must fit under what PostgreSQL lets their role open. When they do
 * not, start-up says so and readiness answers 503 with the sentence, so a load balancer sends the process nothing.
 * Here the role may open 10 connections (CONNECTION LIMIT 10) and each process's pool is 4.
 */
const ROLE = `budget_${randomBytes(4).toString('hex')}`;
const POOL = '4';

let database: FreshDatabase | undefined;
let limitedUrl: string;

beforeAll(async () => {
  database = await createFreshDatabase('budget');
  await database.client.query(`create role "${ROLE}" login password 'budget' connection limit 10`);
  await database.client.query(`alter database "${database.name}" owner to "${ROLE}"`);
  await database.client.query(`alter schema public owner to "${ROLE}"`);
  const url = new URL(database.url);
  url.username = ROLE;
  url.password = 'budget';
  limitedUrl = url.toString();
});
afterAll(async () => {
  // The role owns the database: it goes once the database is gone.
  await database?.drop();
  const admin = new pg.Client({ connectionString: testDatabaseUrl() });
  await admin.connect();
  await admin.query(`drop role if exists "${ROLE}"`);
  await admin.end();
});

const ready = async (base: string) => {
  const res = await fetch(`${base}/api/v1/health/ready`);
  return { status: res.status, body: (await res.json()) as { success: boolean; message: string } };
};

describe('the database connection budget', () => {
  it('when three processes of 4 + 1 LISTEN would need 15 of the role’s 10, then start-up warns and readiness is 503 with the sentence', async () => {
    const overBudget = { DATABASE_URL: limitedUrl, DATABASE_POOL_SIZE: POOL, API_PROCESSES: '3' };
    await withApi({ name: 'over budget', env: overBudget }, async (api) => {
      const sentence =
        "The database connections do not fit: 3 API processes (API_PROCESSES) x (DATABASE_POOL_SIZE 4 + 1 LISTEN) need 15, but PostgreSQL allows this role 10 (the role's CONNECTION LIMIT).";
      const answer = await ready(api.url);
      expect(answer.status).toBe(503);
      expect(answer.body.success).toBe(false);
      expect(answer.body.message.startsWith(sentence)).toBe(true);
      expect(api.output()).toContain(sentence);
      // Liveness is not readiness: the process answers, it should only not be sent traffic.
      expect((await fetch(`${api.url}/api/v1/health`)).status).toBe(200);
    });
  });

  it('when two such processes need exactly the 10 the role may open, then the process is ready', async () => {
    const withinBudget = { DATABASE_URL: limitedUrl, DATABASE_POOL_SIZE: POOL, API_PROCESSES: '2' };
    await withApi({ name: 'within budget', env: withinBudget }, async (api) => {
      expect(await ready(api.url)).toMatchObject({ status: 200, body: { success: true, message: 'Ready' } });
      expect(api.output()).not.toContain('do not fit');
    });
  });
});
