import {
  STATION_NOT_FOUND_MESSAGE,
  STATION_TAKEN_MESSAGE,
  type ManagedStation,
  type StationRef,
} from '@hospital/contract/marketing';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { diff, recordAudit, type Actor } from '../audit/audit.js';
import { iso, stationRef } from './marketing.dto.js';
import {
  findActiveStationByName,
  findStation,
  insertStation,
  listStations,
  listStationsWithMarketers,
  renameStation,
  setStationRetired,
  type StationRow,
} from './marketing.repository.js';

/*
 * The admin's stations: the places marketers work from, named once, renamed or retired (never deleted, so old
 * referrals and slot requests keep their station), every change audited.
 */

/** The active station named `name`, whatever its case, as the admin's list spells it (a marketer's Quick Reserve). */
export async function activeStationNamed(db: DbOrTx, name: string): Promise<StationRef | undefined> {
  const row = await findActiveStationByName(db, name);
  return row && stationRef(row);
}

export async function activeStations(db: DbOrTx): Promise<StationRef[]> {
  return (await listStations(db, true)).map(stationRef);
}

export async function managedStations(db: DbOrTx): Promise<ManagedStation[]> {
  return (await listStationsWithMarketers(db)).map((row) => ({
    _id: row.id,
    name: row.name,
    retiredAt: iso(row.retired_at),
    marketers: row.marketers.map((m) => ({ _id: m.id, name: m.name })),
  }));
}

const toManaged = (row: StationRow): ManagedStation => ({
  _id: row.id,
  name: row.name,
  retiredAt: iso(row.retired_at),
  marketers: [],
});

async function managedOne(db: DbOrTx, id: string): Promise<ManagedStation> {
  const found = (await managedStations(db)).find((station) => station._id === id);
  if (!found) throw AppError.notFound(STATION_NOT_FOUND_MESSAGE);
  return found;
}

const stationTarget = (row: StationRow) => ({ type: 'station' as const, id: row.id, label: row.name });

export async function addStation(db: Db, actor: Actor, name: string): Promise<ManagedStation> {
  return db.transaction(async (tx) => {
    const row = await insertStation(tx, name);
    if (!row) throw AppError.conflict(STATION_TAKEN_MESSAGE, 'name');
    await recordAudit(tx, actor, 'station.create', stationTarget(row), diff(null, { name: row.name }));
    return toManaged(row);
  });
}

export async function renameStationBy(db: Db, actor: Actor, id: string, name: string): Promise<ManagedStation> {
  await db.transaction(async (tx) => {
    const before = await findStation(tx, id);
    if (!before) throw AppError.notFound(STATION_NOT_FOUND_MESSAGE);
    const renamed = await renameStation(tx, id, name);
    if (renamed === 'taken') throw AppError.conflict(STATION_TAKEN_MESSAGE, 'name');
    if (!renamed) throw AppError.notFound(STATION_NOT_FOUND_MESSAGE);
    const changes = diff({ name: before.name }, { name: renamed.name });
    if (Object.keys(changes).length > 0)
      await recordAudit(tx, actor, 'station.rename', stationTarget(renamed), changes);
  });
  return managedOne(db, id);
}

/**
 * Retires or restores a station. A retired station is no longer offered (referrals, slot requests) but stays on
 * every record that names it and in the report; its marketers keep it until reassigned.
 */
export async function setRetired(db: Db, actor: Actor, id: string, retired: boolean): Promise<ManagedStation> {
  await db.transaction(async (tx) => {
    const before = await findStation(tx, id);
    if (!before) throw AppError.notFound(STATION_NOT_FOUND_MESSAGE);
    if ((before.retired_at !== null) === retired) return;
    const after = await setStationRetired(tx, id, retired);
    if (!after) throw AppError.notFound(STATION_NOT_FOUND_MESSAGE);
    await recordAudit(
      tx,
      actor,
      retired ? 'station.retire' : 'station.restore',
      stationTarget(after),
      diff({ retired: !retired }, { retired }),
    );
  });
  return managedOne(db, id);
}
