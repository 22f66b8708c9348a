import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@hospital/test-harness';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  type Request,
} from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

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

/** The password of every demo account. */
export const DEMO_PASSWORD = 'Demo@1234';

/** Calls the API of the app under test; answers `data`, or throws with the status and the server's sentence. */
export async function api<T>(pathname: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const { token, ...rest } = init;
  const response = await fetch(`${baseUrl}/api/v1${pathname}`, {
    ...rest,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}), ...rest.headers },
  });
  const body = (await response.json()) as { data: T; message: string };
  if (!response.ok) throw new Error(`${rest.method ?? 'GET'} ${pathname}: ${response.status} ${body.message}`);
  return body.data;
}

export type NewPatient = {
  name: string;
  age: number;
  gender?: 'male' | 'female';
  contact: string;
  email: string;
  password: string;
};

/** A patient account of the test's own, registered through the API as the register form would. */
export async function registerPatient(patient: NewPatient): Promise<void> {
  await api('/users/create-patient', { method: 'POST', body: JSON.stringify(patient) });
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

/**
 * The set-password link of the newest mail addressed to `email` in the dev outbox folder (reset mails and staff
 * invitations alike). Mail leaves through the server's outbox worker after the request has answered: this waits.
 */
export async function mailedLink(email: string): Promise<string> {
  const outbox = path.join(inject('dataDir'), 'outbox');
  for (let attempt = 0; attempt < 100; attempt++) {
    const files = existsSync(outbox) ? readdirSync(outbox).filter((name) => name.endsWith('.eml')) : [];
    const mails = files
      .map((name) => path.join(outbox, name))
      .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)
      .map((file) => readFileSync(file, 'utf8'))
      .filter((text) => text.includes(`To: ${email}`));
    const link = mails[0]?.match(/https?:\/\/\S+\/auth\/reset-password\?\S+/)?.[0];
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No mail for ${email} in ${outbox}`);
}
