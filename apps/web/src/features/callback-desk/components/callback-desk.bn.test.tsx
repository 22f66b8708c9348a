import type { Callback } from '@hospital/contract/callbacks';
import type { SlotRequest } from '@hospital/contract/slot-requests';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/i18n/i18n';
import { ok } from '@/test/http';
import { renderAppAs } from '@/test/render';

// The callback desk and the admin's slot requests in Bangla; one file, as they share the desk's wording.
const WAITING: Callback = {
  _id: 'a'.repeat(24),
  name: 'Mominul Haque',
  contactNo: '01722334455',
  message: 'Fee for cardiology?',
  remarks: null,
  answeredBy: null,
  answeredAt: null,
  createdAt: '2026-01-05T04:00:00.000Z',
};
const SLOT: SlotRequest = {
  _id: 'c'.repeat(24),
  name: 'Sadia Islam',
  age: 27,
  contact: '01755667788',
  station: null,
  department: 'OPD',
  status: 'pending',
  bookedBy: { name: 'Jahid Hasan' },
  createdAt: '2026-01-05T04:00:00.000Z',
};

beforeEach(() => {
  vi.stubGlobal('fetch', async (request: Request) => {
    if (request.url.endsWith('/callback/all-callback')) return ok([WAITING]);
    if (new URL(request.url).pathname.endsWith('/marketer/get-slot-requests')) return ok([SLOT]);
    return ok([]);
  });
});

describe('request desks in Bangla', () => {
  it('when an attendant reads the callback desk in Bangla, then sections, cards and the remarks dialog are Bangla, and back', async () => {
    const user = userEvent.setup();
    renderAppAs('attendant', '/attendant/callback-requests');
    await screen.findByRole('heading', { name: /Waiting for a call/ });
    await act(() => changeLanguage('bn'));

    expect(screen.getByRole('heading', { level: 1, name: 'কলব্যাক অনুরোধ' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'ফোনের অপেক্ষায় (১)' })).toBeTruthy();
    const card = screen.getByRole('article', { name: 'Mominul Haque' });
    expect(within(card).getByText('৫ জানুয়ারি, ২০২৬, সকাল ১০:০০')).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Mominul Haque-কে উত্তর দিন' }));
    const dialog = screen.getByRole('dialog', { name: 'ফোনে কী কথা হলো?' });
    expect(within(dialog).getByRole('button', { name: 'শেষ' })).toBeTruthy();
    await user.keyboard('{Escape}');

    await act(() => changeLanguage('en'));
    expect(screen.getByRole('heading', { name: 'Waiting for a call (1)' })).toBeTruthy();
  });

  it('when an admin reads the slot requests in Bangla, then labels and buttons are Bangla, the name as entered', async () => {
    renderAppAs('admin', '/admin/manage-slot-request');
    await screen.findByRole('article', { name: /Sadia Islam/ });
    await act(() => changeLanguage('bn'));

    expect(screen.getByRole('heading', { level: 1, name: 'জরুরি সিরিয়ালের অনুরোধ' })).toBeTruthy();
    const card = screen.getByRole('article', { name: /Sadia Islam/ });
    expect(within(card).getByText('(২৭ বছর)')).toBeTruthy();
    expect(within(card).getByText('হাসপাতাল জানা যায়নি')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Sadia Islam-এর অনুরোধ অনুমোদন করুন' })).toBeTruthy();

    await act(() => changeLanguage('en'));
    expect(within(card).getByText('No Station Detected')).toBeTruthy();
  });
});
