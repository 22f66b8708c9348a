import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { siteConfig } from '@/config/site';
import { changeLanguage } from '@/i18n/i18n';
import { makeManagedDoctor } from '@/test/factories';
import { ok, stubFetch } from '@/test/http';
import { renderAppAs, renderAppInBanglaAs, textsByRole } from '@/test/render';

const inactive = makeManagedDoctor({ fullName: 'Selina Haque', speciality: 'Skin', active: false });

beforeEach(() => {
  vi.spyOn(toast, 'error');
  stubFetch((request) => (new URL(request.url).pathname.endsWith('/doctors/manage') ? ok([inactive]) : ok([])));
});

/** The message tied to a field by aria-describedby: what a screen reader reads with it, and what shows under it. */
function messageUnder(field: HTMLElement): string | null {
  const id = field.getAttribute('aria-describedby')?.split(' ')[0];
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

describe('doctor editor in Bangla', () => {
  it('when the admin adds a doctor in Bangla, then labels, lists, the tab title and the refusals read Bangla, and English comes back unchanged', async () => {
    const user = userEvent.setup();
    renderAppAs('admin', '/admin/doctors/new');
    await screen.findByRole('heading', { name: 'Add doctor', level: 1 });
    expect(document.title).toBe(`Add doctor | ${siteConfig.name}`);
    await act(() => changeLanguage('bn'));

    expect(screen.getByRole('heading', { name: 'ডাক্তার যোগ করুন', level: 1 })).toBeTruthy();
    expect(document.title).toBe(`ডাক্তার যোগ করুন | ${siteConfig.name}`);
    expect(screen.getByRole('link', { name: '← সব ডাক্তার' })).toBeTruthy();
    const speciality = screen.getByLabelText('বিশেষজ্ঞ বিভাগ');
    expect(within(speciality).getByRole('option', { name: 'চর্ম' })).toHaveProperty('value', 'Skin');
    expect(within(screen.getByLabelText('পদবি')).getByRole('option', { name: 'সহযোগী অধ্যাপক' })).toHaveProperty(
      'value',
      'Associate Professor',
    );
    const methods = screen.getByRole('group', { name: 'যেভাবে রোগী দেখেন' });
    expect(textsByRole(methods, 'button')).toEqual(['হাসপাতালে সরাসরি', 'ভিডিও কল', 'অডিও কল', 'চ্যাট']);
    expect(screen.getByText('ট্যাগ হলো যে শব্দ লিখে রোগীরা খোঁজেন, যেমন কোনো রোগ বা চিকিৎসার নাম।')).toBeTruthy();
    expect(screen.getByLabelText('ছবি বেছে নিন')).toBeTruthy();
    expect(screen.getByText('JPG, PNG বা WebP, সর্বোচ্চ ৫ MB। ছবিটি বর্গাকারে কেটে নেওয়া হবে।')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'সাপ্তাহিক সময়সূচি' })).toBeTruthy();

    await user.clear(screen.getByLabelText('উপাধি'));
    await user.click(within(methods).getByRole('button', { name: 'হাসপাতালে সরাসরি' }));
    await user.click(screen.getByRole('button', { name: 'ডাক্তার যোগ করুন' }));

    expect(messageUnder(screen.getByLabelText('উপাধি'))).toBe('উপাধি লিখুন (যেমন ডা.)।');
    expect(messageUnder(screen.getByLabelText('পুরো নাম'))).toBe('পুরো নাম লিখুন।');
    expect(messageUnder(speciality)).toBe('তালিকা থেকে একটি বিশেষজ্ঞ বিভাগ বেছে নিন।');
    expect(messageUnder(screen.getByLabelText('ভিজিট ফি (টাকা)'))).toBe('ভিজিট ফি সংখ্যায় লিখুন।');
    expect(messageUnder(methods)).toBe('ডাক্তার দেখানোর অন্তত একটি মাধ্যম বেছে নিন।');
    expect(toast.error).toHaveBeenCalledExactlyOnceWith('উপাধি লিখুন (যেমন ডা.)।', expect.anything());

    // A degree refused as it is added says so in Bangla; a chip is named in Bangla around the entry as typed.
    await user.type(screen.getByLabelText('ডিগ্রি'), '   {Enter}');
    expect(messageUnder(screen.getByLabelText('ডিগ্রি'))).toBe('ডিগ্রির ঘর খালি রাখা যাবে না।');
    await user.type(screen.getByLabelText('ডিগ্রি'), 'MBBS');
    await user.click(screen.getByRole('button', { name: 'ডিগ্রি যোগ করুন' }));
    const added = screen.getByRole('list', { name: 'যোগ করা ডিগ্রি' });
    expect(within(added).getByRole('button', { name: 'MBBS সরান' })).toBeTruthy();

    await act(() => changeLanguage('en'));
    expect(screen.getByRole('heading', { name: 'Add doctor', level: 1 })).toBeTruthy();
    expect(document.title).toBe(`Add doctor | ${siteConfig.name}`);
    expect(messageUnder(screen.getByLabelText('Title'))).toBe('Title is required.');
    expect(messageUnder(screen.getByRole('group', { name: 'Consultation methods' }))).toBe(
      'Choose at least one consultation method.',
    );
    expect(within(screen.getByLabelText('Speciality')).getByRole('option', { name: 'Skin' })).toBeTruthy();
  });

  it("when an inactive doctor's page opens in Bangla, then the notice, the sections and the save button read Bangla; the name stays as entered", async () => {
    await renderAppInBanglaAs('admin', `/admin/doctors/${inactive._id}`);

    expect(await screen.findByRole('heading', { name: 'Dr. Selina Haque', level: 1 })).toBeTruthy();
    expect(document.title).toBe(`ডাক্তারের তথ্য সম্পাদনা | ${siteConfig.name}`);
    expect(screen.getByText('এই ডাক্তার এখন বন্ধ আছেন: রোগীরা তাঁকে দেখতে বা বুক করতে পারবেন না।')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'পরিবর্তন সেভ করুন' })).toBeTruthy();
    expect(screen.getByLabelText('অন্য ছবি বেছে নিন')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'সাপ্তাহিক সময়সূচি' })).toBeTruthy();
  });

  it('when the address names no doctor, then the page says so in Bangla', async () => {
    await renderAppInBanglaAs('admin', '/admin/doctors/665f1c2e8a1b2c3d4e5f6a7b');
    expect(await screen.findByText('এই ঠিকানায় কোনো ডাক্তার নেই। ঠিকানাটি হয়তো ভুল লেখা হয়েছে।')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'ডাক্তার পাওয়া যায়নি', level: 1 })).toBeTruthy();
  });
});
