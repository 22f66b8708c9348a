import { describe, expect, it } from 'vitest';
import {
  approveSlotRequestSchema,
  createSlotRequestSchema,
  slotRequestQuerySchema,
  slotRequestSchema,
  STATION_REQUIRED_MESSAGE,
} from './slot-requests.js';
import { contactRows, firstMessageAt, issuesOf, itReportsEachMessage } from './testing/message-table.js';

describe('createSlotRequestSchema', () => {
  itReportsEachMessage(
    createSlotRequestSchema,
    { department: 'NICU', station: 'Birdem', name: 'Baby of Rina', age: 0, contact: '01712345678' },
    [
      {
        case: 'the department is missing',
        path: 'department',
        outside: undefined,
        inside: 'NICU',
        message: 'Select a department at first, its required.',
      },
      {
        case: 'the department is not one of the four',
        path: 'department',
        outside: 'ICU',
        inside: 'OPD',
        message: 'Select a department at first, its required.',
      },
      { case: 'the name is empty', path: 'name', outside: '', inside: 'R', message: 'Patient name is required' },
      { case: 'the age is text', path: 'age', outside: 'new born', inside: 0, message: 'Age must be a number.' },
      ...contactRows(
        'contact',
        'Contact number must be 11 digits long',
        'Contact number must be numeric and exactly 11 digits.',
      ),
      {
        // Which names are stations is the admin's list, checked by the server; the form only bounds the text.
        case: 'the station name is longer than any station name',
        path: 'station',
        outside: 'S'.repeat(31),
        inside: 'Shishu Hospital',
        message: STATION_REQUIRED_MESSAGE,
      },
    ],
  );

  it('accepts a request without a station, which only marketers must give', () => {
    const input = { department: 'PICU', name: 'Rina', age: 3, contact: '01712345678' };
    expect(issuesOf(createSlotRequestSchema, input)).toEqual([]);
  });

  it('words the marketer station message as the spec does', () => {
    expect(STATION_REQUIRED_MESSAGE).toBe('Select a station, its required for marketers.');
  });
});

describe('slotRequestQuerySchema', () => {
  it('defaults to the 5 days of pending requests the page asks for', () => {
    expect(slotRequestQuerySchema.parse({})).toEqual({ days: 5, status: 'pending' });
  });

  it('reads days from the query string text', () => {
    expect(slotRequestQuerySchema.parse({ days: '30', status: 'approved' })).toEqual({ days: 30, status: 'approved' });
  });

  it.each([['0'], ['91'], ['2.5'], ['many']])('rejects days=%s', (days) => {
    expect(firstMessageAt(slotRequestQuerySchema, { days }, 'days')).toBe('Days must be a whole number from 1 to 90.');
  });
});

describe('approveSlotRequestSchema', () => {
  it('takes the request id', () => {
    expect(approveSlotRequestSchema.parse({ requestId: '64b7f0c2a1b2c3d4e5f60711' }).requestId).toBe(
      '64b7f0c2a1b2c3d4e5f60711',
    );
  });

  it('rejects an id that is not one', () => {
    expect(firstMessageAt(approveSlotRequestSchema, { requestId: '12' }, 'requestId')).toBe('Invalid id.');
  });
});

describe('slotRequestSchema', () => {
  it('accepts a request with no station, shown as No Station Detected', () => {
    const request = {
      _id: '64b7f0c2a1b2c3d4e5f60711',
      name: 'Rina',
      age: 3,
      contact: '01712345678',
      station: null,
      department: 'General',
      status: 'pending',
      bookedBy: { name: 'Marketer One' },
      createdAt: '2025-01-06T03:00:00.000Z',
    };
    expect(issuesOf(slotRequestSchema, request)).toEqual([]);
  });
});
