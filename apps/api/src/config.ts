import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { parseTrustProxy, type TrustProxy } from './lib/trust-proxy.js';

const intFromEnv = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** A comma-separated list of URLs of one scheme (spaces and empty items ignored); empty when unset. */
const urlList = (name: string, scheme: RegExp, schemes: string) =>
  z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((url) => url.trim())
        .filter((url) => url !== ''),
    )
    .refine((urls) => urls.every((url) => scheme.test(url) && !/\s/.test(url)), {
      error: `${name} must be a comma-separated list of ${schemes} URLs, e.g. ${schemes.split(' ')[0]}turn.hospital.example:3478`,
    });

// Connections each process opens to PostgreSQL. A booking holds one for its whole transaction, commit (a disk flush)
// included, so 200 bookers queue on a small pool; on the 2-core bench machine 20 and 40 did alike, 80 worse
// (docs/decisions/0023).
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
  // The second setting production needs to run the sandbox gateway on purpose (production-checks.ts).
  ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION: z
    .enum(['yes', 'no'], { error: 'ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION must be yes or no.' })
    .optional(),
  // Swagger UI at /api/docs and its JSON: on in the demo, off in production unless asked for.
  API_DOCS: z.enum(['on', 'off'], { error: 'API_DOCS must be on or off.' }).optional(),
  PORT: intFromEnv(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  // The reverse proxies whose X-Forwarded-For is believed (lib/trust-proxy.ts); unset: none, the socket's address counts.
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, context) => {
      try {
        return parseTrustProxy(value);
      } catch (error) {
        context.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_SIZE: intFromEnv(DEFAULT_POOL_SIZE),
  // How many API processes share the database (the systemd instances): their pools must fit max_connections.
  API_PROCESSES: z.coerce
    .number({ error: 'API_PROCESSES must be a whole number from 1 (the API processes sharing the database).' })
    .int('API_PROCESSES must be a whole number from 1 (the API processes sharing the database).')
    .min(1, 'API_PROCESSES must be a whole number from 1 (the API processes sharing the database).')
    .default(1),
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
  // Photo uploads decoded at once (one core each) and allowed to wait (each holds its upload, at most 5 MB).
  PHOTO_DECODE_CONCURRENCY: intFromEnv(Math.max(1, Math.floor(availableParallelism() / 2))),
  PHOTO_DECODE_QUEUE: intFromEnv(20),
  LIMIT_PENDING_PER_DATE: intFromEnv(3),
  LIMIT_PENDING_TOTAL: intFromEnv(10),
  // Online bookings, date changes and cancellations one account may make in a Dhaka day, all together.
  LIMIT_PATIENT_CHANGES_PER_DAY: intFromEnv(10),
  LIMIT_PAYMENT_SESSIONS_PER_HOUR: intFromEnv(3),
  // /metrics: the bearer token a scraper must send; without one, only direct loopback callers are answered.
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters.').optional(),
  OUTBOX_POLL_MS: intFromEnv(5000),
  // SMS (docs/decisions/0021-sms.md): sslwireless sends for real, dev writes files beside the dev mail, none sends nothing.
  SMS_GATEWAY: z
    .enum(['sslwireless', 'dev', 'none'], { error: 'SMS_GATEWAY must be sslwireless, dev or none.' })
    .optional(),
  SMS_BASE_URL: z
    .url('SMS_BASE_URL must be a URL, e.g. https://smsplus.sslwireless.com.')
    .default('https://smsplus.sslwireless.com'),
  SMS_API_TOKEN: z.string().max(50, 'SMS_API_TOKEN must be at most 50 characters.').optional(),
  SMS_SENDER_ID: z.string().max(20, 'SMS_SENDER_ID must be at most 20 characters.').optional(),
  // The evening reminder goes out from this Dhaka hour; it must end before quiet hours start at 22:00.
  SMS_REMINDER_HOUR: z.coerce
    .number()
    .int()
    .min(8, 'SMS_REMINDER_HOUR must be from 8 to 21.')
    .max(21, 'SMS_REMINDER_HOUR must be from 8 to 21.')
    .default(18),
  SMS_REMINDER_INTERVAL_SECONDS: intFromEnv(300),
  // SMS one number may be sent in a Dhaka day, whatever their cause; the turn alert is not counted.
  SMS_MAX_PER_NUMBER_PER_DAY: intFromEnv(8),
  // Minutes per patient a queue assumes before the day's first visit is done.
  QUEUE_DEFAULT_MINUTES: z.coerce
    .number()
    .int()
    .min(1, 'QUEUE_DEFAULT_MINUTES must be from 1 to 120.')
    .max(120, 'QUEUE_DEFAULT_MINUTES must be from 1 to 120.')
    .default(10),
  OUTBOX_MAX_ATTEMPTS: intFromEnv(8),
  OUTBOX_RETRY_BASE_SECONDS: intFromEnv(30),
  HOSPITAL_HOTLINE: z
    .string()
    .regex(/^0\d{10}$/, 'HOSPITAL_HOTLINE must be 11 digits starting with 0.')
    .default('09611223344'),
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
  // One-time codes that prove a mobile number (docs/decisions/0028): each is an SMS the hospital pays for.
  RATE_PHONE_CODE_INTERVAL_SECONDS: intFromEnv(60),
  RATE_PHONE_CODES_PER_NUMBER_PER_DAY: intFromEnv(5),
  RATE_PHONE_CODES_PER_IP_PER_DAY: intFromEnv(20),
  RATE_PHONE_CODES_PER_DAY: intFromEnv(2000),
  // The consultation rooms' STUN and TURN servers (docs/decisions/0027): comma lists of stun:/turns: URLs, coturn's
  // shared secret (use-auth-secret) and how long a TURN credential lasts.
  STUN_URLS: urlList('STUN_URLS', /^stuns?:/, 'stun: or stuns:'),
  TURN_URLS: urlList('TURN_URLS', /^turns?:/, 'turn: or turns:'),
  TURN_SECRET: z.string().min(16, 'TURN_SECRET must be at least 16 characters.').optional(),
  TURN_CREDENTIAL_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60, 'TURN_CREDENTIAL_TTL_SECONDS must be from 60 to 86400.')
    .max(86_400, 'TURN_CREDENTIAL_TTL_SECONDS must be from 60 to 86400.')
    .default(7200),
  // Open event streams per process, per class: one class filling up never keeps another from connecting.
  STREAMS_MAX_BOARD: intFromEnv(500),
  STREAMS_MAX_STAFF: intFromEnv(500),
  STREAMS_MAX_PATIENT: intFromEnv(2000),
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
  /** One-time codes: one per number in this many seconds, so many per number, per address and in all per Dhaka day. */
  phoneCodeIntervalSeconds: number;
  phoneCodesPerNumberPerDay: number;
  phoneCodesPerIpPerDay: number;
  phoneCodesPerDay: number;
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
  /** Fastify's trustProxy: client addresses (rate limits, logs) come from the proxy's X-Forwarded-For. */
  trustProxy: TrustProxy;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL connections per process (DATABASE_POOL_SIZE); the embedded store has one. */
  databasePoolSize: number;
  /** API processes sharing the database (API_PROCESSES): readiness checks their connections fit the server's. */
  apiProcesses: number;
  /** Swagger UI and its JSON at /api/docs (API_DOCS). */
  apiDocs: boolean;
  jwtSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  sslcommerz: { storeId: string; storePassword: string; sandbox: boolean; baseUrl: string } | undefined;
  /** Reconciliation of stale pending payments (docs/architecture.md §9); the timer is off under NODE_ENV test unless overridden. */
  payments: {
    reconcileIntervalSeconds: number;
    pendingMinutes: number;
    reconcileTimer: boolean;
    sessionsPerHour: number;
  };
  /** Password hashes run at once, and how many may wait; past that a request is answered 503 at once. */
  hashing: { concurrency: number; queue: number };
  /** Photo uploads decoded at once and allowed to wait; past that, 503 with Retry-After. */
  photoDecoding: { concurrency: number; queue: number };
  /**
   * How many pending online bookings one patient may hold: on one date, and in all; and how many online bookings,
   * date changes and cancellations one account may make in a Dhaka day (the desk is not counted).
   */
  bookingLimits: { pendingPerDate: number; pendingTotal: number; changesPerDay: number };
  /** The mail and SMS outbox: how often each worker looks, how often it tries, and the first wait (doubling). */
  outbox: { pollMs: number; maxAttempts: number; retryBaseSeconds: number };
  /** SMS: the gateway (sslwireless needs its token and sender id), and the evening reminder's hour and timer. */
  sms: {
    gateway: 'sslwireless' | 'dev' | 'none';
    sslWireless: { baseUrl: string; apiToken: string; senderId: string } | undefined;
    reminderHour: number;
    reminderIntervalSeconds: number;
    /** SMS one number may be sent in a Dhaka day, the turn alert aside; the worker refuses the rest. */
    maxPerNumberPerDay: number;
    /** Off under NODE_ENV test (tests run the reminders themselves). */
    reminderTimer: boolean;
  };
  /** The queue's estimate before the first visit of the day is done. */
  queue: { defaultMinutes: number };
  /** The consultation rooms' STUN and TURN servers; TURN credentials by coturn's REST scheme from `turnSecret`. */
  ice: { stunUrls: string[]; turnUrls: string[]; turnSecret: string | undefined; turnTtlSeconds: number };
  /** Open event streams per process for each class (STREAMS_MAX_BOARD, _STAFF, _PATIENT). */
  streamCaps: { board: number; staff: number; patient: number };
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
  const smsGateway = e.SMS_GATEWAY ?? (e.SMS_API_TOKEN ? 'sslwireless' : 'dev');
  if (smsGateway === 'sslwireless' && (!e.SMS_API_TOKEN || !e.SMS_SENDER_ID)) {
    throw new Error('Invalid configuration:\n  SMS_GATEWAY=sslwireless needs SMS_API_TOKEN and SMS_SENDER_ID.');
  }
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
    trustProxy: e.TRUST_PROXY,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    apiProcesses: e.API_PROCESSES,
    apiDocs: e.API_DOCS === undefined ? e.APP_ENV !== 'production' : e.API_DOCS === 'on',
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
    photoDecoding: { concurrency: e.PHOTO_DECODE_CONCURRENCY, queue: e.PHOTO_DECODE_QUEUE },
    bookingLimits: {
      pendingPerDate: e.LIMIT_PENDING_PER_DATE,
      pendingTotal: e.LIMIT_PENDING_TOTAL,
      changesPerDay: e.LIMIT_PATIENT_CHANGES_PER_DAY,
    },
    metricsToken: e.METRICS_TOKEN,
    maintenanceTimer: e.NODE_ENV !== 'test',
    outbox: {
      pollMs: e.OUTBOX_POLL_MS,
      maxAttempts: e.OUTBOX_MAX_ATTEMPTS,
      retryBaseSeconds: e.OUTBOX_RETRY_BASE_SECONDS,
    },
    sms: {
      gateway: smsGateway,
      sslWireless:
        smsGateway === 'sslwireless'
          ? { baseUrl: e.SMS_BASE_URL.replace(/\/$/, ''), apiToken: e.SMS_API_TOKEN!, senderId: e.SMS_SENDER_ID! }
          : undefined,
      reminderHour: e.SMS_REMINDER_HOUR,
      reminderIntervalSeconds: e.SMS_REMINDER_INTERVAL_SECONDS,
      maxPerNumberPerDay: e.SMS_MAX_PER_NUMBER_PER_DAY,
      reminderTimer: e.NODE_ENV !== 'test',
    },
    queue: { defaultMinutes: e.QUEUE_DEFAULT_MINUTES },
    ice: {
      stunUrls: e.STUN_URLS,
      turnUrls: e.TURN_URLS,
      turnSecret: e.TURN_SECRET,
      turnTtlSeconds: e.TURN_CREDENTIAL_TTL_SECONDS,
    },
    streamCaps: { board: e.STREAMS_MAX_BOARD, staff: e.STREAMS_MAX_STAFF, patient: e.STREAMS_MAX_PATIENT },
    hotline: e.HOSPITAL_HOTLINE,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST,
    // The demo seeds an empty database unless told not to; production never (SEED_DEMO=true is refused there).
    seedDemo: e.APP_ENV !== 'production' && e.SEED_DEMO !== 'false',
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
      phoneCodeIntervalSeconds: e.RATE_PHONE_CODE_INTERVAL_SECONDS,
      phoneCodesPerNumberPerDay: e.RATE_PHONE_CODES_PER_NUMBER_PER_DAY,
      phoneCodesPerIpPerDay: e.RATE_PHONE_CODES_PER_IP_PER_DAY,
      phoneCodesPerDay: e.RATE_PHONE_CODES_PER_DAY,
    },
    ...overrides,
  };
}
