import {
  MEDICINE_PAGE_SIZE,
  MEDICINE_SEARCH_MAX,
  type ImportReport,
  type Medicine,
  type MedicineHit,
  type MedicineInput,
  type MedicineList,
  type MedicineListQuery,
} from '@hospital/contract/medicines';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { newId } from '../../lib/ids.js';
import { announceMedicinesChanged } from '../../platform/changes/changes.repository.js';
import { diff, recordAudit, recordChanges, type Actor } from '../audit/audit.js';
import type { MedicineCatalog } from './medicine-catalog.js';
import { medicineKey, planImport, readImportFile, tidyFields } from './medicine-import.js';
import {
  findMedicine,
  insertMedicine,
  insertMedicinesIfNew,
  loadAllMedicines,
  selectMedicinePage,
  setMedicineRetired,
  updateMedicine,
  type MedicineFields,
  type MedicineRow,
} from './medicines.repository.js';

export const MEDICINE_NOT_FOUND = 'Medicine not found.';
export const MEDICINE_EXISTS = 'This medicine (same brand, strength, form and manufacturer) is already in the list.';

/** What the medicine routes need: the database, and this process's search index to drop after a change. */
export type Formulary = { db: Db; catalog: MedicineCatalog };

export function toMedicine(row: MedicineRow): Medicine {
  return {
    _id: row.id,
    brand: row.brand,
    generic: row.generic,
    strength: row.strength,
    form: row.form as Medicine['form'],
    manufacturer: row.manufacturer,
    retiredAt: row.retiredAt ? row.retiredAt.toISOString() : null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const fieldsOf = (row: MedicineRow): MedicineFields => ({
  brand: row.brand,
  generic: row.generic,
  strength: row.strength,
  form: row.form as MedicineFields['form'],
  manufacturer: row.manufacturer,
});

/** How the trail names a medicine: "Napa 500 mg tablet (Beximco)". */
const labelOf = (m: MedicineFields) => `${m.brand}${m.strength ? ` ${m.strength}` : ''} ${m.form} (${m.manufacturer})`;

export function searchMedicines(formulary: Formulary, q: string): Promise<MedicineHit[]> {
  return formulary.catalog.search(q, MEDICINE_SEARCH_MAX);
}

export async function listMedicines(formulary: Formulary, query: MedicineListQuery): Promise<MedicineList> {
  const { rows, total } = await selectMedicinePage(formulary.db, query, MEDICINE_PAGE_SIZE);
  return { items: rows.map(toMedicine), total, page: query.page, pageSize: MEDICINE_PAGE_SIZE };
}

/** A write to the formulary in one transaction with its audit entry and the change signal; a clash on the key is a 409. */
async function write<T>(formulary: Formulary, work: (tx: DbOrTx) => Promise<T>): Promise<T> {
  try {
    const result = await formulary.db.transaction(async (tx) => {
      const value = await work(tx);
      await announceMedicinesChanged(tx);
      return value;
    });
    formulary.catalog.invalidate();
    return result;
  } catch (error) {
    if (isUniqueViolation(error) || isUniqueViolation((error as { cause?: unknown }).cause))
      throw AppError.conflict(MEDICINE_EXISTS);
    throw error;
  }
}

/** A `write` to the medicine `id` as it is in the transaction; a missing medicine is a 404. */
function writeExisting<T>(
  formulary: Formulary,
  id: string,
  work: (tx: DbOrTx, before: MedicineRow) => Promise<T>,
): Promise<T> {
  return write(formulary, async (tx) => {
    const before = await findMedicine(tx, id);
    if (!before) throw AppError.notFound(MEDICINE_NOT_FOUND);
    return work(tx, before);
  });
}

export async function addMedicine(formulary: Formulary, actor: Actor, input: MedicineInput): Promise<Medicine> {
  const fields = tidyFields(input);
  return write(formulary, async (tx) => {
    const row = await insertMedicine(tx, { id: newId(), ...fields, matchKey: medicineKey(fields) });
    const target = { type: 'medicine' as const, id: row.id, label: labelOf(fields) };
    await recordAudit(tx, actor, 'medicine.create', target, diff(null, fields));
    return toMedicine(row);
  });
}

export async function editMedicine(
  formulary: Formulary,
  actor: Actor,
  id: string,
  input: MedicineInput,
): Promise<Medicine> {
  const fields = tidyFields(input);
  return writeExisting(formulary, id, async (tx, before) => {
    const row = (await updateMedicine(tx, id, { ...fields, matchKey: medicineKey(fields) }))!;
    const target = { type: 'medicine' as const, id, label: labelOf(fields) };
    await recordChanges(tx, actor, 'medicine.update', target, diff(fieldsOf(before), fields));
    return toMedicine(row);
  });
}

/** Retires (no longer found by search; prescriptions that name it keep it) or restores a medicine. */
export async function setRetired(formulary: Formulary, actor: Actor, id: string, retired: boolean): Promise<Medicine> {
  return writeExisting(formulary, id, async (tx, before) => {
    // Retiring a retired medicine (or restoring an active one) keeps its date and writes no entry.
    if ((before.retiredAt !== null) === retired) return toMedicine(before);
    const row = (await setMedicineRetired(tx, id, retired))!;
    await recordAudit(
      tx,
      actor,
      retired ? 'medicine.retire' : 'medicine.restore',
      { type: 'medicine', id, label: labelOf(fieldsOf(row)) },
      { retired: { before: !retired, after: retired } },
    );
    return toMedicine(row);
  });
}

/** Plans the lines against the formulary as `db` reads it and writes the plan; answers what it did. */
async function writeImport(db: DbOrTx, lines: ReturnType<typeof readImportFile>): Promise<ImportReport> {
  const plan = planImport(lines, await loadAllMedicines(db));
  const added = await insertMedicinesIfNew(db, plan.inserts);
  for (const { id, fields } of plan.updates) await updateMedicine(db, id, fields);
  const { counts } = plan.report;
  // Rows another import added since this one read the table are neither added nor changed by this one.
  return { ...plan.report, counts: { ...counts, unchanged: counts.unchanged + counts.add - added, add: added } };
}

/**
 * A formulary file loaded with no one's name on it: the demo seed and the bench load theirs through the same
 * reading and planning as an admin's import. In the caller's transaction, if any; signals the change.
 */
export async function loadMedicineFile(db: DbOrTx, file: Uint8Array): Promise<ImportReport> {
  const report = await writeImport(db, readImportFile(file));
  await announceMedicinesChanged(db);
  return report;
}

/** What the file would do, line by line; nothing is written. */
export async function previewImport(formulary: Formulary, file: Uint8Array): Promise<ImportReport> {
  const lines = readImportFile(file);
  return planImport(lines, await loadAllMedicines(formulary.db)).report;
}

/**
 * Applies the file in one transaction: the same plan as the preview, made against the formulary as it is inside the
 * transaction, so a second apply of the same file adds and changes nothing. One audit entry with the counts.
 */
export async function applyImport(
  formulary: Formulary,
  actor: Actor,
  file: Uint8Array,
  fileName: string,
): Promise<ImportReport> {
  const lines = readImportFile(file);
  return write(formulary, async (tx) => {
    const report = await writeImport(tx, lines);
    await recordAudit(
      tx,
      actor,
      'medicine.import',
      { type: 'medicine', id: 'import', label: fileName || 'CSV file' },
      {
        added: { before: null, after: report.counts.add },
        changed: { before: null, after: report.counts.change },
        unchanged: { before: null, after: report.counts.unchanged },
        refused: { before: null, after: report.counts.refused },
      },
    );
    return report;
  });
}
