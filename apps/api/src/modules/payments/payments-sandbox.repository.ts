import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { firstRow } from '../../db/rows.js';
import { sandboxGatewayTransactions } from '../../db/schema.js';

/**
 * The built-in sandbox gateway's own ledger: what a real gateway keeps on its side. Apart from the payments
 * table so that the gateway code path stays the one a real, external gateway uses.
 */
export type SandboxTransaction = typeof sandboxGatewayTransactions.$inferSelect;

export async function insertSandboxTransaction(
  db: Db,
  values: typeof sandboxGatewayTransactions.$inferInsert,
): Promise<void> {
  await db.insert(sandboxGatewayTransactions).values(values);
}

/** Counts one validation of a paid transaction by its val_id; nothing when the val_id is unknown or unpaid. */
export async function countSandboxValidation(db: Db, valId: string): Promise<SandboxTransaction | undefined> {
  return firstRow(
    db
      .update(sandboxGatewayTransactions)
      .set({ validations: sql`${sandboxGatewayTransactions.validations} + 1` })
      .where(and(eq(sandboxGatewayTransactions.valId, valId), eq(sandboxGatewayTransactions.status, 'VALID')))
      .returning(),
  );
}

/** Gives a paid transaction a refund reference (once: a second refund keeps the first reference). */
export async function refundSandboxTransaction(
  db: Db,
  tranId: string,
  newRefundRefId: string,
): Promise<SandboxTransaction | undefined> {
  return firstRow(
    db
      .update(sandboxGatewayTransactions)
      .set({ refundRefId: sql`coalesce(${sandboxGatewayTransactions.refundRefId}, ${newRefundRefId})` })
      .where(and(eq(sandboxGatewayTransactions.tranId, tranId), eq(sandboxGatewayTransactions.status, 'VALID')))
      .returning(),
  );
}

export async function findSandboxRefund(db: Db, refundRefId: string): Promise<SandboxTransaction | undefined> {
  return firstRow(
    db.select().from(sandboxGatewayTransactions).where(eq(sandboxGatewayTransactions.refundRefId, refundRefId)),
  );
}

export async function findSandboxTransaction(db: Db, tranId: string): Promise<SandboxTransaction | undefined> {
  return firstRow(db.select().from(sandboxGatewayTransactions).where(eq(sandboxGatewayTransactions.tranId, tranId)));
}

/** Moves a transaction out of PENDING once, and only while its session is still open. */
export async function completeSandboxTransaction(
  db: Db,
  tranId: string,
  status: 'VALID' | 'FAILED' | 'CANCELLED',
  sessionMinutes: number,
): Promise<SandboxTransaction | undefined> {
  const [moved] = await db
    .update(sandboxGatewayTransactions)
    .set({ status, completedAt: new Date() })
    .where(
      and(
        eq(sandboxGatewayTransactions.tranId, tranId),
        eq(sandboxGatewayTransactions.status, 'PENDING'),
        sql`${sandboxGatewayTransactions.createdAt} > now() - make_interval(mins => ${sessionMinutes})`,
      ),
    )
    .returning();
  return moved;
}
