import { BAD_SIGNATURE, formatAmount, GatewayError, PAID_STATUSES, verdictFrom } from './gateway.js';
import type * as Gateway from './gateway.js';
import { callbackUrls, sessionFields } from './session-fields.js';
import { hasValidSignature } from './signature.js';

export type SslcommerzOptions = {
  storeId: string;
  storePassword: string;
  /** `https://sandbox.sslcommerz.com`, `https://securepay.sslcommerz.com`, or a local fake in tests. */
  baseUrl: string;
  publicUrl: string;
  timeoutMs?: number;
};

type Json = Record<string, unknown>;

const SESSION_PATH = '/gwprocess/v4/api.php';
const VALIDATION_PATH = '/validator/api/validationserverAPI.php';
const MERCHANT_API_PATH = '/validator/api/merchantTransIDvalidationAPI.php';

/**
 * The SSLCommerz protocol (reference `sslcommerz.md`) over `fetch`, not the vendor package: that package
 * resolves errors instead of rejecting and builds unencoded query strings (docs/architecture.md §9). Every call has a
 * timeout; anything but a usable JSON answer is a GatewayError, so callers never guess.
 */
export class SslcommerzGateway implements Gateway.PaymentGateway {
  readonly name = 'sslcommerz' as const;
  private readonly timeoutMs: number;

  constructor(private readonly options: SslcommerzOptions) {
    this.timeoutMs = options.timeoutMs ?? 10_000;
  }

  private get credentials() {
    return { store_id: this.options.storeId, store_passwd: this.options.storePassword };
  }

  private async call(
    path: string,
    request: { query?: Record<string, string>; form?: Record<string, string> },
  ): Promise<Json> {
    const url = new URL(`${this.options.baseUrl}${path}`);
    for (const [key, value] of Object.entries(request.query ?? {})) url.searchParams.set(key, value);
    let response: Response;
    try {
      response = await fetch(url, {
        method: request.form ? 'POST' : 'GET',
        // urlencoded, as the official sample sends it; multipart has failed with "Store Credential Error" (docs/architecture.md §9).
        ...(request.form ? { body: new URLSearchParams(request.form) } : {}),
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw new GatewayError(`SSLCommerz could not be reached (${path})`, { cause: error });
    }
    if (!response.ok) throw new GatewayError(`SSLCommerz answered HTTP ${response.status} (${path})`);
    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      throw new GatewayError(`SSLCommerz answered something other than JSON (${path})`, { cause: error });
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      throw new GatewayError(`SSLCommerz answered an unexpected shape (${path})`);
    return body as Json;
  }

  async createSession(
    subject: Gateway.SessionSubject,
    patient: Gateway.SessionPatient,
  ): Promise<Gateway.GatewaySession> {
    const form = sessionFields(subject, patient, this.options, callbackUrls(this.options.publicUrl));
    const answer = await this.call(SESSION_PATH, { form });
    const url = answer.GatewayPageURL;
    // HTTP 200 even on failure (docs/architecture.md §9): only SUCCESS with a page to go to is a session.
    if (answer.status !== 'SUCCESS' || typeof url !== 'string' || !/^https?:\/\//.test(url)) {
      throw new GatewayError(
        `SSLCommerz refused the session: ${String(answer.failedreason ?? answer.status ?? 'no reason given')}`,
      );
    }
    return { url, tranId: subject.tranId, sessionKey: String(answer.sessionkey ?? '') };
  }

  async validate(fields: Readonly<Record<string, string>>): Promise<Gateway.GatewayVerdict> {
    if (!hasValidSignature(fields, this.options.storePassword)) return verdictFrom(fields, BAD_SIGNATURE);
    // A failed or cancelled callback has no val_id to validate; its signature is all there is to check.
    if (!PAID_STATUSES.has(fields.status ?? '')) return verdictFrom(fields);
    if (!fields.val_id) return verdictFrom(fields, 'INVALID_TRANSACTION');
    const answer = await this.call(VALIDATION_PATH, {
      query: { val_id: fields.val_id, ...this.credentials, v: '1', format: 'json' },
    });
    return verdictFrom(answer);
  }

  async query(tranId: string): Promise<Gateway.GatewayVerdict> {
    const answer = await this.call(MERCHANT_API_PATH, {
      query: { tran_id: tranId, ...this.credentials, format: 'json' },
    });
    if (answer.APIConnect !== 'DONE')
      throw new GatewayError(`SSLCommerz query refused: APIConnect ${String(answer.APIConnect)}`);
    const elements = (Array.isArray(answer.element) ? answer.element : []).filter(
      (e): e is Json => typeof e === 'object' && e !== null,
    );
    // `no_of_trans_found` is a number or a string (docs/architecture.md §9).
    if (Number(answer.no_of_trans_found ?? elements.length) === 0 || elements.length === 0) {
      return verdictFrom({ tran_id: tranId, status: 'INVALID' });
    }
    // One tran_id may carry several attempts: a paid one decides.
    const chosen = elements.find((e) => PAID_STATUSES.has(String(e.status))) ?? elements[0]!;
    return verdictFrom(chosen);
  }

  async refund(payment: Gateway.RefundablePayment, amount: number): Promise<Gateway.RefundOutcome> {
    if (!payment.bankTranId)
      return { status: 'failed', refundRefId: undefined, reason: 'The payment has no bank_tran_id to refund.' };
    const answer = await this.call(MERCHANT_API_PATH, {
      query: {
        bank_tran_id: payment.bankTranId,
        refund_amount: formatAmount(amount),
        refund_remarks: 'Appointment cancelled by the hospital',
        // Derived from the tran_id, so a retry after a timeout cannot refund twice.
        refund_trans_id: `RF${payment.tranId}`.slice(0, 30),
        ...this.credentials,
        format: 'json',
      },
    });
    return refundOutcome(answer);
  }

  async refundStatus(refundRefId: string): Promise<Gateway.RefundOutcome> {
    const answer = await this.call(MERCHANT_API_PATH, {
      query: { refund_ref_id: refundRefId, ...this.credentials, format: 'json' },
    });
    return refundOutcome(answer, refundRefId);
  }
}

/** success/processing/refunded -> under way or done; failed/cancelled -> failed (docs/architecture.md §9). */
function refundOutcome(answer: Json, knownRef?: string): Gateway.RefundOutcome {
  const refundRefId =
    typeof answer.refund_ref_id === 'string' && answer.refund_ref_id ? answer.refund_ref_id : knownRef;
  if (answer.APIConnect !== 'DONE')
    return { status: 'failed', refundRefId, reason: `APIConnect ${String(answer.APIConnect)}` };
  switch (answer.status) {
    case 'refunded':
      return { status: 'refunded', refundRefId };
    case 'success':
    case 'processing':
      return { status: 'processing', refundRefId };
    default:
      return {
        status: 'failed',
        refundRefId,
        reason: String(answer.errorReason ?? answer.status ?? 'no reason given'),
      };
  }
}
