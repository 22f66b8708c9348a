import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { ok, stubFetch } from '@/test/http';
import { renderApp } from '@/test/render';
import { fakeAccessToken, jsonResponse } from '@/test/tokens';

const token = fakeAccessToken({ role: 'attendant', userName: 'Rubel Mia' });

it('when the account has two-step sign-in, then the dialog asks for the code, sends it with the challenge, and logs in', async () => {
  const sent: Array<{ url: string; body: unknown }> = [];
  stubFetch(async (request) => {
    const body: unknown =
      request.method === 'POST'
        ? await request
            .clone()
            .json()
            .catch(() => undefined)
        : undefined;
    sent.push({ url: new URL(request.url).pathname, body });
    if (request.url.endsWith('/auth/login'))
      return ok({ mfaRequired: true, mfaToken: 'challenge-1' }, 'Enter the code from your authenticator app.');
    if (request.url.endsWith('/auth/login/mfa')) {
      const { code } = body as { code: string };
      if (code !== '123456')
        return jsonResponse(400, {
          success: false,
          statusCode: 400,
          message: 'That code is not right.',
          errorSources: [],
        });
      return ok({ accessToken: token }, 'Logged in successfully.');
    }
    // The home page behind the dialog gets nothing: this test is about the dialog.
    return jsonResponse(404, { success: false, statusCode: 404, message: 'Not found', errorSources: [] });
  });
  const user = userEvent.setup();
  renderApp('/login');
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByLabelText('Email'), 'attendant@demo.test');
  await user.type(within(dialog).getByLabelText('Password'), 'Demo@1234');
  await user.click(within(dialog).getByRole('button', { name: 'Login' }));

  const code = await within(dialog).findByLabelText('Code');
  expect(localStorage.getItem('auth')).toBeNull();
  await user.click(within(dialog).getByRole('button', { name: 'Verify and log in' }));
  // An empty code is refused in the form, and nothing is sent.
  expect(sent.filter((s) => s.url.endsWith('/auth/login/mfa'))).toHaveLength(0);

  await user.type(code, '123 456');
  await user.click(within(dialog).getByRole('button', { name: 'Verify and log in' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(sent.find((s) => s.url.endsWith('/auth/login/mfa'))?.body).toEqual({
    mfaToken: 'challenge-1',
    code: '123456',
  });
  expect(JSON.parse(localStorage.getItem('auth')!).token).toBe(token);
});
