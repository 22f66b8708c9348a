import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, renderAppAs } from '@/test/render';
import { ok, stubFetch } from '@/test/http';
import { jsonResponse } from '@/test/tokens';

let fetchMock: ReturnType<typeof stubFetch>;

beforeEach(() => {
  fetchMock = stubFetch(() => ok(null, 'Callback request received.', 201));
  vi.spyOn(toast, 'error');
  vi.spyOn(toast, 'loading');
});

type User = ReturnType<typeof userEvent.setup>;

async function fill(user: User, { name, contact, message }: { name?: string; contact: string; message: string }) {
  if (name !== undefined) await user.type(screen.getByLabelText('Your name'), name);
  await user.type(screen.getByLabelText('Contact number'), contact);
  await user.type(screen.getByLabelText('How can we help?'), message);
}

const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Submit Request' }));

describe('request callback form', () => {
  it('when the contact number is short, then only its spec message is toasted and nothing is sent', async () => {
    const user = userEvent.setup();
    renderApp('/request-callback');
    await screen.findByRole('heading', { name: 'Request a callback' });

    await fill(user, { name: 'Karim Hossain', contact: '0171', message: 'Please call me about a cardiologist.' });
    await submit(user);

    expect(toast.error).toHaveBeenCalledExactlyOnceWith(
      'Contact number must be 11 digits long.',
      expect.objectContaining({ duration: 6000 }),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('when several fields are wrong, then the first one on screen is the message toasted', async () => {
    const user = userEvent.setup();
    renderApp('/request-callback');
    await screen.findByRole('heading', { name: 'Request a callback' });

    await fill(user, { name: 'K', contact: '01711abc111', message: 'short' });
    await submit(user);

    expect(toast.error).toHaveBeenCalledExactlyOnceWith('Name must be at least 2 characters long.', expect.anything());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('when the contact has 11 characters with a letter, then the numeric message is toasted', async () => {
    const user = userEvent.setup();
    renderApp('/request-callback');
    await screen.findByRole('heading', { name: 'Request a callback' });

    await fill(user, { name: 'Karim', contact: '01711abc111', message: 'Please call me tomorrow morning.' });
    await submit(user);

    expect(toast.error).toHaveBeenCalledExactlyOnceWith(
      'Contact number must be numeric and exactly 11 digits.',
      expect.anything(),
    );
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
    fetchMock.mockResolvedValueOnce(
      jsonResponse(429, {
        success: false,
        statusCode: 429,
        message: 'Too many requests. Try again later.',
        errorSources: [],
      }),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/request-callback');
    await screen.findByRole('heading', { name: 'Request a callback' });

    await fill(user, { name: 'Karim', contact: '01711000111', message: 'Please call me tomorrow morning.' });
    await submit(user);

    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Too many requests. Try again later.', expect.anything()),
    );
    expect(router.state.location.pathname).toBe('/request-callback');
  });
});
