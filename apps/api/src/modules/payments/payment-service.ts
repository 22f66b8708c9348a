import { randomBytes } from 'node:crypto';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { APPOINTMENT_NOT_FOUND } from '../appointments/appointments.messages.js';
import type { Notifier } from '../notifications/notify.js';
import {
  BAD_SIGNATURE,
  GATEWAY_MINIMUM_TAKA,
  GatewayError,
  type PaymentGateway,
  type SessionPatient,
  type SessionSubject,
} from './gateway.js';
import { announceOrderPayment, orderSessionFor } from './order-payments.js';
import type { ChangedOrderRow } from './order-payments.repository.js';
import type { PaymentLogger, Payments } from './payment-service.types.js';
import {
  findPayableAppointment,
  findPaymentByTranId,
  insertPayment,
  isAppointmentOfAccount,
  recentSessions,
  markSessionFailed,
  saveSessionKey,
  settle,
  type Channel,
  type PayableRow,
  type PaymentStatus,
  type Settlement,
} from './payments.repository.js';
import { reconcilePayments, type ReconcileSummary } from './reconcile.js';
import { ORDER_GATEWAY_DOWN } from './payments.messages.js';
import { refundAppointment, refundOrder, refundPayment } from './refunds.js';
import { SandboxGateway, sandboxStorePassword } from './sandbox-gateway.js';
import { settlementFor } from './settlement-rules.js';
import { SslcommerzGateway } from './sslcommerz-gateway.js';

export const GATEWAY_DOWN_MESSAGE =
  'The payment gateway could not be reached. Your appointment is booked; you can pay later from your appointments page.';

/** `bad-signature` and `unreachable` are worth a non-200 to an IPN sender; the rest were heard and recorded. */
export type CallbackOutcome = 'applied' | 'held' | 'not-validated' | 'bad-signature' | 'unreachable';
/** `orderId`: the payment is of a pharmacy order (its browser lands on the order's page), else of an appointment. */
export type CallbackResult =
  | { known: false }
  | { known: true; tranId: string; status: PaymentStatus; outcome: CallbackOutcome; orderId: string | null };

export const ONLINE_PAYMENT_OFF = 'Online payment is not available. Please pay at the hospital.';
export const TOO_MANY_SESSIONS =
  'Too many payment attempts for this appointment. Please wait a while, or pay at the hospital.';

/** `HSP` + time + random: unique, sortable by age, 21 characters (SSLCommerz allows 30). */
export function newTranId(): string {
  return `HSP${Date.now().toString(36).toUpperCase()}${randomBytes(5).toString('hex').toUpperCase()}`;
}

/** The name the hospital sends mail as ("Nirmoy Specialized Hospital <no-reply@…>") is the store's name. */
function hospitalName(mailFrom: string): string {
  const name = /^\s*"?([^"<]+?)"?\s*</.exec(mailFrom)?.[1];
  return name ?? 'Hospital';
}

/** SSLCommerz when a store is configured, otherwise the built-in sandbox (docs/architecture.md §9). */
export function createGateway(config: Config, db: Db): PaymentGateway {
  if (config.paymentGateway === 'sslcommerz' && config.sslcommerz) {
    return new SslcommerzGateway({ ...config.sslcommerz, publicUrl: config.publicUrl });
  }
  return new SandboxGateway(db, {
    publicUrl: config.publicUrl,
    storePassword: sandboxStorePassword(config.jwtSecret),
    storeName: hospitalName(config.mailFrom),
  });
}

/**
 * Online payments of appointments and of pharmacy orders (docs/architecture.md §9, §21): opens gateway sessions,
 * takes the gateway's callbacks, reconciles stale pending payments and refunds. Callbacks trust nothing but the
 * gateway's validation, and every change of state is one conditional update, so repeats and races change nothing.
 * `notifier` announces changes of orders to their live pages; without one (the CLI) nobody is told.
 */
export class PaymentService implements Payments {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;

  constructor(
    readonly gateway: PaymentGateway,
    private readonly deps: { db: Db; log: PaymentLogger; config: Config; notifier?: Notifier },
  ) {
    if (gateway.name === 'sandbox' && deps.config.env === 'production') {
      deps.log.warn(
        {},
        'no SSLCommerz store is configured: online payments use the built-in sandbox and no money moves',
      );
    }
  }

  async startPayment(appointmentId: string): Promise<string> {
    // PAYMENT_GATEWAY=none: the hospital takes payment at the desk only, and the web app offers no Pay Now.
    if (this.deps.config.paymentGateway === 'none') throw AppError.conflict(ONLINE_PAYMENT_OFF);
    const row = await findPayableAppointment(this.deps.db, appointmentId);
    if (!row) throw AppError.notFound(APPOINTMENT_NOT_FOUND);
    assertPayable(row);
    // Each session is a row here and a call to the gateway: a loop of Pay Now clicks must not open hundreds.
    const recent = await recentSessions(this.deps.db, appointmentId);
    if (recent.count >= this.deps.config.payments.sessionsPerHour)
      throw AppError.tooManyRequests(TOO_MANY_SESSIONS, recent.retryAfter);

    const tranId = newTranId();
    await insertPayment(this.deps.db, {
      appointmentId,
      tranId,
      gateway: this.gateway.name,
      amount: row.consultation_fee,
    });
    return this.openSession(
      {
        id: row.id,
        tranId,
        amount: row.consultation_fee,
        doctorName: row.doctor_name,
        selectedDate: row.selected_date,
      },
      {
        name: row.patient_name,
        email: row.email ?? `patient@${new URL(this.deps.config.publicUrl).hostname}`,
        phone: row.contact,
      },
      GATEWAY_DOWN_MESSAGE,
    );
  }

  /** `POST /payments/init-order/{orderId}`: a session for the bill of the caller's own billed, unpaid online order. */
  async startOrderPaymentForCaller(userId: string, orderId: string): Promise<string> {
    if (this.deps.config.paymentGateway === 'none') throw AppError.conflict(ONLINE_PAYMENT_OFF);
    const { order, customer } = await orderSessionFor(
      {
        db: this.deps.db,
        sessionsPerHour: this.deps.config.payments.sessionsPerHour,
        emailDomain: new URL(this.deps.config.publicUrl).hostname,
      },
      userId,
      orderId,
    );
    const tranId = newTranId();
    await insertPayment(this.deps.db, { orderId, tranId, gateway: this.gateway.name, amount: order.amount });
    return this.openSession({ ...order, tranId }, customer, ORDER_GATEWAY_DOWN);
  }

  /** Opens the gateway session of a payment row just inserted, and returns the page to send the browser to. */
  private async openSession(subject: SessionSubject, customer: SessionPatient, downMessage: string): Promise<string> {
    const { tranId } = subject;
    try {
      const session = await this.gateway.createSession(subject, customer);
      await saveSessionKey(this.deps.db, tranId, session.sessionKey);
      return session.url;
    } catch (error) {
      // The attempt is over: the row says so, the appointment or order stays as it was (unpaid or failed).
      const reason = error instanceof Error ? error.message : String(error);
      await markSessionFailed(this.deps.db, tranId, reason);
      if (!(error instanceof GatewayError)) throw error;
      this.deps.log.warn({ tranId, reason }, 'payment gateway session failed');
      throw new AppError(502, downMessage);
    }
  }

  /** `POST /payments/init/{appointmentId}`: only the caller's own appointment; anyone else's is not found. */
  async startPaymentForCaller(userId: string, appointmentId: string): Promise<string> {
    const own = await isAppointmentOfAccount(this.deps.db, appointmentId, userId);
    if (!own) throw AppError.notFound(APPOINTMENT_NOT_FOUND);
    return this.startPayment(appointmentId);
  }

  /**
   * A browser callback or the IPN. Finds the payment by tran_id (never by a session: there is none), lets the
   * gateway check the signature and validate, then settles with one conditional update.
   */
  async handleCallback(fields: Readonly<Record<string, string>>, via: Channel): Promise<CallbackResult> {
    const tranId = fields.tran_id ?? '';
    const payment = await findPaymentByTranId(this.deps.db, tranId);
    if (!payment) {
      this.deps.log.warn({ tranId, via }, 'payment callback for an unknown tran_id');
      return { known: false };
    }
    let settlement;
    try {
      settlement = settlementFor(payment, await this.gateway.validate(fields), via);
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      // Unknown is not failed: the payment stays pending and reconciliation asks again later.
      this.deps.log.warn({ tranId, via, reason: error.message }, 'payment validation could not reach the gateway');
      const settled = await settle(this.deps.db, tranId, {
        to: null,
        attempt: { via, status: 'UNREACHABLE', outcome: `no change: ${error.message}` },
      });
      return {
        known: true,
        tranId,
        status: settled?.status ?? payment.status,
        outcome: 'unreachable',
        orderId: payment.order_id,
      };
    }
    const settled = await settle(this.deps.db, tranId, settlement);
    if (!settled) return { known: false };
    if (settled.order) this.announceOrder(settled.order);
    if (settlement.to === null)
      this.deps.log.warn({ tranId, via, outcome: settlement.attempt.outcome }, 'payment callback not applied');
    if (settled.transitioned) this.deps.log.info({ tranId, via, status: settled.status }, 'payment settled');
    if (settled.transitioned && settled.duplicate) await this.refundDuplicate(tranId);
    return {
      known: true,
      tranId,
      status: settled.status,
      outcome: callbackOutcome(settlement),
      orderId: payment.order_id,
    };
  }

  async refundAppointment(appointmentId: string): Promise<void> {
    await refundAppointment(this.refundDeps(), appointmentId);
  }

  async refundOrder(orderId: string): Promise<void> {
    await refundOrder(this.refundDeps(), orderId);
  }

  async reconcile(): Promise<ReconcileSummary> {
    return reconcilePayments({
      ...this.deps,
      gateway: this.gateway,
      onDuplicate: (tranId) => this.refundDuplicate(tranId),
      onOrderChange: (order) => this.announceOrder(order),
    });
  }

  /** Runs `reconcile()` every PAYMENT_RECONCILE_INTERVAL_SECONDS; never two passes at once in this process. */
  startReconciler(): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      if (this.running) return;
      this.running = this.reconcile()
        .catch((error: unknown) => this.deps.log.error({ err: error }, 'payment reconciliation failed'))
        .finally(() => {
          this.running = undefined;
        });
    }, this.deps.config.payments.reconcileIntervalSeconds * 1000);
    // The timer must not keep a process alive that is otherwise done.
    this.timer.unref();
  }

  async stopReconciler(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  private refundDeps() {
    return {
      db: this.deps.db,
      log: this.deps.log,
      gateway: this.gateway,
      onOrderChange: (order: ChangedOrderRow) => this.announceOrder(order),
    };
  }

  private announceOrder(order: ChangedOrderRow): void {
    announceOrderPayment(this.deps.notifier, order);
  }

  /**
   * A second payment for an appointment or order already paid (two tabs, or cash at the desk or to the rider), or a
   * payment that arrived after the appointment was cancelled or the order called off: the hospital must not keep it.
   */
  private async refundDuplicate(tranId: string): Promise<void> {
    const payment = await findPaymentByTranId(this.deps.db, tranId);
    if (!payment) return;
    this.deps.log.warn({ tranId }, 'payment for an appointment or order already paid or called off: refunding it');
    await refundPayment(this.refundDeps(), payment);
  }
}

function callbackOutcome(settlement: Settlement): CallbackOutcome {
  if (settlement.to !== null) return 'applied';
  if (settlement.held) return 'held';
  return settlement.attempt.status === BAD_SIGNATURE ? 'bad-signature' : 'not-validated';
}

export const DOCTOR_ON_LEAVE_NO_PAYMENT =
  'The doctor is on leave on this date. The hospital will call you to choose another date; no payment is needed now.';

function assertPayable(row: PayableRow): void {
  if (row.source !== 'online')
    throw AppError.unprocessable('Only appointments booked online can be paid online; please pay at the hospital.');
  if (row.status === 'cancelled') throw AppError.conflict('This appointment is cancelled, so it cannot be paid.');
  if (row.payment_status === 'paid') throw AppError.conflict('This appointment is already paid.');
  if (row.consultation_fee <= 0) throw AppError.unprocessable('This appointment has no fee to pay.');
  if (row.consultation_fee < GATEWAY_MINIMUM_TAKA) {
    throw AppError.unprocessable(
      `Online payment needs at least ${GATEWAY_MINIMUM_TAKA} taka; please pay this fee at the hospital.`,
    );
  }
  // Nothing to pay for until the desk has moved or cancelled it (the card says the doctor is on leave).
  if (row.doctor_on_leave) throw AppError.conflict(DOCTOR_ON_LEAVE_NO_PAYMENT);
  if (row.held) {
    throw AppError.conflict(
      'A payment for this appointment is being verified by the hospital. We will contact you; please do not pay again.',
    );
  }
}
