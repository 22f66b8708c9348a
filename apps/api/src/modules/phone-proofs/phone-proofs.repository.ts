import { sql } from 'drizzle-orm';
import { queryRow, queryRows, type DbOrTx } from '../../db/client.js';

export type ProofKind = 'code' | 'desk' | 'existing';

/** Whether `number` has been proved (docs/decisions/0028): only then do booking SMS go to it. */
export async function isProvedNumber(db: DbOrTx, number: string): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(db, sql`select 1 as one from proved_numbers where number = ${number}`);
  return rows.length > 0;
}

/** Records `number` as proved; a number proved before keeps its first proof. */
export async function markNumberProved(
  db: DbOrTx,
  number: string,
  how: ProofKind,
  provedBy: string | null,
): Promise<void> {
  await db.execute(
    sql`insert into proved_numbers (number, how, proved_by) values (${number}, ${how}, ${provedBy})
        on conflict (number) do nothing`,
  );
}

/** Keeps the new code of `number` (its HMAC), replacing any earlier one with a fresh expiry and all its tries. */
export async function storePhoneCode(
  db: DbOrTx,
  code: {
    number: string;
    codeHash: string;
    ttlSeconds: number;
    tries: number;
    requestedBy: string | null;
    requestedFrom: string;
  },
): Promise<void> {
  await db.execute(
    sql`insert into phone_codes (number, code_hash, expires_at, tries_left, requested_by, requested_from)
        values (${code.number}, ${code.codeHash}, now() + make_interval(secs => ${code.ttlSeconds}), ${code.tries},
                ${code.requestedBy}, ${code.requestedFrom})
        on conflict (number) do update set code_hash = excluded.code_hash, expires_at = excluded.expires_at,
          tries_left = excluded.tries_left, requested_by = excluded.requested_by,
          requested_from = excluded.requested_from, created_at = now()`,
  );
}

/**
 * Uses one try of the live code of `number` and answers its HMAC; undefined when there is none (never sent,
 * expired, or its tries used up). Taking the try and reading the code is one statement, so checks racing each
 * other together never compare more codes than the tries allow.
 */
export async function takePhoneCodeTry(db: DbOrTx, number: string): Promise<string | undefined> {
  const row = await queryRow<{ code_hash: string }>(
    db,
    sql`update phone_codes set tries_left = tries_left - 1
        where number = ${number} and expires_at > now() and tries_left > 0
        returning code_hash`,
  );
  return row?.code_hash;
}

/** A used code goes, so it cannot be used again. */
export async function deletePhoneCode(db: DbOrTx, number: string): Promise<void> {
  await db.execute(sql`delete from phone_codes where number = ${number}`);
}

/** The number an account's SMS go to: its own patient record's contact. */
export async function smsNumberOfAccount(db: DbOrTx, userId: string): Promise<string | undefined> {
  const row = await queryRow<{ contact: string }>(
    db,
    sql`select p.contact from users u join patients p on p.id = u.patient_ref where u.id = ${userId}`,
  );
  return row?.contact;
}

/**
 * Every mobile number on a patient record counts as proved (`existing`), as migration 0013 did for the records a
 * hospital had before proofs began; the demo seed runs it over its own records.
 */
export async function proveNumbersOnRecord(db: DbOrTx): Promise<void> {
  await db.execute(
    sql`insert into proved_numbers (number, how)
        select distinct contact, 'existing' from patients where contact ~ '^01[3-9][0-9]{8}$'
        on conflict (number) do nothing`,
  );
}
