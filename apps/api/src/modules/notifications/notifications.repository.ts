import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Role } from '@hospital/contract/lists';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { notificationRecipients, notifications } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';

const notificationColumns = {
  id: notifications.id,
  message: notifications.message,
  link: notifications.link,
  createdAt: notifications.createdAt,
};

export type NotificationRow = NonNullable<Awaited<ReturnType<typeof findNotification>>>;

export async function unreadNotificationsOf(db: DbOrTx, userId: string, limit: number) {
  return db
    .select(notificationColumns)
    .from(notificationRecipients)
    .innerJoin(notifications, eq(notifications.id, notificationRecipients.notificationId))
    .where(and(eq(notificationRecipients.userId, userId), isNull(notificationRecipients.readAt)))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

/**
 * Marks the notification read for this user only; a second call keeps the first time. Returns false when
 * the user is not among its recipients (or it does not exist), which the route answers as 404.
 */
export async function markReadFor(db: DbOrTx, userId: string, notificationId: string): Promise<boolean> {
  const rows = await db
    .update(notificationRecipients)
    .set({ readAt: sql`coalesce(${notificationRecipients.readAt}, now())` })
    .where(and(eq(notificationRecipients.userId, userId), eq(notificationRecipients.notificationId, notificationId)))
    .returning({ id: notificationRecipients.notificationId });
  return rows.length > 0;
}

export async function findNotification(db: DbOrTx, id: string) {
  const [row] = await db.select(notificationColumns).from(notifications).where(eq(notifications.id, id));
  return row;
}

export async function recipientsOf(db: DbOrTx, notificationId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: notificationRecipients.userId })
    .from(notificationRecipients)
    .where(eq(notificationRecipients.notificationId, notificationId));
  return rows.map((r) => r.userId);
}

/** A notification and its recipients, in the caller's transaction. */
export async function insertNotification(db: DbOrTx, notice: { message: string; link: string | null }, recipients: string[]): Promise<string> {
  const id = newId();
  await db.insert(notifications).values({ id, ...notice });
  if (recipients.length > 0) {
    await db.insert(notificationRecipients).values(recipients.map((userId) => ({ notificationId: id, userId })));
  }
  return id;
}

/**
 * A notification for every account with one of `roles`, in one statement (one round trip of the caller's
 * transaction); answers its id and recipients.
 */
export async function insertDeskNotification(db: DbOrTx, notice: { message: string; link: string | null }, roles: Role[]) {
  const id = newId();
  const [row] = await queryRows<{ recipients: string[] }>(
    db,
    sql`with notice as (insert into notifications (id, message, link) values (${id}, ${notice.message}, ${notice.link}) returning id),
             sent as (insert into notification_recipients (notification_id, user_id)
                      select notice.id, u.id from notice, users u where u.role in ${roles}
                      returning user_id)
        select coalesce(array_agg(user_id order by user_id), '{}') as recipients from sent`,
  );
  return { id, recipients: row?.recipients ?? [] };
}

/**
 * NOTIFYs each payload on the channel, in one statement that is its own transaction. Asynchronous commit: these
 * tell listeners about rows already committed (durably) by other transactions, so waiting for this one to reach
 * the disk would only slow everyone down.
 */
export async function announceAll(db: DbOrTx, channel: string, payloads: string[]): Promise<void> {
  await db.execute(sql`select set_config('synchronous_commit', 'off', true), pg_notify(${channel}, payload)
    from unnest(${sql.param(payloads)}::text[]) as payload`);
}
