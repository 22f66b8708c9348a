import type { PatientAppointment } from '@hospital/contract/appointments';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userFromToken } from '@/features/auth/stores/access-token';
import { changeLanguage } from '@/i18n/i18n';
import { makeDoctorDetail, makePatient, makePatientAppointment } from '@/test/factories';
import { ok, refused } from '@/test/http';
import { renderApp } from '@/test/render';
import { fakeAccessToken } from '@/test/tokens';

// The patient's side in Bangla: booking, its confirmation and the appointments page, then back to English.

const token = fakeAccessToken({ email: 'rahima@example.com' });
const loggedIn = { token, user: userFromToken(token) };

const doctor = makeDoctorDetail({
  consultationFee: 1200,
  availableFor: ['video', 'chat'],
  availableDates: ['2026-01-01', '2026-01-03'],
});
const booked = makePatientAppointment({ serialNo: 7, selectedDate: '2026-01-01', consultationFee: 1500 });
let appointments: PatientAppointment[] | 'broken';

beforeEach(() => {
  appointments = [];
  vi.spyOn(toast, 'error');
  vi.stubGlobal('fetch', async (request: Request) => {
    const path = new URL(request.url).pathname.replace('/api/v1', '');
    if (path === `/doctors/single-doctor/${doctor._id}`) return ok(doctor);
    if (path === '/patients/rahima%40example.com') return ok(makePatient());
    if (path === `/appointment/current-user/${booked._id}`) return ok(booked);
    if (path === '/appointment/current-user') {
      if (appointments === 'broken') return refused(500, 'Something went wrong!');
      return ok(appointments);
    }
    return refused(404, 'Not found');
  });
});
afterEach(() => vi.restoreAllMocks());

/** The app at `path` for the signed-in patient, switched to Bangla once the page has shown `ready` in English. */
async function openInBangla(path: string, ready: string) {
  renderApp(path, loggedIn);
  await screen.findAllByText(ready);
  await act(() => changeLanguage('bn'));
}

describe('the patient side in Bangla', () => {
  it('when a patient books in Bangla, then every step, the fee and dates are Bangla, a refused input is told in Bangla, and back', async () => {
    const user = userEvent.setup();
    await openInBangla(`/make-appointment/${doctor._id}`, 'Choose how to consult');

    expect(screen.getByRole('heading', { name: 'অ্যাপয়েন্টমেন্ট নিন' })).toBeTruthy();
    expect(screen.getByText('ফি ১,২০০/-')).toBeTruthy();
    expect(screen.getByText('মেডিসিন')).toBeTruthy();
    const methods = screen.getByRole('group', { name: 'দেখানোর মাধ্যম' });
    await user.click(within(methods).getByRole('button', { name: 'হাসপাতালে সরাসরি' }));
    expect(toast.error).toHaveBeenLastCalledWith('হাসপাতালে সরাসরি: এই ডাক্তার এভাবে রোগী দেখেন না।', expect.anything());

    await user.click(within(methods).getByRole('button', { name: 'ভিডিও কল' }));
    await user.click(screen.getByRole('button', { name: 'আমার জন্য' }));
    expect(await screen.findByText('রোগীর তথ্য')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'তারিখ বেছে নিন' }));
    await user.click(
      within(screen.getByRole('group', { name: 'খালি তারিখগুলো' })).getByRole('button', {
        name: /১ জানুয়ারি, ২০২৬.*বৃহস্পতিবার/,
      }),
    );
    expect(screen.getByRole('region', { name: /ধাপ ৪:\s*নিশ্চিত করুন ও পেমেন্ট/ })).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: /ডাক্তারের জন্য সংক্ষেপে সমস্যা/ }), 'ক'.repeat(256));
    expect(screen.getByText('২৫৬/২৫৫')).toBeTruthy();
    await user.click(screen.getByRole('checkbox'));
    expect(screen.getByText('১,২০০/-')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'পরে পেমেন্ট' }));
    expect(toast.error).toHaveBeenLastCalledWith('সমস্যার বিবরণ ২৫৫ অক্ষরের বেশি হতে পারবে না।', expect.anything());

    await act(() => changeLanguage('en'));
    expect(screen.getByRole('button', { name: 'Pay Later' })).toBeTruthy();
    expect(screen.getByText('Consultation fee')).toBeTruthy();
  });

  it('when the confirmation opens in Bangla, then the booking reads in Bangla with Bengali date, serial and fee, and the calendar file is Bangla', async () => {
    await openInBangla(`/appointment_confirmed?appointment=${booked._id}`, 'Your booking');

    const receipt = screen.getByRole('region', { name: 'আপনার বুকিং' });
    for (const text of [
      '৭',
      '১ জানুয়ারি, ২০২৬, বৃহস্পতিবার',
      'বিকেল ৫:০০ – রাত ৯:০০',
      '১,৫০০/-',
      'বাকি',
      'সঙ্গে যা আনবেন',
      'ডায়াবেটিস',
    ]) {
      expect(within(receipt).getByText(text)).toBeTruthy();
    }
    const calendar = within(receipt).getByRole('link', { name: 'ক্যালেন্ডারে যোগ করুন' });
    const ics = decodeURIComponent(calendar.getAttribute('href')!.replace('data:text/calendar;charset=utf-8,', ''));
    expect(ics.replace(/\r\n /g, '')).toContain('(সিরিয়াল ৭)');
    expect(ics.replace(/\r\n /g, '')).toContain('Prof. Dr. Kamrul Hasan (ডায়াবেটিস)');

    await act(() => changeLanguage('en'));
    expect(within(screen.getByRole('region', { name: 'Your booking' })).getByText('Serial number')).toBeTruthy();
  });

  it('when the appointments page opens in Bangla, then cards, statuses and the review form are Bangla, a missing rating is refused in Bangla, and back', async () => {
    const user = userEvent.setup();
    appointments = [
      makePatientAppointment({ serialNo: 12, status: 'done', paymentStatus: 'paid', selectedDate: '2025-12-20' }),
    ];
    await openInBangla('/patient/', 'Your Booked Appointments');

    expect(screen.getByRole('heading', { name: 'আমার অ্যাপয়েন্টমেন্ট' })).toBeTruthy();
    const card = screen.getByRole('article', { name: 'Prof. Dr. Kamrul Hasan' });
    for (const text of ['১২', '২০ ডিসেম্বর, ২০২৫', 'ভিডিও কল', 'পরিশোধিত', 'সম্পন্ন', 'রোগী', 'ডায়াবেটিস']) {
      expect(within(card).getAllByText(text).length).toBeGreaterThan(0);
    }
    await user.click(within(card).getByRole('button', { name: 'মতামত লিখুন' }));
    const dialog = screen.getByRole('dialog', { name: 'মতামত লিখুন' });
    expect(within(dialog).getByRole('radio', { name: '৫ স্টার' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'মতামত পাঠান' }));
    expect(toast.error).toHaveBeenLastCalledWith('রেটিং অন্তত ১ হতে হবে।', expect.anything());

    await act(() => changeLanguage('en'));
    expect(screen.getByRole('dialog', { name: 'Write a Feedback' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: '5 stars' })).toBeTruthy();
  });

  it('when the appointments cannot be loaded in Bangla, then the failure and its retry are Bangla', async () => {
    appointments = 'broken';
    await openInBangla('/patient/', 'Your appointments could not be loaded.');
    expect(screen.getByText('আপনার অ্যাপয়েন্টমেন্টগুলো লোড করা যায়নি।')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'আবার চেষ্টা করুন' })).toBeTruthy();
  });
});
