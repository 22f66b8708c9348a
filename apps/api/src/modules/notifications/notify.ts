import { sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.js';
import { notificationRecipients, notifications } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';
import { userIdsWithRoles } from '../users/users.repository.js';

export const NOTIFICATION_CHANNEL = 'notifications';

export type Notice = { message: string; link?: string | null };

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
    await db.execute(sql`select pg_notify(${NOTIFICATION_CHANNEL}, ${JSON.stringify({ id, recipients })})`);
    return id;
  }
}
