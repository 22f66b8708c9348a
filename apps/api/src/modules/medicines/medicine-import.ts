import { parse } from 'csv-parse/sync';
import {
  IMPORT_COLUMNS,
  IMPORT_HEADER_MESSAGE,
  IMPORT_MAX_LINES,
  IMPORT_TOO_MANY_LINES_MESSAGE,
  IMPORT_UNREADABLE_MESSAGE,
  MEDICINE_LIMITS,
  readMedicineForm,
  refusalSentence,
  type ImportColumn,
  type ImportCounts,
  type ImportLine,
  type ImportReport,
} from '@hospital/contract/medicines';
import { AppError } from '../../lib/app-error.js';
import { newId } from '../../lib/ids.js';
import type { MedicineFields, MedicineRow, NewMedicineRow } from './medicines.repository.js';

/** One space between words, none around: how every stored field is kept. */
const tidy = (text: string) => text.normalize('NFC').replace(/\s+/g, ' ').trim();

/**
 * The key that says two rows are the same medicine: brand, strength, form and manufacturer, case and spacing ignored
 * ("500mg" and "500 mg" are one strength). Unique in the table; the import finds the stored row a line means by it.
 */
export function medicineKey(m: Pick<MedicineFields, 'brand' | 'strength' | 'form' | 'manufacturer'>): string {
  const low = (text: string) => tidy(text).toLowerCase();
  return [low(m.brand), low(m.strength).replace(/ /g, ''), m.form, low(m.manufacturer)].join('|');
}

export function tidyFields(m: MedicineFields): MedicineFields {
  return {
    brand: tidy(m.brand),
    generic: tidy(m.generic),
    strength: tidy(m.strength),
    form: m.form,
    manufacturer: tidy(m.manufacturer),
  };
}

type ReadLine = { line: number; fields: MedicineFields } | (ImportLine & { outcome: 'refused' });

/**
 * The file's lines, each read into a medicine or refused with its reason. The first line names the columns, in any
 * order and case; UTF-8 with or without a byte-order mark; fields may be quoted (with commas, quotes, line breaks).
 * A file that is not UTF-8 text, not CSV, too long or without the five columns is refused whole (400).
 */
export function readImportFile(bytes: Uint8Array): ReadLine[] {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw AppError.badRequest(IMPORT_UNREADABLE_MESSAGE, 'file');
  }
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    records = parse(text, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      to_line: IMPORT_MAX_LINES + 2,
    }) as unknown as Array<{ record: string[]; info: { lines: number } }>;
  } catch {
    throw AppError.badRequest(IMPORT_UNREADABLE_MESSAGE, 'file');
  }
  if (records.length > IMPORT_MAX_LINES + 1) throw AppError.badRequest(IMPORT_TOO_MANY_LINES_MESSAGE, 'file');
  const header = records[0]?.record.map((name) => name.trim().toLowerCase()) ?? [];
  const at = Object.fromEntries(IMPORT_COLUMNS.map((column) => [column, header.indexOf(column)])) as Record<
    ImportColumn,
    number
  >;
  if (IMPORT_COLUMNS.some((column) => at[column] === -1)) throw AppError.badRequest(IMPORT_HEADER_MESSAGE, 'file');

  return records.slice(1).map(({ record, info }): ReadLine => {
    const line = info.lines;
    const value = (column: ImportColumn) => tidy(record[at[column]] ?? '');
    const refuse = (refusal: Omit<ImportLine & { outcome: 'refused' }, 'line' | 'outcome' | 'message' | 'brand'>) => ({
      line,
      outcome: 'refused' as const,
      ...refusal,
      message: refusalSentence(refusal),
      brand: value('brand').slice(0, MEDICINE_LIMITS.brand),
    });
    if (record.length !== header.length) return refuse({ reason: 'columns', value: String(record.length) });
    for (const column of ['brand', 'generic', 'form', 'manufacturer'] as const)
      if (!value(column)) return refuse({ reason: 'missing', column });
    for (const column of ['brand', 'generic', 'strength', 'manufacturer'] as const)
      if (value(column).length > MEDICINE_LIMITS[column]) return refuse({ reason: 'too-long', column });
    const form = readMedicineForm(value('form'));
    if (!form) return refuse({ reason: 'unknown-form', column: 'form', value: value('form').slice(0, 40) });
    return {
      line,
      fields: {
        brand: value('brand'),
        generic: value('generic'),
        strength: value('strength'),
        form,
        manufacturer: value('manufacturer'),
      },
    };
  });
}

/** What applying the file would write: the new rows and the changed fields of existing ones. */
export type ImportPlan = {
  report: ImportReport;
  inserts: NewMedicineRow[];
  updates: Array<{ id: string; fields: MedicineFields }>;
};

const COMPARED = ['brand', 'generic', 'strength', 'manufacturer'] as const;

/**
 * Each line against the stored formulary: a medicine not stored is added; one stored whose fields differ (the
 * generic, or how the brand, strength or manufacturer are written) is changed; one stored alike is unchanged; a
 * second line for the same medicine is refused. A retired medicine stays retired (restoring it is a decision of its
 * own, on the list): its line is unchanged or changes its fields only.
 */
export function planImport(lines: readonly ReadLine[], stored: readonly MedicineRow[]): ImportPlan {
  const byKey = new Map(stored.map((row) => [row.matchKey, row]));
  const firstLineOf = new Map<string, number>();
  const counts: ImportCounts = { add: 0, change: 0, unchanged: 0, refused: 0 };
  const shown: ImportLine[] = [];
  const inserts: NewMedicineRow[] = [];
  const updates: ImportPlan['updates'] = [];
  for (const read of lines) {
    if (!('fields' in read)) {
      counts.refused += 1;
      shown.push(read);
      continue;
    }
    const { line, fields } = read;
    const key = medicineKey(fields);
    const first = firstLineOf.get(key);
    if (first !== undefined) {
      counts.refused += 1;
      const refusal = { reason: 'duplicate' as const, firstLine: first };
      shown.push({ line, outcome: 'refused', ...refusal, message: refusalSentence(refusal), brand: fields.brand });
      continue;
    }
    firstLineOf.set(key, line);
    const row = byKey.get(key);
    if (!row) {
      counts.add += 1;
      shown.push({ line, outcome: 'add', medicine: fields });
      inserts.push({ id: newId(), ...fields, matchKey: key });
      continue;
    }
    const changes: Record<string, { before: string; after: string }> = {};
    for (const field of COMPARED)
      if (row[field] !== fields[field]) changes[field] = { before: row[field], after: fields[field] };
    if (Object.keys(changes).length === 0) {
      counts.unchanged += 1;
      continue;
    }
    counts.change += 1;
    shown.push({ line, outcome: 'change', _id: row.id, medicine: fields, changes });
    updates.push({ id: row.id, fields });
  }
  return { report: { counts, lines: shown }, inserts, updates };
}
