import { describe, expect, it } from 'vitest';
import { registerSchema } from './auth.js';
import {
  checkPhoneCodeSchema,
  PHONE_CODE_MESSAGE,
  phoneCodeSentSchema,
  phoneProofSchema,
  sendPhoneCodeSchema,
} from './phone-proofs.js';
import { contactRows, itReportsEachMessage } from './testing/message-table.js';
import { SAMPLE_REGISTRATION } from './testing/registration-fixtures.js';

describe('sendPhoneCodeSchema', () => {
  itReportsEachMessage(sendPhoneCodeSchema, { contact: '01712345678' }, [
    ...contactRows('contact', 'Contact number must be 11 digits long', 'Contact number must be 11 digits long'),
  ]);

  it('when the number is typed the Bangla or the international way, then it is read as its 11 ASCII digits', () => {
    expect(sendPhoneCodeSchema.parse({ contact: '০১৭১২-৩৪৫৬৭৮' }).contact).toBe('01712345678');
    expect(sendPhoneCodeSchema.parse({ contact: '+880 1712-345678' }).contact).toBe('01712345678');
  });
});

describe('checkPhoneCodeSchema', () => {
  const base = { contact: '01712345678', code: '123456' };
  itReportsEachMessage(checkPhoneCodeSchema, base, [
    { case: 'the code is missing', path: 'code', outside: undefined, inside: '123456', message: PHONE_CODE_MESSAGE },
    { case: 'the code has 5 digits', path: 'code', outside: '12345', inside: '123456', message: PHONE_CODE_MESSAGE },
    { case: 'the code has 7 digits', path: 'code', outside: '1234567', inside: '123456', message: PHONE_CODE_MESSAGE },
    { case: 'the code has a letter', path: 'code', outside: '12345a', inside: '123456', message: PHONE_CODE_MESSAGE },
  ]);

  it('when the code is typed in Bengali digits or with a space, then it is the same 6 ASCII digits', () => {
    expect(checkPhoneCodeSchema.parse({ ...base, code: '১২৩৪৫৬' }).code).toBe('123456');
    expect(checkPhoneCodeSchema.parse({ ...base, code: ' 123 456 ' }).code).toBe('123456');
  });
});

describe('the registration code', () => {
  it('when the code is given, then it is read as 6 ASCII digits; when it is not 6 digits, then the code sentence is on code', () => {
    expect(registerSchema.parse({ ...SAMPLE_REGISTRATION, code: '২৪৬৮১০' }).code).toBe('246810');
    const result = registerSchema.safeParse({ ...SAMPLE_REGISTRATION, code: '24681' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['code'], message: PHONE_CODE_MESSAGE })]);
  });

  it('when the code is left out or empty (null), then the schema lets the API decide whether one is needed', () => {
    expect(registerSchema.safeParse(SAMPLE_REGISTRATION).success).toBe(true);
    expect(registerSchema.safeParse({ ...SAMPLE_REGISTRATION, code: null }).success).toBe(true);
  });
});

describe('the answers', () => {
  it('when a code is sent or a number read, then the answers have the shapes the web app reads', () => {
    expect(phoneCodeSentSchema.parse({ expiresInSeconds: 300 })).toEqual({ expiresInSeconds: 300 });
    expect(phoneProofSchema.parse({ contact: '01712345678', proved: false })).toEqual({
      contact: '01712345678',
      proved: false,
    });
    expect(phoneProofSchema.safeParse({ contact: '01712345678' }).success).toBe(false);
  });
});
