import type { Page, Request, Route } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { appStarted, newPage, PHONE, useBrowser } from './helpers.js';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

/**
 * A phone that has visited `path` once: the service worker has installed (the whole app is saved) and controls
 * the page.
 */
async function phoneAfterOneVisit(path: string) {
  const opened = await newPage(browser(), baseUrl, PHONE);
  const { page } = opened;
  await page.goto(path);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return opened;
}

const notice = (page: Page) => page.getByRole('status').filter({ hasText: /online/ });
const OFFLINE = 'You are offline. Pages you have opened before still work.';

/** Document loads of the page's main frame (a reload, a typed address), as opposed to the app's own navigation. */
function documentLoads(page: Page): string[] {
  const loads: string[] = [];
  page.on('request', (request: Request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame())
      loads.push(new URL(request.url()).pathname);
  });
  return loads;
}

describe('offline, after one visit', () => {
  it('when a patient who opened the site once loses the connection, then they can still move between its pages and are told they are offline', async () => {
    const { context, page } = await phoneAfterOneVisit('/');
    await page.goto('/consultants');
    const doctors = await page.getByRole('link', { name: /^View Details of / }).count();
    expect(doctors).toBeGreaterThan(10);

    await context.setOffline(true);
    await notice(page).getByText(OFFLINE).waitFor();

    // Within the app: a page never opened before comes from the saved app.
    await page.getByRole('link', { name: 'Privacy Policy' }).click();
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'We follow a holistic approach to health care' }).waitFor();

    // A typed address or a reload: the saved copy of a page seen before, with its doctors ...
    await page.goto('/consultants');
    expect(await page.getByRole('link', { name: /^View Details of / }).count()).toBe(doctors);
    await notice(page).getByText(OFFLINE).waitFor();
    // ... and the saved app for a page never seen, still saying it is offline.
    await page.goto('/refund-policy');
    await page.getByRole('heading', { level: 1, name: 'Return and Refund Policy' }).waitFor();
    await notice(page).getByText(OFFLINE).waitFor();
    await context.close();
  });

  it('when the connection comes back, then the page says so and fills in what it could not load', async () => {
    const { context, page } = await phoneAfterOneVisit('/terms-and-condition');

    await context.setOffline(true);
    // The team grid's doctors were never fetched in this browser: without a connection they cannot load.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Doctors' }).click();
    await page.getByText('The consultants could not be loaded.').waitFor();
    await notice(page).getByText(OFFLINE).waitFor();

    await context.setOffline(false);
    await notice(page).getByText('You are back online.').waitFor();
    // Nobody pressed Try again: the page asked by itself.
    await page
      .getByRole('link', { name: /^View Details of / })
      .first()
      .waitFor();
    expect(await page.getByText('The consultants could not be loaded.').count()).toBe(0);
    await context.close();
  });
});

describe('what the service worker keeps', () => {
  it('when pages are opened, then plain public pages are kept for offline use, but never an address carrying a token', async () => {
    const { context, page } = await phoneAfterOneVisit('/');
    await page.goto('/privacy-policy');
    await page.goto('/auth/reset-password?email=someone%40example.com&token=secret-reset-token-123');
    await page.goto('/consultants?from=sms');

    const kept = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys())
          urls.push(new URL(request.url).pathname + new URL(request.url).search);
      }
      return urls;
    });
    expect(kept).toContain('/privacy-policy');
    expect(
      kept.filter((url) => url.includes('token') || url.includes('example.com') || url.includes('from=sms')),
    ).toEqual([]);
    // Nothing from the API that needs a session is kept either: only the public reads.
    expect(
      kept.filter(
        (url) =>
          url.startsWith('/api/') &&
          !/^\/api\/v1\/(doctors\/(consultants|single-doctor\/|photos\/)|reviews\/)/.test(url),
      ),
    ).toEqual([]);
    await context.close();
  });
});

describe('a page whose code is gone or cannot be fetched', () => {
  // Without a service worker (a first visit, or a browser without one), every request is the network's, and
  // Playwright can stand in for a server whose deploy removed a file.
  const noServiceWorker = { serviceWorkers: 'block' as const };

  it('when a new deploy replaced the code of the next page, then the app reloads itself once and the page opens', async () => {
    const { context, page } = await newPage(browser(), baseUrl, PHONE, noServiceWorker);
    await page.goto('/');
    let deployed = false;
    // The old build's chunk is gone until the page loads afresh (the new build's page names files that exist).
    await page.route('**/assets/request-callback-*.js', (route: Route) =>
      deployed ? route.continue() : route.fulfill({ status: 404 }),
    );
    const loads = documentLoads(page);
    page.on('request', (request) => {
      if (request.isNavigationRequest()) deployed = true;
    });

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Req. Callback' }).click();
    await page.waitForURL('**/request-callback');
    await appStarted(page);
    await page.getByRole('button', { name: 'Submit Request' }).waitFor();
    expect(loads).toEqual(['/request-callback']);
    await context.close();
  });

  it('when the file is still missing after that reload, then it does not reload again: the Retry page shows, and Retry opens the page once the file is back', async () => {
    const { context, page } = await newPage(browser(), baseUrl, PHONE, noServiceWorker);
    await page.goto('/');
    await page.route('**/assets/request-callback-*.js', (route: Route) => route.fulfill({ status: 404 }));
    const loads = documentLoads(page);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Req. Callback' }).click();
    await page.getByRole('heading', { name: 'This page could not be loaded' }).waitFor({ timeout: 20_000 });
    expect(loads).toEqual(['/request-callback']);
    expect(await page.getByText(/Unexpected Application Error|Hey developer/).count()).toBe(0);

    await page.unroute('**/assets/request-callback-*.js');
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('button', { name: 'Submit Request' }).waitFor();
    expect(loads).toEqual(['/request-callback', '/request-callback']);
    await context.close();
  });

  it('when the connection is gone as the next page is opened, then the page says it is offline, and opens by itself when the connection returns', async () => {
    const { context, page } = await newPage(browser(), baseUrl, PHONE, noServiceWorker);
    await page.goto('/');
    await context.setOffline(true);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Req. Callback' }).click();
    await page.getByRole('heading', { name: 'You are offline' }).waitFor();
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByText('Still offline. The page will load as soon as the connection is back.').waitFor();

    await context.setOffline(false);
    await page.getByRole('button', { name: 'Submit Request' }).waitFor();
    await context.close();
  });
});

describe('installing the site', () => {
  it('when a phone looks for the web app manifest, then it finds the name, the start page and icons that load', async () => {
    const { context, page } = await newPage(browser(), baseUrl, PHONE);
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifest = await (await context.request.get(href!)).json();
    expect(manifest).toMatchObject({
      name: 'Nirmoy Specialized Hospital',
      short_name: 'Nirmoy',
      start_url: '/',
      display: 'standalone',
    });
    const purposes = new Set<string>();
    for (const icon of manifest.icons as Array<{ src: string; sizes: string; purpose: string }>) {
      const response = await context.request.get(icon.src);
      expect(response.headers()['content-type']).toBe('image/png');
      purposes.add(`${icon.sizes} ${icon.purpose}`);
    }
    expect([...purposes].sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    await context.close();
  });
});
