import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, json, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, idRef, instant, requiredRef, tableWithHexId } from './columns.js';
import { doctors } from './doctors.js';

/**
 * Patient records: every account has one (its Holder ID), and walk-ins created at the desk have one
 * without an account. `contact` is not unique: a family shares a phone.
 */
export const patients = tableWithHexId(
  'patients',
  {
    patientId: varchar('patient_id', { length: 16 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    age: integer('age').notNull(),
    gender: varchar('gender', { length: 6 }),
    weight: integer('weight'),
    contact: varchar('contact', { length: 11 }).notNull(),
    // A family member: the account that added it, and how they are related. Removed members keep their record
    // (and their visits) but leave the holder's list. No foreign key: users already reference patients, and a cycle
    // of foreign keys would leave a backup no order to restore its tables in (accounts are deactivated, never deleted).
    ownerUserId: idRef('owner_user_id'),
    relation: varchar('relation', { length: 20 }),
    removedAt: instant('removed_at'),
    // No SMS at all for this record (the account holder's choice covers the family members they booked for).
    smsOptOut: boolean('sms_opt_out').notNull().default(false),
    // The SMS language of a record without an account of its own or a holder's (a walk-in), as the desk asked
    // the patient; an account's own language wins over it.
    smsLanguage: varchar('sms_language', { length: 2 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('patients_patient_id_key').on(t.patientId),
    index('patients_contact_idx').on(t.contact),
    index('patients_owner_idx').on(t.ownerUserId),
    check('patients_gender_check', sql`${t.gender} is null or ${t.gender} in ('male', 'female')`),
    check('patients_sms_language_check', sql`${t.smsLanguage} is null or ${t.smsLanguage} in ('en', 'bn')`),
  ],
);

export const users = tableWithHexId(
  'users',
  {
    email: varchar('email', { length: 254 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    role: varchar('role', { length: 16 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    patientRef: requiredRef('patient_ref', () => patients.id),
    doctorRef: idRef('doctor_ref').references(() => doctors.id, { onDelete: 'set null' }),
    lastSeenAt: instant('last_seen_at'),
    lastLoginAt: instant('last_login_at'),
    // A deactivated account cannot log in, and its sessions end at once (docs/decisions/0012).
    active: boolean('active').notNull().default(true),
    // The language of the account's SMS (and, later, its screens): en or bn.
    language: varchar('language', { length: 2 }).notNull().default('en'),
    createdAt: createdAt(),
  },
  (t) => [
    // Emails are compared case-insensitively: the unique index is on the lower-cased value.
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_patient_ref_key').on(t.patientRef),
    index('users_role_idx').on(t.role),
    check('users_language_check', sql`${t.language} in ('en', 'bn')`),
    check(
      'users_role_check',
      sql`${t.role} in ('patient', 'doctor', 'attendant', 'marketer', 'pharmacist', 'deliveryboy', 'admin')`,
    ),
  ],
);

/** Holder IDs are `P` + two-digit year + five-digit sequence; one counter row per year, bumped atomically. */
export const holderIdCounters = pgTable('holder_id_counters', {
  year: integer('year').primaryKey(),
  lastValue: integer('last_value').notNull(),
});

/** Opaque rotating refresh tokens, stored only as SHA-256 hashes; `family` ties a login's rotations together. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: idColumn(),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    family: varchar('family', { length: 24 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: instant('expires_at').notNull(),
    rotatedAt: instant('rotated_at'),
    revokedAt: instant('revoked_at'),
    /** SHA-256 of the device cookie set at login: a rotated-out token is honoured only from that browser. */
    deviceHash: varchar('device_hash', { length: 64 }),
    /** When this rotated-out token got its one access token inside the two-tab grace. */
    graceUsedAt: instant('grace_used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash), index('refresh_tokens_family_idx').on(t.family)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: idColumn(),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_reset_tokens_hash_key').on(t.tokenHash)],
);

/**
 * Fixed-window counters for rate limits, in the database so several API processes share them
 * (docs/architecture.md §1: no in-memory rate-limit state).
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: varchar('key', { length: 200 }).primaryKey(),
  windowStart: instant('window_start').notNull(),
  hits: integer('hits').notNull(),
  // Backoff: no further hit counts (or passes) before this moment; set by the hit that reaches the limit.
  blockedUntil: instant('blocked_until'),
});

/**
 * A staff account's TOTP factor (two-step sign-in). `secret` is encrypted with a key derived from JWT_SECRET, so a
 * copy of the database alone cannot mint codes. Until `enabledAt` is set it is a setup in progress. `lastStep` is
 * the 30-second step of the last accepted code: a code is never accepted twice.
 */
export const mfaFactors = pgTable('mfa_factors', {
  userId: requiredRef('user_id', () => users.id, 'cascade').primaryKey(),
  secret: text('secret').notNull(),
  enabledAt: instant('enabled_at'),
  lastStep: bigint('last_step', { mode: 'number' }),
  createdAt: createdAt(),
});

/** Ten single-use recovery codes per enrolment, stored as SHA-256 hashes. */
export const mfaRecoveryCodes = pgTable(
  'mfa_recovery_codes',
  {
    id: idColumn(),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    usedAt: instant('used_at'),
  },
  (t) => [uniqueIndex('mfa_recovery_codes_hash_key').on(t.userId, t.codeHash)],
);

/**
 * Who changed what, written in the same transaction as every admin write. `changes` holds the changed fields'
 * before and after values, with personal data masked; actor name and role are copied so the entry reads the same
 * after the account changes.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: idColumn(),
    at: instant('at').notNull().defaultNow(),
    actorId: idRef('actor_id'),
    actorName: varchar('actor_name', { length: 100 }).notNull(),
    actorRole: varchar('actor_role', { length: 16 }).notNull(),
    action: varchar('action', { length: 40 }).notNull(),
    targetType: varchar('target_type', { length: 20 }).notNull(),
    // The changed record's `_id`, of whichever table `target_type` names: no foreign key for that reason.
    targetId: idRef('target_id').notNull(),
    targetLabel: varchar('target_label', { length: 200 }).notNull(),
    // json, not jsonb: jsonb sorts keys by length, and the trail should list fields in the order they were written.
    changes: json('changes').$type<Record<string, { before: unknown; after: unknown }>>().notNull(),
  },
  (t) => [index('audit_entries_at_idx').on(t.at, t.id)],
);
