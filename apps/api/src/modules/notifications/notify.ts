import type { FastifyBaseLogger } from 'fastify';
import type { Role } from '@hospital/contract/lists';
import type { Database, DbOrTx } from '../../db/client.js';
import { announceAll, insertDeskNotification } from './notifications.repository.js';

export const NOTIFICATION_CHANNEL = 'notifications';

export type Notice = { message: string; link?: string | null };

/** Who "the desk" is: every notice goes to each of these accounts. */
export const DESK_ROLES: Role[] = ['attendant', 'admin'];

/** What the channel carries: the notification's id and, when they fit, its recipients. */
export type NoticePayload = { id: string; recipients?: string[] };

/** A notice written for the desk: announce it once the transaction that wrote it has committed. */
export type WrittenNotice = { id: string; recipients: string[] };

// PostgreSQL refuses a NOTIFY payload of 8000 bytes or more, and that would fail the announcement.
const MAX_NOTIFY_PAYLOAD_BYTES = 7900;

/** The channel payload; past about 290 recipients it is the id alone and listeners read the recipients. */
export function noticePayload(id: string, recipients: string[]): string {
  const full = JSON.stringify({ id, recipients } satisfies NoticePayload);
  return Buffer.byteLength(full) < MAX_NOTIFY_PAYLOAD_BYTES ? full : JSON.stringify({ id } satisfies NoticePayload);
}

/**
 * The one way to tell the front desk something (docs/decisions/0023): `write` puts a notification for every
 * attendant and admin in the caller's transaction, so it exists exactly when the thing it announces does (a
 * booking writes its notice within its own statement, booking.repository.ts, to keep its serial's lock short);
 * once that transaction has committed, `announce` NOTIFYs every API process so each pushes it to its open bells.
 * The NOTIFY is its own small transaction, not the caller's: PostgreSQL holds one lock for every notifying
 * transaction in the cluster until it commits, which would make every booking wait for every other one's commit.
 * Announcements are batched per event-loop turn; one that is lost (the process dies first) leaves the notice
 * stored, shown on the next load of the bell. Other channels whose news a booking makes (the queue's, the outbox's)
 * go out the same way, through `signal`.
 */
export class Notifier {
  private queued: Array<{ channel: string; payload: string }> = [];

  constructor(
    private readonly database: Database,
    private readonly log?: FastifyBaseLogger,
  ) {}

  /** Writes the notice for every account of `roles` (the desk unless told otherwise) in the caller's transaction. */
  async write(notice: Notice, tx: DbOrTx, roles: Role[] = DESK_ROLES): Promise<WrittenNotice> {
    return insertDeskNotification(tx, { message: notice.message, link: notice.link ?? null }, roles);
  }

  /** NOTIFYs committed notices; never fails the caller (the notices are stored whatever happens here). */
  announce(...notices: WrittenNotice[]): void {
    for (const notice of notices) this.signal(NOTIFICATION_CHANNEL, noticePayload(notice.id, notice.recipients));
  }

  /**
   * NOTIFYs `payload` on `channel` once the caller's transaction has committed (call it after the commit), with the
   * announcements of this event-loop turn; never fails the caller. For news whose rows are already stored, so a lost
   * signal only delays who listens until their next read.
   */
  signal(channel: string, payload: string): void {
    if (this.queued.length === 0) setImmediate(() => void this.flush());
    this.queued.push({ channel, payload });
  }

  private async flush(): Promise<void> {
    const signals = this.queued;
    this.queued = [];
    try {
      await announceAll(this.database.db, signals);
    } catch (err) {
      this.log?.warn({ err, count: signals.length }, 'could not announce notifications');
    }
  }

  /** A notice that is a transaction of its own (the demo seed): written, then announced. Answers its id. */
  async notifyDesk(notice: Notice): Promise<string> {
    const written = await this.write(notice, this.database.db);
    this.announce(written);
    return written.id;
  }
}
