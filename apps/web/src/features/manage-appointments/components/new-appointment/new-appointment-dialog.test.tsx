import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeDeskAppointment } from '@/test/factories';
import { makeDirectory, makeDirectoryDoctor } from '../../testing/make-directory-doctor';
import { renderDesk } from '../../testing/render-desk';
import { stubDeskServer, type DeskServerState } from '../../testing/desk-server';
import { walkInDefaults } from '../../testing/walk-in-body';
import { NewAppointmentDialog } from './new-appointment-dialog';

let state: DeskServerState;
let server: ReturnType<typeof stubDeskServer>;
const sadia = { ...makeDeskAppointment().patient, _id: 'e00000000000000000000004' };
const tanvir = makeDirectoryDoctor({}, ['Sunday', 'Tuesday']);
const rokeya = makeDirectoryDoctor(
  { _id: 'd00000000000000000000009', fullName: 'Rokeya Begum', speciality: 'Gynae', tags: [] },
  ['Monday'],
);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T10:00:00Z')); // Sunday 16:00 in Dhaka
  vi.spyOn(toast, 'error');
  vi.spyOn(toast, 'loading');
  state = { appointments: [makeDeskAppointment()], patientsByContact: { '01711000004': [sadia] }, callLogs: [] };
  server = stubDeskServer(state);
});
afterEach(() => vi.restoreAllMocks());

const onClose = vi.fn();
function renderDialog() {
  renderDesk(
    <NewAppointmentDialog
      directory={makeDirectory([tanvir, rokeya], ['2026-11-24', '2026-11-29'])}
      today="2026-11-22"
      onClose={onClose}
    />,
    'attendant',
  );
  return screen.getByRole('dialog', { name: 'New Appointment' });
}

describe('new appointment dialog (docs/product-spec.md §2, §4)', () => {
  it('when the list shows, then each doctor has speciality, today’s hours or Off Today, taka fee, a day tag and Bengali chamber days', () => {
    const dialog = renderDialog();
    const [first, second] = within(dialog).getAllByRole('listitem');
    for (const text of ['Dr. Tanvir Ahmed', 'Medicine', '5:00 PM - 9:00 PM', '৳700', 'Today'])
      expect(within(first!).getByText(text)).toBeTruthy();
    expect(within(first!).getByRole('tooltip').textContent).toContain('রবি, মঙ্গল');
    expect(within(first!).getByRole('tooltip').textContent).toContain('Internal Medicine');
    for (const text of ['Off Today', 'Tomorrow']) expect(within(second!).getByText(text)).toBeTruthy();
  });

  it('when searching, then only matching doctors (name, speciality or tag) are listed', async () => {
    const user = userEvent.setup();
    const dialog = renderDialog();
    await user.type(within(dialog).getByLabelText('Search doctors'), 'gynae');
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('button')?.textContent),
    ).toEqual([expect.stringContaining('Rokeya Begum')]);
  });

  it('when a doctor is chosen, then today and the doctor’s dates are offered with Bengali day names', async () => {
    const user = userEvent.setup();
    const dialog = renderDialog();
    await user.click(within(dialog).getByRole('button', { name: /Dr. Tanvir Ahmed/ }));
    const dates = within(dialog).getByRole('group', { name: 'Date' });
    expect(
      within(dates)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['রবিToday', 'মঙ্গল24 Nov', 'রবি29 Nov']);
    expect(within(dates).getByRole('button', { name: /Today/ }).getAttribute('aria-pressed')).toBe('true');
  });

  it('when the contact has fewer than 11 digits, then it is not looked up and no patient section shows', async () => {
    const user = userEvent.setup();
    const dialog = renderDialog();
    await user.type(within(dialog).getByLabelText('Contact number'), '0171100000');
    expect(within(dialog).queryByText(/No patient found/)).toBeNull();
    expect(within(dialog).queryByRole('group', { name: 'SMS language' })).toBeNull();
    expect(server.sent.filter((request) => request.url.pathname.includes('/patients/contact/'))).toEqual([]);
  });

  it('when nobody uses the contact, then the spec reassurance shows and a new patient is booked with their details', async () => {
    const user = userEvent.setup();
    const dialog = renderDialog();
    await user.click(within(dialog).getByRole('button', { name: /Dr. Tanvir Ahmed/ }));
    await user.type(within(dialog).getByLabelText('Contact number'), '01999888777');
    expect(await within(dialog).findByText("No patient found, Don't worry just proceed.")).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Patient name'), 'Jamal Uddin');
    await user.type(within(dialog).getByLabelText('Age'), '41');
    await user.click(within(dialog).getByRole('radio', { name: 'Male' }));
    // Enter in a field submits (docs/product-spec.md §2).
    await user.type(within(dialog).getByLabelText('Weight (kg)'), '70{Enter}');

    await waitFor(() => expect(server.writes()).toHaveLength(1));
    expect(server.writes()[0]?.body).toEqual({
      doctor: tanvir._id,
      patient: '',
      contact: '01999888777',
      newPatientInfo: { name: 'Jamal Uddin', age: 41, gender: 'male', weight: 70 },
      ...walkInDefaults('2026-11-22'),
    });
    expect(toast.loading).toHaveBeenCalledWith('Please wait, I am working...');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('when an existing patient is chosen, then they are booked by id without new-patient details', async () => {
    const user = userEvent.setup();
    const dialog = renderDialog();
    await user.click(within(dialog).getByRole('button', { name: /Dr. Tanvir Ahmed/ }));
    await user.click(within(dialog).getByRole('button', { name: /24 Nov/ }));
    await user.type(within(dialog).getByLabelText('Contact number'), '01711000004');
    await user.click(await within(dialog).findByRole('radio', { name: /Sadia Islam/ }));
    // She asks for her SMS in English.
    const smsLanguage = within(dialog).getByRole('group', { name: 'SMS language' });
    expect(within(smsLanguage).getByRole('radio', { name: 'বাংলা' })).toHaveProperty('checked', true);
    await user.click(within(smsLanguage).getByRole('radio', { name: 'English' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Appointment' }));

    await waitFor(() => expect(server.writes()).toHaveLength(1));
    expect(server.writes()[0]?.body).toMatchObject({
      patient: sadia._id,
      contact: '01711000004',
      selectedDate: '2026-11-24',
      smsLanguage: 'en',
    });
    expect(server.writes()[0]?.body).not.toHaveProperty('newPatientInfo');
  });

  it('when a new patient has no gender, then the spec message is toasted and nothing is sent', async () => {
    const user = userEvent.setup();
    const dialog = renderDialog();
    await user.click(within(dialog).getByRole('button', { name: /Dr. Tanvir Ahmed/ }));
    await user.type(within(dialog).getByLabelText('Contact number'), '01999888777');
    await user.type(await within(dialog).findByLabelText('Patient name'), 'Jamal Uddin');
    await user.type(within(dialog).getByLabelText('Age'), '41');
    fireEvent.submit(within(dialog).getByRole('button', { name: 'Save Appointment' }).closest('form')!);
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Gender is required.', expect.anything()));
    expect(server.writes()).toEqual([]);
  });

  it('when no doctor is chosen, then saving asks for one and sends nothing', async () => {
    const user = userEvent.setup();
    const dialog = renderDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Save Appointment' }));
    expect(toast.error).toHaveBeenCalledWith('Choose a doctor first.', expect.anything());
    expect(server.writes()).toEqual([]);
  });
});
