import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/i18n/i18n';
import { makeDeskAppointment } from '@/test/factories';
import { makeDirectory, makeDirectoryDoctor } from '../testing/make-directory-doctor';
import { renderDesk } from '../testing/render-desk';
import { stubDeskServer } from '../testing/desk-server';
import type { DeskRole } from '../types';
import { ManageAppointments } from './manage-appointments';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
  stubDeskServer({
    appointments: [
      makeDeskAppointment({ serialNo: 12, paymentStatus: 'paid', consultationFee: 1500 }),
      makeDeskAppointment({ serialNo: 13, status: 'done', paymentStatus: 'paid', consultationFee: 700 }),
    ],
    meta: { totalAppointments: 2, totalPendingSerial: 1, totalDoneSerial: 1, totalPaidAmount: 2200 },
    patientsByContact: {},
    callLogs: [],
  });
});
afterEach(() => vi.restoreAllMocks());

const directory = makeDirectory([makeDirectoryDoctor()]);
const renderScreen = (role: DeskRole) =>
  renderDesk(
    <ManageAppointments role={role} title="Manage Appointments" directory={directory} onPrintDay={vi.fn()} />,
    role,
  );
const badge = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('the appointment desk in Bangla', () => {
  it('when the attendant switches to Bangla, then the day list, cards and dialogs read in Bangla with Bengali digits, and back', async () => {
    const user = userEvent.setup();
    renderScreen('attendant');
    await screen.findAllByRole('article');
    await act(() => changeLanguage('bn'));

    expect([badge('মোট'), badge('চলমান'), badge('সম্পন্ন'), badge('পেমেন্ট')]).toEqual(['২', '১', '১', '৳২,২০০']);
    expect(screen.getByRole('button', { name: 'সব অ্যাপয়েন্টমেন্ট' })).toBeTruthy();
    expect(screen.getByText('২২ নভেম্বর, ২০২৬', { selector: 'time' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /নতুন অ্যাপয়েন্টমেন্ট/ })).toBeTruthy();
    const card = screen.getByRole('article', { name: /সিরিয়াল ১২,/ });
    expect(within(card).getByText('৳১,৫০০')).toBeTruthy();
    expect(within(card).getByText('পরিশোধিত')).toBeTruthy();
    expect(within(card).getByRole('button', { name: /অপেক্ষমাণ/ })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'কল লগ' })).toBeTruthy();

    await user.click(within(card).getByRole('button', { name: 'বাতিল' }));
    const dialog = await screen.findByRole('dialog', { name: 'কী হয়েছে?' });
    expect(within(dialog).getByLabelText('বাতিলের কারণ')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'নিশ্চিত করুন' })).toBeTruthy();
    await user.keyboard('{Escape}');

    await act(() => changeLanguage('en'));
    expect([badge('Entries'), badge('Paid')]).toEqual(['2', '৳2,200']);
    expect(screen.getByRole('article', { name: /Serial 12,/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show All Appointments' })).toBeTruthy();
  });

  it('when a doctor reads a done appointment in Bangla, then its actions are in Bangla', async () => {
    renderScreen('doctor');
    await screen.findAllByRole('article');
    await act(() => changeLanguage('bn'));
    const done = screen.getByRole('article', { name: /সিরিয়াল ১৩,/ });
    expect(within(done).getByText('সম্পন্ন')).toBeTruthy();
    expect(within(done).getByRole('button', { name: 'আগের রেকর্ড' })).toBeTruthy();
  });
});
