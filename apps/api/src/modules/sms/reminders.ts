import type { FastifyBaseLogger } from 'fastify';
import { addDaysToDateString, dhakaDateString, dhakaMidnight, dhakaMinutesOfDay } from '@hospital/contract/format';
import type { Database } from '../../db/client.js';
import { QUIET_FROM_MINUTES } from './quiet-hours.js';
import { claimReminders } from './sms.repository.js';
import type { SmsNotifier } from './sms.service.js';

const BATCH = 100;

/**
 * The evening-before reminder (docs/decisions/0021-sms.md): every process runs this job every
 * SMS_REMINDER_INTERVAL_SECONDS; between SMS_REMINDER_HOUR and the start of quiet hours it reminds each pending
 * appointment of tomorrow once. The claim is one conditional update under SKIP LOCKED, so two processes running it at
 * the same moment share the work and never remind anyone twice; a process that was down at 18:00 catches up later
 * in the evening.
 */
export class VisitReminders {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;

  constructor(
    private readonly deps: {
      database: Database;
      sms: SmsNotifier;
      reminderHour: number;
      intervalSeconds: number;
      clock: () => Date;
      log: FastifyBaseLogger;
    },
  ) {}

  /** One pass: answers how many appointments it reminded. */
  async run(): Promise<number> {
    const now = this.deps.clock();
    const minutes = dhakaMinutesOfDay(now);
    if (minutes < this.deps.reminderHour * 60 || minutes >= QUIET_FROM_MINUTES) return 0;
    const today = dhakaDateString(now);
    const windowOpened = new Date(dhakaMidnight(today).getTime() + this.deps.reminderHour * 3_600_000);
    const tomorrow = addDaysToDateString(today, 1);
    let reminded = 0;
    for (;;) {
      const batch = await this.deps.database.db.transaction(async (tx) => {
        const ids = await claimReminders(tx, tomorrow, windowOpened, BATCH);
        await this.deps.sms.queue(tx, 'reminder', ids);
        return ids.length;
      });
      reminded += batch;
      if (batch < BATCH) break;
    }
    if (reminded > 0) this.deps.log.info({ reminded, date: tomorrow }, 'visit reminders queued');
    return reminded;
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      if (this.running) return;
      this.running = this.run()
        .catch((err: unknown) => {
          this.deps.log.error({ err }, 'visit reminders failed');
          return 0;
        })
        .finally(() => {
          this.running = undefined;
        });
    }, this.deps.intervalSeconds * 1000);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }
}
