import { dhakaDateString } from '@hospital/contract/format';
import type { Db } from '../../db/client.js';
import { incrementCounter } from '../../lib/rate-limits.repository.js';
import type { ChannelSender } from '../../platform/outbox/channels.js';
import { quietHoursEnd } from './quiet-hours.js';
import { PermanentSmsFailure, type SmsGateway } from './sms-gateway.js';
import type { SmsPayload } from './sms.service.js';

/** The reasons a refused SMS keeps (`outbox.last_error`, the `reason` label in /metrics). */
export const NUMBER_DAILY_CAP = 'number_daily_cap';
/** The number's owner has not proved it (docs/decisions/0028): only the code that would prove it goes there. */
export const UNPROVED_NUMBER = 'unproved';

// A day's counter lives under a key of its own; the window only has to outlast any day.
const DAY_SECONDS = 24 * 60 * 60;

/**
 * The daily cap per number: whatever their cause, at most `perNumberPerDay` SMS go to one number in a Dhaka day, so
 * nobody can make the hospital pay for a stranger's inbox. The turn alert is neither counted nor refused: a patient
 * about to be called must hear of it. Counted when the worker is about to send, in one statement on a counter in
 * PostgreSQL (docs/decisions/0002), so workers in every process together keep to it exactly; a retry was counted on
 * its first attempt. Whether a number is proved is the phone-proofs module's to say; the app passes its answer in
 * (`isProved`), so SMS does not depend on the module that sends its codes through it.
 */
export type NumberCap = { db: Db; perNumberPerDay: number; isProved: (db: Db, number: string) => Promise<boolean> };

/**
 * The outbox's SMS channel: a message that keeps quiet hours waits for the morning; one to a number nobody has proved
 * (the turn alert included: a stranger's number typed into an account must not receive it either), or over its
 * number's daily cap, is refused; a provider's refusal is final.
 */
export function smsSender(gateway: SmsGateway, cap?: NumberCap): ChannelSender {
  return {
    notBefore: (payload, now) => ((payload as SmsPayload).quietHours ? quietHoursEnd(now) : undefined),
    refuse: async (payload, attempts, now) => {
      const { to, kind } = payload as SmsPayload;
      if (!cap || attempts > 1) return undefined;
      if (kind !== 'code' && !(await cap.isProved(cap.db, to))) return UNPROVED_NUMBER;
      if (kind === 'turn') return undefined;
      const { hits } = await incrementCounter(cap.db, `sms-number:${to}:${dhakaDateString(now)}`, DAY_SECONDS);
      return hits > cap.perNumberPerDay ? NUMBER_DAILY_CAP : undefined;
    },
    send: (payload, reference) => {
      const { to, text } = payload as SmsPayload;
      return gateway.send({ to, text, reference });
    },
    isPermanent: (err) => err instanceof PermanentSmsFailure,
  };
}
