import { sql, type SQL } from 'drizzle-orm';
import { queryRow, queryRows, type DbOrTx, type Tx } from '../../db/client.js';
import { newId } from '../../lib/ids.js';

/*
 * Stations, marketers' codes and stations, referrals and the attribution of bookings to marketers. What became of a
 * referral or an attributed booking is read from its appointment when asked (`STATE_OF`), never stored.
 */

/** How long a link visit or a referral counts towards a booking (ATTRIBUTION_DAYS of the contract). */
const WINDOW = sql`interval '30 days'`;

/**
 * A booking's state, from its appointment `a` (null when there is none) on `today` (YYYY-MM-DD, Dhaka): visited once
 * checked in or done; a no-show once cancelled, or its day passed without either; else booked.
 */
const stateOf = (today: string) => sql`case
    when a.id is null then 'referred'
    when a.arrived_at is not null or a.status = 'done' then 'visited'
    when a.status = 'cancelled' or a.selected_date < ${today}::date then 'no-show'
    else 'booked' end`;

// ---------------------------------------------------------------------------------------------------------------
// Stations

export type StationRow = { id: string; name: string; retired_at: Date | string | null };

export async function listStations(db: DbOrTx, activeOnly: boolean): Promise<StationRow[]> {
  return queryRows<StationRow>(
    db,
    sql`select id, name, retired_at from stations ${activeOnly ? sql`where retired_at is null` : sql``}
        order by lower(name), id`,
  );
}

/** Every station with the marketers (active accounts or not) who cover it. */
export async function listStationsWithMarketers(
  db: DbOrTx,
): Promise<Array<StationRow & { marketers: Array<{ id: string; name: string }> }>> {
  return queryRows(
    db,
    sql`select s.id, s.name, s.retired_at,
          coalesce((select json_agg(json_build_object('id', u.id, 'name', u.name) order by lower(u.name), u.id)
                    from marketer_stations ms join users u on u.id = ms.marketer_id where ms.station_id = s.id), '[]'::json) as marketers
        from stations s order by lower(s.name), s.id`,
  );
}

export async function findStation(db: DbOrTx, id: string): Promise<StationRow | undefined> {
  return queryRow<StationRow>(db, sql`select id, name, retired_at from stations where id = ${id}`);
}

/** The active station of this name, whatever its case. */
export async function findActiveStationByName(db: DbOrTx, name: string): Promise<StationRow | undefined> {
  return queryRow<StationRow>(
    db,
    sql`select id, name, retired_at from stations where lower(name) = lower(${name}) and retired_at is null`,
  );
}

/** Inserts a station; undefined when the name (case aside) is taken. */
export async function insertStation(db: DbOrTx, name: string): Promise<StationRow | undefined> {
  return queryRow<StationRow>(
    db,
    sql`insert into stations (id, name) values (${newId()}, ${name}) on conflict do nothing returning id, name, retired_at`,
  );
}

/** Renames; 'taken' when another station has that name (case aside). */
export async function renameStation(db: DbOrTx, id: string, name: string): Promise<StationRow | 'taken' | undefined> {
  const [clash] = await queryRows<{ id: string }>(
    db,
    sql`select id from stations where lower(name) = lower(${name}) and id <> ${id}`,
  );
  if (clash) return 'taken';
  return queryRow<StationRow>(
    db,
    sql`update stations set name = ${name} where id = ${id} returning id, name, retired_at`,
  );
}

export async function setStationRetired(db: DbOrTx, id: string, retired: boolean): Promise<StationRow | undefined> {
  return queryRow<StationRow>(
    db,
    sql`update stations set retired_at = ${retired ? sql`coalesce(retired_at, now())` : sql`null`} where id = ${id}
        returning id, name, retired_at`,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Marketers

export type MarketerRow = { id: string; name: string; email: string; active: boolean; code: string | null };

export async function findMarketer(db: DbOrTx, id: string): Promise<MarketerRow | undefined> {
  return queryRow<MarketerRow>(
    db,
    sql`select u.id, u.name, u.email, u.active, mc.code from users u left join marketer_codes mc on mc.marketer_id = u.id
        where u.id = ${id} and u.role = 'marketer'`,
  );
}

export async function listMarketers(db: DbOrTx): Promise<MarketerRow[]> {
  return queryRows<MarketerRow>(
    db,
    sql`select u.id, u.name, u.email, u.active, mc.code from users u left join marketer_codes mc on mc.marketer_id = u.id
        where u.role = 'marketer' order by u.active desc, lower(u.name), u.id`,
  );
}

/** Gives the marketer `code` unless they have one; answers the code they have. */
export async function ensureMarketerCode(db: DbOrTx, marketerId: string, code: string): Promise<string | undefined> {
  const row = await queryRow<{ code: string }>(
    db,
    sql`with made as (insert into marketer_codes (marketer_id, code) values (${marketerId}, ${code})
                      on conflict do nothing returning code)
        select code from made union all select code from marketer_codes where marketer_id = ${marketerId}`,
  );
  return row?.code;
}

/** The stations each of `marketerIds` covers, retired ones too. */
export async function stationsOfMarketers(
  db: DbOrTx,
  marketerIds: string[],
): Promise<Array<{ marketer_id: string; id: string; name: string; retired_at: Date | string | null }>> {
  if (marketerIds.length === 0) return [];
  return queryRows(
    db,
    sql`select ms.marketer_id, s.id, s.name, s.retired_at from marketer_stations ms join stations s on s.id = ms.station_id
        where ms.marketer_id = any(${sql.param(marketerIds)}::varchar[]) order by lower(s.name), s.id`,
  );
}

/** Which of `ids` are stations (retired or not). */
export async function existingStationIds(db: DbOrTx, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select id from stations where id = any(${sql.param(ids)}::varchar[])`,
  );
  return rows.map((row) => row.id);
}

/** Locks a marketer's station list for the rest of the transaction, so two admins' changes go one after the other. */
export async function lockMarketerStations(tx: Tx, marketerIds: string[]): Promise<void> {
  await tx.execute(
    sql`select id from users where id = any(${sql.param([...marketerIds].sort())}::varchar[]) order by id for update`,
  );
}

export async function replaceMarketerStations(tx: Tx, marketerId: string, stationIds: string[]): Promise<void> {
  await tx.execute(sql`delete from marketer_stations where marketer_id = ${marketerId}`);
  if (stationIds.length > 0)
    await tx.execute(
      sql`insert into marketer_stations (marketer_id, station_id)
          select ${marketerId}, unnest(${sql.param(stationIds)}::varchar[]) on conflict do nothing`,
    );
}

// ---------------------------------------------------------------------------------------------------------------
// Referrals

// The key space of the per-contact referral locks (pg_advisory_xact_lock's first key; the second hashes the contact).
const REFERRAL_CONTACT_LOCKS = 1_035_016;

/**
 * Holds the contact's referral lock to the end of the transaction (two marketers recording one contact at once go one
 * after the other, so the second sees the first) and answers the contact's referral of the last 30 days, if any:
 * who made it and when. Nothing else of it.
 */
export async function lockContactAndFindRecentReferral(
  tx: Tx,
  contact: string,
): Promise<{ marketer_name: string; created_at: Date | string } | undefined> {
  // A statement of its own: the next one's snapshot, taken once the lock is granted, sees a referral committed meanwhile.
  await tx.execute(sql`select pg_advisory_xact_lock(${REFERRAL_CONTACT_LOCKS}::int, hashtext(${contact}))`);
  return queryRow<{ marketer_name: string; created_at: Date | string }>(
    tx,
    sql`select u.name as marketer_name, r.created_at from referrals r join users u on u.id = r.marketer_id
        where r.contact = ${contact} and r.created_at > now() - ${WINDOW}
        order by r.created_at, r.id limit 1`,
  );
}

export type NewReferral = {
  marketerId: string;
  stationId: string;
  name: string;
  age: number;
  contact: string;
  doctorId: string | null;
  speciality: string | null;
  note: string;
};

export async function insertReferral(tx: Tx, r: NewReferral): Promise<string> {
  const id = newId();
  await tx.execute(
    sql`insert into referrals (id, marketer_id, station_id, name, age, contact, doctor_id, speciality, note)
        values (${id}, ${r.marketerId}, ${r.stationId}, ${r.name}, ${r.age}, ${r.contact}, ${r.doctorId}, ${r.speciality}, ${r.note})`,
  );
  return id;
}

export async function doctorExists(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await queryRows(db, sql`select 1 from doctors where id = ${id}`);
  return rows.length > 0;
}

export type ReferralRow = {
  id: string;
  name: string;
  age: number;
  contact: string;
  station_id: string;
  station_name: string;
  station_retired: boolean;
  doctor_id: string | null;
  doctor_title: string | null;
  doctor_name: string | null;
  speciality: string | null;
  note: string;
  created_at: Date | string;
  state: 'referred' | 'booked' | 'visited' | 'no-show';
};

/**
 * A marketer's own referrals made since `since`, newest first, each with the state of its booking. Only what the
 * marketer entered and that state: nothing else of the appointment or the patient's record is read.
 */
export async function listOwnReferrals(
  db: DbOrTx,
  marketerId: string,
  since: Date,
  today: string,
  limit: number,
  id?: string,
): Promise<ReferralRow[]> {
  return queryRows<ReferralRow>(
    db,
    sql`select r.id, r.name, r.age, r.contact, s.id as station_id, s.name as station_name, s.retired_at is not null as station_retired,
          d.id as doctor_id, d.title as doctor_title, d.full_name as doctor_name, r.speciality, r.note, r.created_at,
          ${stateOf(today)} as state
        from referrals r
        join stations s on s.id = r.station_id
        left join doctors d on d.id = r.doctor_id
        left join appointments a on a.id = r.appointment_id
        where r.marketer_id = ${marketerId} and r.created_at >= ${since.toISOString()}::timestamptz
          ${id ? sql`and r.id = ${id}` : sql``}
        order by r.created_at desc, r.id desc limit ${limit}`,
  );
}

/** The marketer's bookings by link since `since` (by when booked), each with its state. */
export async function ownLinkBookingStates(
  db: DbOrTx,
  marketerId: string,
  since: Date,
  today: string,
): Promise<Array<{ state: ReferralRow['state'] }>> {
  return queryRows(
    db,
    sql`select ${stateOf(today)} as state from booking_attributions b join appointments a on a.id = b.appointment_id
        where b.marketer_id = ${marketerId} and b.how = 'link' and b.created_at >= ${since.toISOString()}::timestamptz`,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// The report

export type ReportFigures = {
  referrals: number;
  bookings: number;
  visits: number;
  no_shows: number;
  by_link: number;
  by_referral: number;
};

/**
 * Per marketer (every marketer account, departed ones too) and per station (every station, retired ones too): the
 * referrals made in [from, to) and the attributed bookings made in it, with what became of those bookings on `today`.
 */
export async function reportFigures(
  db: DbOrTx,
  from: Date,
  to: Date,
  today: string,
): Promise<{
  marketers: Array<ReportFigures & { id: string; name: string; active: boolean }>;
  stations: Array<ReportFigures & { id: string; name: string; retired: boolean }>;
}> {
  const period = (column: SQL) =>
    sql`${column} >= ${from.toISOString()}::timestamptz and ${column} < ${to.toISOString()}::timestamptz`;
  const bookings = sql`select b.marketer_id, r.station_id, b.how, ${stateOf(today)} as state
      from booking_attributions b join appointments a on a.id = b.appointment_id
      left join referrals r on r.id = b.referral_id
      where ${period(sql`a.created_at`)}`;
  const figures = (key: SQL) => sql`
      (select count(*)::int from referrals r where r.${key} and ${period(sql`r.created_at`)}) as referrals,
      count(bk.state)::int as bookings,
      count(*) filter (where bk.state = 'visited')::int as visits,
      count(*) filter (where bk.state = 'no-show')::int as no_shows,
      count(*) filter (where bk.how = 'link')::int as by_link,
      count(*) filter (where bk.how = 'referral')::int as by_referral`;
  const marketers = await queryRows<ReportFigures & { id: string; name: string; active: boolean }>(
    db,
    sql`with bk as (${bookings})
        select u.id, u.name, u.active, ${figures(sql.raw('marketer_id = u.id'))}
        from users u left join bk on bk.marketer_id = u.id
        where u.role = 'marketer' group by u.id order by u.active desc, lower(u.name), u.id`,
  );
  const stations = await queryRows<ReportFigures & { id: string; name: string; retired: boolean }>(
    db,
    sql`with bk as (${bookings})
        select s.id, s.name, s.retired_at is not null as retired, ${figures(sql.raw('station_id = s.id'))}
        from stations s left join bk on bk.station_id = s.id
        group by s.id order by s.retired_at is not null, lower(s.name), s.id`,
  );
  return { marketers, stations };
}

// ---------------------------------------------------------------------------------------------------------------
// Attribution

/** The marketer's link a booking came by, already checked for its shape and its age (marketing.service.ts). */
export type LinkVisit = { code: string; firstVisitAt: Date };

/**
 * The CTEs (`link_candidate`, `referral_candidate`, `chosen`, `attributed`, `referral_linked`) that attribute each
 * appointment of the caller's CTE `source` (columns id) to at most one marketer, in the statement that makes it:
 * by the link it came by (an active marketer's code) or by the earliest referral of one of `contacts` made in the
 * 30 days before now and not yet matched to a booking; of the two, whichever came first. The appointment is the key
 * of booking_attributions and a referral is matched once (its own unique key), so under a race the first insert
 * wins and the others do nothing.
 */
export function attributionCtes(source: SQL, contacts: string[], link: LinkVisit | undefined): SQL {
  return sql`link_candidate as (
      select mc.marketer_id, ${link?.firstVisitAt.toISOString() ?? null}::timestamptz as at, 'link'::varchar as how, null::varchar as referral_id
      from marketer_codes mc join users u on u.id = mc.marketer_id and u.active and u.role = 'marketer'
      where mc.code = ${link?.code ?? null}::varchar),
    referral_candidate as (
      select r.marketer_id, r.created_at as at, 'referral'::varchar as how, r.id as referral_id from referrals r
      where r.contact = any(${sql.param(contacts)}::varchar[]) and r.appointment_id is null and r.created_at > now() - ${WINDOW}
        and not exists (select 1 from booking_attributions taken where taken.referral_id = r.id)
      order by r.created_at, r.id limit 1),
    chosen as (
      select * from (select * from link_candidate union all select * from referral_candidate) c order by at limit 1),
    attributed as (
      insert into booking_attributions (appointment_id, marketer_id, how, referral_id)
      select ${source}.id, chosen.marketer_id, chosen.how, chosen.referral_id from ${source}, chosen
      on conflict do nothing returning appointment_id, referral_id),
    referral_linked as (
      update referrals set appointment_id = attributed.appointment_id from attributed
      where referrals.id = attributed.referral_id and referrals.appointment_id is null returning referrals.id)`;
}

/**
 * At check-in: an appointment no marketer has yet is attributed to the earliest unmatched referral of its patient's
 * number (or the number of the account holder who looks after them) made in the 30 days before now. One statement.
 */
export async function attributeCheckIn(tx: Tx, appointmentId: string): Promise<void> {
  await tx.execute(
    sql`with source as (
          select a.id, array_remove(array[p.contact, holder.contact], null) as contacts
          from appointments a join patients p on p.id = a.patient_ref
          left join users holder_account on holder_account.id = p.owner_user_id
          left join patients holder on holder.id = holder_account.patient_ref
          where a.id = ${appointmentId} and not exists (select 1 from booking_attributions b where b.appointment_id = a.id)),
        referral_candidate as (
          select r.marketer_id, r.id as referral_id from source, referrals r
          where r.contact = any(source.contacts) and r.appointment_id is null and r.created_at > now() - ${WINDOW}
            and not exists (select 1 from booking_attributions taken where taken.referral_id = r.id)
          order by r.created_at, r.id limit 1),
        attributed as (
          insert into booking_attributions (appointment_id, marketer_id, how, referral_id)
          select source.id, c.marketer_id, 'referral', c.referral_id from source, referral_candidate c
          on conflict do nothing returning appointment_id, referral_id)
        update referrals set appointment_id = attributed.appointment_id from attributed
        where referrals.id = attributed.referral_id and referrals.appointment_id is null`,
  );
}

/** A moved booking keeps its marketer: the attribution and the referral follow it to its new appointment. */
export async function moveAttribution(tx: Tx, fromAppointmentId: string, toAppointmentId: string): Promise<void> {
  await tx.execute(
    sql`with moved as (update booking_attributions set appointment_id = ${toAppointmentId}
                       where appointment_id = ${fromAppointmentId} returning referral_id)
        update referrals set appointment_id = ${toAppointmentId} where appointment_id = ${fromAppointmentId}`,
  );
}
