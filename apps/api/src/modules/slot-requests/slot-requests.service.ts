import type { CreateSlotRequestInput, SlotRequest, SlotRequestQuery } from '@hospital/contract/slot-requests';
import { STATION_REQUIRED_MESSAGE } from '@hospital/contract/slot-requests';
import type { AppContext } from '../../lib/context.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { diff, recordAudit } from '../audit/audit.js';
import { AppError } from '../../lib/app-error.js';
import type { AuthUser } from '../../plugins/authentication.js';
import { STATION_NOT_ACTIVE_MESSAGE } from '@hospital/contract/marketing';
import { activeStationNamed } from '../marketing/stations.service.js';
import {
  decidePending,
  findSlotRequest,
  insertSlotRequest,
  listSlotRequests,
  listSlotRequestsBy,
  statusOf,
  type SlotRequestRow,
} from './slot-requests.repository.js';

export const SLOT_REQUEST_NOT_FOUND = 'Slot request not found.';
export const MANAGE_SLOT_REQUESTS_LINK = '/admin/manage-slot-request';
// The page asks for 5 days of one status (docs/product-spec.md §9); the cap bounds the response all the same (docs/architecture.md §12).
export const MAX_SLOT_REQUESTS = 500;

export function toSlotRequestDto(row: SlotRequestRow): SlotRequest {
  return {
    _id: row.id,
    name: row.name,
    age: row.age,
    contact: row.contact,
    station: row.station,
    department: row.department as SlotRequest['department'],
    status: row.status as SlotRequest['status'],
    bookedBy: { name: row.bookedByName },
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * 'Quick Reserve' (docs/product-spec.md §5, docs/architecture.md §6): only marketers pick a station, and for them it is required.
 * Anyone else's station is dropped: the form shows no picker to them, so a station from them is noise.
 * The request and the desk's notification exist together or not at all.
 */
export async function createSlotRequest(
  ctx: AppContext,
  caller: AuthUser,
  input: CreateSlotRequestInput,
): Promise<void> {
  const isMarketer = caller.role === 'marketer';
  if (isMarketer && input.station === undefined) throw AppError.badRequest(STATION_REQUIRED_MESSAGE, 'station');
  // One of the admin's active stations, whatever its case, stored as the list spells it; old requests keep their name.
  let station: string | null = null;
  if (isMarketer && input.station !== undefined) {
    const listed = await activeStationNamed(ctx.db, input.station);
    if (!listed) throw AppError.unprocessable(STATION_NOT_ACTIVE_MESSAGE, 'station');
    station = listed.name;
  }
  const notice = await ctx.db.transaction(async (tx) => {
    await insertSlotRequest(tx, {
      department: input.department,
      station,
      name: input.name,
      age: input.age,
      contact: input.contact,
      bookedBy: caller.id,
    });
    return ctx.notifier.write(
      {
        message: `New emergency slot request (${input.department}) for ${input.name}.`,
        link: MANAGE_SLOT_REQUESTS_LINK,
      },
      tx,
    );
  });
  ctx.notifier.announce(notice);
}

export async function recentSlotRequests(db: DbOrTx, query: SlotRequestQuery): Promise<SlotRequest[]> {
  return (await listSlotRequests(db, { ...query, limit: MAX_SLOT_REQUESTS })).map(toSlotRequestDto);
}

/** The requests `bookedBy` made since `since`, newest first, whatever their state (the marketer's dashboard). */
export async function ownSlotRequests(db: DbOrTx, bookedBy: string, since: Date): Promise<SlotRequest[]> {
  return (await listSlotRequestsBy(db, { bookedBy, since, limit: MAX_SLOT_REQUESTS })).map(toSlotRequestDto);
}

/**
 * pending -> approved and pending -> rejected, nothing else (docs/architecture.md §15 adds the rejection). Deciding
 * twice is a 409 that names the state the request is already in.
 */
export async function decideSlotRequest(
  db: Db,
  caller: AuthUser,
  id: string,
  to: 'approved' | 'rejected',
): Promise<SlotRequest> {
  return db.transaction(async (tx) => {
    if (!(await decidePending(tx, id, to, caller.id))) {
      const current = await statusOf(tx, id);
      if (current === undefined) throw AppError.notFound(SLOT_REQUEST_NOT_FOUND);
      throw AppError.conflict(`This slot request is already ${current}.`, 'requestId');
    }
    const row = await findSlotRequest(tx, id);
    if (!row) throw AppError.notFound(SLOT_REQUEST_NOT_FOUND);
    const label = `${row.name}, ${row.department}`;
    await recordAudit(
      tx,
      caller,
      to === 'approved' ? 'slot.approve' : 'slot.reject',
      { type: 'slot-request', id, label },
      diff({ status: 'pending' }, { status: to }),
    );
    return toSlotRequestDto(row);
  });
}
