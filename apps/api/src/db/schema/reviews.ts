import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, idRef, requiredRef } from './columns.js';
import { appointments } from './appointments.js';
import { doctors } from './doctors.js';
import { users } from './users.js';

export const reviews = pgTable(
  'reviews',
  {
    id: idColumn(),
    doctorId: requiredRef('doctor_id', () => doctors.id, 'cascade'),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    // A review is earned by one done visit; the unique index makes "once per done visit" hold under races.
    appointmentId: idRef('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    rating: smallint('rating').notNull(),
    review: text('review').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('reviews_doctor_idx').on(t.doctorId),
    index('reviews_created_idx').on(t.createdAt),
    uniqueIndex('reviews_appointment_key').on(t.appointmentId),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);
