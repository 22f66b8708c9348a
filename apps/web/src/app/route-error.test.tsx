import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTO_RELOAD_KEY, pageReload } from '@/lib/chunk-errors';
import { renderApp } from '@/test/render';
import { ok } from '@/test/http';
import { RouteError } from './route-error';
import { routes } from './router';

// Chromium's words when a route's chunk cannot be fetched.
const chunkFailure = () =>
  new TypeError('Failed to fetch dynamically imported module: http://localhost:3000/assets/consultants-4f1c2a.js');

let reload: ReturnType<typeof vi.fn<() => void>>;
let probes: string[];
let probeAnswer: () => Promise<Response>;

beforeEach(() => {
  reload = vi.fn<() => void>();
  vi.spyOn(pageReload, 'reload').mockImplementation(reload);
  probes = [];
  probeAnswer = async () => new Response(null, { status: 404 });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      probes.push(String(input instanceof Request ? input.url : input));
      return probeAnswer();
    }),
  );
  sessionStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

/** The app's own error elements around a page whose chunk fails to load, as the router wires them. */
function renderFailingPage(failure: () => Error = chunkFailure) {
  const pages: RouteObject[] = [
    {
      path: '/',
      errorElement: <RouteError standalone />,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            { index: true, element: <p>Home page</p> },
            { path: 'consultants', lazy: async () => Promise.reject(failure()) },
          ],
        },
      ],
    },
  ];
  const router = createMemoryRouter(pages, { initialEntries: ['/consultants'] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('a page whose code cannot be loaded', () => {
  it('when a new deploy removed the file, then the page reloads itself once to get the new version', async () => {
    setOnline(true);
    renderFailingPage();

    expect(await screen.findByText('Getting the latest version of the site…')).toBeTruthy();
    expect(probes).toEqual(['http://localhost:3000/assets/consultants-4f1c2a.js']);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(Number(sessionStorage.getItem(AUTO_RELOAD_KEY))).toBeGreaterThan(0);
  });

  it('when it fails again right after reloading itself, then it does not reload again but offers Retry', async () => {
    setOnline(true);
    sessionStorage.setItem(AUTO_RELOAD_KEY, String(Date.now() - 5000));
    renderFailingPage();

    expect(await screen.findByRole('heading', { name: 'This page could not be loaded' })).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['the file is still there', async () => new Response('', { status: 200 })],
    ['the server cannot be reached', async () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('when the connection dropped (%s), then it offers Retry and does not reload by itself', async (_case, answer) => {
    setOnline(true);
    probeAnswer = answer;
    renderFailingPage();

    expect(await screen.findByRole('heading', { name: 'This page could not be loaded' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go Home' })).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
  });

  it('when the device is offline, then it says so, Retry waits for the connection, and the page loads itself when it is back', async () => {
    setOnline(false);
    renderFailingPage();

    expect(await screen.findByRole('heading', { name: 'You are offline' })).toBeTruthy();
    expect(probes).toEqual([]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('Still offline. The page will load as soon as the connection is back.')).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();

    setOnline(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('when the browser does not name the file (Safari) but is online, then it reloads itself once', async () => {
    setOnline(true);
    renderFailingPage(() => new TypeError('Importing a module script failed.'));

    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(probes).toEqual([]);
  });
});

describe('a page that breaks', () => {
  it('when a page throws while rendering, then the product page says so inside the layout, with the hotline, never the router developer page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => ok([])),
    );
    const broken = routes[0]!.children![0]!.children!.find((route) => route.path === 'terms-and-condition')!;
    const original = broken.lazy;
    broken.lazy = async () => ({
      Component: () => {
        throw new Error('A bug in the page');
      },
    });
    try {
      renderApp('/terms-and-condition');
      expect(await screen.findByRole('heading', { name: 'Something went wrong on this page' })).toBeTruthy();
      expect(within(screen.getByRole('main')).getByRole('link', { name: 'Hotline 09611223344' })).toBeTruthy();
      // Still inside the site: the navigation is there.
      expect(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Home' })).toBeTruthy();
      expect(screen.queryByText(/Unexpected Application Error|Hey developer/)).toBeNull();
      expect(document.title).toBe('Page not loaded | Nirmoy Specialized Hospital');
    } finally {
      broken.lazy = original;
    }
  });

  it('when the layout itself cannot load, then a page of its own shows the hospital name, Retry and Go Home', async () => {
    setOnline(true);
    sessionStorage.setItem(AUTO_RELOAD_KEY, String(Date.now()));
    const pages: RouteObject[] = [
      {
        path: '/',
        lazy: async () => Promise.reject(chunkFailure()),
        errorElement: <RouteError standalone />,
        children: [{ index: true, element: <p>Home</p> }],
      },
    ];
    render(<RouterProvider router={createMemoryRouter(pages)} />);

    expect(await screen.findByRole('heading', { name: 'This page could not be loaded' })).toBeTruthy();
    expect(screen.getByText('Nirmoy Specialized Hospital')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/');
  });
});

describe('the router', () => {
  it('when each route is loaded, then it finds its page module and the component it names', async () => {
    const lazyRoutes: RouteObject[] = [];
    const collect = (list: RouteObject[]) =>
      list.forEach((route) => {
        if (typeof route.lazy === 'function') lazyRoutes.push(route);
        if (route.children) collect(route.children);
      });
    collect(routes);
    expect(lazyRoutes.length).toBeGreaterThan(30);
    for (const route of lazyRoutes) {
      const loaded = await (route.lazy as () => Promise<{ Component?: unknown }>)();
      expect(typeof loaded.Component, String((route.handle as { module: string }).module)).toBe('function');
    }
  });
});
