import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EXPIRY_NOT_FUTURE_MESSAGE, UNIT_PRICE_MESSAGE, type StockAlerts } from '@hospital/contract/pharmacy';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@/test/axe';
import { ok, refused, requestsTo, sentBody, stubFetch } from '@/test/http';
import { renderAppAs, renderAppInBanglaAs } from '@/test/render';
import { FORMULARY, NAPA, STOCK } from '../testing/fixtures';

let fetchMock: ReturnType<typeof stubFetch>;
let answerReceive: () => Response;

const ALERTS: StockAlerts = {
  low: STOCK,
  expiring: [
    {
      batch: { _id: '65f1d0000000000000000001', batchNo: 'NP-2211' },
      medicine: STOCK[0]!.medicine,
      expiryDate: '2026-10-01',
      quantity: 30,
      expired: true,
    },
  ],
};

beforeEach(() => {
  answerReceive = () => ok(STOCK[0], 'Stock received.');
  fetchMock = stubFetch((request) => {
    const path = new URL(request.url).pathname.replace('/api/v1', '');
    if (path === '/pharmacy/stock' && request.method === 'GET') return ok(STOCK);
    if (path === '/pharmacy/stock' && request.method === 'POST') return answerReceive();
    if (path === '/pharmacy/stock/alerts') return ok(ALERTS);
    if (path === '/medicines/search') return ok(FORMULARY);
    if (request.method === 'POST') return ok(STOCK[0], 'Written off.');
    return ok([]);
  });
});

describe('the stock page', () => {
  it('when the pharmacist opens the stock, then each medicine shows on hand, low, its batches and an expired badge', async () => {
    const { container } = renderAppAs('pharmacist', '/pharmacist/stock');
    const napa = await screen.findByRole('article', { name: 'Napa 500 mg' });
    expect(within(napa).getByText('Low')).toBeTruthy();
    expect(within(napa).getByText(/On hand/).textContent).toBe('On hand: 4');
    expect(within(napa).getByText('NP-2211')).toBeTruthy();
    expect(within(napa).getByText('Expired')).toBeTruthy();
    expect(within(napa).getByText('৳ 1.25')).toBeTruthy();
    expect((within(napa).getByRole('textbox', { name: 'Reorder level' }) as HTMLInputElement).value).toBe('20');
    await expectNoAxeViolations(container);
  });

  it('when the server refuses a receipt, then each reason shows under its field exactly as the server words it', async () => {
    answerReceive = () =>
      refused(422, 'Validation failed', [
        { path: 'expiryDate', message: EXPIRY_NOT_FUTURE_MESSAGE },
        { path: 'unitPrice', message: UNIT_PRICE_MESSAGE },
      ]);
    renderAppAs('pharmacist', '/pharmacist/stock');
    const user = userEvent.setup();
    await screen.findByRole('article', { name: 'Napa 500 mg' });
    await user.type(screen.getByRole('searchbox', { name: 'Search the formulary' }), 'Napa');
    await user.click(await screen.findByRole('button', { name: /^Napa 500 mg/ }));
    await user.type(screen.getByRole('textbox', { name: 'Batch no.' }), 'NP-2401');
    await user.type(screen.getByLabelText('Expiry date'), '2026-11-01');
    await user.type(screen.getByRole('textbox', { name: 'Quantity' }), '১০০');
    await user.type(screen.getByRole('textbox', { name: 'Unit price (taka)' }), '12.555');
    await user.click(screen.getByRole('button', { name: 'Receive' }));

    const posts = () => requestsTo(fetchMock, 'POST', /\/pharmacy\/stock$/);
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(await sentBody(posts()[0]!)).toEqual({
      medicineId: NAPA._id,
      batchNo: 'NP-2401',
      expiryDate: '2026-11-01',
      quantity: '১০০',
      unitPrice: '12.555',
    });
    const expiry = screen.getByLabelText('Expiry date');
    await waitFor(() => expect(expiry.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(expiry.getAttribute('aria-describedby')!)!.textContent).toBe(
      EXPIRY_NOT_FUTURE_MESSAGE,
    );
    const price = screen.getByRole('textbox', { name: 'Unit price (taka)' });
    expect(document.getElementById(price.getAttribute('aria-describedby')!)!.textContent).toBe(UNIT_PRICE_MESSAGE);
  });

  it('when the pharmacist reads the stock in Bangla, then its labels are in Bangla', async () => {
    await renderAppInBanglaAs('pharmacist', '/pharmacist/stock');
    const napa = await screen.findByRole('article', { name: 'Napa 500 mg' });
    expect(within(napa).getByText('কম')).toBeTruthy();
    expect(within(napa).getByText('মেয়াদ শেষ')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'স্টক নিন' })).toBeTruthy();
    expect(within(napa).getByText('৳ ১.২৫')).toBeTruthy();
  });
});

describe('the alerts page', () => {
  it('when a batch has expired, then it is listed first with "Write off", which writes it off', async () => {
    const { container } = renderAppAs('pharmacist', '/pharmacist/alerts');
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: 'Write off: Napa NP-2211' });
    expect(screen.getByText(/4 on hand, reorder at 20/)).toBeTruthy();
    await expectNoAxeViolations(container);
    await user.click(button);
    await waitFor(() =>
      expect(
        requestsTo(fetchMock, 'POST', /\/pharmacy\/stock\/batches\/65f1d0000000000000000001\/write-off$/),
      ).toHaveLength(1),
    );
  });
});
