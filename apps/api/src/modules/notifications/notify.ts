import { sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.js';
import { notificationRecipients, notifications } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';
import { userIdsWithRoles } from '../users/users.repository.js';

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
 * The one way to tell the front desk something (ARCHITECTURE §6): a notification for every attendant and
 * admin, and a NOTIFY so every API process can push it to open bells. Pass the caller's transaction so the
 * notice exists exactly when the thing it announces does; PostgreSQL delivers the NOTIFY on commit.
 */
export class Notifier {
  constructor(private readonly database: Database) {}

  async notifyDesk(notice: Notice, db: DbOrTx = this.database.db): Promise<string> {
    const id = newId();
    await db.insert(notifications).values({ id, message: notice.message, link: notice.link ?? null });
    const recipients = await userIdsWithRoles(db, ['attendant', 'admin']);
    if (recipients.length > 0) {
      await db.insert(notificationRecipients).values(recipients.map((userId) => ({ notificationId: id, userId })));
    }
    await db.execute(sql`select pg_notify(${NOTIFICATION_CHANNEL}, ${noticePayload(id, recipients)})`);
    return id;
  }
}
