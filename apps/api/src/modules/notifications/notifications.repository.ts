import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Role } from '@hospital/contract/lists';
import { queryRow, type DbOrTx } from '../../db/client.js';
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
export async function insertNotification(
  db: DbOrTx,
  notice: { message: string; link: string | null },
  recipients: string[],
): Promise<string> {
  const id = newId();
  await db.insert(notifications).values({ id, ...notice });
  if (recipients.length > 0) {
    await db.insert(notificationRecipients).values(recipients.map((userId) => ({ notificationId: id, userId })));
  }
  return id;
}

/**
 * The two CTEs (`notice`, then `sent`) that write a notification for every account with one of `roles`, inside a
 * larger statement: each row of `source` (a CTE or a subquery of the caller) gives `message` its values, so a
 * statement whose `source` ends up empty writes no notification. `RECIPIENTS` reads back who was sent it.
 */
export function notificationCtes(n: {
  id: string;
  message: SQL;
  link: string | null;
  source: SQL;
  roles: Role[];
}): SQL {
  return sql`notice as (insert into notifications (id, message, link) select ${n.id}, ${n.message}, ${n.link} from ${n.source} returning id),
             sent as (insert into notification_recipients (notification_id, user_id)
                      select notice.id, u.id from notice, users u where u.role in ${n.roles} returning user_id)`;
}

/** The recipients the `sent` CTE of `notificationCtes` wrote, as a text array column. */
export const RECIPIENTS = sql`(select coalesce(array_agg(user_id order by user_id), '{}') from sent)`;

/** A notification for every account with one of `roles`, in one statement; answers its id and recipients. */
export async function insertDeskNotification(
  db: DbOrTx,
  notice: { message: string; link: string | null },
  roles: Role[],
) {
  const id = newId();
  const row = await queryRow<{ recipients: string[] }>(
    db,
    sql`with ${notificationCtes({ id, message: sql`${notice.message}`, link: notice.link, source: sql`(select 1) as once`, roles })}
        select ${RECIPIENTS} as recipients`,
  );
  return { id, recipients: row!.recipients };
}

/**
 * NOTIFYs each payload on its channel, in one statement that is its own transaction. Asynchronous commit: these
 * tell listeners about rows already committed (durably) by other transactions, so waiting for this one to reach
 * the disk would only slow everyone down.
 */
export async function announceAll(db: DbOrTx, signals: Array<{ channel: string; payload: string }>): Promise<void> {
  await db.execute(sql`select set_config('synchronous_commit', 'off', true), pg_notify(channel, payload)
    from unnest(${sql.param(signals.map((s) => s.channel))}::text[], ${sql.param(signals.map((s) => s.payload))}::text[]) as signal(channel, payload)`);
}
