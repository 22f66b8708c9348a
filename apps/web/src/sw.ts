/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import {
  cleanupOutdatedCaches,
  precacheAndRoute,
  PrecacheFallbackPlugin,
  type PrecacheEntry,
} from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';

/**
 * The service worker (docs/decisions/0018-service-worker.md). The rules, in short:
 * - the app itself (every chunk, the stylesheet, the icons and the shell page) is precached at install, so a patient
 *   who opened the site once can move between its pages with no connection;
 * - pages go to the network first, so they are as fresh as the server's data; without a connection the last copy of
 *   that page is used, else the shell, which renders the page in the browser;
 * - of the API, only the public reads that are the same for everyone (the doctors, a doctor's profile, reviews, the
 *   doctors' photos) are kept, and only used when the network fails; everything personal or authenticated (a
 *   patient's appointments, the desk, notifications, every write) never touches a cache here.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

// A new build takes over at once: the pages it serves reference the new chunks. A page still running the old build
// keeps working; if it asks for a chunk the new build no longer has, it reloads itself once (src/lib/chunk-errors.ts).
void self.skipWaiting();
clientsClaim();
enableNavigationPreload();

const SHELL = '/index.html';
const PAGES_CACHE = 'pages';

// No directory index or clean URLs: `/` must reach the server (a rendered page), not the precached shell.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();

// Saved pages name the chunks of the build that served them: a new build drops them with its old chunks.
self.addEventListener('activate', (event) => {
  event.waitUntil(caches.delete(PAGES_CACHE));
});

/** A 502/503/504 (a proxy while the app restarts) is treated like no connection: the saved copy is better. */
const serverUnavailableIsOffline: WorkboxPlugin = {
  fetchDidSucceed: async ({ response }) => {
    if (response.status >= 502 && response.status <= 504) throw new Error(`Server unavailable (${response.status})`);
    return response;
  },
};

/**
 * Pages are kept by their address, so an address that carries something private is never kept: the reset-password
 * link holds a token and an email address, and any query string may hold what a visitor typed.
 */
const onlyPlainAddresses: WorkboxPlugin = {
  cacheWillUpdate: async ({ request, response }) => {
    const url = new URL(request.url);
    return url.search === '' && !url.pathname.startsWith('/auth/') ? response : null;
  },
};

const sameOrigin = (url: URL) => url.origin === self.location.origin;
const isApi = (url: URL) => url.pathname.startsWith('/api/');

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && sameOrigin(url) && !isApi(url) && url.pathname !== '/metrics',
  new NetworkFirst({
    cacheName: PAGES_CACHE,
    plugins: [
      serverUnavailableIsOffline,
      onlyPlainAddresses,
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 30, maxAgeSeconds: 7 * 24 * 60 * 60 }),
      new PrecacheFallbackPlugin({ fallbackURL: SHELL }),
    ],
  }),
);

// Public reads whose answer is the same for every caller, signed in or not (docs/architecture.md §6).
const PUBLIC_READS = [
  /^\/api\/v1\/doctors\/consultants$/,
  /^\/api\/v1\/doctors\/single-doctor\/[^/]+$/,
  /^\/api\/v1\/reviews\/?$/,
];

registerRoute(
  ({ request, url }) =>
    request.method === 'GET' && sameOrigin(url) && PUBLIC_READS.some((pattern) => pattern.test(url.pathname)),
  new NetworkFirst({
    cacheName: 'public-data',
    plugins: [
      serverUnavailableIsOffline,
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 7 * 24 * 60 * 60 }),
    ],
  }),
);

// Doctors' photos are named by their content and never change (apps/api: public, immutable).
registerRoute(
  ({ request, url }) =>
    request.method === 'GET' && sameOrigin(url) && /^\/api\/v1\/doctors\/photos\/[^/]+$/.test(url.pathname),
  new CacheFirst({
    cacheName: 'doctor-photos',
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 100 })],
  }),
);

// The site's own pictures (demo portraits, the frame artwork); not the hero video, which is streamed in ranges.
registerRoute(
  ({ request, url }) =>
    request.method === 'GET' &&
    sameOrigin(url) &&
    url.pathname.startsWith('/media/') &&
    request.destination === 'image',
  new StaleWhileRevalidate({
    cacheName: 'media',
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 60 })],
  }),
);
