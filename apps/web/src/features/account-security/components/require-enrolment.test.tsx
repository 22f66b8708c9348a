import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, stubFetch } from '@/test/http';
import { renderAppAs } from '@/test/render';

// Production mode: a staff account whose session says it must still enrol in two-step sign-in opens no signed-in
// page but the enrolment, until two-step sign-in is on.

const withStatus = (enabled: boolean) =>
  stubFetch((request) =>
    new URL(request.url).pathname.endsWith('/auth/mfa') ? ok({ enabled, recoveryCodesLeft: enabled ? 10 : 0 }) : ok([]),
  );

describe('enrolment before anything else', () => {
  it('when an attendant who must enrol opens the desk, then the enrolment screen opens instead', async () => {
    withStatus(false);
    const { router } = renderAppAs('attendant', '/attendant', { enrol: true });
    await screen.findByRole('button', { name: 'Set up two-step sign-in' });
    expect(router.state.location.pathname).toBe('/account/security');
  });

  it('when a doctor who must enrol opens a patient page, then the enrolment screen opens instead', async () => {
    withStatus(false);
    const { router } = renderAppAs('doctor', '/patient', { enrol: true });
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/security'));
  });

  it('when the account has turned it on, or was never asked, then other pages open', async () => {
    withStatus(true);
    const enrolled = renderAppAs('attendant', '/attendant', { enrol: true });
    // Loaded by address (a reload): the page waits for the status instead of sending the account away.
    await screen.findByRole('heading', { name: 'Manage Appointments' });
    expect(enrolled.router.state.location.pathname).toBe('/attendant');
    enrolled.unmount();
    withStatus(false);
    const demo = renderAppAs('attendant', '/attendant');
    expect(demo.router.state.location.pathname).toBe('/attendant');
  });
});
