import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LINE_ALREADY_ORDERED_MESSAGE, type OrderablePrescription } from '@hospital/contract/pharmacy';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@/test/axe';
import { eventStream, ok, refused, requestsTo, sentBody, stubFetch } from '@/test/http';
import { renderAppAs, renderAppInBanglaAs, type User } from '@/test/render';
import { DELIVERY_TO_MIRPUR, LINE_A, LINE_C, makeOrder, ORDER_ID, ORDERABLE, PRESCRIPTION_ID } from '../test/orders';

let fetchMock: ReturnType<typeof stubFetch>;
let orderable: OrderablePrescription;
let answerPost: () => Response;

beforeEach(() => {
  orderable = ORDERABLE;
  answerPost = () => ok(makeOrder(), 'Your order is placed.', 201);
  fetchMock = stubFetch((request) => {
    const path = new URL(request.url).pathname.replace('/api/v1', '');
    if (path === '/pharmacy/events') return eventStream(() => undefined);
    if (path === `/pharmacy/prescriptions/${PRESCRIPTION_ID}/orderable`) return ok(orderable);
    if (request.method === 'POST' && path === '/pharmacy/orders') return answerPost();
    if (path === `/pharmacy/orders/${ORDER_ID}`) return ok(makeOrder());
    return ok([]);
  });
});

const openForm = async () => {
  const view = renderAppAs('patient', `/prescriptions/${PRESCRIPTION_ID}/order`);
  await screen.findByRole('heading', { name: 'Order medicines', level: 1 });
  return { ...view, user: userEvent.setup() };
};
/** Types `quantity` over the suggested one for `medicine`; gives back its box. */
async function typeQuantity(user: User, medicine: string, quantity: string) {
  const box = screen.getByRole('textbox', { name: `Quantity of ${medicine}` });
  await user.clear(box);
  await user.type(box, quantity);
  return box;
}

/** Chooses home delivery to Mirpur, at `address`. */
async function deliverToMirpur(user: User, address: string) {
  await user.click(screen.getByRole('radio', { name: 'Home delivery' }));
  await user.selectOptions(screen.getByRole('combobox', { name: 'Area' }), 'Mirpur');
  await user.type(screen.getByRole('textbox', { name: 'Address' }), address);
}

const orderPosts = () => requestsTo(fetchMock, 'POST', /\/pharmacy\/orders$/);

describe('the medicine order form', () => {
  it('when a line is already ordered, then it is shown disabled with "Already ordered" and cannot be ticked', async () => {
    const { container } = await openForm();
    const seclo = screen.getByRole('checkbox', { name: 'Seclo 20 mg' }) as HTMLInputElement;
    expect(seclo.disabled).toBe(true);
    expect(seclo.checked).toBe(false);
    expect(seclo.closest('li')!.textContent).toContain('Already ordered');
    expect(screen.queryByRole('textbox', { name: 'Quantity of Seclo 20 mg' })).toBeNull();
    // The others start ticked at their suggested quantity, with the dose beside them.
    expect((screen.getByRole('checkbox', { name: 'Napa 500 mg' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('textbox', { name: 'Quantity of Napa 500 mg' }) as HTMLInputElement).value).toBe('14');
    expect(screen.getByText('1+0+1, after food, 7 days')).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('when the patient orders for delivery with a quantity in Bengali digits, then the body carries the lines, the address and the payment, and the order page opens', async () => {
    const { user, router, container } = await openForm();
    await typeQuantity(user, 'Napa 500 mg', '২০');
    await deliverToMirpur(user, 'House 12, Road 3, Section 6');
    await user.type(screen.getByRole('textbox', { name: 'Landmark (optional)' }), 'Near the mosque');
    expect((screen.getByRole('textbox', { name: 'Contact number' }) as HTMLInputElement).value).toBe('01711000001');
    expect(screen.getByRole('radio', { name: 'Cash on delivery' })).toBeTruthy();
    expect(screen.getByText('You pay the bill once the pharmacist has filled your order.')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Pay online' }));
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Place order' }));

    await waitFor(() => expect(orderPosts()).toHaveLength(1));
    expect(await sentBody(orderPosts()[0]!)).toEqual({
      prescriptionId: PRESCRIPTION_ID,
      lines: [
        { lineId: LINE_A, quantity: 20 },
        { lineId: LINE_C, quantity: 1 },
      ],
      fulfilment: DELIVERY_TO_MIRPUR,
      paymentMethod: 'online',
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/pharmacy-orders/${ORDER_ID}`));
  });

  it('when the patient unticks a line and picks up at the counter paying cash, then only the ticked line is sent', async () => {
    const { user } = await openForm();
    await user.click(screen.getByRole('checkbox', { name: 'Histacin syrup' }));
    await user.click(screen.getByRole('radio', { name: 'Pick up at the hospital pharmacy' }));
    await user.click(screen.getByRole('radio', { name: 'Pay at the counter' }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(orderPosts()).toHaveLength(1));
    expect(await sentBody(orderPosts()[0]!)).toEqual({
      prescriptionId: PRESCRIPTION_ID,
      lines: [{ lineId: LINE_A, quantity: 14 }],
      fulfilment: { kind: 'pickup' },
      paymentMethod: 'cash',
    });
  });

  it('when online payment is off, then only cash is offered, already chosen', async () => {
    orderable = { ...ORDERABLE, onlinePayment: false };
    await openForm();
    expect(screen.queryByRole('radio', { name: 'Pay online' })).toBeNull();
    expect((screen.getByRole('radio', { name: 'Pay at the counter' }) as HTMLInputElement).checked).toBe(true);
  });

  it('when a quantity is out of range or the address is too short, then the contract says so under the field and nothing is sent', async () => {
    const { user } = await openForm();
    const napa = await typeQuantity(user, 'Napa 500 mg', '0');
    await deliverToMirpur(user, 'Hse');
    await user.click(screen.getByRole('radio', { name: 'Pay online' }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(napa.getAttribute('aria-invalid')).toBe('true');
    expect(within(napa.closest('li')!).getByText('A quantity is 1 to 1000.')).toBeTruthy();
    expect(screen.getByText('Write the address in 5 to 300 characters.')).toBeTruthy();
    expect(orderPosts()).toHaveLength(0);
  });

  it('when the server refuses, then its messages show exactly: under the field its path names, or above the button', async () => {
    answerPost = () =>
      refused(422, 'Validation failed.', [
        { path: 'fulfilment.address', message: 'Write the address in 5 to 300 characters.' },
      ]);
    const { user } = await openForm();
    await deliverToMirpur(user, 'House 12');
    await user.click(screen.getByRole('radio', { name: 'Cash on delivery' }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    const address = screen.getByRole('textbox', { name: 'Address' });
    await waitFor(() => expect(address.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Write the address in 5 to 300 characters.')).toBeTruthy();

    answerPost = () =>
      refused(409, LINE_ALREADY_ORDERED_MESSAGE, [{ path: '', message: LINE_ALREADY_ORDERED_MESSAGE }]);
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect((await screen.findByRole('alert')).textContent).toBe(LINE_ALREADY_ORDERED_MESSAGE);
  });

  it('when every line is already ordered, then the page says so and offers no form', async () => {
    orderable = { ...ORDERABLE, lines: ORDERABLE.lines.map((line) => ({ ...line, ordered: true })) };
    await openForm();
    expect(
      screen.getByText('Every medicine on this prescription is already ordered. Your orders are on your page.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Place order' })).toBeNull();
  });

  it('when pickup or delivery is not chosen, then the contract asks for it and nothing is sent', async () => {
    const { user } = await openForm();
    await user.click(screen.getByRole('radio', { name: 'Pay online' }));
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    expect(screen.getByText('Choose pickup at the hospital pharmacy or home delivery.')).toBeTruthy();
    expect(orderPosts()).toHaveLength(0);
  });

  it('when it opens in Bangla, then the medicines, the areas and the payment read in Bangla', async () => {
    renderAppInBanglaAs('patient', `/prescriptions/${PRESCRIPTION_ID}/order`);
    await screen.findByRole('heading', { name: 'ওষুধ অর্ডার করুন', level: 1 });
    expect((screen.getByRole('textbox', { name: 'Napa 500 mg কয়টা' }) as HTMLInputElement).value).toBe('১৪');
    expect(screen.getByText('আগেই অর্ডার করা হয়েছে')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('radio', { name: 'বাসায় পৌঁছে দিন' }));
    expect(screen.getByRole('option', { name: 'মিরপুর' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'ক্যাশ অন ডেলিভারি' })).toBeTruthy();
  });
});
