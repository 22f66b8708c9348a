import { describe, expect, it } from 'vitest';
import { createAppointmentSchema } from './appointments.js';
import {
  alreadyReferredMessage,
  assignStationsSchema,
  createReferralSchema,
  MARKETER_CODE_PATTERN,
  referralListQuerySchema,
  reportFileName,
  reportQuerySchema,
  stationInputSchema,
  REPORT_PERIOD_LENGTH_MESSAGE,
  REPORT_PERIOD_ORDER_MESSAGE,
  STATION_NOT_ACTIVE_MESSAGE,
} from './marketing.js';
import { contactRows, firstMessageAt, issuesOf, itReportsEachMessage, tooLongRow } from './testing/message-table.js';

const STATION = '64b7f0c2a1b2c3d4e5f60711';
const DOCTOR = '64b7f0c2a1b2c3d4e5f60722';

describe('stationInputSchema', () => {
  itReportsEachMessage(stationInputSchema, { name: 'Birdem' }, [
    { case: 'the name is empty', path: 'name', outside: '  ', inside: 'B', message: 'Station name is required.' },
    tooLongRow('the name has', 'name', 30, 'Station name must not exceed 30 characters.'),
  ]);

  it('keeps the name trimmed', () => {
    expect(stationInputSchema.parse({ name: '  Mugda  ' })).toEqual({ name: 'Mugda' });
  });
});

describe('createReferralSchema', () => {
  itReportsEachMessage(
    createReferralSchema,
    { name: 'Rina Begum', age: 34, contact: '01712345678', stationId: STATION, doctorId: DOCTOR, note: '' },
    [
      { case: 'the name is empty', path: 'name', outside: '', inside: 'R', message: 'Patient name is required' },
      tooLongRow('the name has', 'name', 100, 'Patient name must not exceed 100 characters.'),
      {
        case: 'the age is over 120',
        path: 'age',
        outside: 121,
        inside: 120,
        message: 'Age must be less than or equal to 120.',
      },
      ...contactRows(
        'contact',
        'Contact number must be 11 digits long',
        'Contact number must be numeric and exactly 11 digits.',
      ),
      {
        case: 'the station is missing',
        path: 'stationId',
        outside: undefined,
        inside: STATION,
        message: STATION_NOT_ACTIVE_MESSAGE,
      },
      {
        case: 'the station is not an id',
        path: 'stationId',
        outside: 'Birdem',
        inside: STATION,
        message: STATION_NOT_ACTIVE_MESSAGE,
      },
      {
        case: 'the doctor is not an id',
        path: 'doctorId',
        outside: 'Dr X',
        inside: null,
        message: 'Choose a doctor from the list.',
      },
      {
        case: 'the speciality is not on the list',
        path: 'speciality',
        outside: 'Dentist',
        inside: 'Child',
        message: 'Choose a speciality from the list.',
      },
      tooLongRow('the note has', 'note', 500, 'Note must not exceed 500 characters.'),
    ],
  );

  it('reads a contact as typed, Bengali digits and +880 included, as 11 ASCII digits', () => {
    const parsed = createReferralSchema.parse({
      name: 'R',
      age: '৩৪',
      contact: '+880 1712-345678',
      stationId: STATION,
    });
    expect(parsed.contact).toBe('01712345678');
    expect(parsed.age).toBe(34);
    expect(parsed.note).toBe('');
  });
});

describe('alreadyReferredMessage', () => {
  it('names only who referred the contact and on which day', () => {
    expect(alreadyReferredMessage('Karim Uddin', '2026-11-02')).toBe(
      'This contact was already referred by Karim Uddin on 2nd Nov, 2026. A contact is recorded once in 30 days.',
    );
  });
});

describe('assignStationsSchema', () => {
  it('accepts an empty list (a departed marketer left with no station) and a marketer to take over from', () => {
    expect(issuesOf(assignStationsSchema, { stationIds: [] })).toEqual([]);
    expect(issuesOf(assignStationsSchema, { stationIds: [STATION], takeFrom: DOCTOR })).toEqual([]);
  });

  it('refuses a list that is not of ids', () => {
    expect(firstMessageAt(assignStationsSchema, { stationIds: 'Birdem' }, 'stationIds')).toBe(
      'Station list must be a list of station ids.',
    );
  });
});

describe('reportQuerySchema', () => {
  it('accepts a period of up to 366 days, and none (the last 30 days)', () => {
    expect(issuesOf(reportQuerySchema, {})).toEqual([]);
    expect(issuesOf(reportQuerySchema, { from: '2026-01-01', to: '2027-01-01' })).toEqual([]);
  });

  it('refuses a period that ends before it starts, or is longer than 366 days', () => {
    expect(firstMessageAt(reportQuerySchema, { from: '2026-02-02', to: '2026-02-01' }, 'to')).toBe(
      REPORT_PERIOD_ORDER_MESSAGE,
    );
    expect(firstMessageAt(reportQuerySchema, { from: '2026-01-01', to: '2027-01-02' }, 'to')).toBe(
      REPORT_PERIOD_LENGTH_MESSAGE,
    );
  });

  it('names the CSV after its period', () => {
    expect(reportFileName('2026-01-01', '2026-01-31')).toBe('marketing-report-2026-01-01-to-2026-01-31.csv');
  });
});

describe('referralListQuerySchema', () => {
  it('defaults to 90 days and refuses more than a year', () => {
    expect(referralListQuerySchema.parse({})).toEqual({ days: 90 });
    expect(firstMessageAt(referralListQuerySchema, { days: '366' }, 'days')).toBe(
      'Days must be a whole number from 1 to 365.',
    );
  });
});

describe('the link code and the booking ref', () => {
  it('a code is 8 characters of base32', () => {
    expect(MARKETER_CODE_PATTERN.test('ABCD2345')).toBe(true);
    expect(MARKETER_CODE_PATTERN.test('abcd2345')).toBe(false);
    expect(MARKETER_CODE_PATTERN.test('ABCD234')).toBe(false);
    expect(MARKETER_CODE_PATTERN.test('ABCD2341')).toBe(false);
  });

  it('a booking may carry the link it came by, and one without it is still a booking', () => {
    const booking = {
      doctor: DOCTOR,
      patient: STATION,
      consultationFee: 500,
      consultationMethod: 'video',
      consultationFor: 'For Me',
      selectedDate: '2026-12-01',
    };
    expect(issuesOf(createAppointmentSchema, booking)).toEqual([]);
    const withRef = { ...booking, ref: { code: 'ABCD2345', firstVisitAt: '2026-11-20T10:00:00.000Z' } };
    expect(createAppointmentSchema.parse(withRef).ref).toEqual(withRef.ref);
    // A stale or unknown code is the server's to ignore: the body only bounds it.
    expect(issuesOf(createAppointmentSchema, { ...booking, ref: { code: 'whatever', firstVisitAt: 'x' } })).toEqual([]);
  });
});
