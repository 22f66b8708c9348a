import { z } from 'zod';
import { contactField, stringField } from './fields.js';
import { toAsciiDigits } from './local-input.js';

// A mobile number receives booking SMS only once its owner has proved it with a one-time code sent to it by SMS
// (docs/decisions/0028-proved-numbers.md). The spec has no words for it; these are ours.

/** How many digits a code has, and how long it lasts. */
export const PHONE_CODE_DIGITS = 6;
export const PHONE_CODE_MINUTES = 5;

export const PHONE_CODE_MESSAGE = 'Enter the 6-digit code we sent to your mobile number.';
export const PHONE_CODE_CONTACT_MESSAGE = 'Contact number must be 11 digits long';

/**
 * A code as an SMS shows it and people type it: Bengali digits count as digits, spaces ("123 456") are dropped;
 * anything but 6 digits then reads as `PHONE_CODE_MESSAGE`.
 */
export const phoneCodeField = stringField(PHONE_CODE_MESSAGE)
  .transform((code) => toAsciiDigits(code).replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, PHONE_CODE_MESSAGE));

/** POST /phone-proofs/send: a code to this number. */
export const sendPhoneCodeSchema = z.object({ contact: contactField(PHONE_CODE_CONTACT_MESSAGE) });
export type SendPhoneCodeInput = z.infer<typeof sendPhoneCodeSchema>;

/** POST /phone-proofs/check: the code the number received. */
export const checkPhoneCodeSchema = z.object({
  contact: contactField(PHONE_CODE_CONTACT_MESSAGE),
  code: phoneCodeField,
});
export type CheckPhoneCodeInput = z.infer<typeof checkPhoneCodeSchema>;

/** Whether the number a signed-in account's SMS go to is proved (GET /phone-proofs/mine, POST /phone-proofs/check). */
export const phoneProofSchema = z.object({ contact: z.string(), proved: z.boolean() });
export type PhoneProof = z.infer<typeof phoneProofSchema>;

/** What sending a code answers, whatever the number: it never tells whether the number belongs to an account. */
export const phoneCodeSentSchema = z.object({ expiresInSeconds: z.number().int() });
export type PhoneCodeSent = z.infer<typeof phoneCodeSentSchema>;
