import { fileURLToPath } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { COMPRESS_MIN_BYTES, DYNAMIC_BROTLI_QUALITY, ENCODINGS } from './lib/compression.js';
import type { AppContext, RouteModuleOptions, Streams } from './lib/context.js';
import { batchedStdout } from './lib/log-destination.js';
import { logSerializers } from './lib/log-redaction.js';
import { createMailTransport } from './lib/mailer.js';
import { RateLimiter } from './lib/rate-limiter.js';
import { AuthService } from './modules/auth/auth.service.js';
import { configureHashing } from './lib/passwords.js';
import { configurePhotoDecoding } from './modules/doctors/doctor-photos.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { MfaService } from './modules/auth/mfa.service.js';
import { SessionLiveness } from './modules/auth/session-liveness.js';
import { TokenService } from './modules/auth/tokens.js';
import { appointmentsRoutes } from './modules/appointments/appointments.routes.js';
import { CheckInCodes } from './modules/appointments/check-in-codes.js';
import { DeskDays } from './modules/appointments/desk-days.js';
import { LeaveBookings } from './modules/appointments/leave-bookings.service.js';
import { auditRoutes } from './modules/audit/audit.routes.js';
import { callbacksRoutes } from './modules/callbacks/callbacks.routes.js';
import { chatRoutes } from './modules/consultations/chat.routes.js';
import { ConsultationStreams } from './modules/consultations/consultation-streams.js';
import { consultationRoutes } from './modules/consultations/consultations.routes.js';
import { DoctorDirectory } from './modules/doctors/doctor-directory.js';
import { doctorPresence } from './modules/doctors/doctor-presence.js';
import { doctorsRoutes } from './modules/doctors/doctors.routes.js';
import { healthRoutes } from './platform/health/health.routes.js';
import { Maintenance } from './platform/maintenance/maintenance.js';
import { mayReadMetrics, Metrics } from './platform/metrics/metrics.js';
import { Notifier } from './modules/notifications/notify.js';
import { outboxMailer } from './platform/outbox/outbox.js';
import { mailSender } from './platform/outbox/channels.js';
import { OutboxWorker } from './platform/outbox/outbox-worker.js';
import { NotificationHub } from './modules/notifications/notification-hub.js';
import { notificationsRoutes } from './modules/notifications/notifications.routes.js';
import { patientsDeskRoutes } from './modules/patients/patients-desk.routes.js';
import { patientsRoutes } from './modules/patients/patients.routes.js';
import { createGateway, PaymentService } from './modules/payments/payment-service.js';
import { paymentsRoutes } from './modules/payments/payments.routes.js';
import { BoardTokens } from './modules/queue/board-tokens.js';
import { QueueStreams } from './modules/queue/queue-streams.service.js';
import { StreamCaps } from './platform/streams/stream-caps.js';
import { queueRoutes } from './modules/queue/queue.routes.js';
import { reviewsRoutes } from './modules/reviews/reviews.routes.js';
import { slotRequestsRoutes } from './modules/slot-requests/slot-requests.routes.js';
import { VisitReminders } from './modules/sms/reminders.js';
import { createSmsGateway } from './modules/sms/sms-gateway.js';
import { smsSender } from './modules/sms/sms-sender.js';
import { SmsNotifier } from './modules/sms/sms.service.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { phoneProofsRoutes } from './modules/phone-proofs/phone-proofs.routes.js';
import { isNumberProved } from './modules/phone-proofs/phone-proofs.service.js';
import { medicinesRoutes } from './modules/medicines/medicines.routes.js';
import { prescriptionsRoutes } from './modules/prescriptions/prescriptions.routes.js';
import { marketerDashboardRoutes } from './modules/marketer-dashboard/marketer-dashboard.routes.js';
import { marketingRoutes } from './modules/marketing/marketing.routes.js';
import { ordersRoutes } from './modules/pharmacy/orders.routes.js';
import { deliveriesRoutes } from './modules/pharmacy/deliveries.routes.js';
import { stockRoutes } from './modules/pharmacy/stock.routes.js';
import { pharmacyReportsRoutes } from './modules/pharmacy/reports.routes.js';
import { PharmacyEvents } from './modules/pharmacy/pharmacy-events.js';
import { authenticationPlugin } from './plugins/authentication.js';
import { errorsPlugin, frameworkErrorHandler } from './plugins/errors.js';
import { languagePlugin } from './plugins/language.js';
import { OPENAPI_DOCUMENT, openApiTransform } from './plugins/openapi.js';
import { securityHeaders, securityPlugin } from './plugins/security.js';
import { webAppPlugin } from './plugins/web-app.js';
import { fastifyTrustProxy } from './lib/trust-proxy.js';

export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The public catalogue's reads (doctors, a profile, reviews, photos): answered from the shared cache thousands of times a
     * minute, for anyone. Their line is written only when it failed (>= 400) or was slow; every answer is still
     * counted and timed in /metrics, and the proxy's access log has each one (docs/decisions/0025).
     */
    logOnlyFailedOrSlow?: boolean;
  }
}

/** An answer to a `logOnlyFailedOrSlow` route that took longer than this is logged all the same. */
const SLOW_ANSWER_MS = 500;

/** One log line per request, when it is answered, with the request in it; Fastify writes two ("incoming", "completed"). */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error)
      reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else if (!isRoutineRead(request, reply))
      reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

function isRoutineRead(request: FastifyRequest, reply: FastifyReply): boolean {
  return (
    request.routeOptions.config?.logOnlyFailedOrSlow === true &&
    reply.statusCode < 400 &&
    reply.elapsedTime < SLOW_ANSWER_MS
  );
}

export type BuildOptions = {
  config: Config;
  database: Database;
  /** false for quiet tests; a stream to capture what would be logged (the log-privacy test reads it). */
  logger?: boolean | { stream: NodeJS.WritableStream };
  /** The clock the visit day's rules read (AppContext.clock); tests pin it. */
  clock?: () => Date;
  /** Told every sentence answered to a person (plugins/language.ts); the tests check each has its Bangla. */
  onSentence?: (sentence: string) => void;
};

/** Builds the app without listening, so tests `inject()` requests and server.ts only adds a port. */
export async function buildApp({
  config,
  database,
  logger = true,
  clock = () => new Date(),
  onSentence,
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger
      ? {
          level: config.logLevel,
          // No `redact`: the request serializer writes method, redacted URL and address only, and the reply's
          // writes its status only, so no header (authorization, cookies) can reach a line; log-privacy.test.ts
          // proves it. Redaction paths cost ~1.5 us on every line for nothing (bench/README.md, reads).
          serializers: logSerializers,
          stream: typeof logger === 'object' ? logger.stream : batchedStdout(),
        }
      : false,
    logController: new OneLinePerRequest(),
    bodyLimit: 64 * 1024,
    // avvio's 10 s per plugin failed a test app's start at load average 16 (swagger-ui reading its files); a slow
    // VM starting up should wait, not exit.
    pluginTimeout: 60_000,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // A slow or stalled client cannot hold a connection open forever: the whole request within 2 minutes (a 5 MB
    // photo over a slow phone link fits), keep-alive past the common proxies' 60 s. Headers: server.ts.
    requestTimeout: 120_000,
    keepAliveTimeout: 65_000,
    // Emails in /patients/{id} may be up to 254 characters (the router's default cap is 100).
    routerOptions: { maxParamLength: 256 },
    frameworkErrors: frameworkErrorHandler(securityHeaders(config.publicUrl.startsWith('https://'))),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const db = database.db;
  configureHashing(config.hashing);
  configurePhotoDecoding(config.photoDecoding);
  const tokens = new TokenService(config.jwtSecret);
  const sessions = new SessionLiveness(db);
  const limiter = new RateLimiter(db);
  const mfa = new MfaService({ db, limiter, config });
  const mailer = outboxMailer(database);
  const metrics = new Metrics(database);
  const smsGateway = createSmsGateway(config, app.log);
  const outbox = new OutboxWorker(
    {
      database,
      channels: {
        mail: mailSender(
          createMailTransport({
            smtpUrl: config.smtpUrl,
            from: config.mailFrom,
            outboxDir: `${config.dataDir}/outbox`,
            log: app.log,
          }),
        ),
        sms:
          smsGateway &&
          smsSender(smsGateway, {
            db,
            perNumberPerDay: config.sms.maxPerNumberPerDay,
            isProved: isNumberProved,
          }),
      },
      log: app.log,
      settings: config.outbox,
      clock,
    },
    (channel, result) => metrics.outboxResults.inc({ channel, result }),
  );
  const sms = new SmsNotifier({ config, clock });
  const checkInCodes = new CheckInCodes(config.jwtSecret);
  const notifier = new Notifier(database, app.log);
  const ctx: AppContext = {
    config,
    database,
    db,
    log: app.log,
    tokens,
    sessions,
    limiter,
    mailer,
    auth: new AuthService({ db, tokens, mfa, sessions, limiter, mailer, config, log: app.log }),
    mfa,
    notifier,
    doctors: new DoctorDirectory(database, app.log),
    deskDays: new DeskDays(db, checkInCodes),
    leaveBookings: new LeaveBookings(checkInCodes),
    payments: new PaymentService(createGateway(config, db), { db, log: app.log, config, notifier }),
    sms,
    checkInCodes,
    boardTokens: new BoardTokens(config.jwtSecret),
    streamCaps: new StreamCaps(config.streamCaps),
    clock,
  };
  await ctx.doctors.start();
  app.addHook('onClose', async () => ctx.doctors.stop());
  const streams: Streams = {
    notifications: new NotificationHub({ database, log: app.log }),
    queue: new QueueStreams(ctx),
    consultations: new ConsultationStreams(ctx),
    pharmacy: new PharmacyEvents({ database, log: app.log }),
  };
  for (const hub of Object.values(streams)) {
    await hub.start();
    // Open streams would keep server.close() waiting: they end first, and the hub stops listening last.
    app.addHook('preClose', async () => hub.closeStreams());
    app.addHook('onClose', async () => hub.stop());
  }
  metrics.observe(app);
  await outbox.start();
  const maintenance = new Maintenance({ db, log: app.log });
  if (config.maintenanceTimer) maintenance.start();
  app.addHook('onClose', async () => maintenance.stop());
  app.addHook('onClose', async () => outbox.stop());
  const stopSessionEvents = await sessions.listen(database);
  app.addHook('onClose', async () => stopSessionEvents());
  if (config.payments.reconcileTimer) ctx.payments.startReconciler();
  app.addHook('onClose', async () => ctx.payments.stopReconciler());
  const reminders = new VisitReminders({
    database,
    sms,
    reminderHour: config.sms.reminderHour,
    intervalSeconds: config.sms.reminderIntervalSeconds,
    clock,
    log: app.log,
  });
  if (config.sms.reminderTimer) reminders.start();
  app.addHook('onClose', async () => reminders.stop());

  await app.register(errorsPlugin);
  await app.register(languagePlugin, { onSentence });
  await app.register(securityPlugin, { https: config.publicUrl.startsWith('https://') });
  await app.register(swagger, { openapi: OPENAPI_DOCUMENT, transform: openApiTransform });
  // The document is always built (app.swagger()); serving it and Swagger UI is API_DOCS's choice, off in production.
  if (config.apiDocs) await app.register(swaggerUi, { routePrefix: '/api/docs' });
  await app.register(authenticationPlugin, {
    tokens,
    sessions,
    onAuthenticated: doctorPresence(ctx),
    enrolmentPending: async (userId) => !(await mfa.isEnabled(userId)),
  });

  await app.register(
    async (api) => {
      // API answers over 1 KB go out compressed (lib/compression.ts); one that already carries Content-Encoding (a
      // cached body) passes through, and the event streams (the bell's, the queue's, boards', patients') are
      // hijacked, so never buffered here. Request bodies are not decompressed: no client of ours sends them
      // compressed, so the API unpacks nothing a stranger sends.
      await api.register(compress, {
        encodings: [...ENCODINGS],
        threshold: COMPRESS_MIN_BYTES,
        brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY } },
        globalDecompression: false,
      });
      const domains: Array<FastifyPluginAsync<RouteModuleOptions>> = [
        healthRoutes,
        authRoutes,
        usersRoutes,
        phoneProofsRoutes,
        patientsRoutes,
        doctorsRoutes,
        reviewsRoutes,
        callbacksRoutes,
        slotRequestsRoutes,
        notificationsRoutes,
        appointmentsRoutes,
        patientsDeskRoutes,
        paymentsRoutes,
        auditRoutes,
        queueRoutes,
        consultationRoutes,
        chatRoutes,
        medicinesRoutes,
        prescriptionsRoutes,
        marketingRoutes,
        marketerDashboardRoutes,
        ordersRoutes,
        deliveriesRoutes,
        stockRoutes,
        pharmacyReportsRoutes,
      ];
      for (const routes of domains) await api.register(routes, { ctx, streams });
    },
    { prefix: '/api/v1' },
  );
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!mayReadMetrics(request, config.metricsToken)) return reply.code(404).type('text/plain').send('Not found');
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
  await app.register(webAppPlugin, {
    root: config.webDist ?? DEFAULT_WEB_DIST,
    settings: { hotline: config.hotline, mode: config.appEnv, payments: config.paymentGateway },
  });
  return app;
}
