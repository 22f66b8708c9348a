import { describe, expect, it } from 'vitest';
import { callbackSchema, createCallbackSchema, updateRemarksSchema } from './callbacks.js';
import { issuesOf, itReportsEachMessage, tooLongRow, tooShortRow } from './testing/message-table.js';

describe('createCallbackSchema', () => {
  itReportsEachMessage(
    createCallbackSchema,
    { name: 'Rahim', contactNo: '01712345678', message: 'Please call me about a visit.' },
    [
      {
        case: 'the name has 1 character',
        path: 'name',
        outside: 'R',
        inside: 'Ra',
        message: 'Name must be at least 2 characters long.',
      },
      {
        case: 'the name is missing',
        path: 'name',
        outside: undefined,
        inside: 'Ra',
        message: 'Name must be at least 2 characters long.',
      },
      tooLongRow('the name has', 'name', 30, 'Name must be under 30 charecter.'),
      {
        case: 'the number has 10 digits',
        path: 'contactNo',
        outside: '0171234567',
        inside: '01712345678',
        message: 'Contact number must be 11 digits long.',
      },
      {
        case: 'the number has 12 digits',
        path: 'contactNo',
        outside: '017123456789',
        inside: '01712345678',
        message: 'Contact number must be 11 digits long.',
      },
      {
        case: 'the number has a letter',
        path: 'contactNo',
        outside: '0171234567O',
        inside: '01712345670',
        message: 'Contact number must be numeric and exactly 11 digits.',
      },
      tooShortRow('the message has', 'message', 10, 'Message must be at least 10 characters long.'),
      tooLongRow('the message has', 'message', 255, 'Message not more than 255 charecter long.'),
    ],
  );
});

describe('updateRemarksSchema', () => {
  itReportsEachMessage(updateRemarksSchema, { updatedDoc: { remarks: 'Booked for Monday.' } }, [
    {
      case: 'the remarks are empty',
      path: 'updatedDoc.remarks',
      outside: '',
      inside: 'r',
      message: 'Remarks are required.',
    },
    tooLongRow('the remarks have', 'updatedDoc.remarks', 500, 'Remarks must not exceed 500 characters.'),
  ]);
});

describe('callbackSchema', () => {
  const callback = {
    _id: '64b7f0c2a1b2c3d4e5f60711',
    name: 'Rahim',
    contactNo: '01712345678',
    message: 'Please call me.',
    remarks: null,
    answeredBy: null,
    answeredAt: null,
    createdAt: '2025-01-06T03:00:00.000Z',
  };

  it('accepts an unanswered callback', () => {
    expect(issuesOf(callbackSchema, callback)).toEqual([]);
  });

  it('accepts an answered callback with who answered and when', () => {
    const answered = {
      ...callback,
      remarks: 'Done',
      answeredBy: { name: 'Desk' },
      answeredAt: '2025-01-06T04:00:00+06:00',
    };
    expect(issuesOf(callbackSchema, answered)).toEqual([]);
  });

  it('rejects a createdAt that is not an ISO instant', () => {
    expect(callbackSchema.safeParse({ ...callback, createdAt: '06/01/2025' }).success).toBe(false);
  });
});
