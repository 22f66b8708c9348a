import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { siteConfig } from '@/config/site';
import { changeLanguage } from '@/i18n/i18n';
import { renderApp, renderAppAs, renderAppInBangla, type User } from '@/test/render';
import { ok, refused, stubFetch } from '@/test/http';

let fetchMock: ReturnType<typeof stubFetch>;

beforeEach(() => {
  fetchMock = stubFetch(() => ok(null, 'Callback request received.', 201));
  vi.spyOn(toast, 'error');
  vi.spyOn(toast, 'loading');
});

async function fill(user: User, { name, contact, message }: { name?: string; contact: string; message: string }) {
  if (name !== undefined) await user.type(screen.getByLabelText('Your name'), name);
  await user.type(screen.getByLabelText('Contact number'), contact);
  await user.type(screen.getByLabelText('How can we help?'), message);
}

async function openForm() {
  const rendered = renderApp('/request-callback');
  await screen.findByRole('heading', { name: 'Request a callback' });
  return rendered;
}

const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Submit Request' }));

describe('request callback form', () => {
  it.each([
    {
      name: 'when the contact number is short, then only its spec message is toasted and nothing is sent',
      fields: { name: 'Karim Hossain', contact: '0171', message: 'Please call me about a cardiologist.' },
      toasted: 'Contact number must be 11 digits long.',
    },
    {
      name: 'when several fields are wrong, then the first one on screen is the message toasted',
      fields: { name: 'K', contact: '01711abc111', message: 'short' },
      toasted: 'Name must be at least 2 characters long.',
    },
    {
      name: 'when the contact has 11 characters with a letter, then the numeric message is toasted',
      fields: { name: 'Karim', contact: '01711abc111', message: 'Please call me tomorrow morning.' },
      toasted: 'Contact number must be numeric and exactly 11 digits.',
    },
  ])('$name', async ({ fields, toasted }) => {
    const user = userEvent.setup();
    await openForm();

    await fill(user, fields);
    await submit(user);

    expect(toast.error).toHaveBeenCalledExactlyOnceWith(toasted, expect.objectContaining({ duration: 6000 }));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('when a logged-in patient opens the form, then their name is filled in, and a valid request lands on the confirmation', async () => {
    const user = userEvent.setup();
    const { router } = renderAppAs('patient', '/request-callback', { userName: 'Sadia Islam' });
    await screen.findByRole('heading', { name: 'Request a callback' });
    expect((screen.getByLabelText('Your name') as HTMLInputElement).value).toBe('Sadia Islam');

    await fill(user, { contact: '01711000111', message: 'Please call me about a child specialist.' });
    await submit(user);

    expect(await screen.findByRole('heading', { name: 'We received your request' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/received_callback');
    expect(toast.loading).toHaveBeenCalledWith('Getting callback request.');
    const request = fetchMock.mock.calls[0]![0];
    expect(request.method).toBe('POST');
    expect(request.url).toMatch(/\/api\/v1\/callback$/);
    expect(await request.json()).toEqual({
      name: 'Sadia Islam',
      contactNo: '01711000111',
      message: 'Please call me about a child specialist.',
    });
    const toaster = screen.getByRole('region', { name: /Notifications/ });
    expect(await within(toaster).findByText('Callback request received.')).toBeTruthy();
  });

  it('when the server refuses (rate limit), then its sentence is toasted and the form stays', async () => {
    fetchMock.mockResolvedValueOnce(refused(429, 'Too many requests. Try again later.'));
    const user = userEvent.setup();
    const { router } = await openForm();

    await fill(user, { name: 'Karim', contact: '01711000111', message: 'Please call me tomorrow morning.' });
    await submit(user);

    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Too many requests. Try again later.', expect.anything()),
    );
    expect(router.state.location.pathname).toBe('/request-callback');
  });
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
