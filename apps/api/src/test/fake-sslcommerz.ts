import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestContext } from './test-app.js';

/**
 * A local SSLCommerz that speaks the protocol of reference `sslcommerz.md`: session initiation, the
 * validation API (GET and POST), transaction query, refund and refund status, and signed callback payloads.
 * Its signing is written here again from docs/architecture.md §9, not imported, so a mistake in the adapter's
 * signature code cannot hide behind the same mistake in the fake.
 */
export const FAKE_STORE = { storeId: 'hospi0test', storePassword: 'hospi0test@ssl' };

/** The real key list the gateway signs (docs/architecture.md §9). */
const VERIFY_KEY =
  'amount,bank_tran_id,base_fair,card_brand,card_issuer,card_issuer_country,card_issuer_country_code,card_no,card_sub_brand,card_type,currency,currency_amount,currency_rate,currency_type,error,risk_level,risk_title,status,store_amount,store_id,tran_date,tran_id,val_id,value_a,value_b,value_c,value_d';

const MANDATORY = [
  'store_id',
  'store_passwd',
  'total_amount',
  'currency',
  'tran_id',
  'success_url',
  'fail_url',
  'cancel_url',
  'cus_name',
  'cus_email',
  'cus_add1',
  'cus_city',
  'cus_postcode',
  'cus_country',
  'cus_phone',
  'shipping_method',
  'num_of_item',
  'product_name',
  'product_category',
  'product_profile',
  'emi_option',
];

export type FakeBehaviour = {
  /** Every endpoint drops the connection. */
  down: boolean;
  /** Session initiation answers FAILED. */
  initFails: boolean;
  /** The validation API answers INVALID_TRANSACTION for every val_id. */
  invalidTransaction: boolean;
  /** The customer paid a different amount: the gateway records, signs and validates '10.00'. */
  tamperedAmount: boolean;
  riskLevel: 0 | 1;
  refundFails: boolean;
};

type Transaction = {
  init: Record<string, string>;
  sessionKey: string;
  status: 'PENDING' | 'VALID' | 'FAILED' | 'CANCELLED' | 'EXPIRED' | 'UNATTEMPTED';
  amount: string;
  valId?: string;
  bankTranId?: string;
  riskLevel: number;
  validations: number;
  refund?: { refId: string; transId: string; amount: string; queried: number };
};

export type FakeRequest = {
  method: string;
  path: string;
  query: Record<string, string>;
  body: Record<string, string>;
  contentType: string;
};

const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** docs/architecture.md §9, read literally: keys of verify_key present in the post, plus the hashed password, sorted. */
function gatewaySignature(post: Record<string, string>, password: string, hash: (text: string) => string): string {
  const data: Record<string, string> = {};
  for (const key of post.verify_key!.split(',')) if (key in post) data[key] = post[key]!;
  data.store_passwd = hash(password);
  return hash(
    Object.keys(data)
      .sort()
      .map((key) => `${key}=${data[key]}`)
      .join('&'),
  );
}

async function readBody(req: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks);
  const type = req.headers['content-type'] ?? '';
  if (type.startsWith('multipart/form-data')) {
    const form = await new Response(new Uint8Array(raw), { headers: { 'content-type': type } }).formData();
    return Object.fromEntries([...form].map(([k, v]) => [k, String(v)]));
  }
  return Object.fromEntries(new URLSearchParams(raw.toString('utf8')));
}

/** The gateway on a good day: up, every transaction valid, no risk, refunds go through. */
const WELL_BEHAVED: FakeBehaviour = {
  down: false,
  initFails: false,
  invalidTransaction: false,
  tamperedAmount: false,
  riskLevel: 0,
  refundFails: false,
};

export class FakeSslcommerz {
  readonly requests: FakeRequest[] = [];
  readonly transactions = new Map<string, Transaction>();
  behaviour: FakeBehaviour = { ...WELL_BEHAVED };

  private constructor(
    private readonly server: Server,
    readonly url: string,
  ) {}

  static async start(): Promise<FakeSslcommerz> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const fake = new FakeSslcommerz(server, `http://127.0.0.1:${port}`);
    server.on('request', (req, res) => void fake.handle(req, res));
    return fake;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  reset(): void {
    this.behaviour = { ...WELL_BEHAVED };
  }

  callsTo(pathEnd: string, where: (r: FakeRequest) => boolean = () => true): FakeRequest[] {
    return this.requests.filter((r) => r.path.endsWith(pathEnd) && where(r));
  }

  /** Adds verify_key, verify_sign and verify_sign_sha2 as the gateway does. */
  sign(fields: Record<string, string>): Record<string, string> {
    const post = { ...fields, verify_key: VERIFY_KEY };
    return {
      ...post,
      verify_sign: gatewaySignature(post, FAKE_STORE.storePassword, md5),
      verify_sign_sha2: gatewaySignature(post, FAKE_STORE.storePassword, sha256),
    };
  }

  /** The customer pays on the gateway's page; returns the fields the gateway posts back (browser and IPN). */
  pay(tranId: string): Record<string, string> {
    const txn = this.txn(tranId);
    txn.status = 'VALID';
    txn.valId = `${Date.now()}${randomBytes(4).toString('hex')}`;
    txn.bankTranId = `${Date.now()}${randomBytes(3).toString('hex')}`;
    txn.amount = this.behaviour.tamperedAmount ? '10.00' : txn.init.total_amount!;
    txn.riskLevel = this.behaviour.riskLevel;
    return this.sign({
      ...this.record(tranId, txn),
      error: '',
      value_b: '',
      value_c: '',
      value_d: '',
      subscription_id: '',
    });
  }

  fail(tranId: string): Record<string, string> {
    return this.endUnpaid(tranId, 'FAILED', 'Invalid expiration date');
  }

  cancel(tranId: string): Record<string, string> {
    return this.endUnpaid(tranId, 'CANCELLED', 'Cancelled by User');
  }

  /** The customer never finished: the session timed out at the gateway. */
  expire(tranId: string): void {
    this.txn(tranId).status = 'EXPIRED';
  }

  private endUnpaid(tranId: string, status: 'FAILED' | 'CANCELLED', error: string) {
    const txn = this.txn(tranId);
    txn.status = status;
    return this.sign({
      tran_id: tranId,
      amount: txn.init.total_amount!,
      currency: 'BDT',
      status,
      error,
      store_id: FAKE_STORE.storeId,
      tran_date: '2025-01-14 18:18:44',
      card_type: '',
      bank_tran_id: '',
      value_a: txn.init.value_a ?? '',
      value_b: '',
      value_c: '',
      value_d: '',
    });
  }

  private txn(tranId: string): Transaction {
    const txn = this.transactions.get(tranId);
    if (!txn) throw new Error(`fake SSLCommerz has no session for ${tranId}`);
    return txn;
  }

  /** What the gateway knows about a paid transaction (the validation API's and the query's fields). */
  private record(tranId: string, txn: Transaction): Record<string, string> {
    return {
      status: 'VALID',
      tran_id: tranId,
      val_id: txn.valId!,
      amount: txn.amount,
      store_amount: (Number(txn.amount) * 0.975).toFixed(2),
      currency: 'BDT',
      bank_tran_id: txn.bankTranId!,
      card_type: 'VISA-Dutch Bangla',
      card_no: '432149XXXXXX0667',
      card_issuer: 'DUTCH-BANGLA BANK',
      card_brand: 'VISA',
      card_sub_brand: 'Classic',
      card_issuer_country: 'Bangladesh',
      card_issuer_country_code: 'BD',
      store_id: FAKE_STORE.storeId,
      tran_date: '2025-01-14 18:18:44',
      currency_type: 'BDT',
      currency_amount: txn.amount,
      currency_rate: '1.0000',
      base_fair: '0.00',
      value_a: txn.init.value_a ?? '',
      risk_level: String(txn.riskLevel),
      risk_title: txn.riskLevel === 1 ? 'Risky' : 'Safe',
    };
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', this.url);
    const body = await readBody(req);
    const query = Object.fromEntries(url.searchParams);
    this.requests.push({
      method: req.method ?? '',
      path: url.pathname,
      query,
      body,
      contentType: req.headers['content-type'] ?? '',
    });
    if (this.behaviour.down) {
      req.socket.destroy();
      return;
    }
    const json = (data: unknown) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(data));
    const params = { ...query, ...body };
    const credentialsOk = params.store_id === FAKE_STORE.storeId && params.store_passwd === FAKE_STORE.storePassword;
    if (url.pathname === '/gwprocess/v4/api.php' && req.method === 'POST')
      return json(this.initSession(body, credentialsOk));
    if (url.pathname === '/validator/api/validationserverAPI.php') return json(this.validation(params, credentialsOk));
    if (url.pathname === '/validator/api/merchantTransIDvalidationAPI.php')
      return json(this.merchantApi(params, credentialsOk));
    res.writeHead(404).end('not found');
  }

  private initSession(body: Record<string, string>, credentialsOk: boolean) {
    if (!credentialsOk) return { status: 'FAILED', failedreason: 'Store Credential Error Or Store is De-active' };
    const missing = MANDATORY.filter((key) => !body[key]);
    if (missing.length > 0) return { status: 'FAILED', failedreason: `Invalid Information: ${missing.join(', ')}` };
    if (!/^\d+\.\d{2}$/.test(body.total_amount!)) return { status: 'FAILED', failedreason: 'Invalid total_amount' };
    if (this.behaviour.initFails) return { status: 'FAILED', failedreason: 'Store is temporarily unavailable' };
    const sessionKey = randomBytes(16).toString('hex').toUpperCase();
    this.transactions.set(body.tran_id!, {
      init: body,
      sessionKey,
      status: 'PENDING',
      amount: body.total_amount!,
      riskLevel: 0,
      validations: 0,
    });
    return {
      status: 'SUCCESS',
      failedreason: '',
      sessionkey: sessionKey,
      GatewayPageURL: `${this.url}/gwprocess/v4/gw.php?Q=pay&SESSIONKEY=${sessionKey}`,
      redirectGatewayURL: `${this.url}/gwprocess/v4/bankgw/indexhtml.php?mamount=${body.total_amount}&ssl_id=${sessionKey}&Q=REDIRECT&SESSIONKEY=${sessionKey}&tran_type=success&cardname=`,
      storeBanner: '',
      storeLogo: '',
      store_name: 'Test Hospital',
      desc: [],
      is_direct_pay_enable: '0',
    };
  }

  private validation(params: Record<string, string>, credentialsOk: boolean) {
    if (!credentialsOk) return { status: 'INVALID_TRANSACTION', APIConnect: 'INVALID_REQUEST' };
    const found = [...this.transactions].find(([, txn]) => txn.valId === params.val_id && txn.status === 'VALID');
    if (this.behaviour.invalidTransaction || !found) return { status: 'INVALID_TRANSACTION', APIConnect: 'DONE' };
    const [tranId, txn] = found;
    txn.validations += 1;
    return {
      ...this.record(tranId, txn),
      status: txn.validations === 1 ? 'VALID' : 'VALIDATED',
      validated_on: '2025-01-14 18:19:02',
      APIConnect: 'DONE',
      gw_version: '',
    };
  }

  private merchantApi(params: Record<string, string>, credentialsOk: boolean) {
    if (!credentialsOk) return { APIConnect: 'INVALID_REQUEST' };
    if (params.refund_ref_id) {
      const txn = [...this.transactions.values()].find((t) => t.refund?.refId === params.refund_ref_id);
      if (!txn) return { APIConnect: 'DONE', status: 'cancelled', errorReason: 'Unknown refund' };
      txn.refund!.queried += 1;
      return {
        APIConnect: 'DONE',
        status: 'refunded',
        refund_ref_id: params.refund_ref_id,
        initiated_on: '2025-01-15 10:00:00',
        refunded_on: '2025-01-16 10:00:00',
      };
    }
    if (params.bank_tran_id) {
      const txn = [...this.transactions.values()].find(
        (t) => t.bankTranId === params.bank_tran_id && t.status === 'VALID',
      );
      if (!txn || this.behaviour.refundFails)
        return {
          APIConnect: 'DONE',
          status: 'failed',
          bank_tran_id: params.bank_tran_id,
          errorReason: 'Refund not allowed',
        };
      txn.refund ??= {
        refId: `RF${randomBytes(6).toString('hex')}`,
        transId: params.refund_trans_id ?? '',
        amount: params.refund_amount ?? '',
        queried: 0,
      };
      return {
        APIConnect: 'DONE',
        status: 'success',
        bank_tran_id: params.bank_tran_id,
        trans_id: params.refund_trans_id,
        refund_ref_id: txn.refund.refId,
        errorReason: '',
      };
    }
    const tranId = params.tran_id ?? '';
    const txn = this.transactions.get(tranId);
    if (!txn) return { APIConnect: 'DONE', no_of_trans_found: 0, element: [{ status: 'INVALID' }] };
    const element =
      txn.status === 'VALID'
        ? this.record(tranId, txn)
        : { status: txn.status, tran_id: tranId, amount: txn.amount, currency: 'BDT' };
    // The API is known to send the count as a string.
    return { APIConnect: 'DONE', no_of_trans_found: '1', element: [element] };
  }
}

/** An app configured for the `sslcommerz` gateway at the fake's address, on a fresh test database. */
export function createSslcommerzTestApp(fake: FakeSslcommerz): Promise<TestContext> {
  return createTestApp({
    env: {
      SSLCOMMERZ_STORE_ID: FAKE_STORE.storeId,
      SSLCOMMERZ_STORE_PASSWORD: FAKE_STORE.storePassword,
      SSLCOMMERZ_BASE_URL: fake.url,
    },
  });
}

/** What the gateway (or the customer's browser) posts to one of our payment callbacks: a urlencoded form. */
export function postGatewayForm(ctx: TestContext, via: string, fields: Record<string, string>) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/v1/payments/${via}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}
