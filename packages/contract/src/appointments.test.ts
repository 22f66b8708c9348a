import { describe, expect, it } from 'vitest';
import {
  appointmentListQuerySchema,
  appointmentListSchema,
  appointmentSchema,
  cancellationSchema,
  CHECK_IN_CODE_INVALID_MESSAGE,
  CHECK_IN_CODE_REQUIRED_MESSAGE,
  checkInSchema,
  checkInWrongDayMessage,
  rescheduleSchema,
  createAppointmentSchema,
  createCallLogSchema,
  createStaffAppointmentSchema,
  directAppointmentSchema,
  feeUpdateSchema,
  updateAppointmentSchema,
} from './appointments.js';
import { UNTOUCHED_APPOINTMENT } from './testing/appointment-fixtures.js';
import { firstMessageAt, issuesOf, itReportsEachMessage } from './testing/message-table.js';

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
      {
        case: 'the brief has 256 characters',
        path: 'shortBrief',
        outside: 'b'.repeat(256),
        inside: 'b'.repeat(255),
        message: 'Brief not more than 255 charecter long.',
      },
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
    {
      case: 'the name has 101 characters',
      path: 'newPatientInfo.name',
      outside: 'n'.repeat(101),
      inside: 'n'.repeat(100),
      message: 'Patient name must not exceed 100 characters.',
    },
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

describe('cancellationSchema', () => {
  itReportsEachMessage(cancellationSchema, { cancellationReason: 'Patient could not come' }, [
    {
      case: 'the reason is missing',
      path: 'cancellationReason',
      outside: undefined,
      inside: 'r'.repeat(8),
      message: 'Cancellation reason is required.',
    },
    {
      case: 'the reason is empty',
      path: 'cancellationReason',
      outside: '',
      inside: 'r'.repeat(8),
      message: 'Cancellation reason is required.',
    },
    {
      case: 'the reason has 7 characters',
      path: 'cancellationReason',
      outside: 'r'.repeat(7),
      inside: 'r'.repeat(8),
      message: 'Description should be 8 charecter long.',
    },
    {
      case: 'the reason has 51 characters',
      path: 'cancellationReason',
      outside: 'r'.repeat(51),
      inside: 'r'.repeat(50),
      message: 'Description not be more than 50 charecter.',
    },
  ]);
});

describe('feeUpdateSchema', () => {
  itReportsEachMessage(feeUpdateSchema, { consultationFee: 800 }, [
    {
      case: 'the amount is missing',
      path: 'consultationFee',
      outside: undefined,
      inside: 0,
      message: 'Amount is required.',
    },
    {
      case: 'the amount is -1',
      path: 'consultationFee',
      outside: -1,
      inside: 0,
      message: 'Amount cannot be negative.',
    },
    {
      case: 'the amount has 5 digits',
      path: 'consultationFee',
      outside: 10_000,
      inside: 9999,
      message: 'Amount must not exceed 4 digits.',
    },
  ]);
});

describe('updateAppointmentSchema', () => {
  it.each([
    [{ status: 'done' }],
    [{ status: 'cancelled', cancellationReason: 'Patient is travelling' }],
    [{ paymentStatus: 'paid', consultationFee: 1000 }],
  ])('accepts the staff change %j', (updatedDoc) => {
    expect(issuesOf(updateAppointmentSchema, { updatedDoc })).toEqual([]);
  });

  it.each([
    [
      'passes the cancellation message through the union',
      { status: 'cancelled', cancellationReason: 'short' },
      'cancellationReason',
      'Description should be 8 charecter long.',
    ],
    [
      'asks for a reason when a cancellation has none',
      { status: 'cancelled' },
      'cancellationReason',
      'Cancellation reason is required.',
    ],
    [
      'passes the fee messages through the union',
      { paymentStatus: 'paid', consultationFee: 10_000 },
      'consultationFee',
      'Amount must not exceed 4 digits.',
    ],
    [
      'rejects a change back to pending',
      { status: 'pending' },
      'status',
      'Status can only be set to done or cancelled.',
    ],
  ])('%s', (_case, updatedDoc, field, message) => {
    expect(firstMessageAt(updateAppointmentSchema, { updatedDoc }, `updatedDoc.${field}`)).toBe(message);
  });

  it('drops fields that no change allows, so a status change cannot also set the fee', () => {
    const parsed = updateAppointmentSchema.parse({ updatedDoc: { status: 'done', consultationFee: 0, serialNo: 1 } });
    expect(parsed.updatedDoc).toEqual({ status: 'done' });
  });
});

describe('createCallLogSchema', () => {
  itReportsEachMessage(createCallLogSchema, { appointmentId: DOCTOR_ID, comment: 'Called, will come at 5' }, [
    {
      case: 'the appointment ID is missing',
      path: 'appointmentId',
      outside: undefined,
      inside: DOCTOR_ID,
      message: 'Appointment ID is required.',
    },
    {
      case: 'the appointment ID is empty',
      path: 'appointmentId',
      outside: '',
      inside: DOCTOR_ID,
      message: 'Appointment ID cannot be empty.',
    },
    {
      case: 'the comment has 2 characters',
      path: 'comment',
      outside: 'ok',
      inside: 'yes',
      message: 'Comment should be at least 3 characters long.',
    },
    {
      case: 'the comment has 301 characters',
      path: 'comment',
      outside: 'c'.repeat(301),
      inside: 'c'.repeat(300),
      message: 'Comment should not exceed 300 characters.',
    },
  ]);
});

describe('appointmentListQuerySchema', () => {
  it('treats the empty doctor and date the web app sends as not given', () => {
    expect(appointmentListQuerySchema.parse({ doctor: '', date: '' })).toEqual({ doctor: undefined, date: undefined });
  });

  it('keeps a doctor and a date that are given', () => {
    expect(appointmentListQuerySchema.parse({ doctor: DOCTOR_ID, date: '2025-01-06' })).toEqual({
      doctor: DOCTOR_ID,
      date: '2025-01-06',
    });
  });

  it('reports the date format message for a malformed date', () => {
    expect(firstMessageAt(appointmentListQuerySchema, { date: '2025-1-6' }, 'date')).toBe(DATE_MESSAGE);
  });
});

describe('appointmentSchema', () => {
  const appointment = {
    _id: PATIENT_ID,
    serialNo: 1,
    selectedDate: '2025-01-06',
    status: 'pending',
    paymentStatus: 'unpaid',
    consultationFee: 1500,
    consultationMethod: 'hospital visit',
    consultationFor: 'For Me',
    shortBrief: '',
    isFollowup: false,
    cancellationReason: null,
    source: 'walk-in',
    createdAt: '2025-01-06T03:00:00.000Z',
    doctor: { _id: DOCTOR_ID, title: 'Prof. Dr.', fullName: 'A. Rahman', speciality: 'Child', photo: '/d.jpg' },
    patient: { _id: PATIENT_ID, patientId: 'P2500001', name: 'Karim', age: 40, gender: 'male', weight: null },
    feeReceivedBy: null,
    attendant: { name: 'Desk' },
    lastCallLog: { comment: 'Will come', user: { name: 'Desk' }, timestamp: '2025-01-06T04:00:00.000Z' },
    refundStatus: 'none',
    ...UNTOUCHED_APPOINTMENT,
  };

  it('accepts an appointment as the staff screen reads it, with the contact hidden', () => {
    expect(issuesOf(appointmentSchema, appointment)).toEqual([]);
  });

  it('accepts a list with its totals in data and meta', () => {
    const list = {
      data: [appointment],
      meta: { totalAppointments: 1, totalPendingSerial: 1, totalDoneSerial: 0, totalPaidAmount: 0 },
    };
    expect(issuesOf(appointmentListSchema, list)).toEqual([]);
  });

  it('rejects a serial number of 0, since serials count from 1', () => {
    expect(appointmentSchema.safeParse({ ...appointment, serialNo: 0 }).success).toBe(false);
  });
});

describe('checkInSchema', () => {
  itReportsEachMessage(checkInSchema, { code: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567' }, [
    {
      case: 'the code is missing',
      path: 'code',
      outside: undefined,
      inside: 'A',
      message: CHECK_IN_CODE_REQUIRED_MESSAGE,
    },
    {
      case: 'the code is only spaces',
      path: 'code',
      outside: '   ',
      inside: ' A ',
      message: CHECK_IN_CODE_REQUIRED_MESSAGE,
    },
    {
      case: 'the code has 65 characters',
      path: 'code',
      outside: 'A'.repeat(65),
      inside: 'A'.repeat(64),
      message: CHECK_IN_CODE_INVALID_MESSAGE,
    },
  ]);

  it("names the day of a code for another day in the booking page's date form", () => {
    expect(checkInWrongDayMessage('2026-01-02')).toBe('This appointment is for 2nd Jan, 2026, not today.');
  });
});

describe('rescheduleSchema', () => {
  itReportsEachMessage(rescheduleSchema, { selectedDate: '2026-01-02' }, [
    {
      case: 'the date is missing',
      path: 'selectedDate',
      outside: undefined,
      inside: '2026-01-03',
      message: DATE_MESSAGE,
    },
    {
      case: 'the date is not a calendar date',
      path: 'selectedDate',
      outside: '2026-02-30',
      inside: '2026-02-28',
      message: DATE_MESSAGE,
    },
  ]);
});
