import type { DoctorListItem } from '@hospital/contract/doctors';
import { WEEKDAYS } from '@hospital/contract/lists';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/i18n/i18n';
import { renderWithStore, type User } from '@/test/render';
import { fakeAccessToken, jsonResponse } from '@/test/tokens';
import { ScheduleDialog } from './schedule-dialog';

const doctor = {
  _id: 'd00000000000000000000007',
  title: 'Dr.',
  fullName: 'Kazi Nurul Amin',
  schedule: WEEKDAYS.map((day) =>
    day === 'Monday' ? { day, active: true, start: '09:00', end: '13:00' } : { day, active: false, start: '', end: '' },
  ),
} as DoctorListItem;

let sent: Array<{ url: string; body: unknown }>;
let status: number;

beforeEach(() => {
  sent = [];
  status = 200;
  vi.spyOn(toast, 'error');
  vi.stubGlobal('fetch', async (request: Request) => {
    sent.push({ url: request.url, body: await request.clone().json() });
    if (status === 200)
      return jsonResponse(200, { success: true, statusCode: 200, message: 'Schedule updated.', data: null });
    return jsonResponse(status, {
      success: false,
      statusCode: status,
      message: 'Bad',
      errorSources: [{ path: 'schedule.1.start', message: 'Start time must not be after end time.' }],
    });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Monday's day in the first schedule the dialog saved. */
const sentMonday = () => (sent[0]?.body as { schedule: unknown[] }).schedule[1];

function renderDialog() {
  const claims = {
    sub: '0123456789abcdef01234567',
    userName: 'Admin',
    role: 'admin' as const,
    patientId: 'P2600002',
    email: 'admin@demo.test',
  };
  renderWithStore(<ScheduleDialog doctors={[doctor]} onClose={() => {}} />, {
    token: fakeAccessToken(claims),
    user: claims,
  });
  return screen.getByRole('dialog', { name: 'Doctor Schedule' });
}

async function chooseDoctor(user: User, dialog: HTMLElement) {
  await user.selectOptions(within(dialog).getByLabelText('Doctor'), doctor._id);
  return within(dialog).getByRole('list', { name: 'Weekly schedule' });
}

describe('doctor schedule editor (docs/product-spec.md §4, §7)', () => {
  it('when a doctor is chosen, then seven days show Sunday first with Bengali names', async () => {
    const user = userEvent.setup();
    const week = await chooseDoctor(user, renderDialog());
    const rows = within(week).getAllByRole('listitem');
    const names = ['রবি', 'সোম', 'মঙ্গল', 'বুধ', 'বৃহঃ', 'শুক্র', 'শনি'];
    expect(rows.map((row) => row.textContent)).toEqual(
      WEEKDAYS.map((day, index) => expect.stringMatching(`^${names[index]}${day}`)),
    );
    expect(within(week).getByRole('switch', { name: 'Monday chamber' }).getAttribute('aria-checked')).toBe('true');
  });

  it('when a day is turned on, then it gets 12:00-12:00 and the whole week is saved at once', async () => {
    const user = userEvent.setup();
    const week = await chooseDoctor(user, renderDialog());
    await user.click(within(week).getByRole('switch', { name: 'Sunday chamber' }));
    expect((within(week).getByLabelText('Sunday start') as HTMLInputElement).value).toBe('12:00');
    expect((within(week).getByLabelText('Sunday end') as HTMLInputElement).value).toBe('12:00');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.url).toMatch(/\/doctors\/update-doctor-schedule\/d00000000000000000000007$/);
    const body = sent[0]?.body as { schedule: Array<{ day: string; active: boolean; start: string; end: string }> };
    expect(body.schedule).toHaveLength(7);
    expect(body.schedule[0]).toEqual({ day: 'Sunday', active: true, start: '12:00', end: '12:00' });
    expect(body.schedule[1]).toEqual({ day: 'Monday', active: true, start: '09:00', end: '13:00' });
    expect(await screen.findByText('All changes saved.')).toBeTruthy();
  });

  it('when a day is turned off, then its hours are cleared and saved', async () => {
    const user = userEvent.setup();
    const week = await chooseDoctor(user, renderDialog());
    await user.click(within(week).getByRole('switch', { name: 'Monday chamber' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sentMonday()).toEqual({ day: 'Monday', active: false, start: '', end: '' });
    expect(within(week).queryByLabelText('Monday start')).toBeNull();
  });

  it('when a start time is set after the end, then the day says why and nothing is sent until it is fixed', async () => {
    const user = userEvent.setup();
    const week = await chooseDoctor(user, renderDialog());
    fireEvent.change(within(week).getByLabelText('Monday start'), { target: { value: '14:00' } });
    expect(within(week).getByText('Start time must not be after end time.')).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.change(within(week).getByLabelText('Monday end'), { target: { value: '18:00' } });
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sentMonday()).toEqual({ day: 'Monday', active: true, start: '14:00', end: '18:00' });
  });

  it('when the server refuses with a 400, then its message is toasted; other failures stay quiet (docs/product-spec.md §7)', async () => {
    const user = userEvent.setup();
    const week = await chooseDoctor(user, renderDialog());
    status = 400;
    await user.click(within(week).getByRole('switch', { name: 'Sunday chamber' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Start time must not be after end time.', expect.anything()),
    );
    status = 500;
    await user.click(within(week).getByRole('switch', { name: 'Tuesday chamber' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    await screen.findByText('The last change was not saved.');
    expect(toast.error).toHaveBeenCalledTimes(1);
  });
});

describe('the schedule editor in Bangla', () => {
  it('when the admin switches to Bangla, then the dialog, weekdays and switches read in Bangla, and back', async () => {
    const user = userEvent.setup();
    renderDialog();
    await act(() => changeLanguage('bn'));

    const dialog = screen.getByRole('dialog', { name: 'ডাক্তারের সময়সূচি' });
    await user.selectOptions(within(dialog).getByLabelText('ডাক্তার'), doctor._id);
    const week = within(dialog).getByRole('list', { name: 'সাপ্তাহিক সময়সূচি' });
    expect(within(week).getByRole('switch', { name: 'সোমবার চেম্বার' }).getAttribute('aria-checked')).toBe('true');
    expect(within(week).getByLabelText('সোমবার শুরু')).toBeTruthy();
    expect(within(week).getAllByText('বন্ধ')).toHaveLength(6);
    // The English weekday under the Bengali one is left out in Bangla.
    expect(within(week).queryByText('Monday')).toBeNull();
    expect(within(dialog).getByRole('status').textContent).toBe('প্রতিটি পরিবর্তন সঙ্গে সঙ্গে সেভ হয়।');

    await act(() => changeLanguage('en'));
    expect(within(week).getByRole('switch', { name: 'Monday chamber' })).toBeTruthy();
    expect(within(week).getByText('Monday')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Doctor Schedule' })).toBeTruthy();
  });
});
