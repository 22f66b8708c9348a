import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestAppOptions, type TestContext } from './test-app.js';

/**
 * A local SSL Wireless "SMS Plus" v3 that speaks the protocol of the shared SMS reference: POST /api/v3/send-sms
 * with a JSON body (api_token, sid, msisdn as 8801XXXXXXXXX, sms, csms_id), answering JSON with status,
 * status_code, error_message and smsinfo (reference_id, csms_id). It checks what the real gateway checks, so a
 * mistake in the adapter shows as a refusal here.
 */
export const FAKE_SMS_ACCOUNT = { apiToken: 'test-api-token-0123456789', senderId: 'NIRMOY' };

/** What the next request meets: an answer of the provider, a 5xx, or a dropped connection. */
export type FakeSmsAnswer = 'ok' | 'failed' | 'server-error' | 'drop';

export type FakeSmsServer = {
  url: string;
  received: Array<Record<string, unknown>>;
  /** Answers for the next requests to one number (01XXXXXXXXX), in order; `ok` once they run out. */
  scriptFor(number: string, answers: FakeSmsAnswer[]): void;
  close(): Promise<void>;
};

export async function startFakeSslWireless(): Promise<FakeSmsServer> {
  const state = {
    received: [] as Array<Record<string, unknown>>,
    scripts: new Map<string, FakeSmsAnswer[]>(),
    count: 0,
  };
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const reply = (status: number, json: object) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      if (
        req.method !== 'POST' ||
        req.url !== '/api/v3/send-sms' ||
        !String(req.headers['content-type']).startsWith('application/json')
      ) {
        return reply(404, { status: 'FAILED', status_code: 4040, error_message: 'Not found' });
      }
      let message: Record<string, unknown>;
      try {
        message = JSON.parse(body) as Record<string, unknown>;
      } catch {
        return reply(400, { status: 'FAILED', status_code: 4000, error_message: 'Malformed JSON' });
      }
      const answer = state.scripts.get(String(message.msisdn).replace(/^88/, ''))?.shift() ?? 'ok';
      if (answer === 'drop') {
        req.socket.destroy();
        return;
      }
      if (answer === 'server-error')
        return reply(503, { status: 'FAILED', status_code: 5000, error_message: 'Service unavailable' });
      state.received.push(message);
      const fault =
        message.api_token !== FAKE_SMS_ACCOUNT.apiToken
          ? [4001, 'Invalid API token']
          : message.sid !== FAKE_SMS_ACCOUNT.senderId
            ? [4002, 'Invalid sender id']
            : !/^8801[3-9]\d{8}$/.test(String(message.msisdn))
              ? [4003, `Invalid number ${String(message.msisdn)}`]
              : typeof message.sms !== 'string' || message.sms === ''
                ? [4004, 'Empty message']
                : typeof message.csms_id !== 'string' || message.csms_id === ''
                  ? [4005, 'csms_id is required']
                  : answer === 'failed'
                    ? [4006, `Number ${String(message.msisdn)} is in the do-not-disturb list`]
                    : undefined;
      if (fault) return reply(200, { status: 'FAILED', status_code: fault[0], error_message: fault[1] });
      state.count += 1;
      reply(200, {
        status: 'SUCCESS',
        status_code: 200,
        error_message: '',
        smsinfo: [
          {
            sms_status: 'SUCCESS',
            status_message: 'Success',
            msisdn: message.msisdn,
            sms_type: 'EN',
            sms_body: message.sms,
            csms_id: message.csms_id,
            reference_id: `REF${String(state.count).padStart(6, '0')}`,
          },
        ],
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received: state.received,
    scriptFor(number, answers) {
      state.scripts.set(number, [...answers]);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** An app that sends its SMS through the fake (polling the outbox every 100 ms), with the further settings given. */
export function createSmsTestApp(fake: FakeSmsServer, options: TestAppOptions = {}): Promise<TestContext> {
  return createTestApp({
    ...options,
    env: {
      SMS_GATEWAY: 'sslwireless',
      SMS_BASE_URL: fake.url,
      SMS_API_TOKEN: FAKE_SMS_ACCOUNT.apiToken,
      SMS_SENDER_ID: FAKE_SMS_ACCOUNT.senderId,
      OUTBOX_POLL_MS: '100',
      ...options.env,
    },
  });
}
