import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/i18n/i18n';
import { makeManagedDoctor } from '@/test/factories';
import { ok, stubFetch } from '@/test/http';
import { renderAppAsThenBangla } from '@/test/render';

const active = makeManagedDoctor({ fullName: 'Tanvir Ahmed', speciality: 'Medicine', consultationFee: 1500 });
const inactive = makeManagedDoctor({ fullName: 'Selina Haque', speciality: 'Child', active: false });

beforeEach(() => {
  stubFetch((request) => (new URL(request.url).pathname.endsWith('/doctors/manage') ? ok([active, inactive]) : ok([])));
});

describe('admin doctor list in Bangla', () => {
  it('when the admin switches to Bangla, then heading, filters, fees and buttons read in Bangla, names as entered, and back', async () => {
    const { user } = await renderAppAsThenBangla('admin', '/admin/doctors', () =>
      screen.findByRole('list', { name: 'Doctors' }),
    );

    expect(screen.getByRole('heading', { level: 1, name: 'ডাক্তার' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ডাক্তার যোগ করুন' })).toBeTruthy();
    const filters = screen.getByRole('group', { name: 'ডাক্তার দেখুন' });
    expect(
      within(filters)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['চালু', 'বন্ধ', 'সব']);
    const [first, second] = within(screen.getByRole('list', { name: 'ডাক্তার' })).getAllByRole('article');
    expect(within(first!).getByRole('link', { name: 'Dr. Tanvir Ahmed' })).toBeTruthy();
    expect(within(first!).getByText('৳১,৫০০')).toBeTruthy();
    expect(within(first!).getByText('মেডিসিন')).toBeTruthy();
    expect(within(first!).getByText('কনসালট্যান্ট')).toBeTruthy();
    expect(within(second!).getByRole('button', { name: 'Dr. Selina Haque চালু করুন' })).toBeTruthy();

    await user.click(within(first!).getByRole('button', { name: 'Dr. Tanvir Ahmed বন্ধ করুন' }));
    expect(screen.getByRole('dialog', { name: 'Dr. Tanvir Ahmed বন্ধ করবেন?' })).toBeTruthy();
    await user.keyboard('{Escape}');

    await act(() => changeLanguage('en'));
    expect(screen.getByRole('link', { name: 'Add doctor' })).toBeTruthy();
    expect(within(second!).getByText('Inactive')).toBeTruthy();
  });
});
