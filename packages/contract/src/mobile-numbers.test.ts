import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { inviteUserSchema } from './admin.js';
import { createStaffAppointmentSchema, directAppointmentSchema } from './appointments.js';
import { registerSchema } from './auth.js';
import { createCallbackSchema } from './callbacks.js';
import { MOBILE_NUMBER_MESSAGE } from './fields.js';
import { BANGLADESH_MOBILE } from './local-input.js';
import { patientContactParamsSchema } from './patients.js';
import { createSlotRequestSchema } from './slot-requests.js';

// Every number the product takes is a Bangladeshi mobile number, 01[3-9] and 8 digits, after the usual
// normalisation (Bengali digits, separators, +880): SMS go to it, so a landline or a number of no operator is refused
// with one sentence wherever it is typed. The spec's length and digit messages still come first.

const patient = 'a'.repeat(24);
const doctor = 'b'.repeat(24);

/** Every schema that takes a number: a valid body, and the field that holds the number. */
const SCHEMAS: Array<[string, z.ZodType, Record<string, unknown>, string, string]> = [
  [
    'registration',
    registerSchema,
    { name: 'Rahim', age: 30, email: 'rahim@example.com', password: 'Xq7#kLm2' },
    'contact',
    'Contact number must be 11 digits long',
  ],
  [
    'staff invitation',
    inviteUserSchema,
    { name: 'Desk One', email: 'desk@example.com', role: 'attendant' },
    'contact',
    'Contact number must be 11 digits long',
  ],
  [
    'walk-in booking',
    createStaffAppointmentSchema,
    {
      doctor,
      patient,
      consultationMethod: 'hospital visit',
      consultationFor: 'For Me',
      consultationFee: 0,
      selectedDate: '2030-01-05',
    },
    'contact',
    'Contact number must be exactly 11 digits.',
  ],
  [
    'direct appointment',
    directAppointmentSchema,
    { newPatientInfo: { name: 'Rahima', age: 40, gender: 'female' } },
    'contact',
    'Contact number must be exactly 11 digits.',
  ],
  [
    'callback request',
    createCallbackSchema,
    { name: 'Rahim', message: 'Please call me about a visit.' },
    'contactNo',
    'Contact number must be 11 digits long.',
  ],
  [
    'emergency slot request',
    createSlotRequestSchema,
    { department: 'OPD', name: 'Rahim', age: 30 },
    'contact',
    'Contact number must be 11 digits long',
  ],
  [
    'patient look-up by contact',
    patientContactParamsSchema,
    {},
    'contact',
    'Contact number must be exactly 11 digits.',
  ],
];

const MOBILE: Array<[string, string]> = [
  ['013 (Grameenphone)', '01312345678'],
  ['014 (Banglalink)', '01412345678'],
  ['015 (Teletalk)', '01512345678'],
  ['016 (Airtel)', '01612345678'],
  ['017 (Grameenphone)', '01712345678'],
  ['018 (Robi)', '01812345678'],
  ['019 (Banglalink)', '01912345678'],
  ['+880 with separators', '+880 1712-345678'],
  ['Bengali digits', '০১৭১২৩৪৫৬৭৮'],
];

const NOT_MOBILE: Array<[string, string]> = [
  ['a Dhaka landline', '02912345678'],
  ['a Chattogram landline', '03112345678'],
  ['010', '01012345678'],
  ['011', '01112345678'],
  ['012', '01212345678'],
  ['012 written the international way', '+880 1212-345678'],
  ['eleven zeros', '00000000000'],
];

const body = (valid: Record<string, unknown>, field: string, number: string) => ({ ...valid, [field]: number });
const messagesAt = (result: z.ZodSafeParseResult<unknown>, field: string) =>
  result.success ? [] : result.error.issues.filter((issue) => issue.path[0] === field).map((issue) => issue.message);

describe('the one rule for mobile numbers', () => {
  it.each([
    ['01712345678', true],
    ['01312345678', true],
    ['01912345678', true],
    ['01212345678', false],
    ['02912345678', false],
    ['0171234567', false],
    ['017123456789', false],
  ])('the rule says whether %s is a mobile number: %s', (number, mobile) => {
    expect(BANGLADESH_MOBILE.test(number)).toBe(mobile);
  });

  describe.each(SCHEMAS)('%s', (_name, schema, valid, field, lengthMessage) => {
    it.each(MOBILE)('when the number is %s, then it is taken as 11 ASCII digits', (_case, number) => {
      const result = schema.safeParse(body(valid, field, number));
      expect(messagesAt(result, field)).toEqual([]);
      expect(result.success, JSON.stringify(result.error?.issues)).toBe(true);
      expect((result.data as Record<string, string>)[field]).toMatch(BANGLADESH_MOBILE);
    });

    it.each(NOT_MOBILE)('when the number is %s, then it is refused as not a mobile number', (_case, number) => {
      expect(messagesAt(schema.safeParse(body(valid, field, number)), field)).toEqual([MOBILE_NUMBER_MESSAGE]);
    });

    it("when the number is short, then it is the spec's length message, not the mobile one", () => {
      expect(messagesAt(schema.safeParse(body(valid, field, '0171234567')), field)).toEqual([lengthMessage]);
    });
  });
});
