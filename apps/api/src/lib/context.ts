import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Database, Db } from '../db/client.js';
import type { DeskDays } from '../modules/appointments/desk-days.js';
import type { LeaveBookings } from '../modules/appointments/leave-bookings.service.js';
import type { AuthService } from '../modules/auth/auth.service.js';
import type { MfaService } from '../modules/auth/mfa.service.js';
import type { SessionLiveness } from '../modules/auth/session-liveness.js';
import type { TokenService } from '../modules/auth/tokens.js';
import type { DoctorDirectory } from '../modules/doctors/doctor-directory.js';
import type { NotificationHub } from '../modules/notifications/notification-hub.js';
import type { Notifier } from '../modules/notifications/notify.js';
import type { PaymentService } from '../modules/payments/payment-service.js';
import type { BoardTokens } from '../modules/queue/board-tokens.js';
import type { ConsultationStreams } from '../modules/consultations/consultation-streams.js';
import type { QueueStreams } from '../modules/queue/queue-streams.service.js';
import type { Mailer } from '../platform/outbox/outbox.js';
import type { CheckInCodes } from '../modules/appointments/check-in-codes.js';
import type { SmsNotifier } from '../modules/sms/sms.service.js';
import type { PharmacyEvents } from '../modules/pharmacy/pharmacy-events.js';
import type { RateLimiter } from './rate-limiter.js';
import type { StreamCaps } from '../platform/streams/stream-caps.js';

/** What route modules receive: built once in app.ts, so nothing reaches for globals. */
export type AppContext = {
  config: Config;
  database: Database;
  db: Db;
  log: FastifyBaseLogger;
  tokens: TokenService;
  /** Whether a login session still stands, asked on every authenticated request. */
  sessions: SessionLiveness;
  limiter: RateLimiter;
  mailer: Mailer;
  auth: AuthService;
  /** Staff two-step sign-in (TOTP). */
  mfa: MfaService;
  notifier: Notifier;
  /** The cached public doctor list and other public bodies, dropped on every change (LISTEN/NOTIFY). */
  doctors: DoctorDirectory;
  /** The day lists of the desk and of each doctor, kept ready to send per version of the day. */
  deskDays: DeskDays;
  /** What a doctor's leave does to the bookings inside it (locks their days, lists the pending ones). */
  leaveBookings: LeaveBookings;
  /** Online payments: gateway sessions, callbacks, reconciliation, refunds (implements `Payments`). */
  payments: PaymentService;
  /** Appointment SMS, queued in the outbox with the change that causes them. */
  sms: SmsNotifier;
  /** The QR codes of appointments: signing and reading them. */
  checkInCodes: CheckInCodes;
  /** The waiting-room board links' tokens: signing and reading them. */
  boardTokens: BoardTokens;
  /** The open event streams of each class (boards, staff, patients) in this process, each below its own cap. */
  streamCaps: StreamCaps;
  /**
   * The time the visit day's rules read (today's queue, the 2-hour change window, quiet hours, reminders); tests
   * pin it. The database's own now() still stamps rows.
   */
  clock: () => Date;
};

/**
 * The live event streams' hubs, one each per process: built in app.ts once the context is, started with the app
 * and ended before it closes; handed to the route modules that open streams.
 */
export type Streams = {
  /** The bell's: new notifications to their recipients. */
  notifications: NotificationHub;
  /** The visit day's: the queue, the waiting-room boards, the patient's live view. */
  queue: QueueStreams;
  /** The consultation rooms': the room's state, the other side's call signals and the chat. */
  consultations: ConsultationStreams;
  /** The pharmacy's: changes of medicine orders to those who may see them. */
  pharmacy: PharmacyEvents;
};

/** What app.ts hands every route module. */
export type RouteModuleOptions = { ctx: AppContext; streams: Streams };
