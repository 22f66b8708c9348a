import { beforeAll, describe, expect, it } from 'vitest';
import { addDaysToDateString, dhakaDateString } from '@hospital/contract/format';
import {
  alreadyReferredMessage,
  MARKETER_CODE_PATTERN,
  marketerDashboardSchema,
  marketingReportSchema,
  referralSchema,
  STATION_NOT_ACTIVE_MESSAGE,
  STATION_TAKEN_MESSAGE,
} from '@hospital/contract/marketing';
import { changeStoredRows, sql, storedRows } from '../../db/testing.js';
import { createAppointment, createDoctor } from '../../test/factories.js';
import { bookAtDesk, bookOnline, signedIn, useTestApp, type SignedIn } from '../../test/test-app.js';
import { newMarketerCode, weekStartOf } from './marketing.service.js';
import { csvLine, reportCsv } from './report-csv.js';

const { ctx, admin, attendant, call } = useTestApp({ signedIn: ['admin', 'attendant'] });
let doctorId: string;
let birdem: string;
const today = () => dhakaDateString();
const tomorrow = () => addDaysToDateString(today(), 1);
const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  doctorId = (await createDoctor(ctx.database, { fullName: 'Referral Doctor' })).id;
  const stations = (await call(admin, 'GET', '/marketing/stations')).json().data as Array<{
    _id: string;
    name: string;
  }>;
  birdem = stations.find((s) => s.name === 'Birdem')!._id;
});

let numberSeed = 0;
/** A Bangladeshi mobile number no other test uses (every test account is made with 01700000000). */
function freshContact(): string {
  numberSeed += 1;
  return `0181${String(process.pid % 1000).padStart(3, '0')}${String(numberSeed).padStart(4, '0')}`;
}

/** A patient account whose own record has its own number. */
async function patientWith(contact: string): Promise<SignedIn> {
  const patient = await signedIn(ctx, 'patient');
  await changeStoredRows(
    ctx.database.db,
    sql`update patients set contact = ${contact} where id = ${patient.patient.id}`,
  );
  return patient;
}

function refer(marketer: SignedIn, change: Record<string, unknown> = {}) {
  return call(marketer, 'POST', '/marketing/referrals', {
    name: 'Rina Begum',
    age: 34,
    contact: freshContact(),
    stationId: birdem,
    note: 'Met at the gate',
    ...change,
  });
}

async function codeOf(marketer: SignedIn): Promise<string> {
  return (await call(marketer, 'GET', '/marketing/me')).json().data.code;
}

async function attributionOf(appointmentId: string) {
  const [row] = await storedRows<{ marketer_id: string; how: string; referral_id: string | null }>(
    ctx.database.db,
    sql`select marketer_id, how, referral_id from booking_attributions where appointment_id = ${appointmentId}`,
  );
  return row;
}

async function stateOfReferral(marketer: SignedIn, id: string) {
  const list = (await call(marketer, 'GET', '/marketing/referrals')).json().data as Array<{
    _id: string;
    state: string;
  }>;
  return list.find((r) => r._id === id)?.state;
}

const backdateReferral = (id: string, days: number) =>
  changeStoredRows(
    ctx.database.db,
    sql`update referrals set created_at = now() - make_interval(days => ${days}) where id = ${id}`,
  );

describe('stations', () => {
  it('when the migration ran, then the spec’s four stations are on the list, active', async () => {
    const names = ((await call(admin, 'GET', '/marketing/stations')).json().data as Array<{ name: string }>).map(
      (s) => s.name,
    );
    expect(names).toEqual(expect.arrayContaining(['Birdem', 'DMCH', 'BSMMU', 'Shishu Hospital']));
  });

  it('when an admin adds a station whose name another has in another case, then it is a 409', async () => {
    const added = await call(admin, 'POST', '/marketing/stations', { name: 'Mugda Medical' });
    expect(added.statusCode).toBe(201);
    const again = await call(admin, 'POST', '/marketing/stations', { name: 'MUGDA medical' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(STATION_TAKEN_MESSAGE);
  });

  it('when an admin renames, retires and restores a station, then the list follows and each change is audited', async () => {
    const { _id: id } = (await call(admin, 'POST', '/marketing/stations', { name: 'Kurmitola' })).json().data;
    const renamed = await call(admin, 'PATCH', `/marketing/stations/${id}`, { name: 'Kurmitola General' });
    expect(renamed.json().data).toMatchObject({ name: 'Kurmitola General', retiredAt: null });
    const retired = await call(admin, 'POST', `/marketing/stations/${id}/retire`);
    expect(retired.json().data.retiredAt).not.toBeNull();
    const active = (await call(admin, 'GET', '/marketing/stations')).json().data as Array<{ _id: string }>;
    expect(active.map((s) => s._id)).not.toContain(id);
    const managed = (await call(admin, 'GET', '/marketing/stations/manage')).json().data as Array<{ _id: string }>;
    expect(managed.map((s) => s._id)).toContain(id);
    await call(admin, 'POST', `/marketing/stations/${id}/restore`);
    const actions = await storedRows<{ action: string }>(
      ctx.database.db,
      sql`select action from audit_entries where target_id = ${id} order by at, id`,
    );
    expect(actions.map((a) => a.action)).toEqual([
      'station.create',
      'station.rename',
      'station.retire',
      'station.restore',
    ]);
  });

  it('when a station is retired, then new referrals cannot name it but old ones keep it, marked retired', async () => {
    const marketer = await signedIn(ctx, 'marketer');
    const { _id: id } = (await call(admin, 'POST', '/marketing/stations', { name: 'Old Market' })).json().data;
    const made = await refer(marketer, { stationId: id });
    expect(made.statusCode).toBe(201);
    await call(admin, 'POST', `/marketing/stations/${id}/retire`);
    const refused = await refer(marketer, { stationId: id });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errorSources).toEqual([{ path: 'stationId', message: STATION_NOT_ACTIVE_MESSAGE }]);
    const list = (await call(marketer, 'GET', '/marketing/referrals')).json().data;
    expect(list[0].station).toEqual({ _id: id, name: 'Old Market', retired: true });
  });

  it('when a marketer asks for an emergency slot, then the station must be an active one, stored as the list spells it', async () => {
    const marketer = await signedIn(ctx, 'marketer');
    const slot = { department: 'NICU', name: 'Baby of Rina', age: 0, contact: '01712345678' };
    const made = await call(marketer, 'POST', '/marketer/create-slot-request', { ...slot, station: 'birdem' });
    expect(made.statusCode).toBe(201);
    const [row] = await storedRows<{ station: string }>(
      ctx.database.db,
      sql`select station from slot_requests where booked_by = ${marketer.user.id}`,
    );
    expect(row!.station).toBe('Birdem');
    const unknown = await call(marketer, 'POST', '/marketer/create-slot-request', { ...slot, station: 'Nowhere' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errorSources).toEqual([{ path: 'station', message: STATION_NOT_ACTIVE_MESSAGE }]);
  });

  it('when a station is renamed, then a slot request made before keeps the name it was made with', async () => {
    const marketer = await signedIn(ctx, 'marketer');
    const { _id: id } = (await call(admin, 'POST', '/marketing/stations', { name: 'Green Road' })).json().data;
    const slot = { department: 'OPD', name: 'Karim', age: 40, contact: '01712345678', station: 'Green Road' };
    expect((await call(marketer, 'POST', '/marketer/create-slot-request', slot)).statusCode).toBe(201);
    await call(admin, 'PATCH', `/marketing/stations/${id}`, { name: 'Green Road East' });
    const dashboard = (await call(marketer, 'GET', '/marketing/dashboard')).json().data;
    expect(dashboard.slotRequests[0]).toMatchObject({ station: 'Green Road', status: 'pending' });
  });
});

describe('the marketer’s link', () => {
  it('a code is 8 characters of base32, and codes differ', () => {
    const codes = new Set(Array.from({ length: 200 }, newMarketerCode));
    expect(codes.size).toBe(200);
    for (const code of codes) expect(code).toMatch(MARKETER_CODE_PATTERN);
  });

  it('when a marketer reads their page twice, then they get one code, their link and their stations', async () => {
    const marketer = await signedIn(ctx, 'marketer');
    await call(admin, 'POST', `/marketing/marketers/${marketer.user.id}/stations`, { stationIds: [birdem] });
    const first = (await call(marketer, 'GET', '/marketing/me')).json().data;
    const second = (await call(marketer, 'GET', '/marketing/me')).json().data;
    expect(first.code).toMatch(MARKETER_CODE_PATTERN);
    expect(second.code).toBe(first.code);
    expect(first.link).toBe(`${ctx.config.publicUrl}/?ref=${first.code}`);
    expect(first.stations).toEqual([{ _id: birdem, name: 'Birdem' }]);
  });
});

describe('reassigning stations', () => {
  it('when an admin moves a departed marketer’s stations to another, then the other covers them all and the first none, audited', async () => {
    const departed = await signedIn(ctx, 'marketer');
    const successor = await signedIn(ctx, 'marketer');
    const stations = (await call(admin, 'GET', '/marketing/stations')).json().data as Array<{
      _id: string;
      name: string;
    }>;
    const dmch = stations.find((s) => s.name === 'DMCH')!._id;
    await call(admin, 'POST', `/marketing/marketers/${departed.user.id}/stations`, { stationIds: [birdem, dmch] });
    await changeStoredRows(ctx.database.db, sql`update users set active = false where id = ${departed.user.id}`);
    const moved = await call(admin, 'POST', `/marketing/marketers/${successor.user.id}/stations`, {
      stationIds: [],
      takeFrom: departed.user.id,
    });
    expect(moved.statusCode).toBe(200);
    expect(
      moved
        .json()
        .data.stations.map((s: { name: string }) => s.name)
        .sort(),
    ).toEqual(['Birdem', 'DMCH']);
    const all = (await call(admin, 'GET', '/marketing/marketers')).json().data as Array<{
      _id: string;
      active: boolean;
      stations: unknown[];
    }>;
    expect(all.find((m) => m._id === departed.user.id)).toMatchObject({ active: false, stations: [] });
    const audited = await storedRows<{ target_id: string }>(
      ctx.database.db,
      sql`select target_id from audit_entries where action = 'marketer.stations'
          and target_id in (${departed.user.id}, ${successor.user.id})`,
    );
    expect(audited.map((a) => a.target_id)).toEqual(expect.arrayContaining([departed.user.id, successor.user.id]));
  });

  it('when the stations named are not all on the list, then nothing changes (422)', async () => {
    const marketer = await signedIn(ctx, 'marketer');
    const res = await call(admin, 'POST', `/marketing/marketers/${marketer.user.id}/stations`, {
      stationIds: [birdem, 'aaaaaaaaaaaaaaaaaaaaaaaa'],
    });
    expect(res.statusCode).toBe(422);
    expect((await call(marketer, 'GET', '/marketing/me')).json().data.stations).toEqual([]);
  });

  it('when the account is not a marketer, then it is a 404', async () => {
    const res = await call(admin, 'POST', `/marketing/marketers/${attendant.user.id}/stations`, { stationIds: [] });
    expect(res.statusCode).toBe(404);
  });
});

describe('recording a referral', () => {
  it('when a contact was referred by anyone in the last 30 days, then it is refused naming only who and when', async () => {
    const first = await signedIn(ctx, 'marketer');
    const second = await signedIn(ctx, 'marketer');
    const contact = freshContact();
    expect((await refer(first, { contact, note: 'Private note of the first' })).statusCode).toBe(201);
    const refused = await refer(second, { contact });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(alreadyReferredMessage('Test marketer', today()));
    expect(refused.body).not.toContain('Private note');
    expect(refused.body).not.toContain('Rina');
    // The same contact typed another way is the same contact.
    const typedOtherwise = `+88${contact.slice(0, 4)}-${contact.slice(4)}`;
    expect((await refer(second, { contact: typedOtherwise })).statusCode).toBe(409);
  });

  it('when the earlier referral is older than 30 days, then the contact may be referred again', async () => {
    const marketer = await signedIn(ctx, 'marketer');
    const contact = freshContact();
    const old = (await refer(marketer, { contact })).json().data._id;
    await backdateReferral(old, 31);
    expect((await refer(marketer, { contact })).statusCode).toBe(201);
  });

  it('when the doctor does not exist, then it is a 422 on doctorId', async () => {
    const marketer = await signedIn(ctx, 'marketer');
    const res = await refer(marketer, { doctorId: 'bbbbbbbbbbbbbbbbbbbbbbbb' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errorSources[0].path).toBe('doctorId');
  });

  it('when a marketer lists referrals, then they see only their own, each with what they entered and its state', async () => {
    const mine = await signedIn(ctx, 'marketer');
    const other = await signedIn(ctx, 'marketer');
    const made = (await refer(mine, { doctorId, speciality: 'Child' })).json().data;
    await refer(other);
    const list = (await call(mine, 'GET', '/marketing/referrals')).json().data as unknown[];
    expect(list).toHaveLength(1);
    const [referral] = list.map((r) => referralSchema.strict().parse(r));
    expect(referral).toMatchObject({
      _id: made._id,
      name: 'Rina Begum',
      age: 34,
      station: { _id: birdem, name: 'Birdem', retired: false },
      doctor: { _id: doctorId, fullName: 'Referral Doctor' },
      speciality: 'Child',
      note: 'Met at the gate',
      state: 'referred',
    });
  });
});

describe('attribution by link', () => {
  const ref = (code: string, firstVisitAt: Date) => ({ ref: { code, firstVisitAt: firstVisitAt.toISOString() } });

  it('when a visitor who came by a marketer’s link books within 30 days, then the booking counts for that marketer', async () => {
    const marketer = await signedIn(ctx, 'marketer');
    const patient = await patientWith(freshContact());
    const res = await bookOnline(
      call,
      patient,
      doctorId,
      tomorrow(),
      ref(await codeOf(marketer), new Date(Date.now() - 3 * DAY_MS)),
    );
    expect(res.statusCode).toBe(201);
    expect(await attributionOf(res.json().data.appointment._id)).toEqual({
      marketer_id: marketer.user.id,
      how: 'link',
      referral_id: null,
    });
  });

  it('when the first visit was over 30 days ago, in the future, or the code is unknown or a departed marketer’s, then the booking is made and counts for nobody', async () => {
    const marketer = await signedIn(ctx, 'marketer');
    const departed = await signedIn(ctx, 'marketer');
    const code = await codeOf(marketer);
    const departedCode = await codeOf(departed);
    await changeStoredRows(ctx.database.db, sql`update users set active = false where id = ${departed.user.id}`);
    const cases = [
      ref(code, new Date(Date.now() - 31 * DAY_MS)),
      ref(code, new Date(Date.now() + DAY_MS)),
      ref('AAAAAAAA', new Date()),
      ref(departedCode, new Date()),
      { ref: { code: 'not a code', firstVisitAt: 'yesterday' } },
    ];
    for (const change of cases) {
      const patient = await patientWith(freshContact());
      const res = await bookOnline(call, patient, doctorId, tomorrow(), change);
      expect(res.statusCode).toBe(201);
      expect(await attributionOf(res.json().data.appointment._id)).toBeUndefined();
    }
  });
});

describe('attribution by referral', () => {
  it('when a referred contact books online, then the booking counts for the referral, which reads booked', async () => {
    const marketer = await signedIn(ctx, 'marketer');
    const contact = freshContact();
    const referral = (await refer(marketer, { contact })).json().data._id;
    const patient = await patientWith(contact);
    const res = await bookOnline(call, patient, doctorId, tomorrow());
    const appointmentId = res.json().data.appointment._id;
    expect(await attributionOf(appointmentId)).toEqual({
      marketer_id: marketer.user.id,
      how: 'referral',
      referral_id: referral,
    });
    expect(await stateOfReferral(marketer, referral)).toBe('booked');
  });

  it('when the desk books a referred contact and checks them in, then the referral reads booked, then visited', async () => {
    const marketer = await signedIn(ctx, 'marketer');
    const contact = freshContact();
    const referral = (await refer(marketer, { contact })).json().data._id;
    const patient = await patientWith(contact);
    const booked = await bookAtDesk(call, attendant, patient, doctorId, today());
    expect(booked.statusCode).toBe(201);
    const appointmentId = booked.json().data._id;
    expect((await attributionOf(appointmentId))?.how).toBe('referral');
    expect(await stateOfReferral(marketer, referral)).toBe('booked');
    expect((await call(attendant, 'POST', `/appointment/${appointmentId}/arrived`)).statusCode).toBe(200);
    expect(await stateOfReferral(marketer, referral)).toBe('visited');
  });

  it('when a patient booked before being referred checks in, then the visit counts for the referral', async () => {
    const marketer = await signedIn(ctx, 'marketer');
    const contact = freshContact();
    const patient = await patientWith(contact);
    const appointment = await createAppointment(ctx.database, { doctorId, patientRef: patient.patient.id });
    const referral = (await refer(marketer, { contact })).json().data._id;
    await call(attendant, 'POST', `/appointment/${appointment.id}/arrived`);
    expect(await attributionOf(appointment.id)).toEqual({
      marketer_id: marketer.user.id,
      how: 'referral',
      referral_id: referral,
    });
    expect(await stateOfReferral(marketer, referral)).toBe('visited');
  });

  it('when the referral is older than 30 days, then a booking does not count for it', async () => {
    const marketer = await signedIn(ctx, 'marketer');
    const contact = freshContact();
    const referral = (await refer(marketer, { contact })).json().data._id;
    await backdateReferral(referral, 31);
    const patient = await patientWith(contact);
    const res = await bookOnline(call, patient, doctorId, tomorrow());
    expect(await attributionOf(res.json().data.appointment._id)).toBeUndefined();
  });

  it('when the patient moves the booking to another day, then the new appointment counts for the referral instead', async () => {
    const marketer = await signedIn(ctx, 'marketer');
    const contact = freshContact();
    const referral = (await refer(marketer, { contact })).json().data._id;
    const patient = await patientWith(contact);
    const booked = await bookOnline(call, patient, doctorId, tomorrow());
    const oldId = booked.json().data.appointment._id;
    const moved = await call(patient, 'POST', `/appointment/${oldId}/reschedule`, {
      selectedDate: addDaysToDateString(today(), 2),
    });
    expect(moved.statusCode).toBe(200);
    const newId = moved.json().data._id;
    expect(newId).not.toBe(oldId);
    expect(await attributionOf(oldId)).toBeUndefined();
    expect(await attributionOf(newId)).toMatchObject({ marketer_id: marketer.user.id, referral_id: referral });
    expect(await stateOfReferral(marketer, referral)).toBe('booked');
  });

  it('a referral brings one booking: the contact’s second booking counts for nobody', async () => {
    const marketer = await signedIn(ctx, 'marketer');
    const contact = freshContact();
    await refer(marketer, { contact });
    const patient = await patientWith(contact);
    const first = await bookOnline(call, patient, doctorId, tomorrow());
    const second = await bookOnline(call, patient, doctorId, addDaysToDateString(today(), 2));
    expect(await attributionOf(first.json().data.appointment._id)).toBeDefined();
    expect(await attributionOf(second.json().data.appointment._id)).toBeUndefined();
  });
});

describe('first wins', () => {
  it('when a contact referred by one marketer books by another’s link visited later, then the referral wins', async () => {
    const referrer = await signedIn(ctx, 'marketer');
    const linker = await signedIn(ctx, 'marketer');
    const contact = freshContact();
    const referral = (await refer(referrer, { contact })).json().data._id;
    await backdateReferral(referral, 5);
    const patient = await patientWith(contact);
    const res = await bookOnline(call, patient, doctorId, tomorrow(), {
      ref: { code: await codeOf(linker), firstVisitAt: new Date(Date.now() - 2 * DAY_MS).toISOString() },
    });
    expect(await attributionOf(res.json().data.appointment._id)).toMatchObject({
      marketer_id: referrer.user.id,
      how: 'referral',
    });
  });

  it('when the link was visited before the referral was made, then the link wins and the referral stays unbooked', async () => {
    const referrer = await signedIn(ctx, 'marketer');
    const linker = await signedIn(ctx, 'marketer');
    const contact = freshContact();
    const referral = (await refer(referrer, { contact })).json().data._id;
    const patient = await patientWith(contact);
    const res = await bookOnline(call, patient, doctorId, tomorrow(), {
      ref: { code: await codeOf(linker), firstVisitAt: new Date(Date.now() - 2 * DAY_MS).toISOString() },
    });
    expect(await attributionOf(res.json().data.appointment._id)).toMatchObject({
      marketer_id: linker.user.id,
      how: 'link',
    });
    expect(await stateOfReferral(referrer, referral)).toBe('referred');
  });

  it('when an attributed booking is checked in, then it still counts for the marketer it first counted for', async () => {
    const linker = await signedIn(ctx, 'marketer');
    const referrer = await signedIn(ctx, 'marketer');
    const contact = freshContact();
    const patient = await patientWith(contact);
    const res = await bookOnline(call, patient, doctorId, today(), {
      ref: { code: await codeOf(linker), firstVisitAt: new Date().toISOString() },
    });
    const appointmentId = res.json().data.appointment._id;
    await refer(referrer, { contact });
    await call(attendant, 'POST', `/appointment/${appointmentId}/arrived`);
    expect(await attributionOf(appointmentId)).toMatchObject({ marketer_id: linker.user.id, how: 'link' });
  });
});

describe('what became of a referral', () => {
  async function referredAndBooked(marketer: SignedIn) {
    const contact = freshContact();
    const referral = (await refer(marketer, { contact })).json().data._id as string;
    const patient = await patientWith(contact);
    const res = await bookOnline(call, patient, doctorId, tomorrow());
    return { referral, appointmentId: res.json().data.appointment._id as string };
  }

  it('when the booking’s day passed without a check-in, then it reads no-show; a done visit reads visited', async () => {
    const marketer = await signedIn(ctx, 'marketer');
    const missed = await referredAndBooked(marketer);
    const done = await referredAndBooked(marketer);
    const yesterday = addDaysToDateString(today(), -1);
    await changeStoredRows(
      ctx.database.db,
      sql`update appointments set selected_date = ${yesterday} where id in (${missed.appointmentId}, ${done.appointmentId})`,
    );
    await changeStoredRows(
      ctx.database.db,
      sql`update appointments set status = 'done' where id = ${done.appointmentId}`,
    );
    expect(await stateOfReferral(marketer, missed.referral)).toBe('no-show');
    expect(await stateOfReferral(marketer, done.referral)).toBe('visited');
  });

  it('when the booking is cancelled, then it reads no-show', async () => {
    const marketer = await signedIn(ctx, 'marketer');
    const { referral, appointmentId } = await referredAndBooked(marketer);
    await changeStoredRows(
      ctx.database.db,
      sql`update appointments set status = 'cancelled' where id = ${appointmentId}`,
    );
    expect(await stateOfReferral(marketer, referral)).toBe('no-show');
  });

  it('the dashboard counts the marketer’s own referrals by week and by station, and their link bookings', async () => {
    const marketer = await signedIn(ctx, 'marketer');
    await call(admin, 'POST', `/marketing/marketers/${marketer.user.id}/stations`, { stationIds: [birdem] });
    await referredAndBooked(marketer);
    await refer(marketer);
    const lastWeek = (await refer(marketer)).json().data._id;
    await backdateReferral(lastWeek, 7);
    const patient = await patientWith(freshContact());
    await bookOnline(call, patient, doctorId, tomorrow(), {
      ref: { code: await codeOf(marketer), firstVisitAt: new Date().toISOString() },
    });
    await refer(await signedIn(ctx, 'marketer'));

    const res = await call(marketer, 'GET', '/marketing/dashboard?weeks=4');
    const dashboard = marketerDashboardSchema.parse(res.json().data);
    expect(dashboard.weeks).toHaveLength(4);
    expect(dashboard.weeks[0]).toEqual({
      weekStart: weekStartOf(today()),
      referrals: 2,
      booked: 1,
      visited: 0,
      noShow: 0,
    });
    expect(dashboard.weeks[1]).toMatchObject({
      weekStart: addDaysToDateString(weekStartOf(today()), -7),
      referrals: 1,
    });
    expect(dashboard.stations).toEqual([
      { station: { _id: birdem, name: 'Birdem', retired: false }, referrals: 3, booked: 1, visited: 0, noShow: 0 },
    ]);
    expect(dashboard.linkBookings).toEqual({ booked: 1, visited: 0, noShow: 0 });
  });

  it('weeks start on Saturday, as Bangladesh’s working week does', () => {
    expect(weekStartOf('2026-11-28')).toBe('2026-11-28');
    expect(weekStartOf('2026-11-27')).toBe('2026-11-21');
  });
});

describe('the hospital’s report', () => {
  it('counts referrals, bookings, visits and no-shows per marketer and per station over the period', async () => {
    const { _id: station } = (await call(admin, 'POST', '/marketing/stations', { name: 'Report Station' })).json().data;
    const marketer = await signedIn(ctx, 'marketer');
    await changeStoredRows(
      ctx.database.db,
      sql`update users set name = 'Report Marketer' where id = ${marketer.user.id}`,
    );
    // A referral that books and comes, one that books and does not, one that never books, and a link booking.
    const visitedContact = freshContact();
    await refer(marketer, { contact: visitedContact, stationId: station });
    const came = await bookAtDesk(call, attendant, await patientWith(visitedContact), doctorId, today());
    await call(attendant, 'POST', `/appointment/${came.json().data._id}/arrived`);
    const missedContact = freshContact();
    await refer(marketer, { contact: missedContact, stationId: station });
    const missed = await bookOnline(call, await patientWith(missedContact), doctorId, tomorrow());
    await changeStoredRows(
      ctx.database.db,
      sql`update appointments set status = 'cancelled' where id = ${missed.json().data.appointment._id}`,
    );
    await refer(marketer, { stationId: station });
    await bookOnline(call, await patientWith(freshContact()), doctorId, tomorrow(), {
      ref: { code: await codeOf(marketer), firstVisitAt: new Date().toISOString() },
    });

    const res = await call(admin, 'GET', `/marketing/report?from=${addDaysToDateString(today(), -6)}&to=${today()}`);
    const report = marketingReportSchema.parse(res.json().data);
    expect(report.marketers.find((m) => m.marketer._id === marketer.user.id)).toEqual({
      marketer: { _id: marketer.user.id, name: 'Report Marketer', active: true },
      referrals: 3,
      bookings: 3,
      visits: 1,
      noShows: 1,
      bookingsByLink: 1,
      bookingsByReferral: 2,
    });
    expect(report.stations.find((s) => s.station._id === station)).toEqual({
      station: { _id: station, name: 'Report Station', retired: false },
      referrals: 3,
      bookings: 2,
      visits: 1,
      noShows: 1,
    });
    // Outside the period, nothing.
    const before = await call(admin, 'GET', '/marketing/report?from=2020-01-01&to=2020-01-31');
    expect(
      before.json().data.marketers.find((m: { marketer: { _id: string } }) => m.marketer._id === marketer.user.id),
    ).toMatchObject({ referrals: 0, bookings: 0, visits: 0 });
  });

  it('when the period ends before it starts, then it is a 400 on to', async () => {
    const res = await call(admin, 'GET', '/marketing/report?from=2026-02-02&to=2026-02-01');
    expect(res.statusCode).toBe(400);
    expect(res.json().errorSources[0].path).toBe('to');
  });

  it('the CSV is an attachment whose cells are quoted and cannot run as formulas', async () => {
    const marketer = await signedIn(ctx, 'marketer');
    await changeStoredRows(
      ctx.database.db,
      sql`update users set name = ${'=HYPERLINK("http://x.test","Click, "me")'} where id = ${marketer.user.id}`,
    );
    await call(admin, 'POST', '/marketing/stations', { name: '@Gulshan, "North"' });
    const res = await call(admin, 'GET', `/marketing/report.csv?from=${today()}&to=${today()}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="marketing-report-${today()}-to-${today()}.csv"`,
    );
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('kind,name,referrals,bookings,bookings_by_link,bookings_by_referral,visits,no_shows');
    expect(lines).toContain('marketer,"\'=HYPERLINK(""http://x.test"",""Click, ""me"")",0,0,0,0,0,0');
    expect(lines).toContain('station,"\'@Gulshan, ""North""",0,0,,0,0,0');
  });

  it('each dangerous first character is defused, and numbers are left alone', () => {
    expect(csvLine(['=1+1', '+1', '-1', '@x', '\tx', 'plain', -5])).toBe("'=1+1,'+1,'-1,'@x,'\tx,plain,-5");
    const csv = reportCsv({
      from: '2026-01-01',
      to: '2026-01-01',
      marketers: [],
      stations: [],
      totals: { referrals: 0, bookings: 0, visits: 0, noShows: 0, bookingsByLink: 0, bookingsByReferral: 0 },
    });
    expect(csv.startsWith('\uFEFFkind,')).toBe(true);
  });
});
