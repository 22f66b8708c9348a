import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { bytea, createdAt, idColumn, idRef, requiredRef, tableWithHexId } from './columns.js';

export const doctors = tableWithHexId(
  'doctors',
  {
    fullName: varchar('full_name', { length: 100 }).notNull(),
    title: varchar('title', { length: 20 }).notNull(),
    photo: text('photo').notNull(),
    speciality: varchar('speciality', { length: 40 }).notNull(),
    about: text('about').notNull(),
    consultationFee: integer('consultation_fee').notNull(),
    availableFor: text('available_for').array().notNull(),
    designation: varchar('designation', { length: 60 }).notNull(),
    department: varchar('department', { length: 100 }).notNull(),
    workstation: varchar('workstation', { length: 150 }).notNull(),
    degrees: text('degrees').array().notNull(),
    // The Bangladesh Medical and Dental Council's registration number, heading every prescription; '' until entered.
    registrationNo: varchar('registration_no', { length: 20 }).notNull().default(''),
    tags: text('tags').array().notNull(),
    // An inactive doctor is gone from the public pages and cannot be booked; their appointments stay on the staff screens.
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('doctors_speciality_idx').on(t.speciality),
    check('doctors_fee_check', sql`${t.consultationFee} between 0 and 9999`),
  ],
);

/**
 * Uploaded doctor photos, re-encoded to WebP, named by the SHA-256 of their bytes. In the database rather than on a
 * disk so every API process serves them and a database backup carries them; the name changes with the content, so
 * they are served as immutable.
 */
export const doctorPhotos = pgTable('doctor_photos', {
  id: varchar('id', { length: 64 }).primaryKey(),
  bytes: bytea('bytes').notNull(),
  width: integer('width').notNull(),
  createdAt: createdAt(),
});

/**
 * One row per doctor and weekday (0 = Sunday). `start`/`end` are HH:MM or null when the day is off.
 * An active day with start == end is "on, hours not set" and is not offered for booking (docs/architecture.md §15).
 */
export const doctorScheduleDays = pgTable(
  'doctor_schedule_days',
  {
    doctorId: requiredRef('doctor_id', () => doctors.id, 'cascade'),
    weekday: smallint('weekday').notNull(),
    active: boolean('active').notNull(),
    start: varchar('start', { length: 5 }),
    end: varchar('end', { length: 5 }),
  },
  (t) => [
    primaryKey({ columns: [t.doctorId, t.weekday] }),
    check('doctor_schedule_days_weekday_check', sql`${t.weekday} between 0 and 6`),
    check(
      'doctor_schedule_days_order_check',
      sql`not ${t.active} or (${t.start} is not null and ${t.end} is not null and ${t.start} <= ${t.end})`,
    ),
  ],
);

/**
 * A doctor away from `fromDate` to `toDate` (Dhaka dates, both included): no booking lands on those days, and the
 * pending appointments already there are the desk's to rearrange.
 */
export const doctorLeaves = pgTable(
  'doctor_leaves',
  {
    id: idColumn(),
    doctorId: requiredRef('doctor_id', () => doctors.id, 'cascade'),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    toDate: date('to_date', { mode: 'string' }).notNull(),
    reason: varchar('reason', { length: 200 }).notNull(),
    createdBy: idRef('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    index('doctor_leaves_doctor_idx').on(t.doctorId, t.toDate),
    check('doctor_leaves_order_check', sql`${t.fromDate} <= ${t.toDate}`),
  ],
);

/**
 * A counter per in-memory cache, bumped in the same transaction as every write that changes what the cache
 * holds ('doctors_changed': doctors, schedules, reviews, presence). NOTIFY reaches other API processes a few
 * milliseconds after the writer has answered; comparing this counter before answering from memory closes
 * that window, so a change made through one process is served by every process on the next request.
 */
export const cacheVersions = pgTable('cache_versions', {
  name: varchar('name', { length: 32 }).primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});
