import { AxeBuilder } from '@axe-core/playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@hospital/test-harness';
import {
  chromium,
  request as playwrightRequest,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  type Request,
} from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { DEMO_PASSWORD } from './fixtures.js';

export const PHONE = { width: 360, height: 740 };
export const DESKTOP = { width: 1366, height: 768 };

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/**
 * Waits until the app runs in the page. A server-rendered page is HTML that does not answer clicks until the app has
 * adopted it; the app marks the document then (apps/web/src/app/provider.tsx). Pages that are not the app (the API's
 * own, such as the payment sandbox) have no #root and are not waited for.
 */
export async function appStarted(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.getElementById('root') || document.documentElement.dataset.appStarted === 'true',
  );
}

/**
 * A fresh context per journey: its own cookies, local storage and service worker, like a new visitor. Its page's
 * `goto` and `reload` return once the app runs (appStarted), so a journey never clicks the inert server HTML.
 */
export async function newPage(
  browser: Browser,
  baseURL: string,
  viewport = PHONE,
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport, ...options });
  const page = await context.newPage();
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await appStarted(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await appStarted(page);
    return response;
  };
  return { context, page };
}

const baseUrl = inject('baseUrl');

export type Viewport = { width: number; height: number };
export type Language = 'en' | 'bn';
/** Who a page is opened for: an account's email (a demo account's password unless given) and password. */
export type Account = string | { email: string; password: string };

/**
 * A signed-in session of its own for `account`: logged in through the API (POST /auth/login) and handed to a new
 * browser context as its storage state, the access token where the app keeps it (local storage 'auth') and the
 * refresh cookie in the jar, as the login dialog leaves them. Each context gets a fresh session, never a shared
 * one: refresh tokens rotate, and a refresh token presented twice ends its session everywhere.
 */
async function sessionOf(account: Account): Promise<StorageState> {
  const { email, password } = typeof account === 'string' ? { email: account, password: DEMO_PASSWORD } : account;
  const client = await playwrightRequest.newContext({ baseURL: baseUrl });
  try {
    const response = await client.post('/api/v1/auth/login', { data: { email, password } });
    const body = (await response.json()) as { data: { accessToken: string }; message: string };
    if (!response.ok()) throw new Error(`Logging in as ${email}: ${response.status()} ${body.message}`);
    const { cookies } = await client.storageState();
    const token = body.data.accessToken;
    return {
      cookies,
      origins: [{ origin: baseUrl, localStorage: [{ name: 'auth', value: JSON.stringify({ token }) }] }],
    };
  } finally {
    await client.dispose();
  }
}

type StorageState = Exclude<NonNullable<BrowserContextOptions['storageState']>, string>;

export type OpenOptions = {
  viewport?: Viewport;
  /** Signed in as this account before the page opens (see sessionOf); logged out when absent. */
  as?: Account;
  /** The language the visitor chose before: the switch's local storage key and the cookie the server renders by. */
  language?: Language;
  /** Anything else for the browser context (a service-worker setting, say). */
  context?: BrowserContextOptions;
};

/**
 * The one way a journey opens the app: a fresh context (newPage) at a width, signed in as someone or not, in a
 * language, on `pathname` once the app runs there (no navigation when `pathname` is undefined).
 */
export async function openPage(
  browser: Browser,
  pathname: string | undefined,
  { viewport = PHONE, as, language, context: options = {} }: OpenOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const session: StorageState = as ? await sessionOf(as) : { cookies: [], origins: [] };
  if (language) {
    const { hostname } = new URL(baseUrl);
    const cookie = { name: 'lang', value: language, domain: hostname, path: '/', expires: -1 };
    const stored = session.origins[0]?.localStorage ?? [];
    session.cookies = [...session.cookies, { ...cookie, httpOnly: false, secure: false, sameSite: 'Lax' }];
    session.origins = [{ origin: baseUrl, localStorage: [...stored, { name: 'language', value: language }] }];
  }
  const opened = await newPage(browser, baseUrl, viewport, { ...options, storageState: session });
  if (pathname !== undefined) await opened.page.goto(pathname);
  return opened;
}

/** Steps 1 to 4 of the booking page (docs/product-spec.md §4), for the patient themselves, up to the pay buttons. */
export async function chooseUpToPayment(page: Page, method: string, dateIndex = 0): Promise<void> {
  await page.getByRole('button', { name: method, exact: true }).click();
  await page.getByRole('button', { name: 'For Me', exact: true }).click();
  await page.getByText('Patient details').waitFor();
  await page.getByRole('button', { name: 'Select Date' }).click();
  await page.getByRole('group', { name: 'Available dates' }).getByRole('button').nth(dateIndex).click();
  await page.getByRole('checkbox', { name: /agree to the Terms and Conditions/ }).check();
}

/** Fills the open login dialog and submits it. */
export async function logIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Opens a protected page logged out: the guard opens the login dialog on /, and logging in returns to the page. */
export async function logInThroughGuard(
  page: Page,
  path: string,
  email: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  await page.goto(path);
  await logIn(page, email, password);
  await page.waitForURL((url) => url.pathname === path);
}

/** The requests the page sends that `matches` picks, as "METHOD /path", in order: for "nothing was sent" checks. */
export function requestsSent(page: Page, matches: (request: Request) => boolean): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (matches(request)) sent.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  return sent;
}

/**
 * axe's serious and critical findings on the page as it stands. Toasts fade out over the page, and caught mid-fade
 * their half-transparent text fails contrast, so axe judges the page once they have gone.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.waitForFunction(() => document.querySelector('[data-sonner-toast]') === null, undefined, {
    timeout: 15_000,
  });
  // A dialog fading in is half transparent: contrast is judged once finite animations have ended (spinners loop on).
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
    undefined,
    { timeout: 5_000 },
  );
  const results = await new AxeBuilder({ page }).analyze();
  return described(
    results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical'),
  );
}

type Violations = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'];
/** Each violation as 'rule: the elements it found', which a failed assertion prints. */
const described = (violations: Violations) =>
  violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);

/**
 * Findings of some axe rules only, whatever their impact: rules axe leaves out by default (experimental ones, such
 * as label-content-name-mismatch) or rates moderate (heading-order), which Lighthouse's accessibility score counts.
 */
export async function violationsOf(page: Page, rules: string[]): Promise<string[]> {
  return described((await new AxeBuilder({ page }).withRules(rules).analyze()).violations);
}

/** How far anything scrolls sideways: the page, or the navigation bar (which could hide its own overflow). */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const nav = document.querySelector('header nav');
    return Math.max(
      document.documentElement.scrollWidth - window.innerWidth,
      nav ? nav.scrollWidth - nav.clientWidth : 0,
    );
  });
}

/** One Chromium for a test file: launched before its tests and closed after them. Call it at the file's top level. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('The browser is launched in beforeAll: call browser() inside a test or hook.');
    return browser;
  };
}

/** A picture for a journey to upload: one colour, with round spots of another where `spots` puts them. */
export type Picture = {
  width: number;
  height: number;
  background: string;
  type: 'image/png' | 'image/jpeg';
  spots?: { colour: string; at: Array<[x: number, y: number]> };
};

/** `picture` drawn by the page's own canvas, so a journey needs no fixture file: its bytes. */
export async function pictureMadeIn(page: Page, picture: Picture): Promise<Buffer> {
  const base64 = await page.evaluate(({ width, height, background, type, spots }) => {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const draw = canvas.getContext('2d')!;
    draw.fillStyle = background;
    draw.fillRect(0, 0, width, height);
    if (spots) {
      draw.fillStyle = spots.colour;
      for (const [x, y] of spots.at) {
        draw.beginPath();
        draw.arc(x, y, 12, 0, Math.PI * 2);
        draw.fill();
      }
    }
    return canvas.toDataURL(type, 0.8).split(',')[1]!;
  }, picture);
  return Buffer.from(base64, 'base64');
}
