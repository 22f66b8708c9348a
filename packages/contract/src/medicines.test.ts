import { describe, expect, it } from 'vitest';
import {
  MEDICINE_FORM_MESSAGE,
  MEDICINE_FORMS,
  medicineInputSchema,
  medicineListQuerySchema,
  readMedicineForm,
  refusalSentence,
} from './medicines.js';
import { issuesOf } from './testing/message-table.js';

const messagesOf = (input: unknown) => issuesOf(medicineInputSchema, input);

describe('the medicine form', () => {
  it('when a form is written as pharmacy lists write it, then it reads as one of the forms', () => {
    expect(['Tab.', ' CAPSULE ', 'Syp', 'inj.'].map(readMedicineForm)).toEqual([
      'tablet',
      'capsule',
      'syrup',
      'injection',
    ]);
    expect(MEDICINE_FORMS.every((form) => readMedicineForm(form) === form)).toBe(true);
  });

  it('when a form is none of them, then it is not guessed', () => {
    expect(readMedicineForm('tabs of joy')).toBeUndefined();
    expect(readMedicineForm('')).toBeUndefined();
  });
});

describe('a medicine as an admin types it', () => {
  it('when the fields are filled, then they are trimmed and the form read', () => {
    expect(
      medicineInputSchema.parse({
        brand: ' Napa ',
        generic: 'Paracetamol',
        form: 'Tab',
        manufacturer: 'Beximco Pharmaceuticals',
      }),
    ).toEqual({
      brand: 'Napa',
      generic: 'Paracetamol',
      strength: '',
      form: 'tablet',
      manufacturer: 'Beximco Pharmaceuticals',
    });
  });

  it('when a required field is empty or a field too long, then each says so', () => {
    expect(messagesOf({ brand: '', generic: ' ', strength: 'x'.repeat(61), form: 'gel', manufacturer: '' })).toEqual([
      'brand: Brand name is required.',
      'generic: Generic name is required.',
      'strength: Strength must not exceed 60 characters.',
      'manufacturer: Manufacturer is required.',
    ]);
    expect(messagesOf({ brand: 'B'.repeat(81), generic: 'G', form: 'lozenge', manufacturer: 'M' })).toEqual([
      'brand: Brand name must not exceed 80 characters.',
      `form: ${MEDICINE_FORM_MESSAGE}`,
    ]);
  });

  it('when the list is asked for without options, then it is every medicine, first page', () => {
    expect(medicineListQuerySchema.parse({})).toEqual({ q: '', status: 'all', page: 1 });
    expect(medicineListQuerySchema.safeParse({ page: '0' }).success).toBe(false);
  });
});

describe('a refused import line', () => {
  it('when a line is refused, then its sentence names the reason and what to do', () => {
    expect(refusalSentence({ reason: 'missing', column: 'brand' })).toBe('The brand is missing.');
    expect(refusalSentence({ reason: 'too-long', column: 'generic' })).toBe(
      'The generic is longer than 200 characters.',
    );
    expect(refusalSentence({ reason: 'unknown-form', value: 'lozenge' })).toBe(
      `"lozenge" is not a known form; the forms are ${MEDICINE_FORMS.join(', ')}.`,
    );
    expect(refusalSentence({ reason: 'duplicate', firstLine: 4 })).toBe(
      'The same medicine is already on line 4 of the file.',
    );
  });
});
