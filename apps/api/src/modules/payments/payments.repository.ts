import { sql } from 'drizzle-orm';
import { queryRow, queryRows, type Db, type DbOrTx } from '../../db/client.js';
import type { AppointmentState } from '../../db/joins.js';
import { newId } from '../../lib/ids.js';
import { bumpDayOfAppointment } from '../../platform/changes/changes.repository.js';
import { recentSessionsOf } from './payment-sessions.repository.js';
import { markOrderPaid, markOrderRefund, type ChangedOrderRow } from './order-payments.repository.js';

export type PaymentStatus = 'pending' | 'paid' | 'failed' | 'cancelled';
export type RefundStatus = 'none' | 'processing' | 'refunded' | 'failed';
/** Who told us: a browser callback, the IPN, the reconciliation pass, or session creation. */
export type Channel = 'success' | 'fail' | 'cancel' | 'ipn' | 'reconcile' | 'session';

/** A payment is of an appointment's fee or of a pharmacy order's bill: exactly one of the two ids is set. */
export type PaymentRow = {
  id: string;
  appointment_id: string | null;
  order_id: string | null;
  tran_id: string;
  gateway: string;
  amount: number;
  currency: string;
  status: PaymentStatus;
  val_id: string | null;
  bank_tran_id: string | null;
  refund_status: RefundStatus;
  refund_ref_id: string | null;
};

export type Attempt = { at: string; via: Channel; status: string; outcome: string };

/**
 * What the `validation` column holds: the gateway's last answer (trimmed), whether the payment is held
 * for review (risk_level 1), whether it is the payment that paid its pharmacy order (a duplicate is not), and the
 * attempts, oldest first. Attempts are capped so a replaying client cannot grow the row without bound.
 */
export type PaymentLog = { gateway?: Record<string, string>; held?: boolean; paysOrder?: boolean; attempts: Attempt[] };
const MAX_ATTEMPTS = 20;

const COLUMNS = sql`id, appointment_id, order_id, tran_id, gateway, amount, currency, status, val_id, bank_tran_id, refund_status, refund_ref_id`;

export async function findPaymentByTranId(db: DbOrTx, tranId: string): Promise<PaymentRow | undefined> {
  return queryRow<PaymentRow>(db, sql`select ${COLUMNS} from payments where tran_id = ${tranId}`);
}

export async function insertPayment(
  db: Db,
  values: { appointmentId?: string; orderId?: string; tranId: string; gateway: string; amount: number },
) {
  await db.execute(sql`insert into payments (id, appointment_id, order_id, tran_id, gateway, amount, currency, status)
    values (${newId()}, ${values.appointmentId ?? null}, ${values.orderId ?? null}, ${values.tranId}, ${values.gateway},
            ${values.amount}, 'BDT', 'pending')`);
}

export async function saveSessionKey(db: Db, tranId: string, sessionKey: string) {
  await db.execute(sql`update payments set session_key = ${sessionKey}, updated_at = now() where tran_id = ${tranId}`);
}

/** No session could be opened: the attempt is over. The appointment is left as it was (unpaid or failed). */
export async function markSessionFailed(db: Db, tranId: string, reason: string) {
  const log: PaymentLog = {
    attempts: [{ at: new Date().toISOString(), via: 'session', status: 'FAILED', outcome: `no session: ${reason}` }],
  };
  await db.execute(sql`update payments set status = 'failed', validation = ${JSON.stringify(log)}, completed_at = now(), updated_at = now()
    where tran_id = ${tranId} and status = 'pending'`);
}

const isTransition = (attempt: Attempt) => attempt.outcome.includes(' -> ');

/** Drops the oldest attempts that changed nothing first: a flood of bad callbacks cannot push out how the payment moved. */
function capAttempts(attempts: Attempt[]): Attempt[] {
  let excess = attempts.length - MAX_ATTEMPTS;
  if (excess <= 0) return attempts;
  return attempts.filter((attempt) => isTransition(attempt) || excess-- <= 0);
}

function parseLog(text: string | null): PaymentLog {
  if (!text) return { attempts: [] };
  try {
    const parsed = JSON.parse(text) as Partial<PaymentLog>;
    return { ...parsed, attempts: Array.isArray(parsed.attempts) ? parsed.attempts : [] };
  } catch {
    return { attempts: [] };
  }
}

/** A decided change: `to` is the target status (null: none), `held` flags a risky payment for review. */
export type Settlement = {
  to: 'paid' | 'failed' | 'cancelled' | null;
  held?: boolean;
  gateway?: { record: Record<string, string>; valId?: string | undefined; bankTranId?: string | undefined };
  attempt: { via: Channel; status: string; outcome: string };
};

export type Settled = {
  /** This call moved the payment (pending -> paid, failed or cancelled); repeats and races get false. */
  transitioned: boolean;
  status: PaymentStatus;
  /**
   * For a transition to paid: the appointment was already paid (another payment or the desk) or cancelled; the
   * order already paid (online or in cash) or cancelled, refused or returned.
   */
  duplicate: boolean;
  /** The pharmacy order this payment paid, as changed (for its announcement). */
  order?: ChangedOrderRow;
};

/**
 * Applies a decided change to one payment and its appointment or order in one transaction, and records the attempt.
 * The row lock orders concurrent deliveries (IPN and browser, two processes); the conditional updates are
 * the guarantee on their own: only a payment not yet paid becomes paid, only a pending one fails, and the
 * appointment or order moves to paid only when it is not paid already. A repeat changes nothing but the log.
 * A failed or cancelled payment leaves an order unpaid as it was: the patient may pay again.
 */
export async function settle(db: Db, tranId: string, change: Settlement): Promise<Settled | undefined> {
  return db.transaction(async (tx) => {
    const row = await queryRow<{
      id: string;
      appointment_id: string | null;
      order_id: string | null;
      status: PaymentStatus;
      validation: string | null;
    }>(
      tx,
      sql`select id, appointment_id, order_id, status, validation from payments where tran_id = ${tranId} for update`,
    );
    if (!row) return undefined;
    let transitioned = false;
    let duplicate = false;
    let order: ChangedOrderRow | undefined;
    if (change.to === 'paid') {
      // A payment the gateway has validated wins over an earlier failure signal: money taken is never dropped.
      const moved = await queryRows<{ appointment_id: string }>(
        tx,
        sql`update payments set status = 'paid', val_id = coalesce(${change.gateway?.valId ?? null}, val_id),
              bank_tran_id = coalesce(${change.gateway?.bankTranId ?? null}, bank_tran_id), completed_at = now(), updated_at = now()
            where tran_id = ${tranId} and status <> 'paid' returning appointment_id`,
      );
      transitioned = moved.length === 1;
      if (transitioned && row.order_id) {
        order = await markOrderPaid(tx, row.order_id);
        duplicate = order === undefined;
      } else if (transitioned) {
        const marked = await queryRows<{ status: string }>(
          tx,
          sql`update appointments set payment_status = 'paid', updated_at = now()
              where id = ${row.appointment_id} and payment_status <> 'paid' returning status`,
        );
        duplicate = marked.length === 0 || marked[0]!.status === 'cancelled';
      }
    } else if (change.to) {
      const moved = await queryRows<{ appointment_id: string }>(
        tx,
        sql`update payments set status = ${change.to}, completed_at = now(), updated_at = now()
            where tran_id = ${tranId} and status = 'pending' returning appointment_id`,
      );
      transitioned = moved.length === 1;
      if (transitioned && row.appointment_id) {
        await tx.execute(sql`update appointments set payment_status = 'failed', updated_at = now()
          where id = ${row.appointment_id} and payment_status = 'unpaid'`);
      }
    }
    // The appointment's card shows its payment status: its day's lists are stale on every process.
    if (transitioned && row.appointment_id) await bumpDayOfAppointment(tx, row.appointment_id);
    const status = transitioned ? (change.to as PaymentStatus) : row.status;
    const log = parseLog(row.validation);
    // The answer that decided the payment is kept; later repeats (VALIDATED, late failures) only add attempts.
    const heldNow = change.held === true && row.status === 'pending';
    if (change.gateway && (transitioned || heldNow)) log.gateway = change.gateway.record;
    if (heldNow) log.held = true;
    if (order) log.paysOrder = true;
    const outcome = transitioned
      ? `${change.attempt.outcome}: ${row.status} -> ${status}`
      : `${change.attempt.outcome}${change.to ? ` (no change, already ${row.status})` : ''}`;
    log.attempts = capAttempts([...log.attempts, { at: new Date().toISOString(), ...change.attempt, outcome }]);
    await tx.execute(
      sql`update payments set validation = ${JSON.stringify(log)}, updated_at = now() where id = ${row.id}`,
    );
    return { transitioned, status, duplicate, ...(order ? { order } : {}) };
  });
}

/** Payments whose refund the service starts: the latest paid one of the appointment. */
export async function latestPaidPayment(db: DbOrTx, appointmentId: string): Promise<PaymentRow | undefined> {
  return queryRow<PaymentRow>(
    db,
    sql`select ${COLUMNS} from payments where appointment_id = ${appointmentId} and status = 'paid' order by completed_at desc nulls last limit 1`,
  );
}

/** What a refund's update says about the payment's subject: its appointment, or its order when it paid the order. */
type RefundSubject = { appointment_id: string | null; order_id: string | null; pays_order: boolean };
const REFUND_SUBJECT = sql`appointment_id, order_id, coalesce(validation::jsonb ->> 'paysOrder', 'false') = 'true' as pays_order`;

/**
 * Claims the refund of a payment once: only a payment with no refund (or a failed one) moves to processing. A
 * duplicate payment of an order is refunded on its own: the order keeps the payment that paid it.
 */
export async function claimRefund(db: Db, paymentId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [claimed] = await queryRows<RefundSubject>(
      tx,
      sql`update payments set refund_status = 'processing', updated_at = now()
          where id = ${paymentId} and status = 'paid' and refund_status in ('none', 'failed') returning ${REFUND_SUBJECT}`,
    );
    if (!claimed) return false;
    if (claimed.order_id) {
      if (claimed.pays_order) await markOrderRefund(tx, claimed.order_id, 'processing');
      return true;
    }
    await tx.execute(
      sql`update appointments set refund_status = 'processing', updated_at = now() where id = ${claimed.appointment_id}`,
    );
    await bumpDayOfAppointment(tx, claimed.appointment_id!);
    return true;
  });
}

/**
 * Records where a refund stands, on the payment and on its appointment or the order it paid. The order, when its
 * payment status moved to refunded, is returned for the announcement.
 */
export async function recordRefund(
  db: Db,
  paymentId: string,
  status: RefundStatus,
  refundRefId: string | undefined,
): Promise<ChangedOrderRow | undefined> {
  return db.transaction(async (tx) => {
    const row = await queryRow<RefundSubject>(
      tx,
      sql`update payments set refund_status = ${status}, refund_ref_id = coalesce(${refundRefId ?? null}, refund_ref_id),
            refunded_at = ${status === 'refunded' ? sql`now()` : sql`refunded_at`}, updated_at = now()
          where id = ${paymentId} returning ${REFUND_SUBJECT}`,
    );
    if (!row) return undefined;
    if (row.order_id) return row.pays_order ? markOrderRefund(tx, row.order_id, status) : undefined;
    await tx.execute(
      sql`update appointments set refund_status = ${status}, updated_at = now() where id = ${row.appointment_id}`,
    );
    await bumpDayOfAppointment(tx, row.appointment_id!);
    return undefined;
  });
}

export type PayableRow = Pick<
  AppointmentState,
  'id' | 'status' | 'payment_status' | 'consultation_fee' | 'source' | 'selected_date'
> & {
  doctor_name: string;
  patient_name: string;
  contact: string;
  email: string | null;
  held: boolean;
  doctor_on_leave: boolean;
};

/** What a payment session needs about the appointment, and whether an earlier payment is held for review. */
export async function findPayableAppointment(db: Db, appointmentId: string): Promise<PayableRow | undefined> {
  return queryRow<PayableRow>(
    db,
    sql`select a.id, a.status, a.payment_status, a.consultation_fee, a.source, a.selected_date::text as selected_date,
            trim(d.title || ' ' || d.full_name) as doctor_name, p.name as patient_name, p.contact,
            coalesce(owner.email, booker.email) as email,
            exists (select 1 from payments h where h.appointment_id = a.id and h.status = 'pending'
                    and coalesce(h.validation::jsonb ->> 'held', 'false') = 'true') as held,
            exists (select 1 from doctor_leaves l where l.doctor_id = a.doctor_id and a.selected_date between l.from_date and l.to_date)
              as doctor_on_leave
          from appointments a
          join doctors d on d.id = a.doctor_id
          join patients p on p.id = a.patient_ref
          left join users owner on owner.patient_ref = a.patient_ref
          left join users booker on booker.id = a.created_by
          where a.id = ${appointmentId}`,
  );
}

/** The appointment belongs to the account: its patient record, or booked by it. */
export async function isAppointmentOfAccount(db: Db, appointmentId: string, userId: string): Promise<boolean> {
  const [own] = await queryRows<{ id: string }>(
    db,
    sql`select a.id from appointments a
        where a.id = ${appointmentId}
          and (a.patient_ref = (select patient_ref from users where id = ${userId}) or a.created_by = ${userId})`,
  );
  return own !== undefined;
}

export async function findServiceDate(db: Db, appointmentId: string): Promise<{ selected_date: string } | undefined> {
  return queryRow<{ selected_date: string }>(
    db,
    sql`select selected_date::text as selected_date from appointments where id = ${appointmentId}`,
  );
}

/**
 * A claimed payment is left alone by every other process for this long. Claiming bumps `updated_at`
 * under `for update skip locked`, so two processes reconciling at once take disjoint rows and no gateway
 * call is made twice for one payment; a batch of 25 at a 10-second timeout each fits well inside it.
 */
const LEASE_SECONDS = 300;
const BATCH = 25;

export async function claimStalePending(db: Db, pendingMinutes: number): Promise<PaymentRow[]> {
  return queryRows<PaymentRow>(
    db,
    sql`update payments set updated_at = now()
        where id in (
          select id from payments
          where status = 'pending'
            and created_at < now() - make_interval(mins => ${pendingMinutes})
            and updated_at < now() - make_interval(secs => ${LEASE_SECONDS})
            -- held for review (risk_level 1): people decide, not this loop.
            and coalesce(validation::jsonb ->> 'held', 'false') <> 'true'
          order by created_at
          limit ${BATCH}
          for update skip locked)
        returning id, appointment_id, order_id, tran_id, gateway, amount, currency, status, val_id, bank_tran_id, refund_status, refund_ref_id`,
  );
}

export async function claimRefundsInProgress(
  db: Db,
): Promise<Array<{ id: string; tran_id: string; refund_ref_id: string }>> {
  return queryRows(
    db,
    sql`update payments set updated_at = now()
        where id in (
          select id from payments
          where refund_status = 'processing' and refund_ref_id is not null
            and updated_at < now() - make_interval(secs => ${LEASE_SECONDS})
          order by updated_at
          limit ${BATCH}
          for update skip locked)
        returning id, tran_id, refund_ref_id`,
  );
}

/**
 * One reconciliation pass (docs/architecture.md §9, docs/architecture.md §9): the IPN may never arrive (an ipn_url on
 * localhost never does) and the browser may never come back, so payments pending longer than
 * PAYMENT_PENDING_MINUTES are looked up by tran_id. A paid answer goes through the same rules and the same
 * conditional update as a callback; EXPIRED, UNATTEMPTED, FAILED, CANCELLED and INVALID end the attempt.
 * Refunds the gateway is still processing are asked about too.
 */

/** Payment sessions opened for the appointment in the last hour, and the seconds until the oldest of them ages out. */
export const recentSessions = (db: Db, appointmentId: string) =>
  recentSessionsOf(db, sql`appointment_id = ${appointmentId}`);
