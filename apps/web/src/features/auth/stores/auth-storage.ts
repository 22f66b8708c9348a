import { loggedOutState, type AuthState } from './auth-slice';
import { userFromToken } from './access-token';

// docs/product-spec.md §3: the session is persisted in local storage under 'auth' as JSON of { user, token }.
export const AUTH_STORAGE_KEY = 'auth';

/**
 * Read synchronously while the store is created, so the first render already knows who is logged in
 * (no flash of the logged-out navigation, no guard redirect on reload). A synchronous read cannot run into
 * the spec's 5-second rehydration timeout, so no timeout is needed.
 */
export function loadPersistedAuth(storage: Storage = localStorage): AuthState {
  try {
    const raw = storage.getItem(AUTH_STORAGE_KEY);
    if (!raw) return loggedOutState;
    const { token } = JSON.parse(raw) as Partial<AuthState>;
    if (typeof token !== 'string') return loggedOutState;
    // The user is decoded again from the token instead of trusting the stored copy, which anyone can edit.
    const user = userFromToken(token);
    return user ? { user, token } : loggedOutState;
  } catch {
    // Corrupt JSON or storage disabled (private mode): start logged out rather than crash.
    return loggedOutState;
  }
}

export function persistAuth(state: AuthState, storage: Storage = localStorage): void {
  try {
    if (state.token) storage.setItem(AUTH_STORAGE_KEY, JSON.stringify(state));
    else storage.removeItem(AUTH_STORAGE_KEY);
  } catch {
    // Storage full or disabled: the session still works for this tab.
  }
}
