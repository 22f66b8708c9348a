import { createAction } from '@reduxjs/toolkit';

// The session actions live in shared code because both the API client (shared) and the auth feature need them:
// the client dispatches them, the auth slice and the UI slice react to them. This keeps the flow one way
// (shared -> features -> app) without the client importing the auth feature.

/** A new access token arrived from POST /auth/refresh-token. */
export const tokenRefreshed = createAction<string>('session/tokenRefreshed');

/** The session ended: the user logged out, or a refresh failed (docs/product-spec.md §4). */
export const loggedOut = createAction<{ reason: 'user' | 'expired' }>('session/loggedOut');

/** The slice of the root state the client needs; declared structurally so shared code never imports the store. */
export type SessionRootState = { auth: { token: string | null } };

export const selectToken = (state: unknown): string | null => (state as Partial<SessionRootState>).auth?.token ?? null;
