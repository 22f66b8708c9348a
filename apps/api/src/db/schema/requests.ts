import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, idRef, instant, requiredRef } from './columns.js';
import { users } from './users.js';

export const callbacks = pgTable(
  'callbacks',
  {
    id: idColumn(),
    name: varchar('name', { length: 30 }).notNull(),
    contactNo: varchar('contact_no', { length: 11 }).notNull(),
    message: varchar('message', { length: 255 }).notNull(),
    userId: idRef('user_id').references(() => users.id, { onDelete: 'set null' }),
    remarks: varchar('remarks', { length: 500 }),
    answeredBy: idRef('answered_by').references(() => users.id),
    answeredAt: instant('answered_at'),
    createdAt: createdAt(),
  },
  (t) => [index('callbacks_created_idx').on(t.createdAt)],
);

export const slotRequests = pgTable(
  'slot_requests',
  {
    id: idColumn(),
    department: varchar('department', { length: 20 }).notNull(),
    station: varchar('station', { length: 30 }),
    name: varchar('name', { length: 100 }).notNull(),
    age: integer('age').notNull(),
    contact: varchar('contact', { length: 11 }).notNull(),
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    bookedBy: requiredRef('booked_by', () => users.id),
    decidedBy: idRef('decided_by').references(() => users.id),
    decidedAt: instant('decided_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('slot_requests_status_created_idx').on(t.status, t.createdAt),
    check('slot_requests_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
  ],
);

/** One notification, fanned out to its recipients; read state is per recipient. */
export const notifications = pgTable('notifications', {
  id: idColumn(),
  message: text('message').notNull(),
  link: text('link'),
  createdAt: createdAt(),
});

export const notificationRecipients = pgTable(
  'notification_recipients',
  {
    notificationId: requiredRef('notification_id', () => notifications.id, 'cascade'),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    readAt: instant('read_at'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.notificationId] })],
);
