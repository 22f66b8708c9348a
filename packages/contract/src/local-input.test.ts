import { describe, expect, it } from 'vitest';
import { feeUpdateSchema, newPatientInfoSchema } from './appointments.js';
import { registerSchema } from './auth.js';
import { createCallbackSchema } from './callbacks.js';
import { normaliseContact, parseNumberText, toAsciiDigits } from './local-input.js';
import { updatePatientSchema } from './patients.js';
import { firstMessageAt } from './testing/message-table.js';
import { SAMPLE_REGISTRATION } from './testing/registration-fixtures.js';

describe('toAsciiDigits', () => {
  it('when the text has Bengali digits, then each becomes its ASCII digit and nothing else changes', () => {
    expect(toAsciiDigits('০১২৩৪৫৬৭৮৯')).toBe('0123456789');
    expect(toAsciiDigits('বয়স ৩৫ years')).toBe('বয়স 35 years');
  });
});

describe('normaliseContact', () => {
  it.each([
    '01712345678',
    '০১৭১২৩৪৫৬৭৮',
    '০১৭১২-৩৪৫৬৭৮',
    '01712 345 678',
    ' 01712-345678 ',
    '+880 1712-345678',
    '+8801712345678',
    '8801712345678',
    '008801712345678',
    '0088 01712 345678',
    '+88 01712345678',
    '+৮৮০ ১৭১২-৩৪৫৬৭৮',
    '(+880) 1712.345678',
    '+880\u00A01712\u2013345678',
  ])('when %j is typed, then it is stored as 01712345678', (typed) => {
    expect(normaliseContact(typed)).toBe('01712345678');
  });

  it.each([
    ['0171234567', '0171234567'],
    ['+1 555 123 4567', '+15551234567'],
    ['+880 17123', '+88017123'],
    ['0171234567a', '0171234567a'],
  ])('when %j is not a Bangladeshi number, then only its separators go (%s) and the rules judge it', (typed, kept) => {
    expect(normaliseContact(typed)).toBe(kept);
  });
});

describe('parseNumberText', () => {
  it.each([
    ['35', 35],
    ['৩৫', 35],
    [' ৬৫.৫ ', 65.5],
    ['-3', -3],
    ['০', 0],
  ])('when %j is typed, then it reads %d', (typed, value) => {
    expect(parseNumberText(typed)).toBe(value);
  });

  it.each(['', ' ', 'ten', '1e3', '1,000', '3 5', '0x10', 'Infinity', '.'])(
    'when %j is typed, then it is not a number',
    (typed) => {
      expect(parseNumberText(typed)).toBeUndefined();
    },
  );
});

describe('the forms read Bangladeshi input the same way (docs/architecture.md §11)', () => {
  it('when a registration has a Bengali-digit age and a +880 contact, then it parses to the number and the 11 digits', () => {
    expect(registerSchema.parse({ ...SAMPLE_REGISTRATION, age: '৩৫', contact: '+880 1712-345678' })).toMatchObject({
      age: 35,
      contact: '01712345678',
    });
  });

  it("when a contact in Bengali digits is one short, then it still gets the spec's length message", () => {
    expect(firstMessageAt(registerSchema, { ...SAMPLE_REGISTRATION, contact: '০১৭১২-৩৪৫৬৭' }, 'contact')).toBe(
      'Contact number must be 11 digits long',
    );
  });

  it("when a callback contact has a letter, then it gets that form's own digits message", () => {
    const input = { name: 'Rahim', contactNo: '0171234567a', message: 'Please call me back.' };
    expect(firstMessageAt(createCallbackSchema, input, 'contactNo')).toBe(
      'Contact number must be numeric and exactly 11 digits.',
    );
  });

  it('when an age is text typed into a form, then empty reads as required and words read as not a number', () => {
    const walkIn = { name: 'Karim', gender: 'male' };
    expect(firstMessageAt(newPatientInfoSchema, { ...walkIn, age: '' }, 'age')).toBe('Age is required.');
    expect(firstMessageAt(newPatientInfoSchema, { ...walkIn, age: '  ' }, 'age')).toBe('Age is required.');
    expect(firstMessageAt(newPatientInfoSchema, { ...walkIn, age: 'ত্রিশ' }, 'age')).toBe('Age must be a number.');
    expect(firstMessageAt(newPatientInfoSchema, { ...walkIn, age: '১২১' }, 'age')).toBe(
      'Please enter a valid age (max 120 years).',
    );
    expect(newPatientInfoSchema.parse({ ...walkIn, age: '৪২', weight: '৬৫' })).toMatchObject({ age: 42, weight: 65 });
    expect(firstMessageAt(newPatientInfoSchema, { ...walkIn, age: 42, weight: '৬৫.৫' }, 'weight')).toBe(
      'Weight must be a whole number of kg.',
    );
  });

  it('when a weight is typed in Bengali digits, then the patient edit reads it, and its own limit still applies', () => {
    const info = updatePatientSchema.shape.updatedInfo;
    expect(info.parse({ name: 'Karim', age: '৪০', weight: '৭০' })).toEqual({ name: 'Karim', age: 40, weight: 70 });
    expect(firstMessageAt(info, { name: 'Karim', age: 40, weight: '৫০১' }, 'weight')).toBe(
      'Weight must not exceed 500kg.',
    );
  });

  it('when an amount received is typed in Bengali digits, then it is that many taka, and a fifth digit is refused', () => {
    expect(feeUpdateSchema.parse({ consultationFee: '১৫০০' })).toEqual({ consultationFee: 1500 });
    expect(firstMessageAt(feeUpdateSchema, { consultationFee: '১০০০০' }, 'consultationFee')).toBe(
      'Amount must not exceed 4 digits.',
    );
    expect(firstMessageAt(feeUpdateSchema, { consultationFee: '' }, 'consultationFee')).toBe('Amount is required.');
  });

  it('when a JSON body sends true or an object for an age, then it is not coerced', () => {
    expect(firstMessageAt(registerSchema, { ...SAMPLE_REGISTRATION, age: true }, 'age')).toBe('Age must be a number.');
    expect(firstMessageAt(registerSchema, { ...SAMPLE_REGISTRATION, age: { n: 30 } }, 'age')).toBe(
      'Age must be a number.',
    );
  });
});
