import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/i18n/i18n';
import { makeDeskAppointment } from '@/test/factories';
import { makeDirectory, makeDirectoryDoctor } from '../../testing/make-directory-doctor';
import { renderDesk } from '../../testing/render-desk';
import { stubDeskServer } from '../../testing/desk-server';
import { NewAppointmentDialog } from './new-appointment-dialog';

const tanvir = makeDirectoryDoctor({}, ['Sunday', 'Tuesday']);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
  stubDeskServer({ appointments: [makeDeskAppointment()], patientsByContact: {}, callLogs: [] });
});
afterEach(() => vi.restoreAllMocks());

describe('the walk-in booking in Bangla', () => {
  it('when the attendant books in Bangla, then the dialog, doctor list and new-patient fields are Bangla, and back', async () => {
    const user = userEvent.setup();
    renderDesk(
      <NewAppointmentDialog directory={makeDirectory([tanvir], ['2026-11-24'])} today="2026-11-22" onClose={vi.fn()} />,
      'attendant',
    );
    await act(() => changeLanguage('bn'));

    const dialog = screen.getByRole('dialog', { name: 'নতুন অ্যাপয়েন্টমেন্ট' });
    const [first] = within(dialog).getAllByRole('listitem');
    expect(within(first!).getByText('৳৭০০')).toBeTruthy();
    expect(within(first!).getByText('মেডিসিন')).toBeTruthy();
    expect(within(first!).getByRole('tooltip').textContent).toContain('সহকারী অধ্যাপক');
    expect(within(first!).getByText('আজ')).toBeTruthy();
    expect(within(first!).getByText('বিকেল ৫:০০ - রাত ৯:০০')).toBeTruthy();
    await user.click(within(first!).getByRole('button'));
    expect(within(dialog).getByRole('button', { name: 'ডাক্তার বদলান' })).toBeTruthy();
    await user.type(within(dialog).getByLabelText('মোবাইল নম্বর'), '01999888777');
    expect(await within(dialog).findByText('এই নম্বরে কোনো রোগী নেই, চিন্তা নেই, এগিয়ে যান।')).toBeTruthy();
    expect(within(dialog).getByLabelText('রোগীর নাম')).toBeTruthy();
    expect(within(dialog).getByRole('radio', { name: 'নারী' })).toBeTruthy();
    expect(within(dialog).getByRole('group', { name: 'এসএমএস কোন ভাষায়' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'অ্যাপয়েন্টমেন্ট সেভ করুন' })).toBeTruthy();

    await act(() => changeLanguage('en'));
    expect(within(dialog).getByRole('button', { name: 'Save Appointment' })).toBeTruthy();
    expect(within(dialog).getByLabelText('Patient name')).toBeTruthy();
  });

  it('when Save is pressed before a doctor is chosen in Bangla, then the refusal reads Bangla', async () => {
    const user = userEvent.setup();
    vi.spyOn(toast, 'error');
    renderDesk(
      <NewAppointmentDialog directory={makeDirectory([tanvir], ['2026-11-24'])} today="2026-11-22" onClose={vi.fn()} />,
      'attendant',
    );
    await act(() => changeLanguage('bn'));
    await user.click(screen.getByRole('button', { name: 'অ্যাপয়েন্টমেন্ট সেভ করুন' }));
    expect(toast.error).toHaveBeenCalledWith('আগে একজন ডাক্তার বেছে নিন।', expect.anything());
  });
});
