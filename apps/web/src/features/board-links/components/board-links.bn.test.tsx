import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { siteConfig } from '@/config/site';
import { changeLanguage } from '@/i18n/i18n';
import { makeDoctor } from '@/test/factories';
import { ok, stubFetch } from '@/test/http';
import { renderAppInBanglaAs } from '@/test/render';

const tanvir = makeDoctor({ _id: 'd00000000000000000000001', title: 'Dr.', fullName: 'Tanvir Ahmed' });
let fetchMock: ReturnType<typeof stubFetch>;

beforeEach(() => {
  fetchMock = stubFetch((request) =>
    new URL(request.url).pathname.endsWith('/doctors/consultants') ? ok([tanvir]) : ok([]),
  );
});

describe('waiting-room board links in Bangla', () => {
  it("when the form is sent without a name or a doctor in Bangla, then both of the contract's refusals read Bangla and nothing is sent", async () => {
    const { user } = await renderAppInBanglaAs('admin', '/admin/boards');

    expect(await screen.findByRole('heading', { level: 1, name: 'ওয়েটিং রুমের বোর্ড' })).toBeTruthy();
    expect(document.title).toBe(`ওয়েটিং রুমের বোর্ড | ${siteConfig.name}`);
    await screen.findByRole('checkbox', { name: 'Dr. Tanvir Ahmed' });
    await user.click(screen.getByRole('button', { name: 'লিংক তৈরি করুন' }));

    const doctors = screen.getByRole('group', { name: 'এই বোর্ডে যে ডাক্তাররা থাকবেন' });
    expect(within(doctors).getByText('বোর্ডের জন্য অন্তত একজন ডাক্তার বেছে নিন।')).toBeTruthy();
    expect(screen.getByText('বোর্ডের একটি নাম দিন, যেমন "নিচতলার ওয়েটিং রুম"।')).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([request]) => request.method === 'POST')).toEqual([]);

    await act(() => changeLanguage('en'));
    expect(
      within(screen.getByRole('group', { name: 'Doctors on this board' })).getByText(
        'Choose at least one doctor for the board.',
      ),
    ).toBeTruthy();
  });
});
