import { and, eq, isNull, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { passwordResetTokens, refreshTokens } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';

export async function insertRefreshToken(db: DbOrTx, row: { userId: string; family: string; tokenHash: string; expiresAt: Date }) {
  await db.insert(refreshTokens).values({ id: newId(), ...row });
}

/**
 * Marks a live token rotated, atomically: of two requests presenting the same token at once, exactly one
 * gets the row back and rotates; the other is treated as reuse.
 */
export async function claimRefreshToken(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .update(refreshTokens)
    .set({ rotatedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.rotatedAt),
        isNull(refreshTokens.revokedAt),
        sql`${refreshTokens.expiresAt} > now()`,
      ),
    )
    .returning({ userId: refreshTokens.userId, family: refreshTokens.family, expiresAt: refreshTokens.expiresAt });
  return row;
}

/**
 * A session is alive until its family is revoked (logout, reset, replay) or reaches its absolute end. Rotation
 * does not end it, so a request checked between a rotation and its new token still passes.
 */
export async function isFamilyLive(db: DbOrTx, family: string): Promise<boolean> {
  const [row] = await queryRows<{ live: boolean | null }>(
    db,
    sql`select bool_and(revoked_at is null) and max(expires_at) > now() as live from refresh_tokens where family = ${family}`,
  );
  return row?.live === true;
}

export async function findRefreshToken(db: DbOrTx, tokenHash: string) {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  return row;
}

export async function revokeFamily(db: DbOrTx, family: string) {
  await db.update(refreshTokens).set({ revokedAt: sql`now()` }).where(and(eq(refreshTokens.family, family), isNull(refreshTokens.revokedAt)));
}

export async function revokeAllForUser(db: DbOrTx, userId: string) {
  await db.update(refreshTokens).set({ revokedAt: sql`now()` }).where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}


export async function insertResetToken(db: DbOrTx, row: { userId: string; tokenHash: string; expiresAt: Date }) {
  await db.insert(passwordResetTokens).values({ id: newId(), ...row });
}

/** Single use: the token is consumed by the same statement that checks it. */
export async function consumeResetToken(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), sql`${passwordResetTokens.expiresAt} > now()`))
    .returning({ userId: passwordResetTokens.userId });
  return row;
}

/** Every unused reset token of the user stops working: a newer link, or a used one, supersedes them. */
export async function retireResetTokens(db: DbOrTx, userId: string): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}
