import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/client.js';
import { purgeExpired } from './maintenance.repository.js';

const HOURLY_MS = 60 * 60_000;

/**
 * Hourly housekeeping in every process: expired rate-limit rows and tokens are deleted (idempotent deletes, so
 * several processes doing it at once is harmless). The first pass runs a minute after start.
 */
export class Maintenance {
  private timer: NodeJS.Timeout | undefined;
  private first: NodeJS.Timeout | undefined;

  constructor(private readonly deps: { db: DbOrTx; log: FastifyBaseLogger }) {}

  start(): void {
    this.first = setTimeout(() => void this.run(), 60_000);
    this.timer = setInterval(() => void this.run(), HOURLY_MS);
    this.first.unref();
    this.timer.unref();
  }

  stop(): void {
    clearTimeout(this.first);
    clearInterval(this.timer);
  }

  async run(): Promise<void> {
    try {
      const purged = await purgeExpired(this.deps.db);
      this.deps.log.info({ event: 'purge', ...purged }, 'expired rows purged');
    } catch (err) {
      this.deps.log.error({ err }, 'purge failed');
    }
  }
}
