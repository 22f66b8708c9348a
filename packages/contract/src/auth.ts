import { z } from 'zod';
import { ageField, contactField, stringField, textField } from './fields.js';
import { GENDERS, ROLES } from './lists.js';
import { phoneCodeField } from './phone-proofs.js';

// Messages are docs/product-spec.md §5's, character for character.

/**
 * Email as every auth form takes it. Trimmed and lowercased so 'A@x.com ' and 'a@x.com' are one
 * account. Empty reads as 'Email is required' (not 'Invalid email') because that is what an empty
 * field means to the person typing.
 */
export const emailField = stringField('Email is required')
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
  // The one-time code the contact number received (phone-proofs.ts): an account's SMS go only to a proved number.
  // Optional here (an empty form field is null) because the API asks for it only when it sends SMS at all
  // (SMS_GATEWAY other than none): the API answers a missing one with PHONE_CODE_MESSAGE.
  code: phoneCodeField.nullish(),
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
  // The registered JWT claims (subject, expiry, issued at), then the app's own.
  sub: z.string(),
  exp: z.number().int(),
  iat: z.number().int(),
  userName: z.string(),
  role: z.enum(ROLES),
  patientId: z.string(),
  email: z.string(),
  // The login session (its refresh-token family): the server ends an access token with its session.
  sid: z.string(),
  // Production mode: an admin without two-step sign-in may only set it up (docs/decisions/0011).
  enrol: z.literal(true).optional(),
});
export type AccessTokenClaims = z.infer<typeof accessTokenClaimsSchema>;

export const loginResponseSchema = z.object({
  accessToken: z.string(),
  mfaEnrolmentRequired: z.literal(true).optional(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

// Two-step sign-in for staff (TOTP, RFC 6238). The spec has no words for it; these are ours.
export const MFA_ENROLMENT_REQUIRED =
  'Set up two-step sign-in first: every staff account must use it before it can open anything else.';
export const MFA_CODE_MESSAGE = 'Enter the 6-digit code from your authenticator app.';
export const MFA_ANY_CODE_MESSAGE =
  'Enter the 6-digit code from your authenticator app, or one of your recovery codes.';

/** A 6-digit code as authenticator apps show it; spaces ("123 456") are allowed and dropped. */
const totpCodeField = stringField(MFA_CODE_MESSAGE)
  .transform((code) => code.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, MFA_CODE_MESSAGE));

/** A current code, or one of the ten single-use recovery codes (`xxxxx-xxxxx`), in either case. */
const anyCodeField = stringField(MFA_ANY_CODE_MESSAGE)
  .transform((code) => code.replace(/\s+/g, '').toLowerCase())
  .pipe(z.string().regex(/^(\d{6}|[a-z2-7]{5}-[a-z2-7]{5})$/, MFA_ANY_CODE_MESSAGE));

// POST /auth/login: either a session, or the code step for an account with two-step sign-in.
export const mfaChallengeSchema = z.object({ mfaRequired: z.literal(true), mfaToken: z.string() });
export const loginStepSchema = z.union([loginResponseSchema, mfaChallengeSchema]);
export type LoginStep = z.infer<typeof loginStepSchema>;

// POST /auth/login/mfa
export const mfaLoginSchema = z.object({
  mfaToken: stringField('The sign-in step timed out. Please log in again.').min(1).max(2000),
  code: anyCodeField,
});
export type MfaLoginInput = z.infer<typeof mfaLoginSchema>;

// POST /auth/mfa/setup answers the secret to put in an authenticator app (as a QR code or typed in).
export const mfaSetupResponseSchema = z.object({ secret: z.string(), otpauthUrl: z.string() });
export type MfaSetup = z.infer<typeof mfaSetupResponseSchema>;

// POST /auth/mfa/enable proves the app has the secret; the answer is shown once.
export const mfaEnableSchema = z.object({ code: totpCodeField });
export type MfaEnableInput = z.infer<typeof mfaEnableSchema>;
export const mfaEnableResponseSchema = z.object({ recoveryCodes: z.array(z.string()) });

// POST /auth/mfa/disable: the password and a code, so a session left open on a desk cannot turn it off.
export const mfaDisableSchema = z.object({ password: passwordField, code: anyCodeField });
export type MfaDisableInput = z.infer<typeof mfaDisableSchema>;

// GET /auth/mfa: whether the account has two-step sign-in on.
export const mfaStatusSchema = z.object({ enabled: z.boolean(), recoveryCodesLeft: z.number().int() });
export type MfaStatus = z.infer<typeof mfaStatusSchema>;
