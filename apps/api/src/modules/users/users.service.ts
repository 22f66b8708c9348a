import type { Role } from '@hospital/contract/lists';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { COMMON_PASSWORD_MESSAGE, hashPassword, isCommonPassword } from '../../lib/passwords.js';
import { insertPatient } from '../patients/patients.service.js';
import { DEMO_EMAIL_DOMAIN } from '../../production-checks.js';
import { emailTaken, insertUser, type UserRow } from './users.repository.js';

export type NewAccount = {
  role: Role;
  name: string;
  email: string;
  password: string;
  contact: string;
  age: number;
  gender?: 'male' | 'female' | null | undefined;
  doctorRef?: string | undefined;
};

export const DUPLICATE_EMAIL_MESSAGE = 'An account with this email already exists.';
export const DEMO_ADDRESS_MESSAGE = 'Addresses ending in @demo.test belong to the demo. Use a mailbox you can read.';

/**
 * In production the demo's domain is refused wherever an account is made: production refuses to start while any
 * such account exists (production-checks.ts), so one sign-up with it would stop the next restart.
 */
export function assertNotDemoAddress(appEnv: 'demo' | 'production', email: string) {
  if (appEnv === 'production' && email.trim().toLowerCase().endsWith(DEMO_EMAIL_DOMAIN)) {
    throw AppError.badRequest(DEMO_ADDRESS_MESSAGE, 'email');
  }
}

/**
 * Creates an account and its patient record (every account has a Holder ID) in one
 * transaction. Registration, the demo seed and `npm run user:create` all come through here.
 */
export async function createAccount(
  db: Db,
  input: NewAccount,
  options: {
    allowCommonPassword?: boolean;
    /** Written in the account's transaction (registration proves the account's number there). */
    alsoInTransaction?: (tx: DbOrTx, user: UserRow) => Promise<void>;
  } = {},
) {
  if (!options.allowCommonPassword && isCommonPassword(input.password)) {
    throw AppError.badRequest(COMMON_PASSWORD_MESSAGE, 'password');
  }
  if (await emailTaken(db, input.email)) throw AppError.conflict(DUPLICATE_EMAIL_MESSAGE, 'email');
  return insertAccount(db, input, await hashPassword(input.password), options.alsoInTransaction);
}

/**
 * The account and its patient record in one transaction, with whatever else the caller writes in it (a staff
 * invitation adds its link, mail and audit entry). Two requests racing for one email: the unique index decides,
 * and the loser gets the same 409.
 */
export async function insertAccount(
  db: Db,
  input: Omit<NewAccount, 'password'>,
  passwordHash: string,
  alsoInTransaction: (tx: DbOrTx, user: UserRow) => Promise<void> = async () => undefined,
) {
  try {
    return await db.transaction(async (tx) => {
      const patient = await insertPatient(tx, {
        name: input.name,
        age: input.age,
        gender: input.gender ?? null,
        weight: null,
        contact: input.contact,
      });
      const user = await insertUser(tx, {
        email: input.email,
        passwordHash,
        role: input.role,
        name: input.name,
        patientRef: patient.id,
        doctorRef: input.doctorRef ?? null,
      });
      await alsoInTransaction(tx, user);
      return { user, patient };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.conflict(DUPLICATE_EMAIL_MESSAGE, 'email');
    throw error;
  }
}

/** What other modules use of accounts: finding one (by id or email) and the sign-in's own writes to it. */
export { findUserByEmail, findUserById, recordLogin, setPasswordHash } from './users.repository.js';
