import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/i18n/i18n';
import { ok, stubFetch } from '@/test/http';
import { renderAppAs } from '@/test/render';

// Two-step sign-in and the marketer dashboard in Bangla.
const MARKETER_ANSWERS: Record<string, unknown> = {
  '/marketing/me': { name: 'Jahid Hasan', code: 'BOKNXPGC', link: 'http://localhost/?ref=BOKNXPGC', stations: [] },
  '/marketing/dashboard': {
    weeks: [],
    stations: [],
    linkBookings: { booked: 0, visited: 0, noShow: 0 },
    slotRequests: [],
  },
};

beforeEach(() => {
  stubFetch((request) => {
    const path = new URL(request.url).pathname.replace('/api/v1', '');
    if (path === '/auth/mfa') return ok({ enabled: true, recoveryCodesLeft: 7 });
    return ok(MARKETER_ANSWERS[path] ?? []);
  });
});

describe('account security in Bangla', () => {
  it('when staff read two-step sign-in in Bangla, then the status, count and turn-off form are Bangla, and back', async () => {
    renderAppAs('attendant', '/account/security');
    await screen.findByRole('heading', { name: 'Turn off two-step sign-in' });
    await act(() => changeLanguage('bn'));

    expect(screen.getByRole('heading', { level: 1, name: 'দুই ধাপে লগইন' })).toBeTruthy();
    expect(screen.getByText(/আপনার ৭টি রিকভারি কোড/)).toBeTruthy();
    expect(screen.getByLabelText('কোড বা রিকভারি কোড')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'বন্ধ করুন' })).toBeTruthy();

    await act(() => changeLanguage('en'));
    expect(screen.getByText(/You have 7 unused recovery codes\./)).toBeTruthy();
  });

  it('when a marketer opens the dashboard in Bangla, then its heading is Bangla', async () => {
    renderAppAs('marketer', '/marketer');
    await screen.findByRole('heading', { name: 'Marketer Dashboard' });
    await act(() => changeLanguage('bn'));
    expect(screen.getByRole('heading', { level: 1, name: 'মার্কেটার ড্যাশবোর্ড' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'রোগী পাঠানোর তথ্য লিখুন' })).toBeTruthy();
  });
});
