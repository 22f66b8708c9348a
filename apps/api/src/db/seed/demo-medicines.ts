import { readFileSync } from 'node:fs';

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
