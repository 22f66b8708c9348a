import { describe, expect, it } from 'vitest';
import { addDaysToDateString } from '@hospital/contract/format';
import { marketingReportSchema } from '@hospital/contract/marketing';
import { changeStoredRows, sql } from '../../db/testing.js';
import { bookAtDesk, bookOnline, signedIn } from '../../test/test-app.js';
import { csvLine, reportCsv } from './report-csv.js';
import { freshContact, linkVisit, today, tomorrow, useMarketingApp } from './marketing-testing.js';

// The hospital's field marketing report: per marketer and per station over a period, and as a CSV.

const { ctx, admin, attendant, call, known, patientWith, refer, codeOf } = useMarketingApp();

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
    const came = await bookAtDesk(call, attendant, await patientWith(visitedContact), known.doctorId, today());
    await call(attendant, 'POST', `/appointment/${came.json().data._id}/arrived`);
    const missedContact = freshContact();
    await refer(marketer, { contact: missedContact, stationId: station });
    const missed = await bookOnline(call, await patientWith(missedContact), known.doctorId, tomorrow());
    await changeStoredRows(
      ctx.database.db,
      sql`update appointments set status = 'cancelled' where id = ${missed.json().data.appointment._id}`,
    );
    await refer(marketer, { stationId: station });
    await bookOnline(
      call,
      await patientWith(freshContact()),
      known.doctorId,
      tomorrow(),
      linkVisit(await codeOf(marketer), new Date()),
    );

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
