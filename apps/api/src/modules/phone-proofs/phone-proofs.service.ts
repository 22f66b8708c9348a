import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { dhakaDateString } from '@hospital/contract/format';
import type { Language } from '@hospital/contract/lists';
import {
  PHONE_CODE_DIGITS,
  PHONE_CODE_MESSAGE,
  PHONE_CODE_MINUTES,
  type CheckPhoneCodeInput,
  type PhoneProof,
} from '@hospital/contract/phone-proofs';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import { insertOutboxMessage } from '../../platform/outbox/outbox.repository.js';
import type { SmsPayload } from '../sms/sms.service.js';
import { phoneCodeText } from './phone-code-sms.js';
import {
  deletePhoneCode,
  isProvedNumber,
  markNumberProved,
  proveNumbersOnRecord,
  smsNumberOfAccount,
  storePhoneCode,
  takePhoneCodeTry,
} from './phone-proofs.repository.js';

export const CODE_SENT_MESSAGE = `If this number can receive SMS, a ${PHONE_CODE_DIGITS}-digit code is on its way. It lasts ${PHONE_CODE_MINUTES} minutes.`;
export const CODE_TOO_SOON_MESSAGE = 'A code was sent to this number a moment ago. Please wait a minute and try again.';
export const TOO_MANY_CODES_MESSAGE = 'Too many codes were asked for today. Please try again tomorrow.';
export const WRONG_CODE_MESSAGE = 'The code is wrong or has expired. Ask for a new code.';
export const NUMBER_PROVED_MESSAGE = 'Your number is confirmed. SMS about your bookings will come to it.';
export const NO_SMS_NUMBER_MESSAGE = 'This account has no mobile number to confirm.';

/** A code lasts 5 minutes; 5 checks use it up, right or wrong. */
export const PHONE_CODE_TTL_SECONDS = PHONE_CODE_MINUTES * 60;
export const PHONE_CODE_TRIES = 5;
const DAY_SECONDS = 24 * 60 * 60;

/** The HMAC of a code, bound to its number, under the server's secret: the table never holds a code itself. */
export function phoneCodeHash(secret: string, number: string, code: string): string {
  return createHmac('sha256', secret).update(`phone-code\u0000${number}\u0000${code}`).digest('hex');
}

/**
 * Sends a new one-time code to `contact` through the outbox (its SMS counts against the number's daily cap like any
 * other; it keeps no quiet hours: someone registering at 23:00 is waiting for it). Throttled per number (one per
 * interval, so many a day), per client address and in all per Dhaka day. Whether the number belongs to an account
 * changes nothing here, so the answer tells nobody.
 */
export async function sendPhoneCode(
  ctx: AppContext,
  request: { contact: string; ip: string; userId: string | undefined; language: Language },
): Promise<{ expiresInSeconds: number }> {
  const rules = ctx.config.rateLimits;
  const day = dhakaDateString(ctx.clock());
  const { contact, ip } = request;
  await ctx.limiter.hit(
    `phone-code-ip:${ip}:${day}`,
    { limit: rules.phoneCodesPerIpPerDay, windowSeconds: DAY_SECONDS },
    TOO_MANY_CODES_MESSAGE,
  );
  await ctx.limiter.hit(
    `phone-code-number:${contact}`,
    { limit: 1, windowSeconds: rules.phoneCodeIntervalSeconds },
    CODE_TOO_SOON_MESSAGE,
  );
  await ctx.limiter.hit(
    `phone-code-number-day:${contact}:${day}`,
    { limit: rules.phoneCodesPerNumberPerDay, windowSeconds: DAY_SECONDS },
    TOO_MANY_CODES_MESSAGE,
  );
  await ctx.limiter.hit(
    `phone-code-all:${day}`,
    { limit: rules.phoneCodesPerDay, windowSeconds: DAY_SECONDS },
    TOO_MANY_CODES_MESSAGE,
  );
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await ctx.db.transaction(async (tx) => {
    await storePhoneCode(tx, {
      number: contact,
      codeHash: phoneCodeHash(ctx.config.jwtSecret, contact, code),
      ttlSeconds: PHONE_CODE_TTL_SECONDS,
      tries: PHONE_CODE_TRIES,
      requestedBy: request.userId ?? null,
      requestedFrom: ip,
    });
    // SMS_GATEWAY=none sends nothing at all, and asks for no code either (registerWithCode).
    if (ctx.config.sms.gateway === 'none') return;
    const payload: SmsPayload = {
      to: contact,
      text: phoneCodeText(code, request.language),
      kind: 'code',
      quietHours: false,
    };
    await insertOutboxMessage(tx, 'sms', payload);
  });
  return { expiresInSeconds: PHONE_CODE_TTL_SECONDS };
}

/**
 * Whether `code` is the live code of `number`, using one of its tries whatever the answer. A wrong code changes
 * nothing else; the right one is not used up here: the caller removes it in the transaction its proof is written in.
 */
export async function codeMatches(ctx: AppContext, number: string, code: string): Promise<boolean> {
  const stored = await takePhoneCodeTry(ctx.db, number);
  if (!stored) return false;
  const given = Buffer.from(phoneCodeHash(ctx.config.jwtSecret, number, code), 'hex');
  return timingSafeEqual(given, Buffer.from(stored, 'hex'));
}

/** A 400 on `code` that says to ask again unless `code` is the live code of `number` (a try is used either way). */
async function assertCodeMatches(ctx: AppContext, number: string, code: string): Promise<void> {
  if (!(await codeMatches(ctx, number, code))) throw AppError.badRequest(WRONG_CODE_MESSAGE, 'code');
}

/** In the transaction that proves the number: the code is used, the number proved by `userId`. */
export async function proveNumber(tx: DbOrTx, number: string, userId: string | null): Promise<void> {
  await deletePhoneCode(tx, number);
  await markNumberProved(tx, number, 'code', userId);
}

/**
 * Registration's check (users.routes.ts): the code `contact` received, or a 400 that says what to do; answers whether
 * the number is now proved. Without an SMS gateway (SMS_GATEWAY=none) no SMS goes anywhere and no code can arrive:
 * none is asked for, and the number stays unproved.
 */
export async function assertRegistrationCode(
  ctx: AppContext,
  contact: string,
  code: string | null | undefined,
): Promise<boolean> {
  if (ctx.config.sms.gateway === 'none') return false;
  if (code === undefined || code === null) throw AppError.badRequest(PHONE_CODE_MESSAGE, 'code');
  await assertCodeMatches(ctx, contact, code);
  return true;
}

/** A signed-in account proves a number (its own, before a booking) with the code it received. */
export async function checkPhoneCode(ctx: AppContext, userId: string, input: CheckPhoneCodeInput): Promise<PhoneProof> {
  await assertCodeMatches(ctx, input.contact, input.code);
  await ctx.db.transaction((tx) => proveNumber(tx, input.contact, userId));
  return { contact: input.contact, proved: true };
}

/** Whether booking SMS may go to `number`: the outbox's SMS channel asks right before sending (sms-sender.ts). */
export function isNumberProved(db: DbOrTx, number: string): Promise<boolean> {
  return isProvedNumber(db, number);
}

/** A number the desk typed, with the patient in front of them, counts as proved by that staff member. */
export function proveNumberAtDesk(db: DbOrTx, number: string, staffId: string): Promise<void> {
  return markNumberProved(db, number, 'desk', staffId);
}

/** Every mobile number on a patient record counts as proved, as migration 0013 did (the demo seed runs it). */
export function proveExistingNumbers(db: DbOrTx): Promise<void> {
  return proveNumbersOnRecord(db);
}

/** The number the account's SMS go to, and whether it is proved. */
export async function phoneProofOfAccount(ctx: AppContext, userId: string): Promise<PhoneProof> {
  const contact = await smsNumberOfAccount(ctx.db, userId);
  if (!contact) throw AppError.notFound(NO_SMS_NUMBER_MESSAGE);
  return { contact, proved: await isProvedNumber(ctx.db, contact) };
}
