import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { queryRow, queryPrepared, type DbOrTx } from '../../db/client.js';
import { mfaFactors, mfaRecoveryCodes, passwordResetTokens, refreshTokens } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';

export async function insertRefreshToken(
  db: DbOrTx,
  row: { userId: string; family: string; tokenHash: string; expiresAt: Date; deviceHash?: string | null },
) {
  await db.insert(refreshTokens).values({ id: newId(), ...row });
}

/**
 * Stamps `stamp` on the token while it is live (not revoked, not past its end) and `conditions` hold, in one
 * statement: of two requests presenting the same token at once, exactly one gets the row back. Answers the
 * session the token belongs to, or undefined when the claim lost or never applied.
 */
async function claimLiveToken(
  db: DbOrTx,
  tokenHash: string,
  stamp: { rotatedAt: SQL } | { graceUsedAt: SQL },
  ...conditions: SQL[]
) {
  const live = [isNull(refreshTokens.revokedAt), sql`${refreshTokens.expiresAt} > now()`];
  const [row] = await db
    .update(refreshTokens)
    .set(stamp)
    .where(and(eq(refreshTokens.tokenHash, tokenHash), ...live, ...conditions))
    .returning({
      userId: refreshTokens.userId,
      family: refreshTokens.family,
      expiresAt: refreshTokens.expiresAt,
      deviceHash: refreshTokens.deviceHash,
    });
  return row;
}

/** Marks a live token rotated, atomically; the loser of two requests at once is treated as reuse. */
export function claimRefreshToken(db: DbOrTx, tokenHash: string) {
  return claimLiveToken(db, tokenHash, { rotatedAt: sql`now()` }, isNull(refreshTokens.rotatedAt));
}

/**
 * The one use a rotated-out token gets inside the two-tab grace, atomically: only from the browser whose device
 * cookie the session was bound to at login, and only once; any other presentation gets nothing back (a replay).
 */
export function claimGrace(db: DbOrTx, tokenHash: string, deviceHash: string, graceSeconds: number) {
  return claimLiveToken(
    db,
    tokenHash,
    { graceUsedAt: sql`now()` },
    eq(refreshTokens.deviceHash, deviceHash),
    isNull(refreshTokens.graceUsedAt),
    sql`${refreshTokens.rotatedAt} > now() - make_interval(secs => ${graceSeconds})`,
  );
}

/**
 * A session is alive until its family is revoked (logout, reset, replay) or reaches its absolute end. Rotation
 * does not end it, so a request checked between a rotation and its new token still passes.
 */
export async function isFamilyLive(db: DbOrTx, family: string): Promise<boolean> {
  const row = await queryRow<{ live: boolean | null }>(
    db,
    sql`select bool_and(revoked_at is null) and max(expires_at) > now() as live from refresh_tokens where family = ${family}`,
  );
  return row?.live === true;
}

/** `isFamilyLive` for many families in one read: the ones that are alive. */
export async function liveFamilies(db: DbOrTx, families: string[]): Promise<Set<string>> {
  const rows = await queryPrepared<{ family: string }>(
    db,
    'live-families',
    sql`select family from refresh_tokens where family = any(${sql.param(families)}::text[]) group by family
        having bool_and(revoked_at is null) and max(expires_at) > now()`,
  );
  return new Set(rows.map((r) => r.family));
}

export async function findRefreshToken(db: DbOrTx, tokenHash: string) {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  return row;
}

/** Revokes the refresh tokens `which` picks that are not revoked yet (a revoked one keeps when it was revoked). */
const revokeLive = (db: DbOrTx, which: SQL | undefined) =>
  db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(which, isNull(refreshTokens.revokedAt)));

export async function revokeFamily(db: DbOrTx, family: string) {
  await revokeLive(db, eq(refreshTokens.family, family));
}

export const SESSIONS_CHANNEL = 'sessions_ended';

/**
 * Ends every session of the user and tells every API process which ones ended (NOTIFY is delivered at commit), so
 * their access tokens are refused from the next request on, not after the liveness cache's few seconds.
 */
export async function revokeAllForUser(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await revokeLive(db, eq(refreshTokens.userId, userId)).returning({ family: refreshTokens.family });
  const families = [...new Set(rows.map((row) => row.family))];
  // A NOTIFY payload holds under 8,000 bytes: 200 ids of 24 characters a message.
  for (let i = 0; i < families.length; i += 200) {
    await db.execute(sql`select pg_notify(${SESSIONS_CHANNEL}, ${families.slice(i, i + 200).join(',')})`);
  }
  return families;
}

export async function insertResetToken(db: DbOrTx, row: { userId: string; tokenHash: string; expiresAt: Date }) {
  await db.insert(passwordResetTokens).values({ id: newId(), ...row });
}

/** Marks used the reset tokens `which` picks that are not used yet. */
const useUnused = (db: DbOrTx, which: SQL | undefined) =>
  db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(and(which, isNull(passwordResetTokens.usedAt)));

/** Single use: the token is consumed by the same statement that checks it. */
export async function consumeResetToken(db: DbOrTx, tokenHash: string) {
  const [row] = await useUnused(
    db,
    and(eq(passwordResetTokens.tokenHash, tokenHash), sql`${passwordResetTokens.expiresAt} > now()`),
  ).returning({ userId: passwordResetTokens.userId });
  return row;
}

/** Every unused reset token of the user stops working: a newer link, or a used one, supersedes them. */
export async function retireResetTokens(db: DbOrTx, userId: string): Promise<void> {
  await useUnused(db, eq(passwordResetTokens.userId, userId));
}

/** Every family of the user but `keep` (the session making the change) ends. */
export async function revokeOtherSessions(db: DbOrTx, userId: string, keep: string) {
  await revokeLive(db, and(eq(refreshTokens.userId, userId), sql`${refreshTokens.family} <> ${keep}`));
}

export async function findMfaFactor(db: DbOrTx, userId: string) {
  const [row] = await db.select().from(mfaFactors).where(eq(mfaFactors.userId, userId)).limit(1);
  return row;
}

/** A new setup replaces an unfinished one; an enabled factor is left alone (no row comes back). */
export async function startMfaSetup(db: DbOrTx, userId: string, secret: string): Promise<boolean> {
  const [row] = await db
    .insert(mfaFactors)
    .values({ userId, secret })
    .onConflictDoUpdate({
      target: mfaFactors.userId,
      set: { secret, lastStep: null, createdAt: sql`now()` },
      setWhere: isNull(mfaFactors.enabledAt),
    })
    .returning({ userId: mfaFactors.userId });
  return row !== undefined;
}

/**
 * Accepts the code of `step` for the user, once: the step must be later than the last accepted one. With
 * `enabling`, the same statement turns a setup in progress on.
 */
export async function acceptMfaStep(db: DbOrTx, userId: string, step: number, enabling: boolean): Promise<boolean> {
  const [row] = await db
    .update(mfaFactors)
    .set(enabling ? { lastStep: step, enabledAt: sql`now()` } : { lastStep: step })
    .where(
      and(
        eq(mfaFactors.userId, userId),
        enabling ? isNull(mfaFactors.enabledAt) : sql`${mfaFactors.enabledAt} is not null`,
        sql`(${mfaFactors.lastStep} is null or ${mfaFactors.lastStep} < ${step})`,
      ),
    )
    .returning({ userId: mfaFactors.userId });
  return row !== undefined;
}

export async function replaceRecoveryCodes(db: DbOrTx, userId: string, codeHashes: string[]): Promise<void> {
  await db.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
  await db.insert(mfaRecoveryCodes).values(codeHashes.map((codeHash) => ({ id: newId(), userId, codeHash })));
}

/** Single use: the code is spent by the statement that finds it. */
export async function spendRecoveryCode(db: DbOrTx, userId: string, codeHash: string): Promise<boolean> {
  const [row] = await db
    .update(mfaRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(mfaRecoveryCodes.userId, userId),
        eq(mfaRecoveryCodes.codeHash, codeHash),
        isNull(mfaRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: mfaRecoveryCodes.id });
  return row !== undefined;
}

export async function countUnusedRecoveryCodes(db: DbOrTx, userId: string): Promise<number> {
  const row = await queryRow<{ left: number }>(
    db,
    sql`select count(*)::int as left from mfa_recovery_codes where user_id = ${userId} and used_at is null`,
  );
  return row?.left ?? 0;
}

export async function removeMfa(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
  await db.delete(mfaFactors).where(eq(mfaFactors.userId, userId));
}
