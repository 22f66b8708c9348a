import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { authSlice, type AuthState } from '@/features/auth/stores/auth-slice';
import { loadPersistedAuth, persistAuth } from '@/features/auth/stores/auth-storage';
import { baseApi } from '@/lib/api-client';
import { connectionListeners } from '@/lib/connection-listeners';
import { uiSlice } from '@/stores/ui-slice';

/** Builds a store; tests pass their own starting session instead of reading local storage. */
export function makeStore(auth: AuthState = loadPersistedAuth()) {
  const store = configureStore({
    reducer: {
      auth: authSlice.reducer,
      ui: uiSlice.reducer,
      [baseApi.reducerPath]: baseApi.reducer,
    },
    // Rehydrated synchronously (see auth-storage): the first render already has the session.
    preloadedState: { auth },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });

  // docs/product-spec.md §3: the session is written to local storage whenever it changes (and removed on logout).
  let persisted = store.getState().auth;
  store.subscribe(() => {
    const current = store.getState().auth;
    if (current === persisted) return;
    persisted = current;
    persistAuth(current);
  });

  // Enables refetchOnFocus / refetchOnReconnect (the patient page refetches on reconnect, docs/product-spec.md §2; every
  // query does, a moment after the connection is back: src/lib/connection-listeners.ts).
  setupListeners(store.dispatch, connectionListeners);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
