import type { DbOrTx } from '../db/client.js';
import { markNumberProved, storePhoneCode } from '../modules/phone-proofs/phone-proofs.repository.js';
import {
  PHONE_CODE_TRIES,
  PHONE_CODE_TTL_SECONDS,
  phoneCodeHash,
} from '../modules/phone-proofs/phone-proofs.service.js';
import type { TestContext } from './test-app.js';

/** The code every test registration uses. */
export const TEST_PHONE_CODE = '246810';

/**
 * Gives `contact` a live one-time code as POST /phone-proofs/send would, without its SMS or throttles, and answers it:
 * for tests whose subject is not the code (a registration's other rules). phone-proofs.test.ts sends real ones.
 */
export async function phoneCodeFor(ctx: TestContext, contact: string): Promise<string> {
  await storePhoneCode(ctx.database.db, {
    number: contact,
    codeHash: phoneCodeHash(ctx.config.jwtSecret, contact, TEST_PHONE_CODE),
    ttlSeconds: PHONE_CODE_TTL_SECONDS,
    tries: PHONE_CODE_TRIES,
    requestedBy: null,
    requestedFrom: '127.0.0.1',
  });
  return TEST_PHONE_CODE;
}

/** Marks `contact` proved, as a registration with its code would. */
export function proveForTest(db: DbOrTx, contact: string): Promise<void> {
  return markNumberProved(db, contact, 'code', null);
}
