import { and, desc, eq, gt, gte, sql } from 'drizzle-orm';
import type { SlotRequestStatus } from '@hospital/contract/lists';
import type { DbOrTx } from '../../db/client.js';
import { firstRow } from '../../db/rows.js';
import { slotRequests, users } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';

const slotRequestColumns = {
  id: slotRequests.id,
  name: slotRequests.name,
  age: slotRequests.age,
  contact: slotRequests.contact,
  station: slotRequests.station,
  department: slotRequests.department,
  status: slotRequests.status,
  bookedByName: users.name,
  createdAt: slotRequests.createdAt,
};

export type SlotRequestRow = NonNullable<Awaited<ReturnType<typeof findSlotRequest>>>;

export type NewSlotRequest = {
  department: string;
  station: string | null;
  name: string;
  age: number;
  contact: string;
  bookedBy: string;
};

export async function insertSlotRequest(db: DbOrTx, values: NewSlotRequest): Promise<string> {
  const id = newId();
  await db.insert(slotRequests).values({ id, ...values });
  return id;
}

/** Slot requests with the name of whoever booked them. */
const selectSlotRequests = (db: DbOrTx) =>
  db.select(slotRequestColumns).from(slotRequests).innerJoin(users, eq(users.id, slotRequests.bookedBy));

/** Requests with `status` created in the last `days` days (by the database clock), newest first. */
export async function listSlotRequests(db: DbOrTx, filter: { days: number; status: SlotRequestStatus; limit: number }) {
  return selectSlotRequests(db)
    .where(
      and(
        eq(slotRequests.status, filter.status),
        gt(slotRequests.createdAt, sql`now() - make_interval(days => ${filter.days})`),
      ),
    )
    .orderBy(desc(slotRequests.createdAt), desc(slotRequests.id))
    .limit(filter.limit);
}

/** The requests one account made since `since`, newest first. */
export async function listSlotRequestsBy(db: DbOrTx, filter: { bookedBy: string; since: Date; limit: number }) {
  return selectSlotRequests(db)
    .where(and(eq(slotRequests.bookedBy, filter.bookedBy), gte(slotRequests.createdAt, filter.since)))
    .orderBy(desc(slotRequests.createdAt), desc(slotRequests.id))
    .limit(filter.limit);
}

export function findSlotRequest(db: DbOrTx, id: string) {
  return firstRow(selectSlotRequests(db).where(eq(slotRequests.id, id)));
}

/**
 * Moves a pending request to `to` in one conditional update, so two admins deciding at once cannot both
 * win. Returns false when the request is missing or no longer pending.
 */
export async function decidePending(
  db: DbOrTx,
  id: string,
  to: 'approved' | 'rejected',
  decidedBy: string,
): Promise<boolean> {
  const rows = await db
    .update(slotRequests)
    .set({ status: to, decidedBy, decidedAt: sql`now()` })
    .where(and(eq(slotRequests.id, id), eq(slotRequests.status, 'pending')))
    .returning({ id: slotRequests.id });
  return rows.length > 0;
}

export async function statusOf(db: DbOrTx, id: string): Promise<string | undefined> {
  const row = await firstRow(
    db.select({ status: slotRequests.status }).from(slotRequests).where(eq(slotRequests.id, id)),
  );
  return row?.status;
}
