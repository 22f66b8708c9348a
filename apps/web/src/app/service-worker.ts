/**
 * Registers the service worker (src/sw.ts) once the page has loaded and the main thread is idle, so installing it
 * (it downloads the whole app to keep offline) never competes with the first visit's own requests. Not in
 * development: Vite's dev server has no built service worker.
 */
export function registerServiceWorker(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      // Private windows and some embedded browsers refuse service workers: the site works on without one.
      console.warn('The service worker could not be registered:', error);
    });
  };
  const whenIdle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(register, { timeout: 5000 }) : setTimeout(register, 1000));
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
