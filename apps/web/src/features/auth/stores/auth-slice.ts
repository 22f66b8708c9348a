import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedOut, tokenRefreshed } from '@/lib/session';
import { userFromToken, type AuthUser } from './access-token';

// docs/product-spec.md §3/§4: logged in when both user and token are set; logout clears both.
export type AuthState = { user: AuthUser | null; token: string | null };

export const loggedOutState: AuthState = { user: null, token: null };

function stateFromToken(token: string): AuthState {
  const user = userFromToken(token);
  return user ? { user, token } : loggedOutState;
}

export const authSlice = createSlice({
  name: 'auth',
  initialState: loggedOutState,
  reducers: {
    loggedIn: (_state, action: PayloadAction<string>) => stateFromToken(action.payload),
  },
  extraReducers: (builder) => {
    builder
      .addCase(tokenRefreshed, (_state, action) => stateFromToken(action.payload))
      .addCase(loggedOut, () => loggedOutState);
  },
});

export const { loggedIn } = authSlice.actions;

type WithAuth = { auth: AuthState };
export const selectCurrentUser = (state: WithAuth) => state.auth.user;
export const selectIsLoggedIn = (state: WithAuth) => state.auth.user !== null && state.auth.token !== null;
