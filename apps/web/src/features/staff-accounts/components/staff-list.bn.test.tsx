import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/i18n/i18n';
import { makeManagedDoctor, makeStaffAccount } from '@/test/factories';
import { ok, stubFetch } from '@/test/http';
import { renderAppAs } from '@/test/render';

const attendant = makeStaffAccount({
  name: 'Rafiq Islam',
  email: 'rafiq@example.com',
  role: 'attendant',
  contact: '01711000201',
});
const invitee = makeStaffAccount({ name: 'Mitu Akter', role: 'marketer', invited: true, lastLoginAt: null });

beforeEach(() => {
  stubFetch((request) => {
    const { pathname } = new URL(request.url);
    if (pathname.endsWith('/users')) return ok([attendant, invitee]);
    if (pathname.endsWith('/doctors/manage')) return ok([makeManagedDoctor()]);
    return ok([]);
  });
});

describe('staff accounts in Bangla (issue 13)', () => {
  it('when the admin switches to Bangla, then the list, cards and invite dialog read in Bangla, and back', async () => {
    const user = userEvent.setup();
    renderAppAs('admin', '/admin/staff');
    await screen.findByRole('list', { name: 'Staff accounts' });
    await act(() => changeLanguage('bn'));

    expect(screen.getByRole('heading', { level: 1, name: 'স্টাফ' })).toBeTruthy();
    const rafiq = screen.getByRole('article', { name: 'Rafiq Islam' });
    expect(within(rafiq).getByText('অ্যাটেনডেন্ট', { selector: 'span' })).toBeTruthy();
    expect(within(rafiq).getByRole('combobox', { name: 'Rafiq Islam-এর ভূমিকা' })).toBeTruthy();
    expect(within(rafiq).getByText('চালু')).toBeTruthy();
    expect(within(rafiq).getByRole('button', { name: 'Rafiq Islam-এর অ্যাকাউন্ট বন্ধ করুন' })).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Mitu Akter' })).getByText('আমন্ত্রিত')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'আমন্ত্রণ' }));
    const dialog = screen.getByRole('dialog', { name: 'স্টাফকে আমন্ত্রণ জানান' });
    expect(within(dialog).getByRole('button', { name: 'আমন্ত্রণ পাঠান' })).toBeTruthy();
    await user.keyboard('{Escape}');

    await act(() => changeLanguage('en'));
    expect(screen.getByRole('heading', { level: 1, name: 'Staff' })).toBeTruthy();
    expect(
      within(screen.getByRole('article', { name: 'Rafiq Islam' })).getByText('Attendant', { selector: 'span' }),
    ).toBeTruthy();
  });
});
