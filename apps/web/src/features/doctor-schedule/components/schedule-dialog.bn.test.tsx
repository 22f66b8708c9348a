import type { DoctorListItem } from '@hospital/contract/doctors';
import { WEEKDAYS } from '@hospital/contract/lists';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/i18n/i18n';
import { renderWithStore } from '@/test/render';
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

beforeEach(() => {
  vi.stubGlobal('fetch', async () =>
    jsonResponse(200, { success: true, statusCode: 200, message: 'Schedule updated.', data: null }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the schedule editor in Bangla (issue 13)', () => {
  it('when the admin switches to Bangla, then the dialog, weekdays and switches read in Bangla, and back', async () => {
    const user = userEvent.setup();
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
