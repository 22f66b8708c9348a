import { timestamp, varchar } from 'drizzle-orm/pg-core';

/** A 24-hex `_id` primary key (docs/architecture.md §2); the check keeps bad ids out whatever writes them. */
export const idColumn = () => varchar('id', { length: 24 }).primaryKey();

export const idRef = (name: string) => varchar(name, { length: 24 });

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

