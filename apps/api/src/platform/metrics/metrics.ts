import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../../db/client.js';
import { outboxCounts } from '../outbox/outbox.repository.js';
import { paymentStatusCounts, smsOfToday } from './metrics.repository.js';

const BOOKING_ROUTES: Record<string, 'online' | 'desk'> = {
  'POST /api/v1/appointment': 'online',
  'POST /api/v1/appointment/direct-appointment': 'desk',
};

/**
 * Prometheus metrics for one app (its own registry, so tests that build many apps do not collide): request latency
 * per route, bookings, payments by state, the outbox, the database pool and the process. Values that live in the
 * database are read when scraped, so every process reports the same totals for them.
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer, per route pattern (never the raw URL, so ids do not make new series)',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  private readonly bookings = new Counter({
    name: 'bookings_total',
    help: 'Appointments booked through this process',
    labelNames: ['source'],
    registers: [this.registry],
  });
  readonly outboxResults = new Counter({
    name: 'outbox_messages_total',
    help: 'Outbox delivery attempts by result',
    labelNames: ['channel', 'result'],
    registers: [this.registry],
  });

  constructor(database: Database) {
    collectDefaultMetrics({ register: this.registry });
    const db = database.db;
    new Gauge({
      name: 'appointments_by_payment_status',
      help: 'Appointments by payment status (whole database)',
      labelNames: ['status'],
      registers: [this.registry],
      async collect() {
        for (const row of await paymentStatusCounts(db)) this.set({ status: row.status }, row.n);
      },
    });
    new Gauge({
      name: 'outbox_messages',
      help: 'Outbox messages waiting to be sent (pending) and given up on (failed)',
      labelNames: ['status'],
      registers: [this.registry],
      async collect() {
        const counts = await outboxCounts(db);
        this.set({ status: 'pending' }, counts.pending);
        this.set({ status: 'failed' }, counts.failed);
      },
    });
    new Gauge({
      name: 'sms_messages_today',
      help: 'SMS of the current Dhaka day (whole database): sent, and refused with the reason (number_daily_cap, unproved), by cause (booking, reminder, turn, leave, code)',
      labelNames: ['outcome', 'cause', 'reason'],
      registers: [this.registry],
      async collect() {
        // Reset first: at midnight yesterday's series go rather than stay at their last value.
        this.reset();
        for (const row of await smsOfToday(db)) {
          const labels = { outcome: row.outcome, cause: row.cause };
          this.set(row.reason ? { ...labels, reason: row.reason } : labels, row.n);
        }
      },
    });
    if (database.poolStats) {
      const stats = database.poolStats.bind(database);
      new Gauge({
        name: 'db_pool_connections',
        help: 'PostgreSQL pool connections: total, idle, and requests waiting for one',
        labelNames: ['state'],
        registers: [this.registry],
        collect() {
          const s = stats();
          this.set({ state: 'total' }, s.total);
          this.set({ state: 'idle' }, s.idle);
          this.set({ state: 'waiting' }, s.waiting);
        },
      });
    }
  }

  /** Times every answer by its route pattern; counts bookings that were made. */
  observe(app: FastifyInstance): void {
    app.addHook('onResponse', (request, reply, done) => {
      const route = request.routeOptions.url ?? 'unmatched';
      const key = `${request.method} ${route}`;
      this.latency.observe(
        { method: request.method, route, status: `${Math.floor(reply.statusCode / 100)}xx` },
        reply.elapsedTime / 1000,
      );
      const source = BOOKING_ROUTES[key];
      if (source && reply.statusCode === 201) this.bookings.inc({ source });
      done();
    });
  }
}

/**
 * Whether `given` is `expected`, in a time that tells a guesser nothing: both are hashed to digests of one length
 * first (timingSafeEqual needs equal lengths, and comparing lengths would leak the token's), then compared in
 * constant time.
 */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => crypto.createHash('sha256').update(value).digest();
  return crypto.timingSafeEqual(digest(given), digest(expected));
}

/**
 * /metrics is for the hospital's monitoring, not the public: with METRICS_TOKEN set, the bearer token must match;
 * without it, only a direct loopback caller (a request forwarded by a proxy on the same host is not one).
 */
export function mayReadMetrics(request: FastifyRequest, token: string | undefined): boolean {
  if (token) return sameSecret(request.headers.authorization ?? '', `Bearer ${token}`);
  const address = request.socket.remoteAddress ?? '';
  const loopback = address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';
  return loopback && request.headers['x-forwarded-for'] === undefined && request.headers.forwarded === undefined;
}
