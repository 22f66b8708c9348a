import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { appointments } from './appointments.js';
import { createdAt, idRef, instant, requiredRef, tableWithHexId } from './columns.js';
import { doctors } from './doctors.js';
import { users } from './users.js';

/**
 * The places field marketers cover, kept by the admin. Names are unique whatever their case. A retired station is
 * kept: old referrals name it, and slot requests keep the name they were made with (`slot_requests.station`).
 * The migration that makes this table fills it with the spec's list, the names slot requests were made with so far.
 */
export const stations = tableWithHexId(
  'stations',
  {
    name: varchar('name', { length: 30 }).notNull(),
    retiredAt: instant('retired_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('stations_name_key').on(sql`lower(${t.name})`)],
);

/** Which marketer covers which station; a station may have several marketers, a marketer several stations. */
export const marketerStations = pgTable(
  'marketer_stations',
  {
    marketerId: requiredRef('marketer_id', () => users.id, 'cascade'),
    stationId: requiredRef('station_id', () => stations.id, 'cascade'),
  },
  (t) => [primaryKey({ columns: [t.marketerId, t.stationId] }), index('marketer_stations_station_idx').on(t.stationId)],
);

/** Each marketer's link code (`/?ref=CODE`): 8 characters of base32, random, one per marketer. */
export const marketerCodes = pgTable(
  'marketer_codes',
  {
    marketerId: requiredRef('marketer_id', () => users.id, 'cascade').primaryKey(),
    code: varchar('code', { length: 8 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('marketer_codes_code_key').on(t.code),
    check('marketer_codes_code_check', sql`${t.code} ~ '^[A-Z2-7]{8}$'`),
  ],
);

/**
 * A patient a marketer sent. `appointment_id` is the first booking matched to it (attribution); what became of that
 * booking (visited, no-show) is read from the appointment, never stored here.
 */
export const referrals = tableWithHexId(
  'referrals',
  {
    marketerId: requiredRef('marketer_id', () => users.id),
    stationId: requiredRef('station_id', () => stations.id),
    name: varchar('name', { length: 100 }).notNull(),
    age: integer('age').notNull(),
    contact: varchar('contact', { length: 11 }).notNull(),
    doctorId: idRef('doctor_id').references(() => doctors.id, { onDelete: 'set null' }),
    speciality: varchar('speciality', { length: 30 }),
    note: varchar('note', { length: 500 }).notNull().default(''),
    appointmentId: idRef('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('referrals_contact_created_idx').on(t.contact, t.createdAt),
    index('referrals_marketer_created_idx').on(t.marketerId, t.createdAt),
    index('referrals_created_idx').on(t.createdAt),
    uniqueIndex('referrals_appointment_key').on(t.appointmentId),
    check('referrals_contact_check', sql`${t.contact} ~ '^[0-9]{11}$'`),
  ],
);

/**
 * Which marketer a booking counts for: at most one (the appointment is the key; the first insert wins, later ones do
 * nothing), by their link or by a referral of the patient's contact.
 */
export const bookingAttributions = pgTable(
  'booking_attributions',
  {
    appointmentId: requiredRef('appointment_id', () => appointments.id, 'cascade').primaryKey(),
    marketerId: requiredRef('marketer_id', () => users.id),
    how: varchar('how', { length: 8 }).notNull(),
    referralId: idRef('referral_id').references(() => referrals.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('booking_attributions_marketer_idx').on(t.marketerId, t.createdAt),
    index('booking_attributions_created_idx').on(t.createdAt),
    // A referral brings one booking: two bookings of its contact at once cannot both claim it.
    uniqueIndex('booking_attributions_referral_key').on(t.referralId),
    check('booking_attributions_how_check', sql`${t.how} in ('link', 'referral')`),
  ],
);
