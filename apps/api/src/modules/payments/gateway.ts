/**
 * The one interface both gateways implement (docs/architecture.md §9): the real SSLCommerz protocol and the
 * built-in sandbox. Everything above it (callbacks, reconciliation, refunds) is the same code for both.
 */

/** The appointment a session is opened for, with the payment row's tran_id. */
export type SessionAppointment = {
  id: string;
  tranId: string;
  /** Whole taka (docs/architecture.md §7). */
  amount: number;
  doctorName: string;
  selectedDate: string;
};

/** A pharmacy order a session is opened for: its bill's total, in whole taka like a fee. */
export type SessionOrder = { id: string; tranId: string; amount: number; orderNo: number };

/** What a session pays for: an appointment's fee or a pharmacy order's bill. */
export type SessionSubject = SessionAppointment | SessionOrder;

export const isSessionOrder = (subject: SessionSubject): subject is SessionOrder => 'orderNo' in subject;

/** The person paying (the gateway's `cus_*` fields). */
export type SessionPatient = { name: string; email: string; phone: string };

export type GatewaySession = { url: string; tranId: string; sessionKey: string };

/**
 * The gateway's verdict on a callback or a query, reduced to what the payment service checks.
 * `status` is the validation API's (`VALID`, `VALIDATED`, `INVALID_TRANSACTION`), the callback's own for
 * callbacks that carry no payment (`FAILED`, `CANCELLED`, `UNATTEMPTED`, `EXPIRED`), the query API's
 * (`INVALID`, `PENDING` …), or `BAD_SIGNATURE` when the signature does not match.
 */
export type GatewayVerdict = {
  status: string;
  tranId: string | undefined;
  amount: number | undefined;
  currency: string | undefined;
  valId: string | undefined;
  bankTranId: string | undefined;
  riskLevel: number | undefined;
  /** The gateway's answer trimmed to the fields worth keeping on the payments row. */
  record: Record<string, string>;
};

/** `processing` while the gateway works on it; SSLCommerz answers a refund request with that first. */
export type RefundOutcome = {
  status: 'processing' | 'refunded' | 'failed';
  refundRefId: string | undefined;
  reason?: string;
};

export type RefundablePayment = { tranId: string; bankTranId: string | null; valId: string | null; amount: number };

export interface PaymentGateway {
  readonly name: 'sslcommerz' | 'sandbox';
  createSession(subject: SessionSubject, patient: SessionPatient): Promise<GatewaySession>;
  /** Checks the signature first, then asks the gateway's validation API (for a callback that reports a payment). */
  validate(fields: Readonly<Record<string, string>>): Promise<GatewayVerdict>;
  /** The gateway's current record of a transaction, for reconciliation. */
  query(tranId: string): Promise<GatewayVerdict>;
  refund(payment: RefundablePayment, amount: number): Promise<RefundOutcome>;
  refundStatus(refundRefId: string): Promise<RefundOutcome>;
}

/** The gateway could not be reached or answered something unusable: nothing about the payment is known. */
export class GatewayError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'GatewayError';
  }
}

/** SSLCommerz takes 10.00 to 500000.00 BDT (docs/architecture.md §9). */
export const GATEWAY_MINIMUM_TAKA = 10;

export const PAID_STATUSES = new Set(['VALID', 'VALIDATED']);
/** Statuses after which the transaction can no longer be paid (docs/architecture.md §9 and §5). */
export const UNPAID_FINAL_STATUSES = new Set(['FAILED', 'CANCELLED', 'UNATTEMPTED', 'EXPIRED', 'INVALID']);
export const BAD_SIGNATURE = 'BAD_SIGNATURE';

/** SSLCommerz wants decimal (10,2) text: 1500 -> '1500.00'. */
export function formatAmount(taka: number): string {
  return taka.toFixed(2);
}

/** Amounts arrive as '69', '347.1' or '100.00' (docs/architecture.md §9): compare them as numbers. */
export function parseAmount(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
}

/** Gateways mask card numbers; anything that still looks like a whole number is dropped, never stored. */
function isMasked(cardNo: string): boolean {
  return /[^0-9\s]/.test(cardNo) || cardNo.replace(/\s/g, '').length <= 4;
}

const KEPT_FIELDS = [
  'status',
  'tran_id',
  'val_id',
  'amount',
  'store_amount',
  'currency',
  'bank_tran_id',
  'card_type',
  'card_no',
  'card_issuer',
  'card_brand',
  'card_issuer_country',
  'risk_level',
  'risk_title',
  'tran_date',
  'validated_on',
  'error',
  'APIConnect',
] as const;

/** The fields of a gateway answer that matter later (disputes, refunds); never more of the card than the gateway masks. */
export function trimRecord(source: Readonly<Record<string, unknown>>): Record<string, string> {
  const record: Record<string, string> = {};
  for (const key of KEPT_FIELDS) {
    const value = source[key];
    if (value === undefined || value === null || value === '') continue;
    const text = String(value).slice(0, 255);
    if (key === 'card_no' && !isMasked(text)) continue;
    record[key] = text;
  }
  return record;
}

export function verdictFrom(
  fields: Readonly<Record<string, unknown>>,
  status = String(fields.status ?? ''),
): GatewayVerdict {
  const text = (key: string) =>
    fields[key] === undefined || fields[key] === null || fields[key] === '' ? undefined : String(fields[key]);
  const risk = text('risk_level');
  return {
    status,
    tranId: text('tran_id'),
    amount: parseAmount(text('amount')),
    currency: text('currency'),
    valId: text('val_id'),
    bankTranId: text('bank_tran_id'),
    riskLevel: risk === undefined ? undefined : Number(risk),
    record: trimRecord({ ...fields, status }),
  };
}
