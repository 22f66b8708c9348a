import { useSyncExternalStore } from 'react';
import type * as SonnerModule from 'sonner';
import type { ExternalToast } from 'sonner';

/**
 * The app's toasts, as sonner's `toast` (the same calls and options), with sonner itself loaded on the first toast
 * rather than with every page (about 8 KB brotli that a first visit to / does not show). Once sonner is
 * there every call goes straight to it; before, the call is queued, sonner is fetched, the toaster mounts
 * (src/app/provider.tsx) and the queued calls run in order. A toast shown before the toaster mounts is still shown:
 * sonner hands a late toaster the toasts already active.
 */
type Sonner = typeof SonnerModule;
type ToastId = string | number;
type Message = Parameters<Sonner['toast']['success']>[0];
type Kind = 'success' | 'error' | 'info' | 'warning' | 'loading';

let sonner: Sonner | undefined;
let loading: Promise<Sonner> | undefined;
let queued: Array<(module: Sonner) => void> = [];
const listeners = new Set<() => void>();
let lastId = 0;

/** Fetches sonner (once); the toaster mounts and queued toasts show when it arrives. */
export function loadToasts(): Promise<Sonner> {
  loading ??= import('sonner').then(
    (module) => {
      sonner = module;
      const calls = queued;
      queued = [];
      for (const listener of listeners) listener();
      for (const call of calls) call(module);
      return module;
    },
    (error: unknown) => {
      // Offline before the service worker had it: these toasts are lost (the page's offline notice still shows),
      // and the next toast tries again.
      loading = undefined;
      queued = [];
      throw error;
    },
  );
  return loading;
}

function later(call: (module: Sonner) => void): void {
  queued.push(call);
  loadToasts().catch(() => undefined);
}

function show(kind: Kind) {
  return (...call: [message: Message, data?: ExternalToast]): ToastId => {
    if (sonner) return sonner.toast[kind](...call);
    // The caller may update or dismiss the toast by its id before sonner is here: it is chosen now.
    const [message, data] = call;
    const id = data?.id ?? `toast-${++lastId}`;
    later((module) => module.toast[kind](message, { ...data, id }));
    return id;
  };
}

export const toast = {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  warning: show('warning'),
  loading: show('loading'),
  dismiss(...call: [id?: ToastId]): ToastId | undefined {
    if (sonner) return sonner.toast.dismiss(...call);
    later((module) => module.toast.dismiss(...call));
    return call[0];
  },
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** sonner once the first toast has loaded it (nothing on the server, nor while a server-rendered page hydrates). */
export function useLoadedToasts(): Sonner | undefined {
  return useSyncExternalStore(
    subscribe,
    () => sonner,
    () => undefined,
  );
}
