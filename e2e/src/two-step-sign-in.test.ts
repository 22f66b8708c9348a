import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { logIn, newPage, PHONE, seriousViolations, sidewaysOverflow, useBrowser } from './helpers.js';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

// The demo pharmacist: a staff account no other journey logs in with, so turning its two-step sign-in on here
// changes nothing for them.
const EMAIL = 'pharmacist@demo.test';

/** What an authenticator app with this key shows `ahead` steps from now (a code is accepted once, per step). */
function codeFor(key: string, ahead = 0): string {
  const secret = Secret.fromBase32(key.replace(/\s+/g, ''));
  return new TOTP({ secret, period: 30 }).generate({ timestamp: Date.now() + ahead * 30_000 });
}

async function openLoginDialog(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Log in' }).click();
  await logIn(page, EMAIL);
}

describe('two-step sign-in', () => {
  it('when a staff member turns it on from the menu, then the next login asks for the code from their app and accepts it', async () => {
    const { context, page } = await newPage(browser(), baseUrl, PHONE);
    await openLoginDialog(page);
    await page.getByText('Logged in', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'Two-step sign-in' }).click();
    await page.getByRole('heading', { name: 'Two-step sign-in', level: 1 }).waitFor();

    await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();
    await page.getByRole('img', { name: 'QR code to scan with your authenticator app' }).waitFor();
    const key = await page.getByLabel('Key').inputValue();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

    await page.getByLabel('Code').fill(codeFor(key));
    await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
    await page.getByRole('heading', { name: 'Save your recovery codes' }).waitFor();
    expect(
      await page
        .getByRole('listitem')
        .filter({ hasText: /^[a-z2-7]{5}-[a-z2-7]{5}$/ })
        .count(),
    ).toBe(10);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await page.getByText('You have 10 unused recovery codes.', { exact: false }).waitFor();

    // A new browser: the password alone is not enough any more.
    await context.close();
    const next = await newPage(browser(), baseUrl, PHONE);
    await openLoginDialog(next.page);
    const dialog = next.page.getByRole('dialog');
    await dialog.getByLabel('Code').waitFor();
    expect(await seriousViolations(next.page)).toEqual([]);
    expect(await next.page.evaluate(() => localStorage.getItem('auth'))).toBeNull();

    await dialog.getByLabel('Code').fill(codeFor(key, 1));
    await dialog.getByRole('button', { name: 'Verify and log in' }).click();
    await next.page.getByText('Logged in', { exact: true }).waitFor();
    const stored = await next.page.evaluate(
      () => JSON.parse(localStorage.getItem('auth') ?? 'null') as { token?: string } | null,
    );
    expect(stored?.token).toBeTruthy();
    await next.context.close();
  });
});
