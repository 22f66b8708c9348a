import type { Mail, MailTransport } from '../../lib/mailer.js';
import type { OutboxChannel } from './outbox.repository.js';

/**
 * What delivers one channel's messages for the outbox worker. The worker knows the queue (claims, retries, leases),
 * the channel knows its messages: when one may go, how it is sent, and which failures are final.
 */
export type ChannelSender = {
  /** When the message may go if not now (an SMS that keeps quiet hours); it is postponed, not attempted. */
  notBefore?(payload: unknown, now: Date): Date | undefined;
  /** Sends one message, `reference` being its outbox id; answers the provider's reference when there is one. */
  send(payload: unknown, reference: string): Promise<string | undefined>;
  /** Whether another attempt could not fix this failure (a number the provider refuses): failed at once. */
  isPermanent?(err: unknown): boolean;
  /**
   * Why the message must not go at all (an SMS over its number's daily cap), asked right before sending; `attempts`
   * counts this one. It is kept as refused with that reason, never sent nor retried.
   */
  refuse?(payload: unknown, attempts: number, now: Date): Promise<string | undefined>;
};

/** The senders of the channels this process delivers; a channel without one (SMS_GATEWAY=none) queues nothing. */
export type ChannelSenders = Partial<Record<OutboxChannel, ChannelSender>>;

export function mailSender(transport: MailTransport): ChannelSender {
  return {
    async send(payload) {
      await transport.deliver(payload as Mail);
      return undefined;
    },
  };
}
