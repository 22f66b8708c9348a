import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeDeskAppointment } from '@/test/factories';
import { setRuntimeSettings } from '@/test/runtime-settings';
import { CONTACT_REVEAL_MS } from '../hooks/use-timed-reveal';
import type { DeskRole } from '../types';
import { AppointmentCard } from './appointment-card';

vi.mock('@/config/runtime-settings', () => import('@/test/runtime-settings'));

function renderCard(role: DeskRole, overrides: Parameters<typeof makeDeskAppointment>[0] = {}) {
  const appointment = makeDeskAppointment(overrides);
  // The prescription feature's actions stand in as one button, offered where it would offer them (a done visit).
  const handlers = {
    onMarkDone: vi.fn(),
    onOpen: vi.fn(),
    renderPrescription: vi.fn((visit: typeof appointment) =>
      visit.status === 'done' ? <button type="button">Write Prescription</button> : null,
    ),
  };
  render(<AppointmentCard appointment={appointment} role={role} {...handlers} />);
  const card = screen.getByRole('article');
  const buttonNames = () =>
    within(card)
      .queryAllByRole('button')
      .map((button) => button.textContent);
  return { appointment, card, buttonNames, ...handlers };
}

describe('appointment card (docs/product-spec.md §2)', () => {
  it('when it renders, then it shows serial, patient and age, doctor, fee in taka, payment, method cut to 8 characters and date', () => {
    const { card } = renderCard('attendant', {
      serialNo: 7,
      isFollowup: true,
      consultationFee: 1500,
      paymentStatus: 'failed',
    });
    for (const text of [
      '7',
      'Sadia Islam',
      '27 yrs',
      'Followup',
      'Dr. Tanvir Ahmed',
      '৳1,500',
      'failed',
      'hospital',
      '22 Nov 2026',
    ]) {
      expect(within(card).getByText(text)).toBeTruthy();
    }
    expect(within(card).queryByText('hospital visit')).toBeNull();
  });

  it('when the doctor is on leave that day, then the desk sees it and can open the cancel dialog from the notice', () => {
    const { card, onOpen, appointment } = renderCard('attendant', { doctorOnLeave: true });
    expect(within(card).getByText('Doctor on leave')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Cancel this appointment' }));
    expect(onOpen).toHaveBeenCalledWith('cancel', appointment);
  });

  it("when a doctor sees their own appointment on a leave day, then the notice shows without the desk's cancel", () => {
    const { card, buttonNames } = renderCard('doctor', { doctorOnLeave: true });
    expect(within(card).getByText('Doctor on leave')).toBeTruthy();
    expect(buttonNames()).not.toContain('Cancel this appointment');
  });

  it('when the appointment on a leave day is already done, then no notice shows', () => {
    expect(
      within(renderCard('attendant', { doctorOnLeave: true, status: 'done' }).card).queryByText('Doctor on leave'),
    ).toBeNull();
  });

  it('when an attendant sees a pending unpaid appointment, then Cancel, Call Log and Paid are offered and no doctor actions', () => {
    const { buttonNames } = renderCard('attendant');
    expect(buttonNames()).toEqual(expect.arrayContaining(['Cancel', 'Call Log', 'Paid']));
    expect(buttonNames()).not.toContain('Write Prescription');
    expect(buttonNames()).not.toContain('Records');
  });

  it('when the appointment is already paid, then Paid is not offered', () => {
    const { buttonNames } = renderCard('admin', { paymentStatus: 'paid' });
    expect(buttonNames()).toEqual(expect.arrayContaining(['Cancel', 'Call Log']));
    expect(buttonNames()).not.toContain('Paid');
  });

  it.each(['done', 'cancelled'] as const)(
    'when the appointment is %s, then the desk gets no actions at all',
    (status) => {
      const { card, buttonNames } = renderCard('attendant', { status });
      expect(buttonNames().filter((name) => name !== 'Show contact')).toEqual([]);
      expect(within(card).getByText(status)).toBeTruthy();
    },
  );

  it('when a doctor sees a done appointment, then Write Prescription and Records are offered and the brief shows', () => {
    const { card, buttonNames, renderPrescription, onOpen, appointment } = renderCard('doctor', { status: 'done' });
    expect(buttonNames()).toEqual(expect.arrayContaining(['Write Prescription', 'Records']));
    expect(buttonNames()).not.toContain('Cancel');
    expect(within(card).getByText('Fever for three days.')).toBeTruthy();
    expect(renderPrescription).toHaveBeenCalledWith(appointment);
    fireEvent.click(within(card).getByRole('button', { name: 'Records' }));
    expect(onOpen).toHaveBeenCalledWith('records', appointment);
  });

  it('when a doctor sees a pending appointment, then there are no Cancel, Paid or prescription buttons, only the status label', () => {
    const { buttonNames } = renderCard('doctor');
    expect(buttonNames().filter((name) => name !== 'Show contact')).toEqual(['pending, mark as done']);
  });

  it('when the desk sees the card, then the short brief is not shown', () => {
    const { card } = renderCard('attendant');
    expect(within(card).queryByText('Fever for three days.')).toBeNull();
  });

  it('when the pending status label is clicked, then the appointment is marked done; other statuses are plain labels', () => {
    const { card, onMarkDone, appointment } = renderCard('attendant');
    fireEvent.click(within(card).getByRole('button', { name: /pending, mark as done/ }));
    expect(onMarkDone).toHaveBeenCalledWith(appointment);
  });

  it('when there is a last call and a fee taker, then both notes show', () => {
    const { card } = renderCard('attendant', {
      lastCallLog: { comment: 'Will come at 6', user: { name: 'Rubel Mia' }, timestamp: '2026-11-22T03:00:00.000Z' },
      feeReceivedBy: { name: 'Amena Khatun' },
    });
    expect(within(card).getByText('Last communicated with Rubel Mia')).toBeTruthy();
    expect(within(card).getByText('Payment received by Amena Khatun')).toBeTruthy();
  });

  it('when an admin double-clicks the patient name, then Refine Patient Information opens; a single click does nothing', () => {
    const { card, onOpen, appointment } = renderCard('admin');
    const name = within(card).getByRole('button', { name: /Sadia Islam/ });
    fireEvent.click(name, { detail: 1 });
    expect(onOpen).not.toHaveBeenCalled();
    fireEvent.doubleClick(name);
    expect(onOpen).toHaveBeenCalledWith('refine', appointment);
  });

  it('when an admin presses Enter on the patient name, then the dialog opens too (a keyboard has no double-click)', () => {
    const { card, onOpen, appointment } = renderCard('admin');
    // Keyboard activation fires a click whose detail is 0.
    fireEvent.click(within(card).getByRole('button', { name: /Sadia Islam/ }), { detail: 0 });
    expect(onOpen).toHaveBeenCalledWith('refine', appointment);
  });

  it('when an attendant sees the card, then the patient name is not an edit control', () => {
    const { card } = renderCard('attendant');
    expect(within(card).queryByRole('button', { name: /Sadia Islam/ })).toBeNull();
  });
});

describe('test payments on the desk card', () => {
  it('when payments go through the sandbox, then an online booking paid online says Test payment beside its payment', () => {
    setRuntimeSettings({ payments: 'sandbox' });
    const { card } = renderCard('attendant', { source: 'online', paymentStatus: 'paid' });
    const badge = within(card).getByText('Test payment');
    expect(badge.parentElement?.textContent).toContain('paid');
  });

  it('when payments go through the sandbox and an online attempt failed, then the card says Test payment too', () => {
    setRuntimeSettings({ payments: 'sandbox' });
    expect(
      within(renderCard('attendant', { source: 'online', paymentStatus: 'failed' }).card).getByText('Test payment'),
    ).toBeTruthy();
  });

  it.each([
    ['a walk-in paid at the desk', { paymentStatus: 'paid', feeReceivedBy: { name: 'Rubel Mia' } }],
    [
      'an online booking paid at the desk',
      { source: 'online', paymentStatus: 'paid', feeReceivedBy: { name: 'Rubel Mia' } },
    ],
    ['an unpaid online booking', { source: 'online', paymentStatus: 'unpaid' }],
  ] as const)(
    'when payments go through the sandbox and the card is %s, then it carries no Test payment label',
    (_name, overrides) => {
      setRuntimeSettings({ payments: 'sandbox' });
      expect(within(renderCard('attendant', overrides).card).queryByText('Test payment')).toBeNull();
    },
  );

  it('when payments go through SSLCommerz, then an online booking paid online carries no Test payment label', () => {
    setRuntimeSettings({ payments: 'sslcommerz' });
    const { card } = renderCard('attendant', { source: 'online', paymentStatus: 'paid' });
    expect(within(card).getByText('paid')).toBeTruthy();
    expect(within(card).queryByText('Test payment')).toBeNull();
  });
});

describe('contact reveal (docs/product-spec.md §2, §9)', () => {
  it('when Show contact is clicked, then the number shows for 10 seconds and then hides again', () => {
    vi.useFakeTimers();
    const { card } = renderCard('attendant');
    expect(within(card).queryByText('01711000004')).toBeNull();

    fireEvent.click(within(card).getByRole('button', { name: 'Show contact' }));
    expect(within(card).getByRole('link', { name: '01711000004' }).getAttribute('href')).toBe('tel:01711000004');

    act(() => vi.advanceTimersByTime(CONTACT_REVEAL_MS - 1));
    expect(within(card).queryByText('01711000004')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(within(card).queryByText('01711000004')).toBeNull();
    expect(within(card).getByRole('button', { name: 'Show contact' })).toBeTruthy();
  });
});
