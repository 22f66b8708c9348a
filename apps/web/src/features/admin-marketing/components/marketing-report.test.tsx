import { screen, waitFor, within } from '@testing-library/react';
import { type MarketingReport } from '@hospital/contract/marketing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, requestsTo, stubFetch } from '@/test/http';
import { renderAppAs, renderAppInBanglaAs, textsByRole } from '@/test/render';
import userEvent from '@testing-library/user-event';

const figures = { referrals: 0, bookings: 0, visits: 0, noShows: 0 };
const REPORT: MarketingReport = {
  from: '2026-11-01',
  to: '2026-11-28',
  marketers: [
    {
      marketer: { _id: '65f1d0000000000000000001', name: 'Kamal Hossain', active: true },
      referrals: 5,
      bookings: 3,
      visits: 2,
      noShows: 1,
      bookingsByLink: 1,
      bookingsByReferral: 2,
    },
    {
      marketer: { _id: '65f1d0000000000000000002', name: 'Sumon Ahmed', active: false },
      ...figures,
      referrals: 1,
      bookingsByLink: 0,
      bookingsByReferral: 0,
    },
  ],
  stations: [
    {
      station: { _id: '65f1a0000000000000000001', name: 'DMCH', retired: false },
      ...figures,
      referrals: 4,
      bookings: 2,
    },
    { station: { _id: '65f1a0000000000000000002', name: 'Birdem', retired: true }, ...figures, referrals: 2 },
  ],
  totals: { referrals: 6, bookings: 3, visits: 2, noShows: 1, bookingsByLink: 1, bookingsByReferral: 2 },
};
const CSV = 'kind,name,referrals\nmarketer,Kamal Hossain,5\n';

let fetchMock: ReturnType<typeof stubFetch>;

beforeEach(() => {
  // Saturday 28 November 2026, midday in Dhaka.
  vi.useFakeTimers({ now: new Date('2026-11-28T06:00:00Z'), toFake: ['Date'] });
  fetchMock = stubFetch((request) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/marketing/report.csv'))
      return new Response(CSV, { headers: { 'content-type': 'text/csv; charset=utf-8' } });
    if (url.pathname.endsWith('/marketing/report')) return ok(REPORT);
    return ok([]);
  });
});

afterEach(() => vi.restoreAllMocks());

const reportCalls = () =>
  requestsTo(fetchMock, 'GET', /\/marketing\/report$/).map((request) => {
    const { searchParams } = new URL(request.url);
    return `${searchParams.get('from')}..${searchParams.get('to')}`;
  });

describe('the marketing report', () => {
  it('when an admin opens it, then this month is shown per marketer and per station with totals', async () => {
    renderAppAs('admin', '/admin/marketing');
    const byMarketer = await screen.findByRole('table', { name: 'By marketer' });
    expect(reportCalls()).toEqual(['2026-11-01..2026-11-28']);

    expect(textsByRole(byMarketer, 'row')).toEqual([
      'MarketerReferralsBookingsBy linkVisitsNo shows',
      'Kamal Hossain53121',
      'Sumon AhmedDeparted10000',
      'Total63121',
    ]);
    const byStation = screen.getByRole('table', { name: 'By station' });
    expect(textsByRole(byStation, 'row')).toEqual([
      'StationReferralsBookingsVisitsNo shows',
      'DMCH4200',
      'BirdemRetired2000',
      'Total6200',
    ]);
  });

  it('when another period is chosen, then the report is asked for that period', async () => {
    const user = userEvent.setup();
    renderAppAs('admin', '/admin/marketing');
    await screen.findByRole('table', { name: 'By marketer' });

    await user.click(screen.getByRole('button', { name: 'This week' }));
    await waitFor(() => expect(reportCalls()).toContain('2026-11-28..2026-11-28'));

    await user.click(screen.getByRole('button', { name: 'Custom' }));
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    await user.clear(from);
    await user.type(from, '2026-10-01');
    await user.clear(to);
    await user.type(to, '2026-09-01');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByText('The period must end on or after its start.')).toBeTruthy();
    expect(reportCalls()).not.toContain('2026-10-01..2026-09-01');

    await user.clear(to);
    await user.type(to, '2026-10-31');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(reportCalls()).toContain('2026-10-01..2026-10-31'));
  });

  it('when Download CSV is pressed, then the file is fetched with the session and saved under the period name', async () => {
    const user = userEvent.setup();
    const saved: { name: string; text: Promise<string> }[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push({ name: '', text: (blob as Blob).text() });
      return 'blob:report';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved[saved.length - 1]!.name = this.download;
    });
    renderAppAs('admin', '/admin/marketing');
    await screen.findByRole('table', { name: 'By marketer' });

    await user.click(screen.getByRole('button', { name: 'Download CSV' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('marketing-report-2026-11-01-to-2026-11-28.csv');
    expect(await saved[0]!.text).toBe(CSV);
    const [csvRequest] = requestsTo(fetchMock, 'GET', /\/marketing\/report\.csv$/);
    expect(csvRequest!.headers.get('authorization')).toBeTruthy();
    expect(new URL(csvRequest!.url).searchParams.get('from')).toBe('2026-11-01');
  });

  it('when someone who is not an admin opens it, then no report is asked for', async () => {
    renderAppAs('marketer', '/admin/marketing');
    await screen.findByRole('heading', { level: 1 });
    expect(reportCalls()).toEqual([]);
  });

  it('when read in Bangla, then the headings and figures read Bangla', async () => {
    await renderAppInBanglaAs('admin', '/admin/marketing');
    const byMarketer = await screen.findByRole('table', { name: 'মার্কেটার অনুযায়ী' });
    expect(within(byMarketer).getByRole('row', { name: /Kamal Hossain/ }).textContent).toBe('Kamal Hossain৫৩১২১');
    expect(screen.getByRole('button', { name: 'CSV ডাউনলোড করুন' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'এই সপ্তাহ' })).toBeTruthy();
  });
});
