import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { setupListeners } from '@reduxjs/toolkit/query';

type ListenerActions = Parameters<NonNullable<Parameters<typeof setupListeners>[1]>>[1];

// Back online, the network often needs a moment more (a phone's radio waking up, a captive portal, the service
// worker's own connection): asking again at once can fail into the very error it should clear.
export const RECONNECT_SETTLE_MS = 1000;

/**
 * RTK Query's window listeners (focus, visibility, online, offline), as `setupListeners` installs them by default,
 * except that the refetch on reconnect waits RECONNECT_SETTLE_MS (and is dropped if the connection goes again).
 */
export function connectionListeners(
  dispatch: ThunkDispatch<unknown, unknown, UnknownAction>,
  { onFocus, onFocusLost, onOnline, onOffline }: ListenerActions,
): () => void {
  if (typeof window === 'undefined') return () => undefined;
  let settling: ReturnType<typeof setTimeout> | undefined;
  const handlers: Record<string, () => void> = {
    focus: () => dispatch(onFocus()),
    visibilitychange: () => dispatch(document.visibilityState === 'visible' ? onFocus() : onFocusLost()),
    online: () => {
      clearTimeout(settling);
      settling = setTimeout(() => dispatch(onOnline()), RECONNECT_SETTLE_MS);
    },
    offline: () => {
      clearTimeout(settling);
      dispatch(onOffline());
    },
  };
  for (const [event, handler] of Object.entries(handlers)) window.addEventListener(event, handler);
  return () => {
    clearTimeout(settling);
    for (const [event, handler] of Object.entries(handlers)) window.removeEventListener(event, handler);
  };
}
