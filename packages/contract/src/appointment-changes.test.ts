// The schemas of what happens to a booking after it is made: cancelled, its fee or status changed, a call logged,
// listed, checked in, moved to another date. The booking schemas themselves are tested in appointments.test.ts.
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
  createCallLogSchema,
  feeUpdateSchema,
  updateAppointmentSchema,
} from './appointments.js';
import { UNTOUCHED_APPOINTMENT } from './testing/appointment-fixtures.js';
import { firstMessageAt, issuesOf, itReportsEachMessage, tooLongRow, tooShortRow } from './testing/message-table.js';

const DOCTOR_ID = '64b7f0c2a1b2c3d4e5f60718';
const PATIENT_ID = '64b7f0c2a1b2c3d4e5f60719';
const DATE_MESSAGE = 'Invalid date format. Expected format: YYYY-MM-DD.';

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
    tooShortRow('the reason has', 'cancellationReason', 8, 'Description should be 8 charecter long.'),
    tooLongRow('the reason has', 'cancellationReason', 50, 'Description not be more than 50 charecter.'),
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
    tooShortRow('the comment has', 'comment', 3, 'Comment should be at least 3 characters long.'),
    tooLongRow('the comment has', 'comment', 300, 'Comment should not exceed 300 characters.'),
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

  it("accepts a video appointment's room as its cards show it (in consultation, 12 minutes), none, or the field left out", () => {
    const room = {
      state: 'live',
      mode: 'audio',
      waitingSince: '2025-01-06T03:50:00.000Z',
      startedAt: '2025-01-06T04:00:00.000Z',
      endedAt: null,
      minutes: 12,
    };
    expect(issuesOf(appointmentSchema, { ...appointment, consultationMethod: 'video', consultation: room })).toEqual(
      [],
    );
    expect(issuesOf(appointmentSchema, { ...appointment, consultation: null })).toEqual([]);
    // A room the patient has only opened is not on the cards: "open" is no state of theirs.
    expect(appointmentSchema.safeParse({ ...appointment, consultation: { ...room, state: 'open' } }).success).toBe(
      false,
    );
  });
});

describe('checkInSchema', () => {
  itReportsEachMessage(checkInSchema, { code: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567' }, [
    tooLongRow('the code has', 'code', 64, CHECK_IN_CODE_INVALID_MESSAGE),
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
