import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_STORAGE_KEY } from '@/features/auth/stores/auth-storage';
import { userFromToken } from '@/features/auth/stores/access-token';
import { renderApp } from '@/test/render';
import { ok, refused } from '@/test/http';
import { fakeAccessToken } from '@/test/tokens';

let fetchMock: ReturnType<typeof vi.fn<(request: Request) => Promise<Response>>>;
const token = fakeAccessToken();
const loggedIn = { token, user: userFromToken(token) };

beforeEach(() => {
  fetchMock = vi.fn(async (request: Request) => {
    if (request.url.endsWith('/auth/login')) {
      return ok({ accessToken: token }, 'Logged in');
    }
    if (request.url.endsWith('/auth/logout')) return ok(null, 'Bye');
    return refused(404, 'Not found');
  });
  vi.stubGlobal('fetch', fetchMock);
});

describe('route guard and login dialog', () => {
  it('when a logged-out visitor opens /patient/, then they land on / with the dialog, and logging in brings them back', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/patient/');

    const dialog = await screen.findByRole('dialog', { name: 'Log in to your account' });
    // The dialog can open a moment before the redirect to / settles.
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    // Focus moved into the dialog, onto its first field.
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText('Email')));

    await user.type(within(dialog).getByLabelText('Email'), 'rahima@example.com');
    await user.type(within(dialog).getByLabelText('Password'), 'secret12');
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('heading', { name: 'Your Booked Appointments' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/patient/');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY) ?? 'null')).toEqual(loggedIn);
    await waitFor(() => expect(document.title).toBe('Booked Appointment | Nirmoy Specialized Hospital'));
  });

  it('when the login form is submitted empty, then nothing is sent', async () => {
    const user = userEvent.setup();
    renderApp('/login');

    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));

    expect(await within(dialog).findByText('Email is required')).toBeTruthy();
    // The home page behind the dialog loads doctors and reviews; no login may be sent.
    expect(fetchMock.mock.calls.filter(([request]) => request.url.includes('/auth/'))).toEqual([]);
  });

  it('when Escape is pressed, then the dialog closes and focus returns to the Log in button', async () => {
    const user = userEvent.setup();
    renderApp('/');

    const opener = await screen.findByRole('button', { name: 'Log in' });
    await user.click(opener);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('when the dialog switches views, then register and forget-password forms appear', async () => {
    const user = userEvent.setup();
    renderApp('/login');

    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Please Register' }));
    expect(within(dialog).getByRole('heading', { name: 'Create your account' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));
    await user.click(within(dialog).getByRole('button', { name: 'Forget password?' }));
    expect(within(dialog).getByRole('heading', { name: 'Forgot your password?' })).toBeTruthy();
  });
});

describe('session', () => {
  it('when a session is stored, then the app starts logged in and Logout clears it everywhere', async () => {
    localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(loggedIn));
    const user = userEvent.setup();
    const { store } = renderApp('/');

    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('dialog', { name: 'Quick menu' });
    expect(within(menu).getByText('P2600123')).toBeTruthy();
    expect(within(menu).getByText('Rahima Akter')).toBeTruthy();
    await user.click(within(menu).getByRole('button', { name: /Logout/ }));

    await waitFor(() => expect(store.getState().auth).toEqual({ user: null, token: null }));
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(fetchMock.mock.calls.some(([request]) => request.url.endsWith('/auth/logout'))).toBe(true);
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
  });

  it('when the stored session is corrupt, then the app starts logged out', async () => {
    localStorage.setItem(AUTH_STORAGE_KEY, '{not json');
    renderApp('/');
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
  });
});

describe('pages', () => {
  it('when the path is unknown, then the not-found page offers a way home', async () => {
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'We are working on it.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/');
  });

  it('when the home page opens, then it shows the tagline and a tel: link to the hotline', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'We follow a holistic approach to health care' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /24\/7 Hotline/ }).getAttribute('href')).toMatch(/^tel:\+880\d{10}$/);
  });
});
