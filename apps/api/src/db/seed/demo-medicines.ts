import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../client.js';

/**
 * The demo formulary: common Bangladeshi brands, written for the demo from what pharmacies in Dhaka stock (brand,
 * generic, strength, form, manufacturer). It is demo data, not a reference list: strengths and makers are plausible,
 * not checked against the drug regulator's register. Kept as a CSV file so the demo seed loads it through the
 * product's own import (medicine-import.ts), as a hospital loads its list. Read from src, as the migrations are, so
 * the built app (dist/db/seed) finds the same file.
 */
export const DEMO_MEDICINES_CSV = readFileSync(
  new URL('../../../src/db/seed/demo-medicines.csv', import.meta.url),
  'utf8',
);

export type FormularyMedicine = { id: string; generic: string };

/**
 * The formulary's medicines in use, by the name a prescription line shows ("Napa 500 mg tablet": brand, strength,
 * form), so the demo data can name a medicine the way a person reads it.
 */
export async function formularyByName(db: DbOrTx): Promise<Map<string, FormularyMedicine>> {
  const rows = await queryRows<{ id: string; brand: string; generic: string; strength: string; form: string }>(
    db,
    sql`select id, brand, generic, strength, form from medicines where retired_at is null`,
  );
  return new Map(rows.map((m) => [`${m.brand} ${m.strength} ${m.form}`, { id: m.id, generic: m.generic }]));
}
