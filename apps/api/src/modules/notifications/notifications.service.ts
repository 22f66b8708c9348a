import type { Notification } from '@hospital/contract/notifications';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { markReadFor, unreadNotificationsOf, type NotificationRow } from './notifications.repository.js';

export const NOTIFICATION_NOT_FOUND = 'Notification not found.';
// The bell shows unread ones only; the cap bounds a desk that has not read anything for weeks.
export const MAX_UNREAD = 100;

export function toNotificationDto(row: NotificationRow): Notification {
  return { _id: row.id, message: row.message, createdAt: row.createdAt.toISOString(), link: row.link };
}

export async function unreadNotifications(db: DbOrTx, userId: string): Promise<Notification[]> {
  return (await unreadNotificationsOf(db, userId, MAX_UNREAD)).map(toNotificationDto);
}

/** Another user's notification is a 404, like an unknown one: it does not reveal that it exists. */
export async function markRead(db: DbOrTx, userId: string, notificationId: string): Promise<void> {
  if (!(await markReadFor(db, userId, notificationId))) throw AppError.notFound(NOTIFICATION_NOT_FOUND);
}
