import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { ok, stubFetch } from '@/test/http';
import { renderApp } from '@/test/render';
import { fakeAccessToken, jsonResponse } from '@/test/tokens';

it('when an admin who must set up two-step sign-in logs in, then the app opens the setup page first', async () => {
  // Production mode: the token says "enrol" until the admin has turned two-step sign-in on.
  const token = fakeAccessToken({ role: 'admin', userName: 'Shamim Ara', enrol: true });
  stubFetch(async (request) => {
    if (request.url.endsWith('/auth/login'))
      return ok({ accessToken: token, mfaEnrolmentRequired: true }, 'Logged in successfully.');
    if (request.url.endsWith('/auth/mfa')) return ok({ enabled: false, recoveryCodesLeft: 0 });
    return jsonResponse(404, { success: false, statusCode: 404, message: 'Not found', errorSources: [] });
  });
  const user = userEvent.setup();
  const { router } = renderApp('/login');
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByLabelText('Email'), 'admin@hospital.example');
  await user.type(within(dialog).getByLabelText('Password'), 'Adm1n#2026');
  await user.click(within(dialog).getByRole('button', { name: 'Login' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/account/security'));
});
