import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PharmacyOrder } from '@hospital/contract/pharmacy';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { siteConfig } from '@/config/site';
import { expectNoAxeViolations } from '@/test/axe';
import { eventStream, ok, requestsTo, sentBody, stubFetch } from '@/test/http';
import { renderAppAs, renderAppInBanglaAs } from '@/test/render';
import { leaveFor } from '../utils/leave-for';
import { filledOrder, makeOrder, ORDER_ID } from '../test/orders';

vi.mock('../utils/leave-for', () => ({ leaveFor: vi.fn() }));

let fetchMock: ReturnType<typeof stubFetch>;
let order: PharmacyOrder;
let sendEvent: (event: string, data: unknown) => void;

beforeEach(() => {
  vi.mocked(leaveFor).mockClear();
  order = makeOrder();
  fetchMock = stubFetch((request) => {
    const path = new URL(request.url).pathname.replace('/api/v1', '');
    if (path === '/pharmacy/events') {
      return eventStream((send) => {
        sendEvent = send;
      });
    }
    if (request.method === 'POST' && path === `/payments/init-order/${ORDER_ID}`) {
      return ok({ url: 'https://pay.example.com/session/1' }, 'Payment page ready.');
    }
    if (request.method === 'POST' && path === `/pharmacy/orders/${ORDER_ID}/cancel`) {
      order = makeOrder({
        state: 'cancelled',
        canCancel: false,
        times: { ...order.times, cancelledAt: '2026-11-27T05:10:00.000Z' },
      });
      return ok(order, 'Your order is cancelled.');
    }
    if (request.method === 'POST' && path === `/pharmacy/orders/${ORDER_ID}/payment-method`) {
      order = makeOrder({ paymentMethod: 'cash' });
      return ok(order, 'You will pay in cash.');
    }
    if (path === `/pharmacy/orders/${ORDER_ID}`) return ok(order);
    return ok([]);
  });
});

const openOrder = async (query = '') => {
  const view = renderAppAs('patient', `/pharmacy-orders/${ORDER_ID}${query}`);
  await screen.findByRole('heading', { name: 'Order M-1042', level: 1 });
  return { ...view, user: userEvent.setup() };
};

describe("the patient's order page", () => {
  it('when the order is received, then the first step is current, the delivery details and the hotline show, and no code', async () => {
    const { container } = await openOrder();
    const steps = screen.getByRole('list', { name: 'Order progress' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual(['1Received', '2Filled', '3Packed', '4On the way', '5Delivered']);
    expect(within(steps).getByText('Received').closest('li')!.getAttribute('aria-current')).toBe('step');
    expect(screen.getByText('Mirpur')).toBeTruthy();
    expect(screen.getByText('Near the mosque')).toBeTruthy();
    expect(
      screen.getByText('You will pay online once the pharmacist has filled your order and the bill is ready.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: siteConfig.hotline }).getAttribute('href')).toBe(siteConfig.hotlineHref);
    expect(siteConfig.hotlineHref).toMatch(/^tel:/);
    expect(screen.queryByText(/Give this code to the rider/)).toBeNull();
    expect(screen.queryByRole('button', { name: /online$/ })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('when the order is billed and unpaid online, then "Pay ৳ 17 online" asks for a payment page and goes to it', async () => {
    order = filledOrder();
    const { user, container } = await openOrder();
    expect(screen.getByText('Given: Napa 500 mg')).toBeTruthy();
    expect(screen.getByText('Not given: Out of stock')).toBeTruthy();
    expect(within(screen.getByRole('table')).getByText('৳ 17')).toBeTruthy();
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Pay ৳ 17 online' }));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith('https://pay.example.com/session/1'));
    expect(requestsTo(fetchMock, 'POST', /\/payments\/init-order\//)).toHaveLength(1);
  });

  it('when the gateway sends the patient back with ?payment=failed, then a short notice says so', async () => {
    order = filledOrder();
    await openOrder('?payment=failed');
    expect(screen.getByText('The payment did not go through. You can try again.')).toBeTruthy();
  });

  it('when the patient switches to cash before the order leaves, then the new method is sent and shown', async () => {
    const { user } = await openOrder();
    await user.click(screen.getByRole('button', { name: 'Pay cash on delivery instead' }));
    const posts = () => requestsTo(fetchMock, 'POST', /\/payment-method$/);
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(await sentBody(posts()[0]!)).toEqual({ paymentMethod: 'cash' });
    expect(await screen.findByText('You pay the rider in cash when the medicines arrive.')).toBeTruthy();
  });

  it('when the patient cancels and confirms, then the cancel is sent and the page says the order is cancelled', async () => {
    const { user } = await openOrder();
    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    expect(requestsTo(fetchMock, 'POST', /\/cancel$/)).toHaveLength(0);
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order M-1042?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
    await waitFor(() =>
      expect(requestsTo(fetchMock, 'POST', /\/pharmacy\/orders\/[0-9a-f]+\/cancel$/)).toHaveLength(1),
    );
    expect(await screen.findByText('You cancelled this order.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it('when the order is out, then the handover code shows in large digits; once delivered it is gone', async () => {
    order = filledOrder({
      state: 'out',
      canPayOnline: false,
      handoverCode: '4821',
      rider: { _id: '65f1a0000000000000000077', name: 'Rafiq' },
    });
    await openOrder();
    expect(screen.getByText(/Give this code to the rider:/).textContent).toBe('Give this code to the rider: 4821');
    expect(screen.getByText('Rafiq')).toBeTruthy();

    order = filledOrder({
      state: 'delivered',
      canPayOnline: false,
      handoverCode: null,
      paymentStatus: 'paid',
      paidVia: 'cash',
    });
    sendEvent('order', { orderId: ORDER_ID, state: 'delivered', version: 5 });
    await waitFor(() => expect(screen.queryByText(/Give this code to the rider/)).toBeNull());
    expect(screen.getByText('Paid in cash.')).toBeTruthy();
  });

  it('when an order event arrives on the stream, then the page reads the order again and shows its new state', async () => {
    await openOrder();
    const gets = () => requestsTo(fetchMock, 'GET', new RegExp(`/pharmacy/orders/${ORDER_ID}$`)).length;
    await waitFor(() => expect(sendEvent).toBeDefined());
    const before = gets();
    order = filledOrder({
      state: 'refused',
      canPayOnline: false,
      refusalReason: 'The prescription is older than six months.',
    });
    sendEvent('order', { orderId: ORDER_ID, state: 'refused', version: 3 });
    expect(await screen.findByText('The pharmacy could not fill this order.')).toBeTruthy();
    expect(screen.getByText('The prescription is older than six months.')).toBeTruthy();
    expect(gets()).toBeGreaterThan(before);
  });

  it('when it opens in Bangla, then the steps, the code and the amount read in Bangla', async () => {
    order = filledOrder({ state: 'out', canPayOnline: false, handoverCode: '4821' });
    renderAppInBanglaAs('patient', `/pharmacy-orders/${ORDER_ID}`);
    await screen.findByRole('heading', { name: 'অর্ডার M-1042', level: 1 });
    expect(screen.getByTestId('handover-code').textContent).toBe('৪৮২১');
    expect(screen.getByText('পথে আছে', { selector: 'ol span' })).toBeTruthy();
    expect(screen.getByText('৳ ১৭')).toBeTruthy();
  });
});
