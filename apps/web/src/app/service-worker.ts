import { whenSettled } from '@/lib/settled';

/**
 * Registers the service worker (src/sw.ts) once the page has settled (loaded, a few seconds on, the main thread idle:
 * src/lib/settled.ts), so installing it (it downloads the whole app to keep offline, about 480 KB) never competes
 * with the first visit's own requests and start-up on a slow link. Not in development: Vite's dev server has no
 * built service worker.
 */
export function registerServiceWorker(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      // Private windows and some embedded browsers refuse service workers: the site works on without one.
      console.warn('The service worker could not be registered:', error);
    });
  };
  whenSettled(register);
}
