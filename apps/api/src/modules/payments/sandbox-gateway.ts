import { createHmac, randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { BAD_SIGNATURE, PAID_STATUSES, verdictFrom } from './gateway.js';
import type * as Gateway from './gateway.js';
import {
  completeSandboxTransaction,
  countSandboxValidation,
  findSandboxRefund,
  findSandboxTransaction,
  insertSandboxTransaction,
  refundSandboxTransaction,
  type SandboxTransaction,
} from './payments-sandbox.repository.js';
import { callbackUrls, sessionFields } from './session-fields.js';
import { hasValidSignature, signFields } from './signature.js';

export type { SandboxTransaction };
export type SandboxAction = 'pay' | 'fail' | 'cancel';

/** Like a real gateway session, a sandbox page stops taking payments after a while. */
export const SANDBOX_SESSION_MINUTES = 30;
const SANDBOX_STORE_ID = 'hospital_sandbox';

const STATUS_OF_ACTION: Record<SandboxAction, 'VALID' | 'FAILED' | 'CANCELLED'> = {
  pay: 'VALID',
  fail: 'FAILED',
  cancel: 'CANCELLED',
};

const token = (prefix: string, bytes: number) =>
  `${prefix}${Date.now().toString(36).toUpperCase()}${randomBytes(bytes).toString('hex').toUpperCase()}`;

/** Dhaka wall-clock time as SSLCommerz writes `tran_date`: '2024-01-14 18:18:44'. */
function tranDate(now = new Date()): string {
  return new Date(now.getTime() + 6 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * The store password the sandbox signs with, derived from the JWT secret: every API process sharing a
 * database shares that secret, so any process can verify a page another one rendered, and nothing new has
 * to be stored or configured.
 */
export function sandboxStorePassword(jwtSecret: string): string {
  return createHmac('sha256', jwtSecret).update('sandbox payment gateway store password').digest('hex');
}

function isLive(row: SandboxTransaction, now = Date.now()): boolean {
  return row.status === 'PENDING' && now - new Date(row.createdAt).getTime() < SANDBOX_SESSION_MINUTES * 60_000;
}

/**
 * The built-in gateway for machines with no SSLCommerz store (docs/architecture.md §9). It keeps its own ledger,
 * signs callbacks with its own store password and answers validation from that ledger, so the callback
 * code path is the one the real gateway uses. No money moves; refunds simply succeed.
 */
export class SandboxGateway implements Gateway.PaymentGateway {
  readonly name = 'sandbox' as const;

  constructor(
    private readonly db: Db,
    private readonly options: { publicUrl: string; storePassword: string; storeName: string },
  ) {}

  async createSession(
    subject: Gateway.SessionSubject,
    patient: Gateway.SessionPatient,
  ): Promise<Gateway.GatewaySession> {
    const urls = callbackUrls(this.options.publicUrl);
    const fields = sessionFields(
      subject,
      patient,
      { storeId: SANDBOX_STORE_ID, storePassword: this.options.storePassword },
      urls,
    );
    const sessionKey = randomBytes(16).toString('hex');
    await insertSandboxTransaction(this.db, {
      tranId: subject.tranId,
      sessionKey,
      valId: token('SBV', 5),
      bankTranId: token('SBB', 5),
      amount: fields.total_amount!,
      currency: fields.currency!,
      storeName: this.options.storeName,
      productName: fields.product_name!,
      customerName: fields.cus_name!,
      valueA: fields.value_a!,
      successUrl: urls.success,
      failUrl: urls.fail,
      cancelUrl: urls.cancel,
      ipnUrl: urls.ipn,
    });
    return {
      url: `${this.options.publicUrl}/api/v1/payments/sandbox/${encodeURIComponent(subject.tranId)}`,
      tranId: subject.tranId,
      sessionKey,
    };
  }

  async validate(fields: Readonly<Record<string, string>>): Promise<Gateway.GatewayVerdict> {
    if (!hasValidSignature(fields, this.options.storePassword)) return verdictFrom(fields, BAD_SIGNATURE);
    if (!PAID_STATUSES.has(fields.status ?? '')) return verdictFrom(fields);
    // The validation API: VALID the first time a val_id is validated, VALIDATED after (docs/architecture.md §9).
    const row = await countSandboxValidation(this.db, fields.val_id ?? '');
    if (!row) return verdictFrom({ status: 'INVALID_TRANSACTION' });
    return verdictFrom(
      { ...this.ledgerFields(row), validated_on: tranDate(), APIConnect: 'DONE' },
      row.validations === 1 ? 'VALID' : 'VALIDATED',
    );
  }

  async query(tranId: string): Promise<Gateway.GatewayVerdict> {
    const row = await this.transaction(tranId);
    if (!row) return verdictFrom({ tran_id: tranId, status: 'INVALID' });
    const status = row.status === 'PENDING' ? (isLive(row) ? 'PENDING' : 'EXPIRED') : row.status;
    return verdictFrom(
      row.status === 'VALID'
        ? this.ledgerFields(row)
        : { tran_id: row.tranId, amount: row.amount, currency: row.currency },
      status,
    );
  }

  async refund(payment: Gateway.RefundablePayment): Promise<Gateway.RefundOutcome> {
    const row = await refundSandboxTransaction(this.db, payment.tranId, token('SBR', 5));
    return row
      ? { status: 'refunded', refundRefId: row.refundRefId ?? undefined }
      : { status: 'failed', refundRefId: undefined, reason: 'No paid sandbox transaction.' };
  }

  async refundStatus(refundRefId: string): Promise<Gateway.RefundOutcome> {
    const row = await findSandboxRefund(this.db, refundRefId);
    return row ? { status: 'refunded', refundRefId } : { status: 'failed', refundRefId, reason: 'Unknown refund.' };
  }

  async transaction(tranId: string): Promise<SandboxTransaction | undefined> {
    return findSandboxTransaction(this.db, tranId);
  }

  isLive(row: SandboxTransaction): boolean {
    return isLive(row);
  }

  /** The signed fields the page's button for `action` posts, exactly the set SSLCommerz posts (docs/architecture.md §9). */
  callbackFields(row: SandboxTransaction, action: SandboxAction): Record<string, string> {
    const common = {
      tran_id: row.tranId,
      store_id: SANDBOX_STORE_ID,
      currency: row.currency,
      amount: row.amount,
      tran_date: tranDate(),
      value_a: row.valueA,
      value_b: '',
      value_c: '',
      value_d: '',
    };
    if (action === 'pay') {
      return signFields(
        { ...this.ledgerFields(row), tran_date: common.tran_date, error: '', value_b: '', value_c: '', value_d: '' },
        this.options.storePassword,
      );
    }
    const error = action === 'fail' ? 'Declined by the sandbox' : 'Cancelled by User';
    return signFields(
      { ...common, status: STATUS_OF_ACTION[action], error, bank_tran_id: '', card_type: '' },
      this.options.storePassword,
    );
  }

  /**
   * A button was pressed: checks that the posted fields are the ones this sandbox signed for that button,
   * moves its own record out of PENDING (once), and says where the browser and the IPN go next.
   */
  async complete(tranId: string, action: SandboxAction, fields: Readonly<Record<string, string>>) {
    const row = await this.transaction(tranId);
    const expected = STATUS_OF_ACTION[action];
    const genuine =
      row !== undefined &&
      hasValidSignature(fields, this.options.storePassword) &&
      fields.tran_id === row.tranId &&
      fields.status === expected &&
      (action !== 'pay' || (fields.val_id === row.valId && fields.amount === row.amount));
    if (!row || !genuine) return { accepted: false as const };
    const moved = await completeSandboxTransaction(this.db, tranId, expected, SANDBOX_SESSION_MINUTES);
    const next = { pay: row.successUrl, fail: row.failUrl, cancel: row.cancelUrl }[action];
    // Pressing the same button again (back, resubmit) is fine; the other button after one was pressed is not.
    const settled = moved !== undefined || row.status === expected;
    return { accepted: true as const, moved: moved !== undefined, settled, next, ipnUrl: row.ipnUrl };
  }

  private ledgerFields(row: SandboxTransaction): Record<string, string> {
    const storeAmount = (Number(row.amount) * 0.975).toFixed(2);
    return {
      status: 'VALID',
      tran_id: row.tranId,
      val_id: row.valId,
      amount: row.amount,
      store_amount: storeAmount,
      currency: row.currency,
      bank_tran_id: row.bankTranId,
      card_type: 'SANDBOX-Test card',
      card_no: '411111XXXXXX1111',
      card_issuer: 'Sandbox Bank',
      card_brand: 'VISA',
      card_issuer_country: 'Bangladesh',
      card_issuer_country_code: 'BD',
      store_id: SANDBOX_STORE_ID,
      currency_type: row.currency,
      currency_amount: row.amount,
      currency_rate: '1.0000',
      base_fair: '0.00',
      risk_level: '0',
      risk_title: 'Safe',
      value_a: row.valueA,
    };
  }
}
