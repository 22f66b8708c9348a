import { describe, expect, it } from 'vitest';
import {
  FAMILY_LIMIT_MESSAGE,
  familyMemberInputSchema,
  patientContactParamsSchema,
  patientSchema,
  updatePatientSchema,
  updatePreferencesSchema,
} from './patients.js';
import { firstMessageAt, issuesOf, itReportsEachMessage, tooLongRow } from './testing/message-table.js';

describe('updatePatientSchema', () => {
  itReportsEachMessage(updatePatientSchema, { updatedInfo: { name: 'Karim', age: 40, weight: 70 } }, [
    {
      case: 'the name is missing',
      path: 'updatedInfo.name',
      outside: undefined,
      inside: 'K',
      message: 'Patient name is required.',
    },
    { case: 'the name is empty', path: 'updatedInfo.name', outside: '', inside: 'K', message: 'Name cannot be empty.' },
    {
      case: 'the name is only spaces',
      path: 'updatedInfo.name',
      outside: '   ',
      inside: ' K ',
      message: 'Name cannot be empty.',
    },
    tooLongRow('the name has', 'updatedInfo.name', 100, 'Name must not exceed 100 characters.'),
    { case: 'the age is missing', path: 'updatedInfo.age', outside: undefined, inside: 0, message: 'Age is required.' },
    { case: 'the age is text', path: 'updatedInfo.age', outside: 'old', inside: 0, message: 'Age must be a number.' },
    { case: 'the age is -1', path: 'updatedInfo.age', outside: -1, inside: 0, message: 'Age must be at least 0.' },
    {
      case: 'the age is 121',
      path: 'updatedInfo.age',
      outside: 121,
      inside: 120,
      message: 'Age must be less than or equal to 120.',
    },
    {
      case: 'the weight is text',
      path: 'updatedInfo.weight',
      outside: 'heavy',
      inside: 70,
      message: 'Weight must be a number.',
    },
    {
      case: 'the weight is 501 kg',
      path: 'updatedInfo.weight',
      outside: 501,
      inside: 500,
      message: 'Weight must not exceed 500kg.',
    },
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

describe('familyMemberInputSchema', () => {
  itReportsEachMessage(
    familyMemberInputSchema,
    { name: 'Ayaan', age: 4, gender: 'male', relation: 'child', weight: 16 },
    [
      { case: 'the name is missing', path: 'name', outside: undefined, inside: 'A', message: 'Name is required.' },
      { case: 'the name is only spaces', path: 'name', outside: '  ', inside: 'A', message: 'Name is required.' },
      tooLongRow('the name has', 'name', 100, 'Name must not exceed 100 characters.'),
      { case: 'the age is missing', path: 'age', outside: undefined, inside: 0, message: 'Age is required.' },
      { case: 'the age is -1', path: 'age', outside: -1, inside: 0, message: 'Age must be at least 0.' },
      {
        case: 'the age is 121',
        path: 'age',
        outside: 121,
        inside: 120,
        message: 'Age must be less than or equal to 120.',
      },
      {
        case: 'the gender is other',
        path: 'gender',
        outside: 'other',
        inside: 'female',
        message: 'Gender will be male | female',
      },
      {
        case: 'the relation is unknown',
        path: 'relation',
        outside: 'cousin',
        inside: 'other',
        message: 'Choose how this person is related to you.',
      },
      {
        case: 'the weight is 501 kg',
        path: 'weight',
        outside: 501,
        inside: 500,
        message: 'Weight must not exceed 500kg.',
      },
    ],
  );

  it('says how many family members an account may have', () => {
    expect(FAMILY_LIMIT_MESSAGE).toBe('You can add at most 6 family members.');
  });
});

describe('updatePreferencesSchema', () => {
  it('accepts a language, an opt-out, or both', () => {
    expect(issuesOf(updatePreferencesSchema, { language: 'bn' })).toEqual([]);
    expect(issuesOf(updatePreferencesSchema, { smsOptOut: true })).toEqual([]);
    expect(issuesOf(updatePreferencesSchema, { language: 'en', smsOptOut: false })).toEqual([]);
  });

  it('refuses an unknown language, a non-boolean opt-out and an empty change with one sentence each', () => {
    expect(firstMessageAt(updatePreferencesSchema, { language: 'fr' }, 'language')).toBe(
      'Choose English (en) or Bangla (bn).',
    );
    expect(firstMessageAt(updatePreferencesSchema, { smsOptOut: 'yes' }, 'smsOptOut')).toBe(
      'SMS opt-out must be true or false.',
    );
    expect(firstMessageAt(updatePreferencesSchema, {}, '')).toBe('Nothing to change.');
  });
});
