import { addDaysToDateString, dhakaDateString } from '@hospital/contract/format';
import { describe, expect, it, vi } from 'vitest';
import { changeStoredRows, sql, storedRows } from '../../db/testing.js';
import { newId } from '../../lib/ids.js';
import { createDoctor } from '../../test/factories.js';
import { bookOnline, createTestApp, signedIn, useTestApp } from '../../test/test-app.js';
import { purgeExpired } from '../maintenance/maintenance.repository.js';

// Operating it: liveness and readiness, /metrics for the hospital's monitoring
// only, and the hourly purge of rows nothing reads any more.

const { ctx, call } = useTestApp();

const get = (url: string, options: { headers?: Record<string, string>; remoteAddress?: string } = {}) =>
  ctx.app.inject({ method: 'GET', url, ...options });

describe('health', () => {
  it('when a hundred probes ask at once, then each is answered and the database is asked a few times, not a hundred (one check at a time per probe)', async () => {
    const ping = vi.spyOn(ctx.database, 'ping');
    // Counted where the checks call it; the bound leaves room for checks that finish between arrivals on a real server.
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => get(i % 2 ? '/api/v1/health/ready' : '/api/v1/health')),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(100).fill(200));
    expect(answers.every((answer) => answer.json().data.database === 'up')).toBe(true);
    expect(ping.mock.calls.length).toBeGreaterThan(0);
    expect(ping.mock.calls.length).toBeLessThanOrEqual(20);
    ping.mockRestore();
  });

  it('when the database is migrated, then ready says so; with a migration missing, ready is 503 while liveness stays 200', async () => {
    const ready = await get('/api/v1/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json().data).toEqual({ database: 'up', migrations: 'applied' });

    const [last] = await storedRows<{ id: number; hash: string; created_at: string }>(
      ctx.database.db,
      sql`select id, hash, created_at::text from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    );
    await changeStoredRows(ctx.database.db, sql`delete from drizzle.__drizzle_migrations where id = ${last!.id}`);
    try {
      const notReady = await get('/api/v1/health/ready');
      expect(notReady.statusCode).toBe(503);
      expect(notReady.json()).toMatchObject({
        success: false,
        message: 'Database migrations are not applied.',
        data: { migrations: 'pending' },
      });
      expect((await get('/api/v1/health')).statusCode).toBe(200);
    } finally {
      await changeStoredRows(
        ctx.database.db,
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${last!.id}, ${last!.hash}, ${last!.created_at}::bigint)`,
      );
    }
  });
});

describe('/metrics', () => {
  it('when a loopback scraper asks after traffic, then latency per route pattern, bookings, payments by state and the outbox are there', async () => {
    const patient = await signedIn(ctx, 'patient');
    const doctor = await createDoctor(ctx.database);
    await get(`/api/v1/doctors/single-doctor/${doctor.id}`);
    const booking = await bookOnline(call, patient, doctor.id, addDaysToDateString(dhakaDateString(), 1), {
      consultationMethod: 'video',
      consultationFee: 1000,
    });
    expect(booking.statusCode).toBe(201);

    const res = await get('/metrics', { remoteAddress: '127.0.0.1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    // The route pattern, not the URL: ids do not make new series.
    expect(text).toContain(
      'http_request_duration_seconds_count{method="GET",route="/api/v1/doctors/single-doctor/:id",status="2xx"} 1',
    );
    expect(text).not.toContain(doctor.id);
    expect(text).toContain('bookings_total{source="online"} 1');
    expect(text).toMatch(/appointments_by_payment_status\{status="unpaid"\} \d+/);
    expect(text).toMatch(/outbox_messages\{status="pending"\} \d+/);
    expect(text).toContain('process_cpu_seconds_total');
    // The pool exists on PostgreSQL only (the embedded store is one connection).
    if (ctx.database.kind === 'postgres') expect(text).toMatch(/db_pool_connections\{state="total"\} \d+/);
  });

  it('when the caller is not on this host, or came through a proxy, then it is not found', async () => {
    expect((await get('/metrics', { remoteAddress: '203.0.113.9' })).statusCode).toBe(404);
    expect(
      (await get('/metrics', { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.9' } })).statusCode,
    ).toBe(404);
  });

  it('when METRICS_TOKEN is set, then only its bearer is answered, from anywhere', async () => {
    const own = await createTestApp({ env: { METRICS_TOKEN: 'scrape-token-0123456789' } });
    try {
      const ask = (authorization?: string) =>
        own.app.inject({
          method: 'GET',
          url: '/metrics',
          remoteAddress: '198.51.100.4',
          headers: authorization ? { authorization } : {},
        });
      expect((await ask()).statusCode).toBe(404);
      expect((await ask('Bearer wrong-token-000000000')).statusCode).toBe(404);
      expect((await ask('Bearer scrape-token-0123456789')).statusCode).toBe(200);
    } finally {
      await own.close();
    }
  });
});

describe('purge', () => {
  it('when rate-limit rows and tokens are long expired, then they go; current ones and waiting backoffs stay', async () => {
    const user = (await signedIn(ctx, 'patient')).user;
    const db = ctx.database.db;
    await changeStoredRows(
      db,
      sql`insert into rate_limit_counters (key, window_start, hits) values
      ('old', now() - interval '3 days', 5), ('fresh', now(), 1)`,
    );
    await changeStoredRows(
      db,
      sql`insert into rate_limit_counters (key, window_start, hits, blocked_until) values
      ('old-but-waiting', now() - interval '3 days', 9, now() + interval '1 hour')`,
    );
    await changeStoredRows(
      db,
      sql`insert into refresh_tokens (id, user_id, family, token_hash, expires_at) values
      (${newId()}, ${user.id}, ${newId()}, ${'a'.repeat(64)}, now() - interval '2 days'),
      (${newId()}, ${user.id}, ${newId()}, ${'b'.repeat(64)}, now() + interval '2 days')`,
    );
    await changeStoredRows(
      db,
      sql`insert into password_reset_tokens (id, user_id, token_hash, expires_at) values
      (${newId()}, ${user.id}, ${'c'.repeat(64)}, now() - interval '2 days')`,
    );

    const purged = await purgeExpired(db);
    expect(purged.rateLimits).toBeGreaterThanOrEqual(1);
    const keys = (
      await storedRows<{ key: string }>(
        db,
        sql`select key from rate_limit_counters where key in ('old', 'fresh', 'old-but-waiting')`,
      )
    ).map((r) => r.key);
    expect(keys.sort()).toEqual(['fresh', 'old-but-waiting']);
    const hashes = (
      await storedRows<{ token_hash: string }>(
        db,
        sql`select token_hash from refresh_tokens where token_hash in (${'a'.repeat(64)}, ${'b'.repeat(64)})`,
      )
    ).map((r) => r.token_hash);
    expect(hashes).toEqual(['b'.repeat(64)]);
    expect(await storedRows(db, sql`select 1 from password_reset_tokens where token_hash = ${'c'.repeat(64)}`)).toEqual(
      [],
    );
  });
});
