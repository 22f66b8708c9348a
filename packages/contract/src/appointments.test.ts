import { describe, expect, it } from 'vitest';
import { createAppointmentSchema, createStaffAppointmentSchema, directAppointmentSchema } from './appointments.js';
import { firstMessageAt, issuesOf, itReportsEachMessage, tooLongRow } from './testing/message-table.js';

const DOCTOR_ID = '64b7f0c2a1b2c3d4e5f60718';
const PATIENT_ID = '64b7f0c2a1b2c3d4e5f60719';
const DATE_MESSAGE = 'Invalid date format. Expected format: YYYY-MM-DD.';

describe('createAppointmentSchema', () => {
  itReportsEachMessage(
    createAppointmentSchema,
    {
      doctor: DOCTOR_ID,
      patient: PATIENT_ID,
      consultationFee: 500,
      consultationMethod: 'hospital visit',
      consultationFor: 'For Me',
      selectedDate: '2025-01-01',
      shortBrief: 'Fever for three days',
    },
    [
      {
        case: 'the doctor ID has 23 characters',
        path: 'doctor',
        outside: DOCTOR_ID.slice(1),
        inside: DOCTOR_ID,
        message: 'Doctor ID must be 24 characters long.',
      },
      {
        case: 'the doctor ID has 25 characters',
        path: 'doctor',
        outside: `${DOCTOR_ID}0`,
        inside: DOCTOR_ID,
        message: 'Doctor ID must be 24 characters long.',
      },
      {
        case: 'the patient ID has 23 characters',
        path: 'patient',
        outside: PATIENT_ID.slice(1),
        inside: PATIENT_ID,
        message: 'Patient ID must be 24 characters long.',
      },
      {
        case: 'the patient ID has 25 characters',
        path: 'patient',
        outside: `${PATIENT_ID}0`,
        inside: PATIENT_ID,
        message: 'Patient ID must be 24 characters long.',
      },
      {
        case: 'the method has 2 characters',
        path: 'consultationMethod',
        outside: 'vi',
        inside: 'chat',
        message: 'Consultation method must be at least 3 characters long.',
      },
      {
        case: 'the reason has 2 characters',
        path: 'consultationFor',
        outside: 'Fo',
        inside: 'For Me',
        message: 'Consultation reason must be at least 3 characters long.',
      },
      {
        case: 'the fee is -1',
        path: 'consultationFee',
        outside: -1,
        inside: 0,
        message: 'Consultation fee cannot be negative.',
      },
      {
        case: 'the date has 11 characters',
        path: 'selectedDate',
        outside: '2025-01-011',
        inside: '2025-01-01',
        message: DATE_MESSAGE,
      },
      {
        case: 'the date is day-first',
        path: 'selectedDate',
        outside: '01-01-2025',
        inside: '2025-01-01',
        message: DATE_MESSAGE,
      },
      {
        case: 'the date is 30 February',
        path: 'selectedDate',
        outside: '2025-02-30',
        inside: '2025-02-28',
        message: DATE_MESSAGE,
      },
      tooLongRow('the brief has', 'shortBrief', 255, 'Brief not more than 255 charecter long.'),
    ],
  );

  it('rejects an ID of the right length that is not lowercase hex', () => {
    const input = { doctor: 'Z'.repeat(24) };
    expect(firstMessageAt(createAppointmentSchema, input, 'doctor')).toBe('Invalid id.');
  });

  it('rejects a method of three or more characters that is not one of the four', () => {
    const message = firstMessageAt(createAppointmentSchema, { consultationMethod: 'phone' }, 'consultationMethod');
    expect(message).toBe('Consultation method must be hospital visit, video, audio or chat.');
  });
});

const walkInBase = {
  contact: '01712345678',
  newPatientInfo: { name: 'Karim', age: 40, gender: 'male', weight: 70 },
};

describe('directAppointmentSchema', () => {
  itReportsEachMessage(directAppointmentSchema, walkInBase, [
    {
      case: 'the contact has 10 digits',
      path: 'contact',
      outside: '0171234567',
      inside: '01712345678',
      message: 'Contact number must be exactly 11 digits.',
    },
    {
      case: 'the contact has 12 digits',
      path: 'contact',
      outside: '017123456789',
      inside: '01712345678',
      message: 'Contact number must be exactly 11 digits.',
    },
    {
      case: 'the contact has a letter',
      path: 'contact',
      outside: '0171234567a',
      inside: '01712345678',
      message: 'Contact number must contain only numbers.',
    },
    {
      case: 'the name is empty',
      path: 'newPatientInfo.name',
      outside: '',
      inside: 'K',
      message: 'Patient name is required.',
    },
    {
      case: 'the name is missing',
      path: 'newPatientInfo.name',
      outside: undefined,
      inside: 'K',
      message: 'Patient name is required.',
    },
    tooLongRow('the name has', 'newPatientInfo.name', 100, 'Patient name must not exceed 100 characters.'),
    {
      case: 'the age is missing',
      path: 'newPatientInfo.age',
      outside: undefined,
      inside: 1,
      message: 'Age is required.',
    },
    {
      case: 'the age field was cleared (NaN)',
      path: 'newPatientInfo.age',
      outside: Number.NaN,
      inside: 1,
      message: 'Age is required.',
    },
    {
      case: 'the age is text',
      path: 'newPatientInfo.age',
      outside: 'forty',
      inside: 40,
      message: 'Age must be a number.',
    },
    {
      case: 'the age is 0',
      path: 'newPatientInfo.age',
      outside: 0,
      inside: 1,
      message: 'Please enter a valid age (max 120 years).',
    },
    {
      case: 'the age is 121',
      path: 'newPatientInfo.age',
      outside: 121,
      inside: 120,
      message: 'Please enter a valid age (max 120 years).',
    },
    {
      case: 'the gender is missing',
      path: 'newPatientInfo.gender',
      outside: undefined,
      inside: 'female',
      message: 'Gender is required.',
    },
    {
      case: 'the weight is 0.9 kg',
      path: 'newPatientInfo.weight',
      outside: 0.9,
      inside: 1,
      message: 'Weight must be at least 1kg.',
    },
    {
      case: 'the weight is 500.1 kg',
      path: 'newPatientInfo.weight',
      outside: 500.1,
      inside: 500,
      message: 'Please enter a valid weight (max 500kg).',
    },
    {
      case: 'the weight is text',
      path: 'newPatientInfo.weight',
      outside: 'heavy',
      inside: 4,
      message: 'Weight must be a number.',
    },
    {
      case: 'the weight has a fraction',
      path: 'newPatientInfo.weight',
      outside: 3.5,
      inside: 4,
      message: 'Weight must be a whole number of kg.',
    },
  ]);

  it('accepts a walk-in without a weight, which the spec makes optional', () => {
    expect(
      issuesOf(directAppointmentSchema, { ...walkInBase, newPatientInfo: { name: 'K', age: 5, gender: 'female' } }),
    ).toEqual([]);
  });
});

describe('createStaffAppointmentSchema', () => {
  const staffBase = {
    doctor: DOCTOR_ID,
    patient: '',
    contact: '01712345678',
    newPatientInfo: walkInBase.newPatientInfo,
    consultationMethod: 'hospital visit',
    consultationFor: 'For Me',
    consultationFee: 0,
    selectedDate: '2025-01-01',
    shortBrief: '',
  };

  it('accepts a new walk-in patient described by newPatientInfo', () => {
    expect(issuesOf(createStaffAppointmentSchema, staffBase)).toEqual([]);
  });

  it('accepts an existing patient without newPatientInfo', () => {
    const input = { ...staffBase, patient: PATIENT_ID, newPatientInfo: undefined };
    expect(issuesOf(createStaffAppointmentSchema, input)).toEqual([]);
  });

  it('asks for the patient name when neither a patient nor newPatientInfo is given', () => {
    const input = { ...staffBase, newPatientInfo: undefined };
    expect(firstMessageAt(createStaffAppointmentSchema, input, 'newPatientInfo.name')).toBe(
      'Patient name is required.',
    );
  });

  it('reports the direct appointment messages for the new patient', () => {
    const input = { ...staffBase, newPatientInfo: { ...staffBase.newPatientInfo, age: 121 } };
    expect(firstMessageAt(createStaffAppointmentSchema, input, 'newPatientInfo.age')).toBe(
      'Please enter a valid age (max 120 years).',
    );
  });

  it('reports the patient ID length message for a malformed patient', () => {
    const input = { ...staffBase, patient: 'abc' };
    expect(firstMessageAt(createStaffAppointmentSchema, input, 'patient')).toBe(
      'Patient ID must be 24 characters long.',
    );
  });

  it.each([
    ['consultationFee', 500],
    ['consultationMethod', 'video'],
    ['consultationFor', 'Family Member'],
  ])('rejects a walk-in whose fixed %s is %s', (field, value) => {
    expect(createStaffAppointmentSchema.safeParse({ ...staffBase, [field]: value }).success).toBe(false);
  });
});
