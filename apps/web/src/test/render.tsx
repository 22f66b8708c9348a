import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import { makeStore } from '@/app/store';
import type { AccessTokenClaims } from '@hospital/contract/auth';
import type { Role } from '@hospital/contract/lists';
import { userFromToken } from '@/features/auth/stores/access-token';
import type { AuthState } from '@/features/auth/stores/auth-slice';
import { fakeAccessToken } from './tokens';

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

/** The whole app at `path`, signed in as `role` (with any other claims given), as `renderApp` renders it. */
export function renderAppAs(role: Role, path: string, claims: Partial<AccessTokenClaims> = {}) {
  const token = fakeAccessToken({ ...claims, role });
  return renderApp(path, { token, user: userFromToken(token) });
}

/** One component inside the store and toaster, for component tests that need no routes. */
export function renderWithStore(ui: ReactElement, auth?: AuthState) {
  const store = makeStore(auth);
  return { ...render(<AppProvider store={store}>{ui}</AppProvider>), store };
}
