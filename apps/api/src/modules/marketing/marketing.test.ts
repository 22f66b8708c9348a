import { describe, expect, it } from 'vitest';
import { MARKETER_CODE_PATTERN, STATION_NOT_ACTIVE_MESSAGE, STATION_TAKEN_MESSAGE } from '@hospital/contract/marketing';
import { changeStoredRows, sql, storedRows } from '../../db/testing.js';
import { signedIn } from '../../test/test-app.js';
import { newMarketerCode } from './marketing.service.js';
import { useMarketingApp } from './marketing-testing.js';

// Field marketing's stations and marketers: the admin keeps the list of stations and who covers them; a marketer's
// page gives their code and link. Referrals, attribution and the report have their own files.

const { ctx, admin, attendant, call, known, stationsOnList, refer } = useMarketingApp();

describe('stations', () => {
  it('when the migration ran, then the spec’s four stations are on the list, active', async () => {
    const names = (await stationsOnList()).map((s) => s.name);
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
    await call(admin, 'POST', `/marketing/marketers/${marketer.user.id}/stations`, { stationIds: [known.birdem] });
    const first = (await call(marketer, 'GET', '/marketing/me')).json().data;
    const second = (await call(marketer, 'GET', '/marketing/me')).json().data;
    expect(first.code).toMatch(MARKETER_CODE_PATTERN);
    expect(second.code).toBe(first.code);
    expect(first.link).toBe(`${ctx.config.publicUrl}/?ref=${first.code}`);
    expect(first.stations).toEqual([{ _id: known.birdem, name: 'Birdem' }]);
  });
});

describe('reassigning stations', () => {
  it('when an admin moves a departed marketer’s stations to another, then the other covers them all and the first none, audited', async () => {
    const departed = await signedIn(ctx, 'marketer');
    const successor = await signedIn(ctx, 'marketer');
    const dmch = (await stationsOnList()).find((s) => s.name === 'DMCH')!._id;
    await call(admin, 'POST', `/marketing/marketers/${departed.user.id}/stations`, {
      stationIds: [known.birdem, dmch],
    });
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
      stationIds: [known.birdem, 'aaaaaaaaaaaaaaaaaaaaaaaa'],
    });
    expect(res.statusCode).toBe(422);
    expect((await call(marketer, 'GET', '/marketing/me')).json().data.stations).toEqual([]);
  });

  it('when the account is not a marketer, then it is a 404', async () => {
    const res = await call(admin, 'POST', `/marketing/marketers/${attendant.user.id}/stations`, { stationIds: [] });
    expect(res.statusCode).toBe(404);
  });
});
