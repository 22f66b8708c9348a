import { sql } from 'drizzle-orm';
import { check, index, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, instant, tableWithHexId, updatedAt } from './columns.js';

/**
 * The hospital's formulary: one row per brand, strength, form and manufacturer. `match_key` is those four normalised
 * (lower case, spaces collapsed) and is unique: the CSV import finds the row a line speaks of by it, so importing the
 * same file twice changes nothing. A retired medicine is kept (prescriptions name it) but no longer found by search.
 */
export const medicines = tableWithHexId(
  'medicines',
  {
    brand: varchar('brand', { length: 80 }).notNull(),
    generic: varchar('generic', { length: 200 }).notNull(),
    strength: varchar('strength', { length: 60 }).notNull(),
    form: varchar('form', { length: 20 }).notNull(),
    manufacturer: varchar('manufacturer', { length: 80 }).notNull(),
    matchKey: varchar('match_key', { length: 260 }).notNull(),
    retiredAt: instant('retired_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('medicines_match_key_idx').on(t.matchKey),
    index('medicines_brand_idx').on(sql`lower(${t.brand})`),
    check(
      'medicines_form_check',
      sql`${t.form} in ('tablet', 'capsule', 'syrup', 'suspension', 'injection', 'drops', 'cream', 'ointment', 'gel', 'inhaler', 'suppository', 'powder', 'solution', 'other')`,
    ),
  ],
);
