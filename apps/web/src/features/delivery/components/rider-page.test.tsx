import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HANDOVER_CODE_MISMATCH_MESSAGE, type DeliveryOrder } from '@hospital/contract/pharmacy';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@/test/axe';
import { eventStream, ok, refused, requestsTo, sentBody, stubFetch } from '@/test/http';
import { renderAppAs, renderAppInBanglaAs } from '@/test/render';

const delivery = (overrides: Partial<DeliveryOrder>): DeliveryOrder => ({
  _id: '65f1e0000000000000000001',
  orderNo: 1042,
  state: 'out',
  patientName: 'Rina Akter',
  contact: '01711000001',
  area: 'mirpur',
  address: 'House 12, Road 3, Section 6',
  landmark: 'Near the mosque',
  items: 2,
  collectTaka: 350,
  assignedAt: '2026-11-28T04:00:00.000Z',
  pickedUpAt: '2026-11-28T04:30:00.000Z',
  deliveredAt: null,
  failureReason: null,
  ...overrides,
});

const OUT = delivery({});
const PACKED = delivery({
  _id: '65f1e0000000000000000002',
  orderNo: 1043,
  state: 'packed',
  patientName: 'Jamal Uddin',
  contact: '01811000002',
  collectTaka: 0,
  pickedUpAt: null,
});
const DONE = delivery({
  _id: '65f1e0000000000000000003',
  orderNo: 1040,
  state: 'delivered',
  patientName: 'Shila Das',
  collectTaka: 0,
  deliveredAt: '2026-11-28T03:00:00.000Z',
});

let fetchMock: ReturnType<typeof stubFetch>;
let deliveries: DeliveryOrder[];
let answerDelivered: () => Response;
let sendEvent: (event: string, data: unknown) => void;

beforeEach(() => {
  deliveries = [OUT, PACKED, DONE];
  answerDelivered = () => ok({ ...OUT, state: 'delivered' }, 'Delivered.');
  fetchMock = stubFetch((request) => {
    const path = new URL(request.url).pathname.replace('/api/v1', '');
    if (path === '/pharmacy/events') return eventStream((send) => (sendEvent = send));
    if (path === '/deliveries/mine') return ok(deliveries);
    if (request.method === 'POST' && path.endsWith('/delivered')) return answerDelivered();
    if (request.method === 'POST' && path.endsWith('/picked-up')) return ok({ ...PACKED, state: 'out' }, 'Picked up.');
    if (request.method === 'POST' && path.endsWith('/failed')) return ok({ ...OUT, state: 'failed' }, 'Saved.');
    return ok([]);
  });
});

const openRider = async () => {
  const view = renderAppAs('deliveryboy', '/deliveryboy/');
  await screen.findByRole('heading', { name: 'My deliveries', level: 1 });
  await screen.findByRole('heading', { name: /M-1042/ });
  return { ...view, user: userEvent.setup() };
};
const cardOf = (number: string) => screen.getByRole('article', { name: new RegExp(number) });

describe("the rider's deliveries", () => {
  it('when the rider opens the page, then the deliveries are grouped, with what to collect and a call button to the contact', async () => {
    const { container } = await openRider();
    const groups = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(groups).toEqual(['To pick up (1)', 'On the way (1)', 'Done today (1)']);
    const out = cardOf('M-1042');
    expect(within(out).getByText('Collect ৳ 350')).toBeTruthy();
    expect(within(out).getByText('Mirpur')).toBeTruthy();
    expect(within(out).getByText('Near the mosque')).toBeTruthy();
    expect(within(out).getByRole('link', { name: 'Call Rina Akter' }).getAttribute('href')).toBe('tel:01711000001');
    const packed = cardOf('M-1043');
    expect(within(packed).getByText('Paid')).toBeTruthy();
    expect(within(packed).getByRole('button', { name: 'Picked up' })).toBeTruthy();
    expect(within(cardOf('M-1040')).queryByRole('link')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('when the rider marks a packed order picked up, then the call is sent for that order', async () => {
    const { user } = await openRider();
    await user.click(within(cardOf('M-1043')).getByRole('button', { name: 'Picked up' }));
    await waitFor(() =>
      expect(requestsTo(fetchMock, 'POST', /\/deliveries\/65f1e0000000000000000002\/picked-up$/)).toHaveLength(1),
    );
  });

  it('when the rider enters the code in Bengali digits and the cash, then both are sent; a wrong code shows the server words exactly', async () => {
    answerDelivered = () =>
      refused(422, HANDOVER_CODE_MISMATCH_MESSAGE, [{ path: '', message: HANDOVER_CODE_MISMATCH_MESSAGE }]);
    const { user, container } = await openRider();
    await user.click(within(cardOf('M-1042')).getByRole('button', { name: 'Delivered' }));
    const code = screen.getByRole('textbox', { name: "Code from the patient's SMS" });
    expect(code.getAttribute('inputmode')).toBe('numeric');
    const cash = screen.getByRole('textbox', { name: 'Cash collected (the bill is ৳ 350)' }) as HTMLInputElement;
    expect(cash.value).toBe('350');
    await user.type(code, '৪৮২১');
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Confirm delivery' }));

    const posts = () => requestsTo(fetchMock, 'POST', /\/deliveries\/65f1e0000000000000000001\/delivered$/);
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(await sentBody(posts()[0]!)).toEqual({ code: '4821', cashTaka: 350 });
    expect((await screen.findByRole('alert')).textContent).toBe('The code does not match.');
  });

  it('when the code is not 4 digits, then the contract says so under the field and nothing is sent', async () => {
    const { user } = await openRider();
    await user.click(within(cardOf('M-1042')).getByRole('button', { name: 'Delivered' }));
    await user.type(screen.getByRole('textbox', { name: "Code from the patient's SMS" }), '48');
    await user.click(screen.getByRole('button', { name: 'Confirm delivery' }));
    expect(screen.getByText("Enter the 4-digit code from the patient's SMS.")).toBeTruthy();
    expect(requestsTo(fetchMock, 'POST', /\/delivered$/)).toHaveLength(0);
  });

  it('when the order was paid online, then the form asks for no cash and sends 0', async () => {
    deliveries = [{ ...OUT, collectTaka: 0 }];
    answerDelivered = () => ok({ ...OUT, state: 'delivered' }, 'Delivered.');
    const { user } = await openRider();
    await user.click(within(cardOf('M-1042')).getByRole('button', { name: 'Delivered' }));
    expect(screen.getByText('Paid online. Collect no cash.')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: "Code from the patient's SMS" }), '4821');
    await user.click(screen.getByRole('button', { name: 'Confirm delivery' }));
    const posts = () => requestsTo(fetchMock, 'POST', /\/delivered$/);
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(await sentBody(posts()[0]!)).toEqual({ code: '4821', cashTaka: 0 });
  });

  it('when the rider could not deliver, then the reason and the note are sent', async () => {
    const { user } = await openRider();
    await user.click(within(cardOf('M-1042')).getByRole('button', { name: 'Could not deliver' }));
    await user.click(screen.getByRole('radio', { name: 'Wrong address' }));
    await user.type(
      screen.getByRole('textbox', { name: 'Note for the pharmacy (optional)' }),
      'No Road 3 in Section 6.',
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const posts = () => requestsTo(fetchMock, 'POST', /\/failed$/);
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(await sentBody(posts()[0]!)).toEqual({ reason: 'wrong_address', note: 'No Road 3 in Section 6.' });
  });

  it('when an order event arrives, then the list is read again and a new assignment shows', async () => {
    await openRider();
    await waitFor(() => expect(sendEvent).toBeDefined());
    deliveries = [
      ...deliveries,
      delivery({
        _id: '65f1e0000000000000000004',
        orderNo: 1050,
        state: 'packed',
        patientName: 'Babul Mia',
        pickedUpAt: null,
      }),
    ];
    sendEvent('order', { orderId: '65f1e0000000000000000004', state: 'packed', version: 4 });
    expect(await screen.findByRole('heading', { name: /M-1050/ })).toBeTruthy();
  });

  it('when it opens in Bangla, then the groups and the amount read in Bangla', async () => {
    renderAppInBanglaAs('deliveryboy', '/deliveryboy/');
    await screen.findByRole('heading', { name: 'আমার ডেলিভারি', level: 1 });
    expect(await screen.findByText('৳ ৩৫০ নিতে হবে')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Rina Akter-কে ফোন করুন' }).getAttribute('href')).toBe('tel:01711000001');
  });
});
