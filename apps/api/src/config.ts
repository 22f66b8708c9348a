import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';

const intFromEnv = (fallback: number) => z.coerce.number().int().positive().default(fallback);

// Connections each process opens to PostgreSQL. A booking holds one for its whole transaction, commit (a disk flush)
// included, so 200 bookers queue on a small pool; on the 2-core bench machine 20 and 40 did alike, 80 worse
// (docs/decisions/0016).
const DEFAULT_POOL_SIZE = 40;

/**
 * Every setting the API reads, validated once at start-up. Nothing else reads process.env.
 * Rate-limit numbers are settings so suites and benchmarks that are not about throttling can raise them.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  // The demo (`npm start`) or a hospital's production (docs/deploy.md): production refuses to start unsafely.
  APP_ENV: z.enum(['demo', 'production']).default('demo'),
  PAYMENT_GATEWAY: z.enum(['sslcommerz', 'none', 'sandbox']).optional(),
  PORT: intFromEnv(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_SIZE: intFromEnv(DEFAULT_POOL_SIZE),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters (256 bits).').optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Nirmoy Specialized Hospital <no-reply@nirmoy.test>'),
  SSLCOMMERZ_STORE_ID: z.string().optional(),
  SSLCOMMERZ_STORE_PASSWORD: z.string().optional(),
  SSLCOMMERZ_SANDBOX: z.enum(['true', 'false']).default('true'),
  // Tests point the adapter at a local fake gateway; otherwise the host follows SSLCOMMERZ_SANDBOX.
  SSLCOMMERZ_BASE_URL: z.url().optional(),
  PAYMENT_RECONCILE_INTERVAL_SECONDS: intFromEnv(600),
  PAYMENT_PENDING_MINUTES: intFromEnv(30),
  HASH_CONCURRENCY: intFromEnv(availableParallelism()),
  HASH_QUEUE: intFromEnv(16 * availableParallelism()),
  LIMIT_PENDING_PER_DATE: intFromEnv(3),
  LIMIT_PENDING_TOTAL: intFromEnv(10),
  LIMIT_PAYMENT_SESSIONS_PER_HOUR: intFromEnv(3),
  // /metrics: the bearer token a scraper must send; without one, only direct loopback callers are answered.
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters.').optional(),
  OUTBOX_POLL_MS: intFromEnv(5000),
  OUTBOX_MAX_ATTEMPTS: intFromEnv(8),
  OUTBOX_RETRY_BASE_SECONDS: intFromEnv(30),
  HOSPITAL_HOTLINE: z.string().regex(/^0\d{10}$/, 'HOSPITAL_HOTLINE must be 11 digits starting with 0.').default('09611223344'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  SEED_DEMO: z.enum(['true', 'false']).optional(),
  RATE_LOGIN_FAILURES_PER_ACCOUNT: intFromEnv(5),
  RATE_LOGIN_FAILURE_WINDOW_SECONDS: intFromEnv(15 * 60),
  RATE_LOGIN_BACKOFF_SECONDS: intFromEnv(30),
  RATE_LOGIN_FAILURES_ACCOUNT_CEILING: intFromEnv(100),
  RATE_LOGIN_PER_IP: intFromEnv(30),
  RATE_LOGIN_IP_WINDOW_SECONDS: intFromEnv(60),
  RATE_FORGET_PER_EMAIL: intFromEnv(3),
  RATE_FORGET_PER_IP: intFromEnv(10),
  RATE_FORGET_WINDOW_SECONDS: intFromEnv(60 * 60),
  RATE_RESET_PER_IP: intFromEnv(20),
  RATE_RESET_PER_EMAIL: intFromEnv(10),
  RATE_RESET_WINDOW_SECONDS: intFromEnv(60 * 60),
  RATE_PUBLIC_FORM_PER_IP: intFromEnv(10),
  RATE_PUBLIC_FORM_WINDOW_SECONDS: intFromEnv(10 * 60),
});

export type RateLimits = {
  loginFailuresPerAccount: number;
  loginFailureWindowSeconds: number;
  /** The first wait once a pair has used its free attempts; it doubles with each further attempt. */
  loginBackoffSeconds: number;
  /** Failed logins one account may take in an hour from all addresses together. */
  loginFailuresAccountCeiling: number;
  loginPerIp: number;
  loginIpWindowSeconds: number;
  forgetPerEmail: number;
  forgetPerIp: number;
  forgetWindowSeconds: number;
  resetPerIp: number;
  resetPerEmail: number;
  resetWindowSeconds: number;
  publicFormPerIp: number;
  publicFormWindowSeconds: number;
};

export type Config = {
  env: 'development' | 'production' | 'test';
  /** demo: `npm start`'s defaults; production: checked at start-up (production-checks.ts). */
  appEnv: 'demo' | 'production';
  /** sslcommerz: real payments; sandbox: the built-in simulator; none: Pay Later only. */
  paymentGateway: 'sslcommerz' | 'sandbox' | 'none';
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL connections per process (DATABASE_POOL_SIZE); the embedded store has one. */
  databasePoolSize: number;
  jwtSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  sslcommerz: { storeId: string; storePassword: string; sandbox: boolean; baseUrl: string } | undefined;
  /** Reconciliation of stale pending payments (docs/architecture.md §9); the timer is off under NODE_ENV test unless overridden. */
  payments: { reconcileIntervalSeconds: number; pendingMinutes: number; reconcileTimer: boolean; sessionsPerHour: number };
  /** Password hashes run at once, and how many may wait; past that a request is answered 503 at once. */
  hashing: { concurrency: number; queue: number };
  /** How many pending online bookings one patient may hold: on one date, and in all. */
  bookingLimits: { pendingPerDate: number; pendingTotal: number };
  /** The mail (later SMS) outbox: how often each worker looks, how often it tries, and the first wait (doubling). */
  outbox: { pollMs: number; maxAttempts: number; retryBaseSeconds: number };
  metricsToken: string | undefined;
  /** Hourly purge of expired rate-limit rows and tokens; off under NODE_ENV test (tests call it). */
  maintenanceTimer: boolean;
  hotline: string;
  logLevel: string;
  webDist: string | undefined;
  seedDemo: boolean;
  rateLimits: RateLimits;
};

/** The secret lives under DATA_DIR when not given, so tokens survive restarts of `npm start`. */
function jwtSecretFromDataDir(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const sslcommerz =
    e.SSLCOMMERZ_STORE_ID && e.SSLCOMMERZ_STORE_PASSWORD
      ? {
          storeId: e.SSLCOMMERZ_STORE_ID,
          storePassword: e.SSLCOMMERZ_STORE_PASSWORD,
          sandbox: e.SSLCOMMERZ_SANDBOX === 'true',
          baseUrl: (
            e.SSLCOMMERZ_BASE_URL ??
            (e.SSLCOMMERZ_SANDBOX === 'true' ? 'https://sandbox.sslcommerz.com' : 'https://securepay.sslcommerz.com')
          ).replace(/\/$/, ''),
        }
      : undefined;
  return {
    env: e.NODE_ENV,
    appEnv: e.APP_ENV,
    paymentGateway: e.PAYMENT_GATEWAY ?? (sslcommerz ? 'sslcommerz' : 'sandbox'),
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    jwtSecret: overrides.jwtSecret ?? e.JWT_SECRET ?? jwtSecretFromDataDir(dataDir),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    sslcommerz,
    payments: {
      reconcileIntervalSeconds: e.PAYMENT_RECONCILE_INTERVAL_SECONDS,
      pendingMinutes: e.PAYMENT_PENDING_MINUTES,
      reconcileTimer: e.NODE_ENV !== 'test',
      sessionsPerHour: e.LIMIT_PAYMENT_SESSIONS_PER_HOUR,
    },
    hashing: { concurrency: e.HASH_CONCURRENCY, queue: e.HASH_QUEUE },
    bookingLimits: { pendingPerDate: e.LIMIT_PENDING_PER_DATE, pendingTotal: e.LIMIT_PENDING_TOTAL },
    metricsToken: e.METRICS_TOKEN,
    maintenanceTimer: e.NODE_ENV !== 'test',
    outbox: { pollMs: e.OUTBOX_POLL_MS, maxAttempts: e.OUTBOX_MAX_ATTEMPTS, retryBaseSeconds: e.OUTBOX_RETRY_BASE_SECONDS },
    hotline: e.HOSPITAL_HOTLINE,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST,
    // The demo seeds an empty database unless told not to; production only when asked to.
    seedDemo: e.APP_ENV === 'production' ? e.SEED_DEMO === 'true' : e.SEED_DEMO !== 'false',
    rateLimits: {
      loginFailuresPerAccount: e.RATE_LOGIN_FAILURES_PER_ACCOUNT,
      loginFailureWindowSeconds: e.RATE_LOGIN_FAILURE_WINDOW_SECONDS,
      loginBackoffSeconds: e.RATE_LOGIN_BACKOFF_SECONDS,
      loginFailuresAccountCeiling: e.RATE_LOGIN_FAILURES_ACCOUNT_CEILING,
      loginPerIp: e.RATE_LOGIN_PER_IP,
      loginIpWindowSeconds: e.RATE_LOGIN_IP_WINDOW_SECONDS,
      forgetPerEmail: e.RATE_FORGET_PER_EMAIL,
      forgetPerIp: e.RATE_FORGET_PER_IP,
      forgetWindowSeconds: e.RATE_FORGET_WINDOW_SECONDS,
      resetPerIp: e.RATE_RESET_PER_IP,
      resetPerEmail: e.RATE_RESET_PER_EMAIL,
      resetWindowSeconds: e.RATE_RESET_WINDOW_SECONDS,
      publicFormPerIp: e.RATE_PUBLIC_FORM_PER_IP,
      publicFormWindowSeconds: e.RATE_PUBLIC_FORM_WINDOW_SECONDS,
    },
    ...overrides,
  };
}
