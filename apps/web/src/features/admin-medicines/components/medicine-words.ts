import { MEDICINE_FORMS, type ImportLine, type Medicine, type MedicineHit } from '@hospital/contract/medicines';
import type { Translate } from '@/i18n/i18n';

/** "Napa 500 mg tablet": the brand, its strength and its form, in the words on screen. */
export function medicineName(medicine: Pick<MedicineHit, 'brand' | 'strength' | 'form'>, t: Translate): string {
  return [medicine.brand, medicine.strength, t(`medicineForm.${medicine.form}`)].filter(Boolean).join(' ');
}

const FIELD_KEYS = {
  brand: 'medicines.fieldBrand',
  generic: 'medicines.fieldGeneric',
  strength: 'medicines.fieldStrength',
  form: 'medicines.fieldForm',
  manufacturer: 'medicines.fieldManufacturer',
} as const;

const fieldName = (field: string | undefined, t: Translate) =>
  field && field in FIELD_KEYS ? t(FIELD_KEYS[field as keyof typeof FIELD_KEYS]) : (field ?? '');

/** Why a line of the file was refused, in the language on screen (the server's English sentence is its source). */
export function refusalText(
  line: ImportLine & { outcome: 'refused' },
  t: Translate,
  number: (value: number) => string,
): string {
  switch (line.reason) {
    case 'missing':
      return t('medicines.refusedMissing', { column: fieldName(line.column, t) });
    case 'too-long':
      return t('medicines.refusedTooLong', { column: fieldName(line.column, t) });
    case 'unknown-form':
      return t('medicines.refusedUnknownForm', {
        value: line.value ?? '',
        forms: MEDICINE_FORMS.map((form) => t(`medicineForm.${form}`)).join(', '),
      });
    case 'duplicate':
      return t('medicines.refusedDuplicate', { line: number(line.firstLine ?? 0) });
    case 'columns':
      return t('medicines.refusedColumns', { count: number(Number(line.value)) });
  }
}

/** Each changed field of a line as "generic: Paracetamol → Paracetamol BP". */
export function changeTexts(line: ImportLine & { outcome: 'change' }, t: Translate): string[] {
  return Object.entries(line.changes).map(([field, { before, after }]) =>
    t('medicines.changeField', { field: fieldName(field, t), before: before || '—', after: after || '—' }),
  );
}

export const isRetired = (medicine: Medicine) => medicine.retiredAt !== null;
