import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { BANGLADESH_MOBILE } from '@hospital/contract/local-input';
import type { Config } from '../../config.js';
import { withoutNumbers } from '../../lib/log-redaction.js';

export type SmsMessage = {
  /** The local number, 11 digits (01XXXXXXXXX). */
  to: string;
  text: string;
  /** Ours, unique per message (the outbox row's id): SSL Wireless's `csms_id`. */
  reference: string;
};

/**
 * Hands one SMS to a provider and answers the provider's reference. Only the outbox worker calls it: requests queue
 * SMS in the outbox with the change that causes them (docs/decisions/0014, 0021).
 */
export type SmsGateway = { readonly name: string; send(message: SmsMessage): Promise<string> };

/**
 * A failure that another attempt would not fix (a number or sender id the provider refuses, a bad token): the
 * outbox marks the message failed at once instead of retrying it for two hours. Any other error is retried.
 */
export class PermanentSmsFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentSmsFailure';
  }
}

/**
 * A valid Bangladeshi mobile number: the contract's one rule, which every form also applies. Checked again before
 * queueing, for numbers stored before the forms applied it.
 */
export const MOBILE_NUMBER = BANGLADESH_MOBILE;

/** 01712345678 -> 8801712345678, the `msisdn` form SSL Wireless takes. */
export function toMsisdn(local: string): string {
  return `88${local}`;
}

const TIMEOUT_MS = 10_000;

type SslWirelessAnswer = {
  status?: unknown;
  status_code?: unknown;
  error_message?: unknown;
  smsinfo?: Array<{ reference_id?: unknown; csms_id?: unknown; sms_status?: unknown }>;
};

/**
 * SSL Wireless "SMS Plus" API v3 (docs/decisions/0021; protocol facts in the shared SMS reference): one JSON POST per
 * message. A transport error, a timeout, a 5xx or a 429 is retried; a FAILED answer or any other 4xx is permanent
 * (a rejected number stays rejected).
 */
export class SslWirelessGateway implements SmsGateway {
  readonly name = 'sslwireless';

  constructor(private readonly settings: { baseUrl: string; apiToken: string; senderId: string }) {}

  async send(message: SmsMessage): Promise<string> {
    let response: Response;
    try {
      response = await fetch(`${this.settings.baseUrl}/api/v3/send-sms`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          api_token: this.settings.apiToken,
          sid: this.settings.senderId,
          msisdn: toMsisdn(message.to),
          sms: message.text,
          csms_id: message.reference,
        }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new Error(`SSL Wireless could not be reached: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    }
    const answer = (await response.json().catch(() => ({}))) as SslWirelessAnswer;
    const fault = withoutNumbers(
      typeof answer.error_message === 'string' && answer.error_message
        ? answer.error_message
        : `HTTP ${response.status}`,
    );
    if (response.status >= 500 || response.status === 429)
      throw new Error(`SSL Wireless answered ${response.status}: ${fault}`);
    if (!response.ok)
      throw new PermanentSmsFailure(`SSL Wireless refused the message (HTTP ${response.status}): ${fault}`);
    if (answer.status !== 'SUCCESS') {
      throw new PermanentSmsFailure(
        `SSL Wireless refused the message (status code ${String(answer.status_code ?? 'none')}): ${fault}`,
      );
    }
    const info = answer.smsinfo?.find((entry) => entry.csms_id === message.reference) ?? answer.smsinfo?.[0];
    return typeof info?.reference_id === 'string' || typeof info?.reference_id === 'number'
      ? String(info.reference_id)
      : '';
  }
}

/**
 * The demo's gateway: each SMS becomes a file in DATA_DIR/outbox beside the dev mail, so a newcomer sees exactly what
 * a patient would get. The log line names the file, never the number or the text.
 */
export class DevSmsGateway implements SmsGateway {
  readonly name = 'dev';

  constructor(private readonly options: { outboxDir: string; log: FastifyBaseLogger }) {}

  async send(message: SmsMessage): Promise<string> {
    await mkdir(this.options.outboxDir, { recursive: true });
    const file = path.join(
      this.options.outboxDir,
      `${new Date().toISOString().replace(/[:.]/g, '-')}-${message.reference}.sms.txt`,
    );
    await writeFile(file, `To: ${message.to}\nReference: ${message.reference}\n\n${message.text}\n`, { mode: 0o600 });
    this.options.log.info(`sms written to ${file}`);
    return `dev-${message.reference}`;
  }
}

/** SMS_GATEWAY: sslwireless, dev (files) or none (nothing is queued, so no gateway is asked). */
export function createSmsGateway(config: Config, log: FastifyBaseLogger): SmsGateway | undefined {
  if (config.sms.gateway === 'sslwireless' && config.sms.sslWireless)
    return new SslWirelessGateway(config.sms.sslWireless);
  if (config.sms.gateway === 'dev') return new DevSmsGateway({ outboxDir: `${config.dataDir}/outbox`, log });
  return undefined;
}
