import { describe, expect, it } from 'vitest';
import { addDaysToDateString } from '@hospital/contract/format';
import { alreadyReferredMessage, marketerDashboardSchema, referralSchema } from '@hospital/contract/marketing';
import { changeStoredRows, sql } from '../../db/testing.js';
import { bookOnline, signedIn, type SignedIn } from '../../test/test-app.js';
import { weekStartOf } from './marketing.service.js';
import { freshContact, linkVisit, today, tomorrow, useMarketingApp } from './marketing-testing.js';

// A marketer's referrals: recording one (a contact once in 30 days), what became of it, and their dashboard.

const marketing = useMarketingApp();
const { ctx, admin, call, known, patientWith, refer, codeOf, stateOfReferral, backdateReferral } = marketing;

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
    const made = (await refer(mine, { doctorId: known.doctorId, speciality: 'Child' })).json().data;
    await refer(other);
    const list = (await call(mine, 'GET', '/marketing/referrals')).json().data as unknown[];
    expect(list).toHaveLength(1);
    const [referral] = list.map((r) => referralSchema.strict().parse(r));
    expect(referral).toMatchObject({
      _id: made._id,
      name: 'Rina Begum',
      age: 34,
      station: { _id: known.birdem, name: 'Birdem', retired: false },
      doctor: { _id: known.doctorId, fullName: 'Referral Doctor' },
      speciality: 'Child',
      note: 'Met at the gate',
      state: 'referred',
    });
  });
});

describe('what became of a referral', () => {
  async function referredAndBooked(marketer: SignedIn) {
    const contact = freshContact();
    const referral = (await refer(marketer, { contact })).json().data._id as string;
    const patient = await patientWith(contact);
    const res = await bookOnline(call, patient, known.doctorId, tomorrow());
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
    await call(admin, 'POST', `/marketing/marketers/${marketer.user.id}/stations`, { stationIds: [known.birdem] });
    await referredAndBooked(marketer);
    await refer(marketer);
    const lastWeek = (await refer(marketer)).json().data._id;
    await backdateReferral(lastWeek, 7);
    const patient = await patientWith(freshContact());
    await bookOnline(call, patient, known.doctorId, tomorrow(), linkVisit(await codeOf(marketer), new Date()));
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
      {
        station: { _id: known.birdem, name: 'Birdem', retired: false },
        referrals: 3,
        booked: 1,
        visited: 0,
        noShow: 0,
      },
    ]);
    expect(dashboard.linkBookings).toEqual({ booked: 1, visited: 0, noShow: 0 });
  });

  it('weeks start on Saturday, as Bangladesh’s working week does', () => {
    expect(weekStartOf('2026-11-28')).toBe('2026-11-28');
    expect(weekStartOf('2026-11-27')).toBe('2026-11-21');
  });
});
