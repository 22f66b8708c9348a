import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeDeskAppointment } from '@/test/factories';
import { KARIM, makeDirectory, makeDirectoryDoctor } from '../testing/make-directory-doctor';
import { renderDesk } from '../testing/render-desk';
import { stubDeskServer, type DeskServerState } from '../testing/desk-server';
import type { DeskRole } from '../types';
import { ManageAppointments } from './manage-appointments';

const karim = KARIM;
let state: DeskServerState;
let server: ReturnType<typeof stubDeskServer>;
const onPrintDay = vi.fn();

beforeEach(() => {
  // Only Date is faked: 22 Nov 2026, 16:00 in Dhaka. Testing Library's own timers keep running.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
  vi.spyOn(toast, 'error');
  vi.spyOn(toast, 'loading');
  state = {
    appointments: [
      makeDeskAppointment({ serialNo: 1, paymentStatus: 'paid', consultationFee: 700 }),
      makeDeskAppointment({ serialNo: 2, status: 'done', paymentStatus: 'paid', consultationFee: 700 }),
      makeDeskAppointment({
        serialNo: 1,
        doctor: karim,
        consultationFee: 0,
        patient: { ...makeDeskAppointment().patient, name: 'Rakib Hasan' },
      }),
    ],
    meta: { totalAppointments: 3, totalPendingSerial: 2, totalDoneSerial: 1, totalPaidAmount: 1400 },
    patientsByContact: {},
    callLogs: [],
  };
  server = stubDeskServer(state);
});
afterEach(() => vi.restoreAllMocks());

const directory = makeDirectory([
  makeDirectoryDoctor(),
  makeDirectoryDoctor({ _id: karim._id, fullName: 'Abdul Karim', consultationFee: 1500 }),
]);

function renderScreen(role: DeskRole, extra: Partial<Parameters<typeof ManageAppointments>[0]> = {}) {
  return renderDesk(
    <ManageAppointments
      role={role}
      title="Manage Appointments"
      directory={directory}
      onPrintDay={onPrintDay}
      {...extra}
    />,
    role,
  );
}

const badge = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

/** The form's own check toasts `message`, and nothing reaches the server. */
async function expectRefusedUnsent(message: string) {
  await waitFor(() => expect(toast.error).toHaveBeenCalledWith(message, expect.anything()));
  expect(server.writes()).toEqual([]);
}

describe('manage appointments screen (docs/product-spec.md §2)', () => {
  it('when the day loads, then the badges come from meta and the chips list the day’s doctors', async () => {
    renderScreen('attendant');
    await screen.findAllByRole('article');
    expect([badge('Entries'), badge('Ongoing'), badge('Completed'), badge('Paid')]).toEqual(['3', '2', '1', '৳1,400']);
    const chips = within(screen.getByRole('navigation', { name: 'Filter by doctor' })).getAllByRole('button');
    expect(chips.map((chip) => chip.textContent)).toEqual([
      'Show All Appointments',
      'Dr. Tanvir Ahmed2',
      'Prof. Dr. Abdul Karim1',
    ]);
    expect(screen.getByText('22 Nov 2026', { selector: 'time' })).toBeTruthy();
    expect(server.requestsTo('/appointment')[0]?.url.searchParams.get('date')).toBe('2026-11-22');
  });

  it('when a doctor chip is chosen, then only that doctor’s cards show and the badges are counted for them', async () => {
    const user = userEvent.setup();
    renderScreen('attendant');
    await screen.findAllByRole('article');
    await user.click(screen.getByRole('button', { name: /Prof. Dr. Abdul Karim/ }));
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect([badge('Entries'), badge('Ongoing'), badge('Completed'), badge('Paid')]).toEqual(['1', '1', '0', '৳0']);
    await user.click(screen.getByRole('button', { name: 'Show All Appointments' }));
    expect(screen.getAllByRole('article')).toHaveLength(3);
    // One request for the day: the chips filter in the browser.
    expect(server.requestsTo('/appointment')).toHaveLength(1);
  });

  it('when the next day is chosen, then that day is fetched and shown, and an empty day says No Appointment Found.', async () => {
    const user = userEvent.setup();
    renderScreen('attendant');
    await screen.findAllByRole('article');
    state.appointments = [];
    state.meta = undefined;
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    expect(await screen.findByText('No Appointment Found.')).toBeTruthy();
    expect(screen.getByText('23 Nov 2026', { selector: 'time' })).toBeTruthy();
    expect(server.requestsTo('/appointment').at(-1)?.url.searchParams.get('date')).toBe('2026-11-23');
  });

  it('when an attendant opens the screen, then New Appointment shows but not the admin’s schedule button', async () => {
    renderScreen('attendant', { renderScheduleDialog: undefined });
    await screen.findAllByRole('article');
    expect(screen.getByRole('button', { name: 'New Appointment' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Schedule Doctors' })).toBeNull();
  });

  it('when a doctor opens the screen, then their own list is fetched and there is no New Appointment', async () => {
    renderScreen('doctor');
    await screen.findAllByRole('article');
    expect(server.requestsTo('/appointment/doctor')).toHaveLength(1);
    expect(server.requestsTo('/appointment')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'New Appointment' })).toBeNull();
  });

  it('when Print List is pressed with a chip chosen, then the shown cards are printed with that doctor’s name', async () => {
    const user = userEvent.setup();
    renderScreen('admin');
    await screen.findAllByRole('article');
    await user.click(screen.getByRole('button', { name: /Prof. Dr. Abdul Karim/ }));
    await user.click(screen.getByRole('button', { name: 'Print List' }));
    expect(onPrintDay).toHaveBeenCalledWith([state.appointments[2]], {
      date: '2026-11-22',
      doctorName: 'Prof. Dr. Abdul Karim',
    });
  });

  it('when the pending label is clicked, then the appointment is marked done with a Working... toast', async () => {
    const user = userEvent.setup();
    renderScreen('attendant');
    const [first] = await screen.findAllByRole('article');
    await user.click(within(first!).getByRole('button', { name: /mark as done/ }));
    await waitFor(() => expect(server.writes()).toHaveLength(1));
    expect(server.writes()[0]).toMatchObject({ method: 'PUT', body: { updatedDoc: { status: 'done' } } });
    expect(server.writes()[0]?.url.pathname).toBe(`/api/v1/appointment/${state.appointments[0]!._id}`);
    expect(toast.loading).toHaveBeenCalledWith('Working...');
  });
});

describe('cancel dialog (docs/product-spec.md §2, §5)', () => {
  it('when the reason is too short, then the spec message is toasted and nothing is sent; a valid one cancels', async () => {
    const user = userEvent.setup();
    renderScreen('attendant');
    const [first] = await screen.findAllByRole('article');
    await user.click(within(first!).getByRole('button', { name: 'Cancel' }));
    const dialog = screen.getByRole('dialog', { name: 'What happened?' });
    await user.type(within(dialog).getByLabelText('Reason for cancelling'), 'Late');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expectRefusedUnsent('Description should be 8 charecter long.');

    await user.type(within(dialog).getByLabelText('Reason for cancelling'), ' for the visit');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.writes()[0]?.body).toEqual({
      updatedDoc: { status: 'cancelled', cancellationReason: 'Late for the visit' },
    });
  });
});

describe('paid dialog (docs/product-spec.md §2, docs/architecture.md §15)', () => {
  it('when the appointment has a fee, then the amount defaults to it; confirming marks it paid with that amount', async () => {
    const user = userEvent.setup();
    state.appointments[0] = makeDeskAppointment({ consultationFee: 1200 });
    renderScreen('attendant');
    const [first] = await screen.findAllByRole('article');
    await user.click(within(first!).getByRole('button', { name: 'Paid' }));
    const dialog = screen.getByRole('dialog', { name: 'Could you please confirm the amount received?' });
    expect((within(dialog).getByLabelText('Amount received (৳)') as HTMLInputElement).value).toBe('1200');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(server.writes()).toHaveLength(1));
    expect(server.writes()[0]?.body).toEqual({ updatedDoc: { paymentStatus: 'paid', consultationFee: 1200 } });
  });

  it('when a walk-in was booked with fee 0, then the amount defaults to the doctor’s listed fee', async () => {
    const user = userEvent.setup();
    renderScreen('attendant');
    const cards = await screen.findAllByRole('article');
    await user.click(within(cards[2]!).getByRole('button', { name: 'Paid' }));
    expect((screen.getByLabelText('Amount received (৳)') as HTMLInputElement).value).toBe('1500');
  });

  it('when the amount has five digits, then the spec message is toasted and nothing is sent', async () => {
    const user = userEvent.setup();
    renderScreen('attendant');
    const cards = await screen.findAllByRole('article');
    await user.click(within(cards[2]!).getByRole('button', { name: 'Paid' }));
    const amount = screen.getByLabelText('Amount received (৳)');
    await user.clear(amount);
    await user.type(amount, '10000');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await expectRefusedUnsent('Amount must not exceed 4 digits.');
  });
});

describe('call log dialog (docs/product-spec.md §2)', () => {
  it('when opened, then earlier comments show with author and time; Save Comment posts the new one', async () => {
    const user = userEvent.setup();
    state.callLogs = [
      {
        _id: 'c00000000000000000000001',
        appointmentId: 'b00000000000000000000001',
        comment: 'Will come at 6 pm.',
        user: { name: 'Rubel Mia' },
        timestamp: '2026-11-22T03:05:00.000Z',
      },
    ];
    renderScreen('attendant');
    const [first] = await screen.findAllByRole('article');
    await user.click(within(first!).getByRole('button', { name: 'Call Log' }));
    const dialog = screen.getByRole('dialog', { name: 'Call Log' });
    expect(await within(dialog).findByText('Will come at 6 pm.')).toBeTruthy();
    expect(within(dialog).getByText(/Rubel Mia/).textContent).toBe('Rubel Mia · 22 Nov 2026, 9:05 AM');

    await user.click(within(dialog).getByRole('button', { name: 'Save Comment' }));
    await expectRefusedUnsent('Comment should be at least 3 characters long.');

    await user.type(within(dialog).getByLabelText('What was said?'), 'Phone off, try later');
    await user.click(within(dialog).getByRole('button', { name: 'Save Comment' }));
    await waitFor(() => expect(server.writes()).toHaveLength(1));
    expect(server.writes()[0]?.body).toEqual({
      appointmentId: state.appointments[0]!._id,
      comment: 'Phone off, try later',
    });
  });
});
