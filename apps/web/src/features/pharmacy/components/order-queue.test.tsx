import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@/test/axe';
import { eventStream, ok, requestsTo, stubFetch } from '@/test/http';
import { renderAppAs, renderAppInBanglaAs } from '@/test/render';
import { ORDER_ID, summary } from '../testing/fixtures';
import type { PharmacyOrderSummary } from '@hospital/contract/pharmacy';

let fetchMock: ReturnType<typeof stubFetch>;
let orders: PharmacyOrderSummary[];
let sendEvent: (event: string, data: unknown) => void;

const DELIVERY = summary({
  _id: '65f1e0000000000000000002',
  orderNo: 1043,
  state: 'packed',
  patient: { _id: '65f1b0000000000000000002', name: 'Jamal Uddin' },
  fulfilment: 'delivery',
  area: 'mirpur',
  paymentMethod: 'online',
  paymentStatus: 'paid',
  items: 2,
  totalTaka: 350,
  rider: { _id: '65f1b0000000000000000009', name: 'Sohel Rana' },
});

beforeEach(() => {
  orders = [summary({}), DELIVERY];
  fetchMock = stubFetch((request) => {
    const path = new URL(request.url).pathname.replace('/api/v1', '');
    if (path === '/pharmacy/events') return eventStream((send) => (sendEvent = send));
    if (path === '/pharmacy/orders') return ok(orders);
    return ok([]);
  });
});

const orderLists = () => requestsTo(fetchMock, 'GET', /\/pharmacy\/orders$/);

describe("the pharmacist's queue", () => {
  it('when the pharmacist opens the queue, then each order shows its number, patient, fulfilment, payment, state, items and total', async () => {
    const { container } = renderAppAs('pharmacist', '/pharmacist/');
    const first = await screen.findByRole('link', { name: /M-1042/ });
    expect(within(first).getByText('Rina Akter')).toBeTruthy();
    expect(within(first).getByText('Received')).toBeTruthy();
    expect(within(first).getByText(/Pickup at the counter/)).toBeTruthy();
    expect(within(first).getByText('Not billed yet')).toBeTruthy();
    expect(first.getAttribute('href')).toBe(`/pharmacist/orders/${ORDER_ID}`);
    const second = screen.getByRole('link', { name: /M-1043/ });
    expect(within(second).getByText(/Delivery to Mirpur/)).toBeTruthy();
    expect(within(second).getByText(/Paid online/)).toBeTruthy();
    expect(within(second).getByText('Packed for delivery')).toBeTruthy();
    expect(within(second).getByText('৳ 350')).toBeTruthy();
    expect(within(second).getByText(/2 items/)).toBeTruthy();
    expect(within(second).getByText(/Rider: Sohel Rana/)).toBeTruthy();
    expect(new URL(orderLists()[0]!.url).searchParams.get('view')).toBe('open');
    for (const page of ['Stock', 'Alerts', "Riders' cash", 'Day report'])
      expect(
        within(screen.getByRole('navigation', { name: 'Pharmacy pages' })).getByRole('link', { name: page }),
      ).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('when a new order arrives on the event stream, then the queue is read again and shows it without a reload', async () => {
    renderAppAs('pharmacist', '/pharmacist/');
    await screen.findByRole('link', { name: /M-1042/ });
    orders = [...orders, summary({ _id: '65f1e0000000000000000003', orderNo: 1044 })];
    await waitFor(() => expect(sendEvent).toBeTypeOf('function'));
    sendEvent('order', { orderId: '65f1e0000000000000000003', state: 'received', version: 1 });
    expect(await screen.findByRole('link', { name: /M-1044/ })).toBeTruthy();
  });

  it('when the pharmacist picks Today, then the list asks for today', async () => {
    renderAppAs('pharmacist', '/pharmacist/');
    await screen.findByRole('link', { name: /M-1042/ });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Today' }));
    await waitFor(() =>
      expect(orderLists().some((request) => new URL(request.url).searchParams.get('view') === 'today')).toBe(true),
    );
  });

  it('when the pharmacist reads in Bangla, then the queue is in Bangla', async () => {
    await renderAppInBanglaAs('pharmacist', '/pharmacist/');
    const first = await screen.findByRole('link', { name: /M-1042/ });
    expect(screen.getByRole('heading', { name: 'ওষুধের অর্ডার', level: 1 })).toBeTruthy();
    expect(within(first).getByText('অর্ডার এসেছে')).toBeTruthy();
    expect(within(first).getByText(/কাউন্টার থেকে নেবেন/)).toBeTruthy();
    expect(within(first).getByText('এখনো বিল হয়নি')).toBeTruthy();
    expect(within(screen.getByRole('link', { name: /M-1043/ })).getByText('৳ ৩৫০')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'চলমান' })).toBeTruthy();
  });

  it('when a patient opens the pharmacy, then they are told it is not for them and nothing is fetched', async () => {
    renderAppAs('patient', '/pharmacist/');
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(orderLists()).toHaveLength(0);
  });
});
