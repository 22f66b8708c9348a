import { describe, expect, it } from 'vitest';
import {
  accessTokenClaimsSchema,
  forgetPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
} from './auth.js';
import { contactRows, itReportsEachMessage, tooLongRow, tooShortRow } from './testing/message-table.js';
import type { MessageRow } from './testing/message-table.js';
import { SAMPLE_REGISTRATION } from './testing/registration-fixtures.js';

// 30 characters exactly, the login limit.
const EMAIL_30 = `${'a'.repeat(18)}@example.com`;
const EMAIL_31 = `${'a'.repeat(19)}@example.com`;

const emailRows: MessageRow[] = [
  { case: 'the email is missing', path: 'email', outside: undefined, inside: 'a@b.co', message: 'Email is required' },
  { case: 'the email is empty', path: 'email', outside: '', inside: 'a@b.co', message: 'Email is required' },
  {
    case: 'the email has no domain',
    path: 'email',
    outside: 'rahim@example',
    inside: 'rahim@example.com',
    message: 'Invalid email',
  },
  {
    case: 'the email has 31 characters',
    path: 'email',
    outside: EMAIL_31,
    inside: EMAIL_30,
    message: 'Email max 30 characters',
  },
];

const passwordRows = (path: string): MessageRow[] => [
  tooShortRow(`${path} has`, path, 6, 'Password must be at least 6 characters'),
  tooLongRow(`${path} has`, path, 15, 'Password max 15 characters'),
];

describe('registerSchema', () => {
  const base = { ...SAMPLE_REGISTRATION, gender: 'male' };
  itReportsEachMessage(registerSchema, base, [
    { case: 'the name is empty', path: 'name', outside: '', inside: 'R', message: 'Name is required' },
    { case: 'the name is missing', path: 'name', outside: undefined, inside: 'R', message: 'Name is required' },
    { case: 'the age is text', path: 'age', outside: 'ten', inside: 10, message: 'Age must be a number.' },
    { case: 'the age is missing', path: 'age', outside: undefined, inside: 10, message: 'Age must be a number.' },
    { case: 'the age is 9', path: 'age', outside: 9, inside: 10, message: 'Age must be at least 10' },
    {
      case: 'the gender is neither',
      path: 'gender',
      outside: 'other',
      inside: 'female',
      message: 'Gender will be male | female',
    },
    ...contactRows('contact', 'Contact number must be 11 digits long', 'Contact number must be 11 digits long'),
    ...emailRows,
    ...passwordRows('password'),
  ]);

  it('accepts a registration without a gender, which the spec makes optional', () => {
    expect(registerSchema.safeParse({ ...base, gender: undefined }).success).toBe(true);
  });

  it('trims and lowercases the email so one address is one account', () => {
    expect(registerSchema.parse({ ...base, email: ' Rahim@Example.COM ' }).email).toBe('rahim@example.com');
  });
});

describe('loginSchema', () => {
  itReportsEachMessage(loginSchema, { email: 'rahim@example.com', password: 'secret1' }, [
    ...emailRows,
    ...passwordRows('password'),
  ]);

  it('keeps spaces in a password, since they can be part of it', () => {
    expect(loginSchema.parse({ email: 'a@b.co', password: ' pass word ' }).password).toBe(' pass word ');
  });
});

describe('forgetPasswordSchema', () => {
  itReportsEachMessage(forgetPasswordSchema, { email: 'rahim@example.com' }, emailRows);
});

describe('resetPasswordSchema', () => {
  itReportsEachMessage(
    resetPasswordSchema,
    { email: 'rahim@example.com', newPassword: 'secret1', token: 'abcdef123' },
    [
      ...emailRows,
      ...passwordRows('newPassword'),
      tooShortRow('the token has', 'token', 6, 'Token must be at least 6 characters'),
      tooLongRow('the token has', 'token', 500, 'Token max 500 characters'),
    ],
  );
});

describe('accessTokenClaimsSchema', () => {
  const claims = {
    sub: 'user-1',
    exp: 1_735_700_000,
    iat: 1_735_699_100,
    userName: 'Rahim',
    role: 'attendant',
    patientId: 'P2600123',
    email: 'rahim@example.com',
    sid: 'f0f0f0f0f0f0f0f0f0f0f0f0',
  };

  it('accepts the claims the web app decodes', () => {
    expect(accessTokenClaimsSchema.parse(claims)).toEqual(claims);
  });

  it('rejects a role outside the seven roles', () => {
    expect(accessTokenClaimsSchema.safeParse({ ...claims, role: 'nurse' }).success).toBe(false);
  });
});
