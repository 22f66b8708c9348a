import { screen, within } from '@testing-library/react';
import type { PharmacyOrderSummary } from '@hospital/contract/pharmacy';
import { beforeEach, describe, expect, it } from 'vitest';
import { eventStream, ok, stubFetch } from '@/test/http';
import { renderAppAs } from '@/test/render';
import { ORDER_ID } from '../test/orders';

const SUMMARY: PharmacyOrderSummary = {
  _id: ORDER_ID,
  orderNo: 1042,
  state: 'out',
  version: 4,
  createdAt: '2026-11-27T05:00:00.000Z',
  patient: { _id: '65f1a0000000000000000009', name: 'Rina Akter' },
  fulfilment: 'delivery',
  area: 'mirpur',
  paymentMethod: 'cash',
  paymentStatus: 'unpaid',
  items: 2,
  totalTaka: 17,
  rider: null,
};

let mine: PharmacyOrderSummary[];

beforeEach(() => {
  mine = [SUMMARY];
  stubFetch((request) => {
    const path = new URL(request.url).pathname.replace('/api/v1', '');
    if (path === '/pharmacy/events') return eventStream(() => undefined);
    if (path === '/pharmacy/orders/mine') return ok(mine);
    return ok([]);
  });
});

describe("the patient's medicine orders", () => {
  it("when the account has ordered, then the patient's page lists each order linking to its page", async () => {
    renderAppAs('patient', '/patient/');
    const section = await screen.findByRole('region', { name: 'Medicine orders' });
    const link = within(section).getByRole('link', { name: /M-1042/ });
    expect(link.getAttribute('href')).toBe(`/pharmacy-orders/${ORDER_ID}`);
    expect(link.textContent).toContain('2 medicines');
    expect(link.textContent).toContain('৳ 17');
  });

  it('when the account never ordered, then the page has no medicine orders part', async () => {
    mine = [];
    renderAppAs('patient', '/patient/');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Medicine orders' })).toBeNull();
  });
});
