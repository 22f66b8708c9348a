import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { siteConfig } from '@/config/site';
import { changeLanguage } from '@/i18n/i18n';
import { makeAuditEntry } from '@/test/factories';
import { ok, stubFetch } from '@/test/http';
import { renderAppInBanglaAs } from '@/test/render';

const entries = [
  makeAuditEntry({
    at: '2026-01-10T12:03:00.000Z',
    action: 'doctor.update',
    target: { type: 'doctor', _id: 'd00000000000000000000001', label: 'Dr. Tanvir Ahmed' },
    changes: {
      consultationFee: { before: 800, after: 1000 },
      availableFor: { before: ['hospital visit'], after: ['hospital visit', 'video'] },
      tags: { before: [], after: [{ name: 'Diabetes' }] },
    },
  }),
  makeAuditEntry({
    action: 'leave.add',
    target: { type: 'leave', _id: 'l00000000000000000000001', label: 'Dr. Tanvir Ahmed, 2026-01-05 to 2026-01-07' },
    changes: {
      from: { before: null, after: '2026-01-05' },
      reason: { before: null, after: 'Conference' },
      affected: { before: null, after: 3 },
    },
  }),
  makeAuditEntry({
    action: 'user.update',
    target: { type: 'user', _id: 'u00000000000000000000001', label: 'Mitu Akter (attendant)' },
    changes: { role: { before: 'attendant', after: 'admin' }, active: { before: true, after: false } },
  }),
  makeAuditEntry({
    action: 'doctor.schedule',
    changes: {
      schedule: {
        before: [{ day: 'Sunday', active: false, start: '', end: '' }],
        after: [
          { day: 'Sunday', active: true, start: '17:00', end: '21:00' },
          { day: 'Monday', active: false, start: '', end: '' },
        ],
      },
    },
  }),
];

beforeEach(() => {
  stubFetch((request) => (new URL(request.url).pathname.endsWith('/audit') ? ok(entries) : ok([])));
});

const linesOf = (entry: HTMLElement) =>
  within(entry)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

/** An entry's heading and its before → after lines. */
function expectEntry(entry: HTMLElement, heading: string, lines: readonly string[]) {
  expect(within(entry).getByRole('heading').textContent).toBe(heading);
  expect(linesOf(entry)).toEqual(lines);
}

describe('audit trail in Bangla', () => {
  it('when an admin reads it in Bangla, then actions, fields, values and dates read Bangla; names and typed text stay as entered', async () => {
    await renderAppInBanglaAs('admin', '/admin/audit');

    const list = await screen.findByRole('list', { name: 'অডিটের এন্ট্রি' });
    expect(document.title).toBe(`অডিট ট্রেইল | ${siteConfig.name}`);
    const [fee, leave, account, week] = within(list).getAllByRole('article');

    expect(within(fee!).getByRole('heading').textContent).toBe('ডাক্তারের তথ্য বদলানো হয়েছে: Dr. Tanvir Ahmed');
    expect(fee!.querySelector('time')?.textContent).toBe('১০ জানুয়ারি, ২০২৬, সন্ধ্যা ৬:০৩');
    expect(fee!.textContent).toContain('করেছেন Nasrin Sultana (অ্যাডমিন)');
    expect(linesOf(fee!)).toEqual([
      'ভিজিট ফি: ৮০০ → ১০০০',
      'রোগী দেখার মাধ্যম: হাসপাতালে সরাসরি → হাসপাতালে সরাসরি, ভিডিও কল',
      'ট্যাগ: — → Diabetes',
    ]);

    expectEntry(leave!, 'ছুটি যোগ করা হয়েছে: Dr. Tanvir Ahmed, ৫ জানুয়ারি, ২০২৬ থেকে ৭ জানুয়ারি, ২০২৬', [
      'শুরু: — → ৫ জানুয়ারি, ২০২৬',
      'কারণ: — → Conference',
      'ছুটিতে পড়া অ্যাপয়েন্টমেন্ট: — → ৩',
    ]);

    expectEntry(account!, 'স্টাফের অ্যাকাউন্ট বদলানো হয়েছে: Mitu Akter (অ্যাটেনডেন্ট)', [
      'ভূমিকা: অ্যাটেনডেন্ট → অ্যাডমিন',
      'চালু: হ্যাঁ → না',
    ]);

    expect(linesOf(week!)).toEqual(['সাপ্তাহিক সময়সূচি: কোনো দিন নেই → রবিবার বিকেল ৫:০০–রাত ৯:০০']);
    expect(screen.getByRole('option', { name: 'জরুরি সিরিয়াল মঞ্জুর করা হয়েছে' })).toBeTruthy();

    await act(() => changeLanguage('en'));
    expect(within(leave!).getByRole('heading').textContent).toBe(
      'Leave added: Dr. Tanvir Ahmed, 2026-01-05 to 2026-01-07',
    );
    expect(linesOf(account!)).toEqual(['role: attendant → admin', 'active: yes → no']);
  });
});
