import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/client.js';
import { purgeExpired, purgeOldSignals } from './maintenance.repository.js';

const HOURLY_MS = 60 * 60_000;
/** Call signals are swept more often than the rest: they are many, and useless after a few minutes. */
const SIGNAL_SWEEP_MS = 5 * 60_000;

/**
 * Hourly housekeeping in every process: expired rate-limit rows and tokens are deleted (idempotent deletes, so
 * several processes doing it at once is harmless). The first pass runs a minute after start. Consultation call
 * signals older than ten minutes go every five minutes.
 */
export class Maintenance {
  private timer: NodeJS.Timeout | undefined;
  private first: NodeJS.Timeout | undefined;
  private signals: NodeJS.Timeout | undefined;

  constructor(private readonly deps: { db: DbOrTx; log: FastifyBaseLogger }) {}

  start(): void {
    this.first = setTimeout(() => void this.run(), 60_000);
    this.timer = setInterval(() => void this.run(), HOURLY_MS);
    this.signals = setInterval(() => void this.sweepSignals(), SIGNAL_SWEEP_MS);
    this.first.unref();
    this.timer.unref();
    this.signals.unref();
  }

  stop(): void {
    clearTimeout(this.first);
    clearInterval(this.timer);
    clearInterval(this.signals);
  }

  async run(): Promise<void> {
    try {
      const purged = await purgeExpired(this.deps.db);
      this.deps.log.info({ event: 'purge', ...purged }, 'expired rows purged');
    } catch (err) {
      this.deps.log.error({ err }, 'purge failed');
    }
  }

  /** Deletes the consultation rooms' call signals older than ten minutes. */
  async sweepSignals(): Promise<void> {
    try {
      const signals = await purgeOldSignals(this.deps.db);
      if (signals > 0) this.deps.log.info({ event: 'purge', signals }, 'old call signals purged');
    } catch (err) {
      this.deps.log.error({ err }, 'signal purge failed');
    }
  }
}
