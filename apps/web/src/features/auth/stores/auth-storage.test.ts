import { expect, it } from 'vitest';
import { fakeAccessToken } from '@/test/tokens';
import { userFromToken } from './access-token';
import { AUTH_STORAGE_KEY, loadPersistedAuth, persistAuth } from './auth-storage';

it('when a session is persisted and read back, then user and token survive', () => {
  const token = fakeAccessToken({ userName: 'রহিমা আক্তার', role: 'doctor' });
  const state = { token, user: userFromToken(token) };

  persistAuth(state);

  expect(JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY) ?? '')).toEqual(state);
  expect(loadPersistedAuth()).toEqual(state);
  // A Bengali name survives the base64url decoding byte for byte.
  expect(loadPersistedAuth().user?.userName).toBe('রহিমা আক্তার');
});

it('when the session is cleared, then the key is removed', () => {
  localStorage.setItem(AUTH_STORAGE_KEY, '{}');
  persistAuth({ user: null, token: null });
  expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
});

it('when the stored user was edited by hand, then the user is decoded from the token instead', () => {
  const token = fakeAccessToken({ role: 'patient' });
  localStorage.setItem(
    AUTH_STORAGE_KEY,
    JSON.stringify({ token, user: { userName: 'x', role: 'admin', patientId: 'P1' } }),
  );
  expect(loadPersistedAuth().user?.role).toBe('patient');
});

it('when the token is not a JWT with our claims, then the app starts logged out', () => {
  localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ token: 'not-a-jwt', user: null }));
  expect(loadPersistedAuth()).toEqual({ user: null, token: null });
  localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify({ token: fakeAccessToken({ role: 'superuser' as never }) }));
  expect(loadPersistedAuth()).toEqual({ user: null, token: null });
});
