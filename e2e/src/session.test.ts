import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, logIn, newPage, PHONE, requestsSent, useBrowser } from './helpers.js';
import { E2E_HOTLINE } from './global-setup.js';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

function decodeStoredToken(page: Page) {
  return page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('auth') ?? 'null') as { token?: string } | null;
    if (!stored?.token) return null;
    const payload = stored.token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/');
    return JSON.parse(atob(payload)) as { role: string; userName: string; patientId: string };
  });
}

describe('session journeys', () => {
  it('when the demo patient logs in through the dialog, then the session is stored and the quick menu shows the Holder ID', async () => {
    const { context, page } = await newPage(browser(), baseUrl, PHONE);
    await page.goto('/');
    await page.getByRole('button', { name: 'Log in' }).click();
    await logIn(page, 'patient@demo.test');
    await page.getByText('Logged in', { exact: true }).waitFor();

    const claims = await decodeStoredToken(page);
    expect(claims).toMatchObject({ role: 'patient', userName: 'Sadia Islam' });
    // On a phone the toast lies over the menu button for its 2 seconds (and a pointer resting on it keeps it there).
    await page.getByText('Logged in', { exact: true }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByText('Holder ID').waitFor();
    await expect(page.getByText(claims!.patientId).isVisible()).resolves.toBe(true);
    await context.close();
  });

  it('when a logged-out visitor opens a protected page, then the login dialog opens on / and login returns them there', async () => {
    const { context, page } = await newPage(browser(), baseUrl, DESKTOP);
    await page.goto('/patient/');
    await page.getByRole('dialog').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await logIn(page, 'patient@demo.test');
    await page.getByRole('heading', { name: 'Your Booked Appointments' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/patient/');
    await context.close();
  });

  it('when registration has a bad contact number, then the spec message is toasted and nothing is sent', async () => {
    const { context, page } = await newPage(browser(), baseUrl, PHONE);
    const sent = requestsSent(page, (request) => request.url().includes('/api/v1/users/create-patient'));
    await page.goto('/');
    await page.getByRole('button', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Please Register' }).click();
    await dialog.getByLabel('Full name', { exact: true }).fill('Rahim Uddin');
    await dialog.getByLabel('Age', { exact: true }).fill('30');
    await dialog.getByLabel('Contact number').fill('0171');
    await dialog.getByLabel('Email', { exact: true }).fill('rahim@example.com');
    await dialog.getByLabel('Password', { exact: true }).fill('Rq#58xz1');
    await dialog.getByRole('button', { name: 'Register', exact: true }).click();
    await page.getByText('Contact number must be 11 digits long').first().waitFor();
    expect(sent).toEqual([]);
    await context.close();
  });

  it('when a wrong password is entered, then the server message is toasted and no session is stored', async () => {
    const { context, page } = await newPage(browser(), baseUrl, PHONE);
    await page.goto('/login');
    await logIn(page, 'patient@demo.test', 'Wrong#123');
    await page.getByText('Invalid email or password.').first().waitFor();
    expect(await decodeStoredToken(page)).toBeNull();
    await context.close();
  });
});

describe('run-time settings', () => {
  it("when the server's HOSPITAL_HOTLINE is set, then the home page calls that number without a rebuild", async () => {
    const { context, page } = await newPage(browser(), baseUrl, PHONE);
    await page.goto('/');
    await page.locator('a[href^="tel:"]').first().waitFor();
    const hrefs = await page
      .locator('a[href^="tel:"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs.every((href) => href?.endsWith(E2E_HOTLINE))).toBe(true);
    await context.close();
  });
});

describe('accessibility', () => {
  it.each([
    ['home', '/', false],
    ['home with the login dialog open', '/', true],
    ['not-found page', '/no-such-page', false],
  ])('when axe checks the %s, then it finds no serious or critical violation', async (_name, path, openDialog) => {
    const { context, page } = await newPage(browser(), baseUrl, PHONE);
    await page.goto(path);
    if (openDialog) {
      await page.getByRole('button', { name: 'Log in' }).click();
      await page.getByRole('dialog').waitFor();
    }
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await context.close();
  });

  it('when the home page is shown on a phone, then nothing scrolls sideways', async () => {
    const { context, page } = await newPage(browser(), baseUrl, PHONE);
    await page.goto('/');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await context.close();
  });
});
