import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notEnoughStockMessage, type PharmacyOrder } from '@hospital/contract/pharmacy';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '@/test/axe';
import { eventStream, ok, refused, requestsTo, sentBody, stubFetch } from '@/test/http';
import { renderAppAs, renderAppInBanglaAs } from '@/test/render';
import {
  ACE,
  FEXO,
  FILLED,
  FORMULARY,
  LINE_FEXO,
  LINE_NAPA,
  LINE_SECLO,
  ORDER_ID,
  PRESCRIPTION,
  RECEIVED,
} from '../testing/fixtures';

let fetchMock: ReturnType<typeof stubFetch>;
let order: PharmacyOrder;
let answerFill: () => Response;

beforeEach(() => {
  order = RECEIVED;
  answerFill = () => ok(FILLED, 'Filled.');
  fetchMock = stubFetch((request) => {
    const path = new URL(request.url).pathname.replace('/api/v1', '');
    if (path === '/pharmacy/events') return eventStream(() => undefined);
    if (path === `/pharmacy/orders/${ORDER_ID}` && request.method === 'GET') return ok(order);
    if (path === `/prescriptions/${PRESCRIPTION._id}`) return ok(PRESCRIPTION);
    if (path === '/medicines/search') return ok(FORMULARY);
    if (path.endsWith('/fill')) return answerFill();
    if (request.method === 'POST') return ok(order, 'Saved.');
    return ok([]);
  });
});

const openOrder = async () => {
  const view = renderAppAs('pharmacist', `/pharmacist/orders/${ORDER_ID}`);
  await screen.findByRole('heading', { name: 'M-1042', level: 1 });
  return view;
};
const lineGroup = (name: string) => screen.getByRole('group', { name: `What to do with ${name}` });

describe('filling an order', () => {
  it('when the pharmacist substitutes one line, marks one missing and part-fills one, then the fill sends exactly that', async () => {
    const { container } = await openOrder();
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Fill the order' });
    await expectNoAxeViolations(container);

    await user.click(within(lineGroup('Napa 500 mg')).getByRole('button', { name: 'Substitute' }));
    // Only the same generic and strength is offered: not Napa itself, not Napa Extend 665 mg, not Fexo.
    const ace = await screen.findByRole('button', { name: 'Choose Ace 500 MG' });
    const offers = screen
      .getAllByRole('button', { name: /^Choose / })
      .map((button) => button.getAttribute('aria-label'));
    expect(offers).toEqual(['Choose Ace 500 MG']);
    await user.click(ace);
    await user.type(screen.getByRole('textbox', { name: 'Why substitute' }), 'Napa is out of stock');

    await user.click(within(lineGroup('Seclo 20 mg')).getByRole('button', { name: 'Missing' }));
    await user.type(screen.getByRole('textbox', { name: 'What is missing' }), 'Out of stock');

    const fexo = screen.getByRole('textbox', { name: 'Quantity (Fexo 120 mg)' });
    await user.clear(fexo);
    await user.type(fexo, '6');
    await user.click(screen.getByRole('button', { name: 'Fill the order' }));

    const fills = () => requestsTo(fetchMock, 'POST', new RegExp(`/pharmacy/orders/${ORDER_ID}/fill$`));
    await waitFor(() => expect(fills()).toHaveLength(1));
    expect(await sentBody(fills()[0]!)).toEqual({
      lines: [
        { lineId: LINE_NAPA, medicineId: ACE._id, quantity: 10, substitutionReason: 'Napa is out of stock' },
        { lineId: LINE_SECLO, missing: 'Out of stock' },
        { lineId: LINE_FEXO, medicineId: FEXO._id, quantity: 6 },
      ],
    });
  });

  it('when the server refuses the fill, then its sentence is shown exactly', async () => {
    answerFill = () => refused(409, notEnoughStockMessage('Napa', 4));
    await openOrder();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Fill the order' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Not enough stock of Napa: 4 on hand.');
  });

  it('when a substitute reason is too short, then the contract says so under the line and nothing is sent', async () => {
    await openOrder();
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Fill the order' });
    await user.click(within(lineGroup('Napa 500 mg')).getByRole('button', { name: 'Substitute' }));
    await user.click(await screen.findByRole('button', { name: 'Choose Ace 500 MG' }));
    await user.type(screen.getByRole('textbox', { name: 'Why substitute' }), 'no');
    await user.click(screen.getByRole('button', { name: 'Fill the order' }));
    expect(await screen.findByText('Say why you substitute, in 3 to 200 characters.')).toBeTruthy();
    expect(requestsTo(fetchMock, 'POST', /\/fill$/)).toHaveLength(0);
  });
});

describe('a filled order', () => {
  it('when the order is filled, then the bill, the reasons and one label per filled line show, and it can be made ready', async () => {
    order = FILLED;
    const { container } = await openOrder();
    const user = userEvent.setup();
    const bill = await screen.findByRole('table', { name: 'Bill' });
    expect(within(bill).getByText('৳ 62.25')).toBeTruthy();
    expect(within(bill).getByText('-৳ 0.25')).toBeTruthy();
    expect(within(bill).getByText('৳ 62')).toBeTruthy();
    expect(screen.getByText('Ace 500 MG instead of Napa 500 mg: Napa is out of stock')).toBeTruthy();
    expect(screen.getByText('Seclo 20 mg missing: Out of stock')).toBeTruthy();
    const labels = screen.getAllByTestId('medicine-label');
    expect(labels).toHaveLength(2);
    expect(labels[0]!.textContent).toContain('Rina Akter');
    expect(labels[0]!.textContent).toContain('M-1042');
    expect(labels[0]!.textContent).toContain('1+0+1, after food, 5 days');
    await user.click(screen.getByRole('button', { name: 'Bangla' }));
    expect(screen.getAllByTestId('medicine-label')[0]!.textContent).toContain('১+০+১, খাবারের পরে, ৫ দিন');
    await expectNoAxeViolations(container);

    await user.click(screen.getByRole('button', { name: 'Ready for pickup' }));
    await waitFor(() => expect(requestsTo(fetchMock, 'POST', /\/ready$/)).toHaveLength(1));
  });

  it('when an unpaid pickup order is handed over, then the pharmacist is asked to collect the total in cash first', async () => {
    order = { ...FILLED, state: 'ready' };
    await openOrder();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Handed over' }));
    expect(screen.getByText('Collect ৳ 62 in cash.')).toBeTruthy();
    expect(requestsTo(fetchMock, 'POST', /\/handover$/)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Collected, hand over' }));
    await waitFor(() => expect(requestsTo(fetchMock, 'POST', /\/handover$/)).toHaveLength(1));
  });
});

describe('in Bangla', () => {
  it('when the pharmacist reads an order in Bangla, then the fill form, the prescription and the state are in Bangla', async () => {
    await renderAppInBanglaAs('pharmacist', `/pharmacist/orders/${ORDER_ID}`);
    await screen.findByRole('heading', { name: 'অর্ডারের ওষুধ দিন' });
    expect(screen.getByText('অর্ডার এসেছে')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'প্রেসক্রিপশন' })).toBeTruthy();
    expect(screen.getAllByText('১+০+১, খাবারের পরে, ৫ দিন')).toHaveLength(3);
    const napa = screen.getByRole('group', { name: 'Napa 500 mg নিয়ে কী করবেন' });
    expect(within(napa).getByRole('button', { name: 'বিকল্প' })).toBeTruthy();
    expect(within(napa).getByRole('button', { name: 'নেই' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ওষুধ দেওয়া শেষ করুন' })).toBeTruthy();
  });
});
