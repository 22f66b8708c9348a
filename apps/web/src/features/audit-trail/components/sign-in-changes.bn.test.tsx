import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '@/i18n/i18n';
import { makeAuditEntry } from '@/test/factories';
import { ok, stubFetch } from '@/test/http';
import { renderAppInBanglaAs } from '@/test/render';

// Changes to how an account signs in are in the trail too, worded in both languages, with nothing but who and what.
const account = { type: 'user', _id: 'u00000000000000000000001', label: 'Mitu Akter (attendant)' };
const actor = { name: 'Mitu Akter', role: 'attendant' };

describe('sign-in changes in the audit trail', () => {
  it('when two-step sign-in was turned on and off and a password reset by link, then each reads in Bangla and English', async () => {
    stubFetch((request) =>
      new URL(request.url).pathname.endsWith('/audit')
        ? ok([
            makeAuditEntry({ action: 'mfa.enable', target: account, actor, changes: {} }),
            makeAuditEntry({ action: 'mfa.disable', target: account, actor, changes: {} }),
            makeAuditEntry({ action: 'password.reset', target: account, actor, changes: {} }),
          ])
        : ok([]),
    );
    await renderAppInBanglaAs('admin', '/admin/audit');
    const list = await screen.findByRole('list', { name: 'অডিটের এন্ট্রি' });
    const headings = () =>
      within(list)
        .getAllByRole('heading')
        .map((heading) => heading.textContent);

    expect(headings()).toEqual([
      'টু-স্টেপ লগইন চালু করা হয়েছে: Mitu Akter (অ্যাটেনডেন্ট)',
      'টু-স্টেপ লগইন বন্ধ করা হয়েছে: Mitu Akter (অ্যাটেনডেন্ট)',
      'ইমেইলের লিংক দিয়ে পাসওয়ার্ড বদলানো হয়েছে: Mitu Akter (অ্যাটেনডেন্ট)',
    ]);
    expect(screen.getByRole('option', { name: 'টু-স্টেপ লগইন চালু করা হয়েছে' })).toBeTruthy();

    await act(() => changeLanguage('en'));
    expect(headings()).toEqual([
      'Two-step sign-in turned on: Mitu Akter (attendant)',
      'Two-step sign-in turned off: Mitu Akter (attendant)',
      'Password reset by email link: Mitu Akter (attendant)',
    ]);
  });
});
