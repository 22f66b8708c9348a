import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { withoutNumbers } from '../../lib/log-redaction.js';
import type { ChannelSenders } from './channels.js';
import {
  claimDue,
  markAttemptFailed,
  markRefused,
  markSent,
  OUTBOX_CHANNEL,
  postpone,
  purgeSent,
  type OutboxChannel,
  type OutboxRow,
} from './outbox.repository.js';

export type OutboxSettings = {
  /** How often a worker looks for due messages when no NOTIFY woke it. */
  pollMs: number;
  /** Attempts before a message is marked failed. */
  maxAttempts: number;
  /** The wait after the first failure; it doubles per attempt, up to an hour. */
  retryBaseSeconds: number;
};

const BATCH = 10;
const LEASE_SECONDS = 120;
const MAX_RETRY_SECONDS = 3600;
const KEEP_SENT_DAYS = 30;

/** The wait before attempt `attempts + 1`: base, 2 x base, 4 x base ... capped at an hour. */
export function retryDelaySeconds(attempts: number, baseSeconds: number): number {
  return Math.min(MAX_RETRY_SECONDS, baseSeconds * 2 ** Math.max(0, attempts - 1));
}

/**
 * Sends what the outbox holds through each channel's sender (mail, SMS: channels.ts), in every API process: woken by NOTIFY when a message commits, and by a timer for
 * retries and for messages whose NOTIFY was lost. A request never waits for SMTP: it only inserts a row.
 * One pass at a time per process; the claim (SKIP LOCKED + a lease) keeps two processes off the same message.
 */
export class OutboxWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;
  private stopListening: (() => Promise<void>) | undefined;
  private passes = 0;

  constructor(
    private readonly deps: {
      database: Database;
      channels: ChannelSenders;
      log: FastifyBaseLogger;
      settings: OutboxSettings;
      clock?: () => Date;
    },
    /** Called after each message, for the metrics. */
    private readonly onResult: (channel: string, result: 'sent' | 'retry' | 'failed' | 'refused') => void = () =>
      undefined,
  ) {}

  async start(): Promise<void> {
    this.stopListening = await this.deps.database.listen(OUTBOX_CHANNEL, () => void this.wake());
    this.timer = setInterval(() => void this.wake(), this.deps.settings.pollMs);
    this.timer.unref();
    void this.wake();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.stopListening?.();
    await this.running;
  }

  /** Runs a pass now, or right after the one in progress (a NOTIFY during a pass is not lost). */
  wake(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.drain()
      .catch((err: unknown) => this.deps.log.error({ err }, 'outbox pass failed'))
      .finally(() => {
        this.running = undefined;
        if (this.again && !this.stopped) {
          this.again = false;
          void this.wake();
        }
      });
    return this.running;
  }

  private async drain(): Promise<void> {
    const { database } = this.deps;
    for (;;) {
      const batch = await claimDue(database.db, BATCH, LEASE_SECONDS);
      for (const message of batch) await this.deliver(message);
      if (batch.length < BATCH || this.stopped) break;
    }
    // Now and then, not on every pass: sent messages older than a month go.
    if (++this.passes % 500 === 1) await purgeSent(database.db, KEEP_SENT_DAYS);
  }

  private async deliver(message: OutboxRow): Promise<void> {
    const { database, log, settings } = this.deps;
    // A row's channel is one the outbox wrote (OutboxChannel); any other finds no sender and fails as such.
    const sender = this.deps.channels[message.channel as OutboxChannel];
    try {
      if (!sender) throw new Error(`no sender for the ${message.channel} channel`);
      // A retry (or an SMS queued just before 22:00) that comes due while its channel must wait is postponed.
      const now = this.deps.clock?.() ?? new Date();
      const wait = sender.notBefore?.(message.payload, now);
      if (wait) {
        await postpone(database.db, message.id, wait);
        return;
      }
      const refused = await sender.refuse?.(message.payload, message.attempts, now);
      if (refused) {
        await markRefused(database.db, message.id, refused);
        this.onResult(message.channel, 'refused');
        log.info({ event: 'outbox_refused', channel: message.channel, reason: refused }, 'message refused');
        return;
      }
      const providerRef = await sender.send(message.payload, message.id);
      await markSent(database.db, message.id, providerRef);
      this.onResult(message.channel, 'sent');
    } catch (err) {
      // A provider's refusal (a rejected number) is final: retrying it for two hours would only cost money.
      const giveUp = message.attempts >= settings.maxAttempts || sender?.isPermanent?.(err) === true;
      const retryInSeconds = retryDelaySeconds(message.attempts, settings.retryBaseSeconds);
      // The error's message only: a transport error can echo the recipient, never logged (docs/architecture.md §12).
      const reason =
        err instanceof Error ? withoutNumbers(err.message.replace(/\S+@\S+/g, '<address>')) : 'unknown error';
      await markAttemptFailed(database.db, message.id, reason, { giveUp, retryInSeconds });
      this.onResult(message.channel, giveUp ? 'failed' : 'retry');
      log.warn(
        {
          event: giveUp ? 'outbox_failed' : 'outbox_retry',
          channel: message.channel,
          attempts: message.attempts,
          reason,
        },
        giveUp ? 'message failed for good' : 'message will be retried',
      );
    }
  }
}
