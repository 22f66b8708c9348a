import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ManagedStation, MarketerSummary } from '@hospital/contract/marketing';
import { beforeEach, describe, expect, it } from 'vitest';
import { ok, requestsTo, sentBody, stubFetch } from '@/test/http';
import { renderAppAs, renderAppInBanglaAs } from '@/test/render';

const DMCH = { _id: '65f1a0000000000000000001', name: 'DMCH' };
const BIRDEM = { _id: '65f1a0000000000000000002', name: 'Birdem' };
const OLD = { _id: '65f1a0000000000000000003', name: 'Mitford' };

const STATIONS: ManagedStation[] = [
  { ...DMCH, retiredAt: null, marketers: [{ _id: '65f1d0000000000000000001', name: 'Kamal Hossain' }] },
  { ...BIRDEM, retiredAt: null, marketers: [] },
  { ...OLD, retiredAt: '2026-10-01T04:00:00.000Z', marketers: [] },
];
const MARKETERS: MarketerSummary[] = [
  {
    _id: '65f1d0000000000000000001',
    name: 'Kamal Hossain',
    email: 'kamal@demo.test',
    active: true,
    code: 'KAMAL234',
    stations: [DMCH],
  },
  {
    _id: '65f1d0000000000000000002',
    name: 'Sumon Ahmed',
    email: 'sumon@demo.test',
    active: false,
    code: 'SUMON234',
    stations: [BIRDEM],
  },
];

let fetchMock: ReturnType<typeof stubFetch>;
beforeEach(() => {
  fetchMock = stubFetch((request) => {
    const path = new URL(request.url).pathname.replace('/api/v1', '');
    if (request.method !== 'GET') return ok(STATIONS[0], 'Saved.');
    if (path === '/marketing/stations/manage') return ok(STATIONS);
    if (path === '/marketing/marketers') return ok(MARKETERS);
    return ok([]);
  });
});

const open = async () => {
  renderAppAs('admin', '/admin/stations');
  await screen.findByRole('heading', { name: 'Stations and marketers', level: 1 });
  await screen.findAllByTestId('station');
  return userEvent.setup();
};
const stationRow = (name: string) => screen.getAllByTestId('station').find((row) => row.textContent?.includes(name))!;

describe('stations and marketers', () => {
  it('when the page opens, then each station says whether it is retired and who covers it', async () => {
    await open();
    expect(within(stationRow('DMCH')).getByText('Active')).toBeTruthy();
    expect(stationRow('DMCH').textContent).toContain('Covered by: Kamal Hossain');
    expect(within(stationRow('Mitford')).getByText('Retired')).toBeTruthy();
    expect(within(stationRow('Mitford')).getByRole('button', { name: 'Restore Mitford' })).toBeTruthy();
  });

  it('when a station is added, renamed and retired, then each change is sent as the API reads it', async () => {
    const user = await open();
    await user.type(screen.getByLabelText('New station name'), '  Square Hospital ');
    await user.click(screen.getByRole('button', { name: 'Add station' }));
    await waitFor(() => expect(requestsTo(fetchMock, 'POST', /\/marketing\/stations$/)).toHaveLength(1));
    expect(await sentBody(requestsTo(fetchMock, 'POST', /\/marketing\/stations$/)[0]!)).toEqual({
      name: 'Square Hospital',
    });

    await user.click(within(stationRow('Birdem')).getByRole('button', { name: 'Rename' }));
    const name = screen.getByLabelText('New name for Birdem');
    await user.clear(name);
    await user.type(name, 'BIRDEM General');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requestsTo(fetchMock, 'PATCH', new RegExp(`/stations/${BIRDEM._id}$`))).toHaveLength(1));
    expect(await sentBody(requestsTo(fetchMock, 'PATCH', /\/stations\//)[0]!)).toEqual({ name: 'BIRDEM General' });

    await user.click(screen.getByRole('button', { name: 'Retire DMCH' }));
    await waitFor(() =>
      expect(requestsTo(fetchMock, 'POST', new RegExp(`/stations/${DMCH._id}/retire$`))).toHaveLength(1),
    );
    await user.click(screen.getByRole('button', { name: 'Restore Mitford' }));
    await waitFor(() =>
      expect(requestsTo(fetchMock, 'POST', new RegExp(`/stations/${OLD._id}/restore$`))).toHaveLength(1),
    );
  });

  it('when a station name is left empty, then nothing is sent', async () => {
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'Add station' }));
    expect(screen.getByLabelText('New station name').getAttribute('aria-invalid')).toBe('true');
    expect(requestsTo(fetchMock, 'POST', /\/marketing\/stations$/)).toEqual([]);
  });

  it("when a departed marketer's stations are taken over, then one call moves them with the ticked ones", async () => {
    const user = await open();
    const kamal = screen.getAllByTestId('marketer').find((card) => card.textContent?.includes('kamal@demo.test'))!;
    // Retired stations are not offered to a marketer who does not have them.
    expect(within(kamal).queryByRole('checkbox', { name: /Mitford/ })).toBeNull();
    expect(within(kamal).getByRole('checkbox', { name: 'DMCH' })).toHaveProperty('checked', true);
    await user.click(within(kamal).getByRole('checkbox', { name: 'Birdem' }));
    await user.selectOptions(within(kamal).getByLabelText('Take over the stations of'), 'Sumon Ahmed (Departed)');
    await user.click(within(kamal).getByRole('button', { name: 'Save the stations of Kamal Hossain' }));

    const calls = () => requestsTo(fetchMock, 'POST', /\/marketing\/marketers\/.+\/stations$/);
    await waitFor(() => expect(calls()).toHaveLength(1));
    expect(calls()[0]!.url).toContain(`/marketing/marketers/${MARKETERS[0]!._id}/stations`);
    expect(await sentBody(calls()[0]!)).toEqual({
      stationIds: [DMCH._id, BIRDEM._id],
      takeFrom: MARKETERS[1]!._id,
    });
  });

  it('when read in Bangla, then the states and actions read Bangla', async () => {
    await renderAppInBanglaAs('admin', '/admin/stations');
    await screen.findByRole('heading', { name: 'স্টেশন ও মার্কেটার', level: 1 });
    const rows = await screen.findAllByTestId('station');
    expect(within(rows[2]!).getByText('বন্ধ')).toBeTruthy();
    expect(within(rows[0]!).getByRole('button', { name: 'DMCH বন্ধ করুন' })).toBeTruthy();
    expect(screen.getByText('চলে গেছেন')).toBeTruthy();
  });
});
