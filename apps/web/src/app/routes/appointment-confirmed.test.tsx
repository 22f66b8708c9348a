import type { PatientAppointment } from '@hospital/contract/appointments';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makePatientAppointment } from '@/test/factories';
import { ok, refused, stubFetch } from '@/test/http';
import { renderApp, renderAppAs } from '@/test/render';
import { setRuntimeSettings } from '@/test/runtime-settings';

vi.mock('@/config/runtime-settings', () => import('@/test/runtime-settings'));
afterEach(() => vi.restoreAllMocks());

const ID = 'a000000000000000000000aa';

/** The API with one booking of the caller's: by its id and by the transaction that paid it. */
function serve(appointment: PatientAppointment) {
  return stubFetch((request) => {
    const { pathname } = new URL(request.url);
    if (pathname === `/api/v1/appointment/current-user/${appointment._id}`) return ok(appointment);
    if (pathname === '/api/v1/payments/transaction/HSPPAID1') return ok(appointment);
    return refused(404, 'Appointment not found.');
  });
}

const booking = (overrides: Partial<PatientAppointment> = {}) =>
  makePatientAppointment({
    _id: ID,
    serialNo: 12,
    selectedDate: '2026-01-15',
    consultationMethod: 'hospital visit',
    consultationFee: 1500,
    paymentStatus: 'unpaid',
    chamberHours: { start: '17:00', end: '21:30' },
    ...overrides,
  });

/** The value beside `label` in the receipt's list. */
function valueOf(receipt: HTMLElement, label: string): string {
  const term = within(receipt).getByText(label, { selector: 'dt' });
  return (term.nextElementSibling as HTMLElement).textContent ?? '';
}

describe('the confirmation shows the booking (/appointment_confirmed)', () => {
  it('when a patient opens the confirmation of their booking, then every field of it is shown', async () => {
    serve(booking());
    renderAppAs('patient', `/appointment_confirmed?appointment=${ID}`);

    const receipt = await screen.findByRole('region', { name: 'Your booking' });
    expect(screen.getByRole('heading', { name: 'Your appointment is booked' })).toBeTruthy();
    expect(within(receipt).getByText('Prof. Dr. Kamrul Hasan')).toBeTruthy();
    expect(within(receipt).getByText('Diabetes')).toBeTruthy();
    expect(within(receipt).getByText('Serial number').textContent).toBe('Serial number12');
    expect(valueOf(receipt, 'Date')).toBe('Thursday, 15th Jan, 2026');
    expect(valueOf(receipt, 'Chamber hours')).toBe('5:00 PM – 9:30 PM');
    expect(valueOf(receipt, 'Consultation')).toBe('Hospital Visit');
    expect(valueOf(receipt, 'Fee')).toBe('1,500/-');
    expect(valueOf(receipt, 'Payment')).toBe('unpaid');
    expect(valueOf(receipt, 'Patient')).toBe('Rahima Akter');
    expect(valueOf(receipt, 'Holder ID')).toContain('P2600123');
    const bring = within(receipt).getByRole('heading', { name: 'What to bring' }).nextElementSibling as HTMLElement;
    expect(
      within(bring)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toContain('Your Holder ID: P2600123');

    const calendar = within(receipt).getByRole('link', { name: 'Add to calendar' });
    expect(calendar.getAttribute('download')).toBe('appointment-2026-01-15-serial-12.ics');
    const ics = decodeURIComponent(calendar.getAttribute('href')!.replace('data:text/calendar;charset=utf-8,', ''));
    expect(ics).toContain('DTSTART;TZID=Asia/Dhaka:20260115T170000');
    expect(within(receipt).getByRole('button', { name: 'Print or save' })).toBeTruthy();
  });

  it('when Print or save is pressed, then the browser print dialog opens', async () => {
    serve(booking());
    const print = vi.fn();
    vi.stubGlobal('print', print);
    renderAppAs('patient', `/appointment_confirmed?appointment=${ID}`);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Print or save' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('when the day has no hours set and the fee is paid through the sandbox, then it says so instead of a time', async () => {
    setRuntimeSettings({ payments: 'sandbox' });
    serve(booking({ chamberHours: null, paymentStatus: 'paid', consultationMethod: 'video' }));
    renderAppAs('patient', `/appointment_confirmed?appointment=${ID}`);
    const receipt = await screen.findByRole('region', { name: 'Your booking' });
    expect(valueOf(receipt, 'Chamber hours')).toBe('The hospital will tell you the time when they call.');
    expect(valueOf(receipt, 'Payment')).toBe('paidTest payment');
    expect(valueOf(receipt, 'Consultation')).toBe('Video');
  });

  it("when the booking is not the caller's (404), then the page offers a retry and shows nothing of a booking", async () => {
    serve(booking({ _id: 'a000000000000000000000bb' }));
    renderAppAs('patient', `/appointment_confirmed?appointment=${ID}`);
    expect(await screen.findByText('Your booking could not be loaded.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Your booking' })).toBeNull();
  });

  it('when nobody is logged in, then the page asks to log in instead of asking the API', async () => {
    const fetchMock = serve(booking());
    renderApp(`/appointment_confirmed?appointment=${ID}`);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Log in to see your booking' }));
    expect(await screen.findByRole('dialog', { name: 'Log in to your account' })).toBeTruthy();
    expect(fetchMock.mock.calls.map(([request]) => new URL((request as Request).url).pathname)).not.toContain(
      `/api/v1/appointment/current-user/${ID}`,
    );
  });
});

describe('the payment success page shows the booking that was paid', () => {
  it('when the gateway sends the patient back, then the page shows the transaction and the paid booking', async () => {
    setRuntimeSettings({ payments: 'sslcommerz' });
    serve(booking({ paymentStatus: 'paid', consultationMethod: 'chat' }));
    renderAppAs('patient', '/success/HSPPAID1');
    const receipt = await screen.findByRole('region', { name: 'Your booking' });
    expect(screen.getByRole('heading', { name: 'Successfully Paid' })).toBeTruthy();
    expect(screen.getByText('HSPPAID1')).toBeTruthy();
    expect(valueOf(receipt, 'Payment')).toBe('paid');
    expect(valueOf(receipt, 'Consultation')).toBe('Chat');
    expect(within(receipt).getByText('Serial number').textContent).toBe('Serial number12');
  });
});
