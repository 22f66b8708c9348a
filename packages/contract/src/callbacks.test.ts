import { describe, expect, it } from 'vitest';
import { callbackSchema, createCallbackSchema, updateRemarksSchema } from './callbacks.js';
import { contactRows, issuesOf, itReportsEachMessage, tooLongRow, tooShortRow } from './testing/message-table.js';

const REQUEST = { name: 'Rahim', contactNo: '01712345678', message: 'Please call me about a visit.' };

describe('createCallbackSchema', () => {
  itReportsEachMessage(createCallbackSchema, REQUEST, [
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
    ...contactRows(
      'contactNo',
      'Contact number must be 11 digits long.',
      'Contact number must be numeric and exactly 11 digits.',
    ),
    tooShortRow('the message has', 'message', 10, 'Message must be at least 10 characters long.'),
    tooLongRow('the message has', 'message', 255, 'Message not more than 255 charecter long.'),
  ]);
});

describe('updateRemarksSchema', () => {
  itReportsEachMessage(updateRemarksSchema, { updatedDoc: { remarks: 'Booked for Monday.' } }, [
    tooShortRow('the remarks have', 'updatedDoc.remarks', 1, 'Remarks are required.'),
    tooLongRow('the remarks have', 'updatedDoc.remarks', 500, 'Remarks must not exceed 500 characters.'),
  ]);
});

describe('callbackSchema', () => {
  // A stored callback is the request as made, with its id, and no answer yet.
  const callback = {
    _id: '64b7f0c2a1b2c3d4e5f60711',
    ...REQUEST,
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
