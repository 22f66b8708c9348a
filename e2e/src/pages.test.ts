import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { QUICK_MENU, SECURITY_MENU_ITEM } from '@hospital/contract/testing/menu-fixtures';
import { mailedLink, newPatient } from './fixtures.js';
import { DESKTOP, logIn, openPage, pictureMadeIn, requestsSent, seriousViolations, useBrowser } from './helpers.js';
import type { Account } from './helpers.js';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

/** Width and height from a PNG's IHDR chunk: bytes 16-19 and 20-23, big-endian, after the 8-byte signature. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('password reset', () => {
  it('when a visitor asks for a reset link, then the form is replaced by Email Sent!', async () => {
    const { context, page } = await openPage(browser(), '/');
    await page.getByRole('button', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Forget password?' }).click();
    await dialog.getByLabel('Email', { exact: true }).fill('nobody-here@example.com');
    await dialog.getByRole('button', { name: 'Send reset link' }).click();
    await dialog.getByText('Email Sent!').waitFor();
    await context.close();
  });

  it('when a new patient follows the mailed link and sets a password, then they can log in with it', async () => {
    // A patient of this test's own, so no other test's demo password changes.
    const { email } = await newPatient('rp', { name: 'Reset Tester', contact: '01711000777' });
    const { context, page } = await openPage(browser(), '/');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Forget password?' }).click();
    await page.getByRole('dialog').getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('dialog').getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('Email Sent!').waitFor();

    const link = await mailedLink(email);
    await page.goto(link);
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await page.getByLabel('New password', { exact: true }).fill('Newpass#42');
    await page.getByRole('button', { name: 'Submit', exact: true }).click();

    // The server's own message is toasted, the browser is on / and the login dialog is open.
    await page
      .getByRole('region', { name: /Notifications/ })
      .getByText(/password has been reset/)
      .waitFor();
    await page.getByRole('dialog', { name: 'Log in to your account' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await logIn(page, email, 'Newpass#42');
    await page.getByRole('button', { name: 'Open menu' }).waitFor();
    await context.close();
  });

  it('when the link has no token, then the page says so and offers a new link', async () => {
    const { context, page } = await openPage(browser(), '/auth/reset-pass?email=someone%40example.com');
    await page.getByText('This reset link is incomplete.').waitFor();
    await page.getByRole('button', { name: 'Request a new reset link' }).click();
    await page.getByRole('dialog', { name: 'Forgot your password?' }).waitFor();
    await context.close();
  });
});

describe('request callback', () => {
  it('when the contact number is short, then the spec message is toasted and nothing is sent', async () => {
    const { context, page } = await openPage(browser(), undefined);
    const sent = requestsSent(page, (request) => request.url().endsWith('/api/v1/callback'));
    await page.goto('/request-callback');
    await page.getByLabel('Your name').fill('Karim Hossain');
    await page.getByLabel('Contact number').fill('0171');
    await page.getByLabel('How can we help?').fill('Please call me about a heart check-up.');
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await page
      .getByRole('region', { name: /Notifications/ })
      .getByText('Contact number must be 11 digits long.')
      .waitFor();
    expect(sent).toEqual([]);
    await context.close();
  });

  it('when the request is valid, then it is sent and the confirmation page says the team will call back', async () => {
    const { context, page } = await openPage(browser(), '/request-callback');
    await page.getByLabel('Your name').fill('Karim Hossain');
    await page.getByLabel('Contact number').fill('01711000123');
    await page.getByLabel('How can we help?').fill('Please call me about a heart check-up.');
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await page.waitForURL('**/received_callback');
    await page
      .getByRole('main')
      .getByText(/will call you back soon/)
      .waitFor();
    await page.getByRole('link', { name: 'Go Home' }).click();
    await page.waitForURL(`${baseUrl}/`);
    await context.close();
  });

  it('when a logged-in patient opens the form, then their name is already filled in', async () => {
    const { context, page } = await openPage(browser(), '/', { as: 'patient@demo.test' });
    await page.getByRole('link', { name: 'Req. Callback' }).click();
    await expect(page.getByLabel('Your name').inputValue()).resolves.toBe('Sadia Islam');
    await context.close();
  });
});

describe('quick menu', () => {
  async function menuLinks(email: string) {
    const { context, page } = await openPage(browser(), '/', { as: email });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Quick menu' });
    const links = await menu
      .getByRole('link')
      .evaluateAll((nodes) => nodes.map((node) => `${node.getAttribute('href')} ${node.textContent?.trim()}`));
    const greeting = await menu.getByText(/^Hello, /).textContent();
    return { context, page, menu, links, greeting };
  }

  it('when an attendant opens the menu, then it greets them and lists the attendant items', async () => {
    const { context, links, greeting } = await menuLinks('attendant@demo.test');
    expect(greeting).toBe('Hello, Attendant');
    expect(links).toEqual([...QUICK_MENU.attendant, SECURITY_MENU_ITEM]);
    await context.close();
  });

  it('when an admin opens the menu, then Manage Slot Requests comes first, and choosing an item closes the menu', async () => {
    const { context, page, menu, links, greeting } = await menuLinks('admin@demo.test');
    expect(greeting).toBe('Hello, Admin');
    expect(links[0]).toBe('/admin/manage-slot-request Manage Slot Requests');
    expect(links).toEqual([...QUICK_MENU.admin, SECURITY_MENU_ITEM]);
    await menu.getByRole('link', { name: 'Current Offers' }).click();
    await page.getByRole('heading', { name: 'Current Offers' }).waitFor();
    await expect(menu.count()).resolves.toBe(0);
    await context.close();
  });
});

describe('social frame', () => {
  it('when a PNG is uploaded and the picture downloaded, then the download is a 2000 x 2000 PNG', async () => {
    const { context, page } = await openPage(browser(), '/social-frame');
    // A 640 x 480 photo made in the page itself, so the test needs no fixture file.
    const photo = await pictureMadeIn(page, { width: 640, height: 480, background: '#f59e0b', type: 'image/png' });
    await page.getByLabel('Upload a photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: photo });
    await page.getByText('Drag the photo to move it.').waitFor();
    await page.getByLabel('Scale').fill('2.5');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PNG' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('nirmoy-frame.png');
    const bytes = readFileSync(await download.path());
    expect(pngSize(bytes)).toEqual({ width: 2000, height: 2000 });
    await context.close();
  });

  it('when a file is not a JPG, PNG or GIF, or is over 5MB, then an error toast says why and nothing is loaded', async () => {
    const { context, page } = await openPage(browser(), '/social-frame');
    await page.getByText('JPG, PNG or GIF, max 5MB').waitFor();
    await page.getByLabel('Upload a photo').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a photo'),
    });
    await page.getByText('Please choose a JPG, PNG or GIF photo.').waitFor();
    // A file over 5MB is refused before the browser is asked to decode it.
    await page.getByLabel('Upload a photo').setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
    });
    await page.getByText('That photo is larger than 5MB. Please choose a smaller one.').waitFor();
    await expect(page.getByRole('button', { name: 'Download PNG' }).isDisabled()).resolves.toBe(true);
    await context.close();
  });
});

const PUBLIC_ROBOTS = 'index, follow';

describe('static pages and head tags', () => {
  it.each([
    ['/terms-and-condition', 'Terms and Conditions'],
    ['/refund-policy', 'Return and Refund Policy'],
    ['/privacy-policy', 'Privacy Policy'],
  ])('when %s is opened from the footer, then its heading shows', async (pathname, heading) => {
    const { context, page } = await openPage(browser(), '/received_callback', { viewport: DESKTOP });
    await page.getByRole('contentinfo').getByRole('link', { name: heading }).click();
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    expect(new URL(page.url()).pathname).toBe(pathname);
    await context.close();
  });

  it('when the refund policy is read, then it states the 7-day and 12-month rules and the same-account refund', async () => {
    const { context, page } = await openPage(browser(), '/refund-policy');
    const text = await page.getByRole('article').innerText();
    expect(text).toContain('within 7 days of verification');
    expect(text).toContain('past 12 months');
    expect(text).toMatch(/SSLCommerz are refunded to the same card, bKash or Nagad/);
    await context.close();
  });

  it('when a private page is open, then robots says noindex, and back on the home page it says index, follow', async () => {
    const { context, page } = await openPage(browser(), '/', { as: 'patient@demo.test' });
    const robots = () =>
      page.locator('meta[name="robots"]').evaluateAll((tags) => tags.map((tag) => tag.getAttribute('content')));
    await page.getByRole('button', { name: 'Open menu' }).waitFor();
    await expect(robots()).resolves.toEqual([PUBLIC_ROBOTS]);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'Current Offers' }).click();
    await page.getByRole('heading', { name: 'Current Offers' }).waitFor();
    await expect(robots()).resolves.toEqual(['noindex']);
    await page.goBack();
    await page.waitForURL(`${baseUrl}/`);
    await expect(robots()).resolves.toEqual([PUBLIC_ROBOTS]);
    await context.close();
  });

  it('when the marketer dashboard is opened by a logged-in user, then it shows only its title', async () => {
    const { context, page } = await openPage(browser(), '/marketer/', { as: 'marketer@demo.test' });
    await page.getByRole('heading', { name: 'Marketer Dashboard' }).waitFor();
    await context.close();
  });
});

type Visit = { name: string; path: string; as?: Account; openMenu?: boolean; heading: string | RegExp };

const VISITS: Visit[] = [
  { name: 'terms', path: '/terms-and-condition', heading: 'Terms and Conditions' },
  { name: 'refund policy', path: '/refund-policy', heading: 'Return and Refund Policy' },
  { name: 'privacy policy', path: '/privacy-policy', heading: 'Privacy Policy' },
  { name: 'request callback', path: '/request-callback', heading: 'Request a callback' },
  { name: 'callback received', path: '/received_callback', heading: 'We received your request' },
  {
    name: 'reset password',
    path: '/auth/reset-password?email=a%40example.com&token=abcdef123456',
    heading: 'Reset your password',
  },
  { name: 'reset password, broken link', path: '/auth/reset-pass', heading: 'Reset your password' },
  { name: 'social frame', path: '/social-frame', heading: 'Photo frame maker' },
  { name: 'current offers', path: '/patient/current-offers', as: 'patient@demo.test', heading: 'Current Offers' },
  { name: 'add family', path: '/patient/add-family-members', as: 'patient@demo.test', heading: 'Family members' },
  { name: 'prescription', path: '/patient/prescription', as: 'patient@demo.test', heading: 'Prescription' },
  { name: 'marketer dashboard', path: '/marketer/', as: 'marketer@demo.test', heading: 'Marketer Dashboard' },
  {
    name: 'admin quick menu',
    path: '/privacy-policy',
    as: 'admin@demo.test',
    openMenu: true,
    heading: 'Privacy Policy',
  },
];

/** Opens the visit's page (signed in as its account, if it has one) and waits for its heading, and the menu if asked. */
async function visit({ path: pathname, as, openMenu, heading }: Visit) {
  const opened = await openPage(browser(), pathname, { as });
  const { page } = opened;
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  if (openMenu) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Quick menu' }).waitFor();
  }
  return opened;
}

/** How far the document scrolls sideways. */
const documentOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('accessibility and phone layout', () => {
  it.each(VISITS)('when axe checks the $name page, then it finds no serious or critical violation', async (target) => {
    const { context, page } = await visit(target);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it.each(VISITS)('when the $name page is shown 360 px wide, then nothing scrolls sideways', async (target) => {
    const { context, page } = await visit(target);
    expect(await documentOverflow(page)).toBeLessThanOrEqual(0);
    await context.close();
  });
});
