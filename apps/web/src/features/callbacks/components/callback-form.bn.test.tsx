import { act, screen } from '@testing-library/react';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { siteConfig } from '@/config/site';
import { changeLanguage } from '@/i18n/i18n';
import { ok, stubFetch } from '@/test/http';
import { renderAppInBangla } from '@/test/render';

let fetchMock: ReturnType<typeof stubFetch>;

beforeEach(() => {
  fetchMock = stubFetch(() => ok(null, 'Callback request received.', 201));
  vi.spyOn(toast, 'error');
});

describe('request callback page in Bangla', () => {
  it('when a visitor reads it in Bangla, then heading, fields, buttons, hotline line and title read Bangla, a short number is refused in Bangla, and English is the spec words again', async () => {
    const { user } = await renderAppInBangla('/request-callback');

    expect(await screen.findByRole('heading', { name: 'কলব্যাকের অনুরোধ', level: 1 })).toBeTruthy();
    expect(document.title).toBe(`কলব্যাকের অনুরোধ | ${siteConfig.name}`);
    expect(screen.getByText(/^আপনার নম্বর আর ছোট করে কী দরকার লিখে যান।/)).toBeTruthy();
    expect(screen.getByText(/তাড়া আছে\? ফোন করুন/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ফিরে যান' })).toBeTruthy();

    await user.type(screen.getByLabelText('আপনার নাম'), 'করিম হোসেন');
    await user.type(screen.getByLabelText('মোবাইল নম্বর'), '০১৭১');
    await user.type(screen.getByLabelText('কীভাবে সাহায্য করতে পারি?'), 'একজন হৃদরোগের ডাক্তার দরকার।');
    await user.click(screen.getByRole('button', { name: 'অনুরোধ পাঠান' }));
    expect(toast.error).toHaveBeenCalledExactlyOnceWith('মোবাইল নম্বর ১১ অঙ্কের হতে হবে।', expect.anything());
    expect(fetchMock).not.toHaveBeenCalled();

    await act(() => changeLanguage('en'));
    expect(screen.getByRole('heading', { name: 'Request a callback', level: 1 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit Request' })).toBeTruthy();
    expect(screen.getByLabelText('How can we help?').getAttribute('placeholder')).toBe(
      'Tell us which doctor or service you need, and a good time to call.',
    );
    expect(document.title).toBe(`Request a Callback | ${siteConfig.name}`);
  });
});
