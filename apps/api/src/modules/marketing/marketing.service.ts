import { randomBytes } from 'node:crypto';
import { addDaysToDateString, dhakaDateString, dhakaMidnight } from '@hospital/contract/format';
import type { Speciality } from '@hospital/contract/lists';
import {
  alreadyReferredMessage,
  ATTRIBUTION_DAYS,
  DOCTOR_NOT_FOUND_FOR_REFERRAL_MESSAGE,
  MARKETER_CODE_PATTERN,
  MARKETER_NOT_FOUND_MESSAGE,
  STATION_NOT_ACTIVE_MESSAGE,
  STATION_NOT_FOUND_MESSAGE,
  TAKE_FROM_SELF_MESSAGE,
  type AssignStationsInput,
  type CreateReferralInput,
  type MarketerDashboard,
  type MarketerMe,
  type MarketerSummary,
  type Referral,
  type ReferralCounts,
  type ReferralLink,
} from '@hospital/contract/marketing';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import type { AuthUser } from '../../plugins/authentication.js';
import { diff, recordAudit, type Actor } from '../audit/audit.js';
import { iso, stationRef } from './marketing.dto.js';
import {
  attributeCheckIn,
  doctorExists,
  ensureMarketerCode,
  existingStationIds,
  findMarketer,
  findStation,
  insertReferral,
  listMarketers,
  listOwnReferrals,
  lockContactAndFindRecentReferral,
  lockMarketerStations,
  moveAttribution,
  ownLinkBookingStates,
  replaceMarketerStations,
  stationsOfMarketers,
  type LinkVisit,
  type ReferralRow,
} from './marketing.repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A visitor's clock may run a little ahead of ours: a first visit up to this far in the future still counts. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;
/** The most referrals a list answers (docs/architecture.md §12: every list is bounded). */
export const MAX_REFERRALS = 1000;

// ---------------------------------------------------------------------------------------------------------------
// Marketers

/** 8 characters of base32 from 40 random bits: about a trillion codes, so guessing one is hopeless. */
export function newMarketerCode(): string {
  const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = 0n;
  for (const byte of randomBytes(5)) bits = (bits << 8n) | BigInt(byte);
  let code = '';
  for (let i = 7; i >= 0; i -= 1) code += ALPHABET[Number((bits >> BigInt(i * 5)) & 31n)];
  return code;
}

/** The marketer's code, made the first time it is asked for (a clash with another's code is tried again). */
async function codeOf(db: DbOrTx, marketerId: string): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const code = await ensureMarketerCode(db, marketerId, newMarketerCode());
    if (code) return code;
  }
  throw new Error('Could not make a unique marketer code');
}

export const marketerLink = (publicUrl: string, code: string) => `${publicUrl}/?ref=${code}`;

export async function marketerMe(ctx: AppContext, caller: AuthUser): Promise<MarketerMe> {
  const code = await codeOf(ctx.db, caller.id);
  const stations = await stationsOfMarketers(ctx.db, [caller.id]);
  return {
    name: caller.name,
    code,
    link: marketerLink(ctx.config.publicUrl, code),
    stations: stations.map((row) => stationRef(row)),
  };
}

export async function marketerSummaries(db: DbOrTx): Promise<MarketerSummary[]> {
  const marketers = await listMarketers(db);
  const stations = await stationsOfMarketers(
    db,
    marketers.map((m) => m.id),
  );
  const summaries: MarketerSummary[] = [];
  for (const marketer of marketers) {
    summaries.push({
      _id: marketer.id,
      name: marketer.name,
      email: marketer.email,
      active: marketer.active,
      code: marketer.code ?? (await codeOf(db, marketer.id)),
      stations: stations.filter((row) => row.marketer_id === marketer.id).map((row) => stationRef(row)),
    });
  }
  return summaries;
}

/**
 * Sets the stations marketer `id` covers; with `takeFrom`, also moves every station of that marketer to them (a
 * departed marketer's, say), leaving `takeFrom` with none. Only stations on the list; retired ones may be kept.
 */
export async function assignStations(
  db: Db,
  actor: Actor,
  id: string,
  input: AssignStationsInput,
): Promise<MarketerSummary> {
  if (input.takeFrom === id) throw AppError.unprocessable(TAKE_FROM_SELF_MESSAGE, 'takeFrom');
  await db.transaction(async (tx) => {
    const marketer = await findMarketer(tx, id);
    if (!marketer) throw AppError.notFound(MARKETER_NOT_FOUND_MESSAGE);
    const from = input.takeFrom ? await findMarketer(tx, input.takeFrom) : undefined;
    if (input.takeFrom && !from) throw AppError.unprocessable(MARKETER_NOT_FOUND_MESSAGE, 'takeFrom');
    const wanted = [...new Set(input.stationIds)];
    const known = await existingStationIds(tx, wanted);
    if (known.length !== wanted.length) throw AppError.unprocessable(STATION_NOT_FOUND_MESSAGE, 'stationIds');
    await lockMarketerStations(tx, from ? [id, from.id] : [id]);
    const current = await stationsOfMarketers(tx, from ? [id, from.id] : [id]);
    const namesOf = (marketerId: string) =>
      current
        .filter((row) => row.marketer_id === marketerId)
        .map((row) => row.name)
        .sort();
    const taken = current.filter((row) => from && row.marketer_id === from.id).map((row) => row.id);
    const next = [...new Set([...wanted, ...taken])];
    await replaceMarketerStations(tx, id, next);
    const after = await stationsOfMarketers(tx, [id]);
    await recordAudit(
      tx,
      actor,
      'marketer.stations',
      { type: 'marketer', id, label: marketer.name },
      diff({ stations: namesOf(id) }, { stations: after.map((row) => row.name).sort() }),
    );
    if (from) {
      await replaceMarketerStations(tx, from.id, []);
      await recordAudit(
        tx,
        actor,
        'marketer.stations',
        { type: 'marketer', id: from.id, label: from.name },
        diff({ stations: namesOf(from.id) }, { stations: [] }),
      );
    }
  });
  const summary = (await marketerSummaries(db)).find((m) => m._id === id);
  if (!summary) throw AppError.notFound(MARKETER_NOT_FOUND_MESSAGE);
  return summary;
}

// ---------------------------------------------------------------------------------------------------------------
// Referrals

function toReferral(row: ReferralRow): Referral {
  return {
    _id: row.id,
    name: row.name,
    age: row.age,
    contact: row.contact,
    station: { _id: row.station_id, name: row.station_name, retired: row.station_retired },
    doctor: row.doctor_id
      ? { _id: row.doctor_id, title: row.doctor_title ?? '', fullName: row.doctor_name ?? '' }
      : null,
    speciality: row.speciality as Speciality | null,
    note: row.note,
    createdAt: iso(row.created_at)!,
    state: row.state,
  };
}

/**
 * A marketer records a referral at one of the active stations. A contact anyone referred in the last 30 days is
 * refused with who referred it and when (only that marketer's name and the day). Two marketers recording one contact
 * at once go one after the other (a lock per contact), so the second is refused.
 */
export async function createReferral(ctx: AppContext, caller: AuthUser, input: CreateReferralInput): Promise<Referral> {
  const station = await findStation(ctx.db, input.stationId);
  if (!station || station.retired_at !== null) throw AppError.unprocessable(STATION_NOT_ACTIVE_MESSAGE, 'stationId');
  if (input.doctorId && !(await doctorExists(ctx.db, input.doctorId)))
    throw AppError.unprocessable(DOCTOR_NOT_FOUND_FOR_REFERRAL_MESSAGE, 'doctorId');
  const id = await ctx.db.transaction(async (tx) => {
    const earlier = await lockContactAndFindRecentReferral(tx, input.contact);
    if (earlier) {
      const day = dhakaDateString(new Date(iso(earlier.created_at)!));
      throw AppError.conflict(alreadyReferredMessage(earlier.marketer_name, day), 'contact');
    }
    return insertReferral(tx, {
      marketerId: caller.id,
      stationId: station.id,
      name: input.name,
      age: input.age,
      contact: input.contact,
      doctorId: input.doctorId ?? null,
      speciality: input.speciality ?? null,
      note: input.note,
    });
  });
  const today = dhakaDateString(ctx.clock());
  const [row] = await listOwnReferrals(ctx.db, caller.id, new Date(0), today, 1, id);
  return toReferral(row!);
}

export async function ownReferrals(ctx: AppContext, caller: AuthUser, days: number): Promise<Referral[]> {
  const now = ctx.clock();
  const rows = await listOwnReferrals(
    ctx.db,
    caller.id,
    new Date(now.getTime() - days * DAY_MS),
    dhakaDateString(now),
    MAX_REFERRALS,
  );
  return rows.map(toReferral);
}

// ---------------------------------------------------------------------------------------------------------------
// The dashboard

const emptyCounts = (): ReferralCounts => ({ referrals: 0, booked: 0, visited: 0, noShow: 0 });

function count(counts: ReferralCounts, state: ReferralRow['state']): void {
  counts.referrals += 1;
  if (state === 'booked') counts.booked += 1;
  else if (state === 'visited') counts.visited += 1;
  else if (state === 'no-show') counts.noShow += 1;
}

/** The Saturday that starts the week of a Dhaka date: Bangladesh's working week runs Saturday to Thursday. */
export function weekStartOf(date: string): string {
  return addDaysToDateString(date, -((new Date(`${date}T00:00:00Z`).getUTCDay() + 1) % 7));
}

/**
 * The marketer's own figures over the last `weeks` weeks (this one included): their referrals by week and by station,
 * in the state each is in now; the bookings their link brought; and their slot requests of that time.
 */
/** A marketer's own figures over the last `weeks` weeks, and where those weeks begin (the dashboard, beside their slot requests). */
export async function marketerFigures(
  ctx: AppContext,
  caller: AuthUser,
  weeks: number,
): Promise<Omit<MarketerDashboard, 'slotRequests'> & { since: Date }> {
  const now = ctx.clock();
  const today = dhakaDateString(now);
  const firstWeek = addDaysToDateString(weekStartOf(today), -7 * (weeks - 1));
  const since = dhakaMidnight(firstWeek);
  const rows = await listOwnReferrals(ctx.db, caller.id, since, today, 100_000);

  const byWeek = new Map<string, ReferralCounts>();
  for (let week = firstWeek; week <= today; week = addDaysToDateString(week, 7)) byWeek.set(week, emptyCounts());
  const byStation = new Map<string, { station: Referral['station']; counts: ReferralCounts }>();
  for (const station of await stationsOfMarketers(ctx.db, [caller.id]))
    byStation.set(station.id, {
      station: { _id: station.id, name: station.name, retired: station.retired_at !== null },
      counts: emptyCounts(),
    });
  for (const row of rows) {
    const week = weekStartOf(dhakaDateString(new Date(iso(row.created_at)!)));
    count(byWeek.get(week) ?? byWeek.set(week, emptyCounts()).get(week)!, row.state);
    const entry =
      byStation.get(row.station_id) ??
      byStation
        .set(row.station_id, {
          station: { _id: row.station_id, name: row.station_name, retired: row.station_retired },
          counts: emptyCounts(),
        })
        .get(row.station_id)!;
    count(entry.counts, row.state);
  }

  const linkBookings = { booked: 0, visited: 0, noShow: 0 };
  for (const { state } of await ownLinkBookingStates(ctx.db, caller.id, since, today)) {
    if (state === 'visited') linkBookings.visited += 1;
    else if (state === 'no-show') linkBookings.noShow += 1;
    else linkBookings.booked += 1;
  }

  return {
    since,
    weeks: [...byWeek.entries()]
      .sort(([a], [b]) => (a < b ? 1 : -1))
      .map(([weekStart, counts]) => ({ weekStart, ...counts })),
    stations: [...byStation.values()]
      .sort((a, b) => a.station.name.localeCompare(b.station.name))
      .map(({ station, counts }) => ({ station, ...counts })),
    linkBookings,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Attribution

/**
 * The link a booking says it came by, if it counts: a code of the right shape, first opened no more than 30 days ago
 * and not in the future (a few minutes of clock skew aside). Whose code it is, and whether that marketer is still
 * active, the booking's own statement checks (marketing.repository.ts `attributionCtes`).
 */
export function countingLinkVisit(ref: ReferralLink | undefined, now: Date): LinkVisit | undefined {
  if (!ref || !MARKETER_CODE_PATTERN.test(ref.code)) return undefined;
  const at = Date.parse(ref.firstVisitAt);
  if (!Number.isFinite(at)) return undefined;
  if (at > now.getTime() + CLOCK_SKEW_MS || at < now.getTime() - ATTRIBUTION_DAYS * DAY_MS) return undefined;
  return { code: ref.code, firstVisitAt: new Date(Math.min(at, now.getTime())) };
}

// ---------------------------------------------------------------------------------------------------------------
// Attribution as appointments change (the booking's own statement attributes it: marketing.repository.ts
// `attributionCtes`, built into booking.repository.ts's statement, docs/decisions/0023)

export type { LinkVisit };

/**
 * At check-in, in the check-in's transaction: an appointment no marketer has yet goes to the earliest unmatched
 * referral of its patient's number (or its account holder's) made in the 30 days before.
 */
export function attributeAtCheckIn(tx: Tx, appointmentId: string): Promise<void> {
  return attributeCheckIn(tx, appointmentId);
}

/** A moved booking keeps its marketer: the attribution and the referral follow it to the new appointment. */
export function keepAttributionOnMove(tx: Tx, fromAppointmentId: string, toAppointmentId: string): Promise<void> {
  return moveAttribution(tx, fromAppointmentId, toAppointmentId);
}
