import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, stubFetch } from '@/test/http';
import { renderApp } from '@/test/render';
import { jsonResponse } from '@/test/tokens';

let fetchMock: ReturnType<typeof stubFetch>;
const LINK = '/auth/reset-password?email=rahima%40example.com&token=abcdef123456';

beforeEach(() => {
  fetchMock = stubFetch(() => ok(null, 'Password updated. Please log in.'));
  vi.spyOn(toast, 'error');
  vi.spyOn(toast, 'success');
});

async function submitPassword(password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('New password'), password);
  await user.click(screen.getByRole('button', { name: 'Submit' }));
}

describe('reset password page', () => {
  it('when a new password is submitted, then the server is told, its message toasted, and the login dialog opens on /', async () => {
    const { router, store } = renderApp(LINK);
    await submitPassword('Fresh#123');

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(store.getState().ui.loginDialogOpen).toBe(true);
    expect(toast.success).toHaveBeenCalledWith('Password updated. Please log in.', expect.anything());
    expect(await fetchMock.mock.calls[0]![0].json()).toEqual({
      email: 'rahima@example.com',
      token: 'abcdef123456',
      newPassword: 'Fresh#123',
    });
  });

  it('when the server refuses the token, then it says "Something went wrong!" and then the first reason, only', async () => {
    // Only the reset itself is refused: whatever else the app asks for while it opens is answered as usual.
    fetchMock.mockImplementation(async (request: Request) =>
      request.url.includes('/auth/reset-password')
        ? jsonResponse(400, {
            success: false,
            statusCode: 400,
            message: 'Validation failed',
            errorSources: [
              { path: 'token', message: 'This reset link has expired.' },
              { path: 'token', message: 'second' },
            ],
          })
        : ok(null, 'Password updated. Please log in.'),
    );
    const { router } = renderApp(LINK);
    await submitPassword('Fresh#123');

    // What the refusal toasts, in order; under load the app's own start-up requests may toast too, which is not this rule.
    const toasted = () =>
      vi
        .mocked(toast.error)
        .mock.calls.map((call) => call[0])
        .filter((message) =>
          ['Something went wrong!', 'This reset link has expired.', 'second'].includes(String(message)),
        );
    await vi.waitFor(() => expect(toasted()).toHaveLength(2));
    expect(toasted()).toEqual(['Something went wrong!', 'This reset link has expired.']);
    expect(router.state.location.pathname).toBe('/auth/reset-password');
  });

  it('when the password is too short, then the spec message is toasted and nothing is sent', async () => {
    renderApp(LINK);
    await submitPassword('abc');

    expect(toast.error).toHaveBeenCalledExactlyOnceWith('Password must be at least 6 characters', expect.anything());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('when the link has no token, then it explains and offers a new link instead of a form', async () => {
    const user = userEvent.setup();
    const { store } = renderApp('/auth/reset-pass?email=rahima%40example.com');

    expect(await screen.findByText('This reset link is incomplete.')).toBeTruthy();
    expect(screen.queryByLabelText('New password')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Request a new reset link' }));
    expect(store.getState().ui).toMatchObject({ loginDialogOpen: true, loginDialogView: 'forget' });
  });
});
