import { z } from 'zod';
import { ageField, contactField, stringField, textField } from './fields.js';
import { GENDERS, ROLES } from './lists.js';

// Messages are docs/product-spec.md §5's, character for character.

/**
 * Email as every auth form takes it. Trimmed and lowercased so 'A@x.com ' and 'a@x.com' are one
 * account. Empty reads as 'Email is required' (not 'Invalid email') because that is what an empty
 * field means to the person typing.
 */
const emailField = stringField('Email is required')
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .max(30, 'Email max 30 characters')
  .check(z.email({ error: 'Invalid email' }));

// Login's 6 to 15 (docs/product-spec.md §5, §9). Not trimmed: spaces may be part of a password.
const passwordField = stringField('Password must be at least 6 characters')
  .min(6, 'Password must be at least 6 characters')
  .max(15, 'Password max 15 characters');

export const loginSchema = z.object({
  email: emailField,
  password: passwordField,
});
export type LoginInput = z.infer<typeof loginSchema>;

// The body of POST /users/create-patient (docs/product-spec.md §3). It applies the login limits too, with the login
// messages, so nobody registers an account they cannot log in to (docs/architecture.md §6).
export const registerSchema = z.object({
  name: textField('Name is required', [100, 'Name must not exceed 100 characters.']),
  age: ageField([10, 'Age must be at least 10'], [120, 'Age must be less than or equal to 120.']),
  gender: z.enum(GENDERS, { error: 'Gender will be male | female' }).optional(),
  contact: contactField('Contact number must be 11 digits long'),
  email: emailField,
  password: passwordField,
});
export type RegisterInput = z.infer<typeof registerSchema>;

export const forgetPasswordSchema = z.object({ email: emailField });
export type ForgetPasswordInput = z.infer<typeof forgetPasswordSchema>;

export const resetPasswordSchema = z.object({
  email: emailField,
  newPassword: passwordField,
  // The spec gives the 6 to 500 limits but no words for them.
  token: stringField('Token must be at least 6 characters')
    .min(6, 'Token must be at least 6 characters')
    .max(500, 'Token max 500 characters'),
});
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** The access token's claims (docs/architecture.md §6); the web app reads userName, role and patientId. */
export const accessTokenClaimsSchema = z.object({
  sub: z.string(),
  userName: z.string(),
  role: z.enum(ROLES),
  patientId: z.string(),
  email: z.string(),
  // The login session (its refresh-token family): the server ends an access token with its session.
  sid: z.string(),
  exp: z.number().int(),
  iat: z.number().int(),
});
export type AccessTokenClaims = z.infer<typeof accessTokenClaimsSchema>;

export const loginResponseSchema = z.object({ accessToken: z.string() });
export type LoginResponse = z.infer<typeof loginResponseSchema>;
