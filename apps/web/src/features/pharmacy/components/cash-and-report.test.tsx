import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CashClose, CashOwed, PharmacyDayReport } from '@hospital/contract/pharmacy';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@/test/axe';
import { ok, requestsTo, sentBody, stubFetch } from '@/test/http';
import { renderAppAs } from '@/test/render';
import { summary } from '../testing/fixtures';

const RIDER = { _id: '65f1b0000000000000000009', name: 'Sohel Rana' };
const OWED: CashOwed[] = [
  {
    rider: RIDER,
    orders: [
      { _id: '65f1e0000000000000000002', orderNo: 1043, totalTaka: 350, deliveredAt: '2026-11-28T05:00:00.000Z' },
      { _id: '65f1e0000000000000000004', orderNo: 1045, totalTaka: 150, deliveredAt: '2026-11-28T05:30:00.000Z' },
    ],
    expectedTaka: 500,
  },
];
const CLOSE: CashClose = {
  _id: '65f1c1000000000000000001',
  rider: RIDER,
  closedBy: { _id: '65f1b0000000000000000010', name: 'Anwar Hossain' },
  expectedTaka: 500,
  countedTaka: 480,
  differenceTaka: -20,
  note: 'Short by 20',
  orderCount: 2,
  createdAt: '2026-11-28T06:00:00.000Z',
};
const REPORT: PharmacyDayReport = {
  date: '2026-11-28',
  orders: [summary({ totalTaka: 62, state: 'collected' })],
  sales: [{ paidVia: 'cash', orders: 1, totalTaka: 62 }],
  counterCashTaka: 62,
  riders: [{ rider: RIDER, delivered: 2, failed: 0, cashTaka: 500, closedTaka: 480 }],
  movements: [],
};
const CSV = 'paid_via,orders,total_taka\ncash,1,62\n';

let fetchMock: ReturnType<typeof stubFetch>;
let owed: CashOwed[];

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-28T06:00:00Z'), toFake: ['Date'] });
  owed = OWED;
  fetchMock = stubFetch((request) => {
    const path = new URL(request.url).pathname.replace('/api/v1', '');
    if (path === '/pharmacy/cash') return ok(owed);
    if (path === '/pharmacy/cash/close') {
      owed = [];
      return ok(CLOSE, 'Cash closed.');
    }
    if (path === '/pharmacy/reports/day.csv')
      return new Response(CSV, { headers: { 'content-type': 'text/csv; charset=utf-8' } });
    if (path === '/pharmacy/reports/day') return ok(REPORT);
    return ok([]);
  });
});

afterEach(() => vi.restoreAllMocks());

describe("the riders' cash", () => {
  it('when the pharmacist closes a rider with what was counted, then the close is sent and the difference is shown', async () => {
    const { container } = renderAppAs('pharmacist', '/pharmacist/cash');
    const user = userEvent.setup();
    const rider = await screen.findByRole('region', { name: 'Sohel Rana' });
    expect(within(rider).getByText(/Expected: ৳ 500 · 2 orders/)).toBeTruthy();
    expect(within(rider).getByText(/M-1043/)).toBeTruthy();
    await expectNoAxeViolations(container);
    await user.type(within(rider).getByRole('textbox', { name: 'Counted (taka)' }), '480');
    await user.type(within(rider).getByRole('textbox', { name: 'Note' }), 'Short by 20');
    await user.click(within(rider).getByRole('button', { name: 'Close' }));

    const closes = () => requestsTo(fetchMock, 'POST', /\/pharmacy\/cash\/close$/);
    await waitFor(() => expect(closes()).toHaveLength(1));
    expect(await sentBody(closes()[0]!)).toEqual({ riderId: RIDER._id, countedTaka: '480', note: 'Short by 20' });
    expect(
      (await screen.findByText(/Closed 2 orders: expected ৳ 500, counted ৳ 480, difference -৳ 20\./)).textContent,
    ).toBe('Sohel Rana: Closed 2 orders: expected ৳ 500, counted ৳ 480, difference -৳ 20.');
  });
});

describe('the day report', () => {
  it('when the pharmacist downloads a section, then the CSV of that day and section is fetched with the session and saved', async () => {
    const saved: { name: string }[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:csv');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download });
    });
    const { container } = renderAppAs('pharmacist', '/pharmacist/reports');
    const user = userEvent.setup();
    const sales = await screen.findByRole('region', { name: 'Sales by payment' });
    expect(within(sales).getByText('Cash at the counter: ৳ 62')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Stock movements' }).textContent).toContain('Nothing found.');
    await expectNoAxeViolations(container);
    await user.click(within(sales).getByRole('button', { name: 'Download CSV of Sales by payment' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('pharmacy-sales-2026-11-28.csv');
    const [csvRequest] = requestsTo(fetchMock, 'GET', /\/pharmacy\/reports\/day\.csv$/);
    expect(csvRequest!.headers.get('authorization')).toBeTruthy();
    const params = new URL(csvRequest!.url).searchParams;
    expect([params.get('date'), params.get('section')]).toEqual(['2026-11-28', 'sales']);
  });
});
