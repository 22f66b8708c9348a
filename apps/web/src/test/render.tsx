import { act, render, within, type ByRoleMatcher, type ByRoleOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { expect } from 'vitest';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import { makeStore } from '@/app/store';
import type { AccessTokenClaims } from '@hospital/contract/auth';
import type { Role } from '@hospital/contract/lists';
import { userFromToken } from '@/features/auth/stores/access-token';
import type { AuthState } from '@/features/auth/stores/auth-slice';
import { changeLanguage } from '@/i18n/i18n';
import { fakeAccessToken } from './tokens';

/** The user-event session a test drives the screen with. */
export type User = ReturnType<typeof userEvent.setup>;

/**
 * The whole app (store, toaster, routes) at `path`, as a user would meet it. Without `auth` the session is read
 * from local storage, as on a real start (the test setup empties it after each test).
 */
export function renderApp(path: string, auth?: AuthState) {
  const store = makeStore(auth);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProvider store={store}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, store, router };
}

/** A session signed in as `role`, with any other claims given. */
function sessionAs(role: Role, claims: Partial<AccessTokenClaims>): AuthState {
  const token = fakeAccessToken({ ...claims, role });
  return { token, user: userFromToken(token) };
}

/** The whole app at `path`, signed in as `role` (with any other claims given), as `renderApp` renders it. */
export function renderAppAs(role: Role, path: string, claims: Partial<AccessTokenClaims> = {}) {
  return renderApp(path, sessionAs(role, claims));
}

/**
 * The whole app at `path` as a Bangla reader opens it: the Bangla catalog loaded and the language switched before the
 * first render, as the app starts for someone who chose Bangla, with a user to drive it. `auth` as `renderApp`'s.
 */
export async function renderAppInBangla(path: string, auth?: AuthState) {
  const user = userEvent.setup();
  await act(() => changeLanguage('bn'));
  return { ...renderApp(path, auth), user };
}

/** `renderAppInBangla`, signed in as `role` (with any other claims given). */
export function renderAppInBanglaAs(role: Role, path: string, claims: Partial<AccessTokenClaims> = {}) {
  return renderAppInBangla(path, sessionAs(role, claims));
}

/**
 * The whole app at `path` signed in as `role`, in English until `ready` has found what it waits for, then switched to
 * Bangla: the page must follow the switch without a reload. With a user to drive it.
 */
export async function renderAppAsThenBangla(role: Role, path: string, ready: () => Promise<unknown>) {
  const user = userEvent.setup();
  const view = renderAppAs(role, path);
  await ready();
  await act(() => changeLanguage('bn'));
  return { ...view, user };
}

/** One component inside the store and toaster, for component tests that need no routes. */
export function renderWithStore(ui: ReactElement, auth?: AuthState) {
  const store = makeStore(auth);
  return { ...render(<AppProvider store={store}>{ui}</AppProvider>), store };
}

/** `renderWithStore` inside a router at "/", for a component with links. */
export function renderInRouter(ui: ReactElement, auth?: AuthState) {
  return renderWithStore(<MemoryRouter>{ui}</MemoryRouter>, auth);
}

/** Asserts that each of `texts` shows, whole, inside `container` (a card, a dialog, a row). */
export function expectEachText(container: HTMLElement, texts: readonly string[]): void {
  for (const text of texts) expect(within(container).getByText(text), text).toBeTruthy();
}

/** The text of each element with `role` inside `container`, in order: a table's rows, a group's buttons. */
export function textsByRole(container: HTMLElement, role: ByRoleMatcher, options?: ByRoleOptions): (string | null)[] {
  return within(container)
    .getAllByRole(role, options)
    .map((node) => node.textContent);
}
