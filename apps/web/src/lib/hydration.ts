import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * True on the server and while React hydrates a server-rendered page; false on every later render, and on pages the
 * browser renders itself. The server does not know who is signed in (the session lives in this browser's local
 * storage), so whatever depends on it must render as it did on the server until hydration has finished, or the
 * first client render would not match the HTML it adopts (docs/decisions/0017-server-rendered-public-pages.md).
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}
