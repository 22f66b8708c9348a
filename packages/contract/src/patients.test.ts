import { describe, expect, it } from 'vitest';
import { patientContactParamsSchema, patientSchema, updatePatientSchema } from './patients.js';
import { firstMessageAt, issuesOf, itReportsEachMessage } from './testing/message-table.js';

describe('updatePatientSchema', () => {
  itReportsEachMessage(updatePatientSchema, { updatedInfo: { name: 'Karim', age: 40, weight: 70 } }, [
    { case: 'the name is missing', path: 'updatedInfo.name', outside: undefined, inside: 'K', message: 'Patient name is required.' },
    { case: 'the name is empty', path: 'updatedInfo.name', outside: '', inside: 'K', message: 'Name cannot be empty.' },
    { case: 'the name is only spaces', path: 'updatedInfo.name', outside: '   ', inside: ' K ', message: 'Name cannot be empty.' },
    { case: 'the name has 101 characters', path: 'updatedInfo.name', outside: 'n'.repeat(101), inside: 'n'.repeat(100), message: 'Name must not exceed 100 characters.' },
    { case: 'the age is missing', path: 'updatedInfo.age', outside: undefined, inside: 0, message: 'Age is required.' },
    { case: 'the age is text', path: 'updatedInfo.age', outside: 'old', inside: 0, message: 'Age must be a number.' },
    { case: 'the age is -1', path: 'updatedInfo.age', outside: -1, inside: 0, message: 'Age must be at least 0.' },
    { case: 'the age is 121', path: 'updatedInfo.age', outside: 121, inside: 120, message: 'Age must be less than or equal to 120.' },
    { case: 'the weight is text', path: 'updatedInfo.weight', outside: 'heavy', inside: 70, message: 'Weight must be a number.' },
    { case: 'the weight is 501 kg', path: 'updatedInfo.weight', outside: 501, inside: 500, message: 'Weight must not exceed 500kg.' },
  ]);

  it('accepts an edit without a weight, which the spec makes optional', () => {
    expect(issuesOf(updatePatientSchema, { updatedInfo: { name: 'Karim', age: 0 } })).toEqual([]);
  });

  it('trims the name it keeps', () => {
    expect(updatePatientSchema.parse({ updatedInfo: { name: ' Karim ', age: 4 } }).updatedInfo.name).toBe('Karim');
  });
});

describe('patientContactParamsSchema', () => {
  it('accepts an 11-digit contact', () => {
    expect(patientContactParamsSchema.parse({ contact: '01712345678' })).toEqual({ contact: '01712345678' });
  });

  it('uses the walk-in form messages for a short or non-numeric contact', () => {
    expect(firstMessageAt(patientContactParamsSchema, { contact: '017' }, 'contact')).toBe(
      'Contact number must be exactly 11 digits.',
    );
    expect(firstMessageAt(patientContactParamsSchema, { contact: '0171234567x' }, 'contact')).toBe(
      'Contact number must contain only numbers.',
    );
  });
});

describe('patientSchema', () => {
  const patient = {
    _id: '64b7f0c2a1b2c3d4e5f60719',
    patientId: 'P2600123',
    name: 'Karim',
    age: 40,
    gender: null,
    weight: null,
  };

  it('accepts a patient whose contact is hidden from the caller', () => {
    expect(issuesOf(patientSchema, patient)).toEqual([]);
  });

  it('rejects an _id that is not 24 lowercase hex characters', () => {
    expect(firstMessageAt(patientSchema, { ...patient, _id: 'P2600123' }, '_id')).toBe('Invalid id.');
  });
});
