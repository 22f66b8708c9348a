import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.js';
import { boardLinks, users } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';
import { BOARD_REVOKED_CHANNEL } from './queue-hub.js';

export type BoardLinkRow = {
  id: string;
  label: string;
  doctorIds: string[];
  createdAt: Date;
  revokedAt: Date | null;
  createdByName: string | null;
};

const columns = {
  id: boardLinks.id,
  label: boardLinks.label,
  doctorIds: boardLinks.doctorIds,
  createdAt: boardLinks.createdAt,
  revokedAt: boardLinks.revokedAt,
  createdByName: users.name,
};

export async function insertBoardLink(
  db: DbOrTx,
  values: { label: string; doctorIds: string[]; createdBy: string },
): Promise<string> {
  const id = newId();
  await db.insert(boardLinks).values({ id, ...values });
  return id;
}

export async function findBoardLink(db: DbOrTx, id: string): Promise<BoardLinkRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(boardLinks)
    .leftJoin(users, eq(users.id, boardLinks.createdBy))
    .where(eq(boardLinks.id, id))
    .limit(1);
  return row;
}

/** Newest first; a hospital has a handful of boards, the cap only bounds the answer. */
export function selectBoardLinks(db: DbOrTx, limit: number): Promise<BoardLinkRow[]> {
  return db
    .select(columns)
    .from(boardLinks)
    .leftJoin(users, eq(users.id, boardLinks.createdBy))
    .orderBy(desc(boardLinks.createdAt), desc(boardLinks.id))
    .limit(limit);
}

/** Revokes a live link and tells every process to end its streams; false when it was revoked already. */
export async function revokeBoardLink(db: DbOrTx, id: string, revokedBy: string): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update board_links set revoked_at = now(), revoked_by = ${revokedBy} where id = ${id} and revoked_at is null returning id`,
  );
  if (rows.length === 0) return false;
  await db.execute(sql`select pg_notify(${BOARD_REVOKED_CHANNEL}, ${id})`);
  return true;
}

/** The newest live link with this label (the demo's board, printed by `npm start`). */
export async function findLiveBoardLinkByLabel(db: DbOrTx, label: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: boardLinks.id })
    .from(boardLinks)
    .where(and(eq(boardLinks.label, label), isNull(boardLinks.revokedAt)))
    .orderBy(desc(boardLinks.createdAt))
    .limit(1);
  return row?.id;
}
