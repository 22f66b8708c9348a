import type { Database, DbOrTx } from '../../db/client.js';
import { userIdsWithRoles } from '../users/users.repository.js';
import { announce, insertNotification } from './notifications.repository.js';

export const NOTIFICATION_CHANNEL = 'notifications';

export type Notice = { message: string; link?: string | null };

/** What the channel carries: the notification's id and, when they fit, its recipients. */
export type NoticePayload = { id: string; recipients?: string[] };

// PostgreSQL refuses a NOTIFY payload of 8000 bytes or more, and that would fail the caller's transaction.
const MAX_NOTIFY_PAYLOAD_BYTES = 7900;

/** The channel payload; past about 290 recipients it is the id alone and listeners read the recipients. */
export function noticePayload(id: string, recipients: string[]): string {
  const full = JSON.stringify({ id, recipients } satisfies NoticePayload);
  return Buffer.byteLength(full) < MAX_NOTIFY_PAYLOAD_BYTES ? full : JSON.stringify({ id } satisfies NoticePayload);
}

/**
 * The one way to tell the front desk something: a notification for every attendant and
 * admin, and a NOTIFY so every API process can push it to open bells. Pass the caller's transaction so the
 * notice exists exactly when the thing it announces does; PostgreSQL delivers the NOTIFY on commit.
 */
export class Notifier {
  constructor(private readonly database: Database) {}

  async notifyDesk(notice: Notice, db: DbOrTx = this.database.db): Promise<string> {
    const recipients = await userIdsWithRoles(db, ['attendant', 'admin']);
    const id = await insertNotification(db, { message: notice.message, link: notice.link ?? null }, recipients);
    await announce(db, NOTIFICATION_CHANNEL, noticePayload(id, recipients));
    return id;
  }
}
