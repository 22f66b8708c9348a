import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, tokenOf } from './fixtures.js';
import { DESKTOP, openPage, PHONE, requestsSent, seriousViolations, sidewaysOverflow, useBrowser } from './helpers.js';

// docs/product-spec.md §2 (bell, callback screen, Quick Reserve, admin slot list), §4 notifications, §6 permissions.

const baseUrl = inject('baseUrl');
const STATION_REQUIRED_MESSAGE = 'Select a station, its required for marketers.';
const browser = useBrowser();

let sequence = 0;
/** A name no other test uses (names are at most 30 characters). */
const uniqueName = (prefix: string) => `${prefix} ${Date.now().toString(36)}${(sequence += 1)}`;

async function createSlotRequestAs(email: string, name: string) {
  await api('/marketer/create-slot-request', {
    method: 'POST',
    token: await tokenOf(email),
    body: JSON.stringify({ department: 'PICU', name, age: 4, contact: '01799887766' }),
  });
}

const bell = (page: Page) => page.getByRole('button', { name: /unread notification/ });

/** The count the bell announces ('3 unread notifications', 'No unread notifications'). */
async function unreadCount(page: Page): Promise<number> {
  const label = (await bell(page).getAttribute('aria-label')) ?? '';
  return Number(/^\d+/.exec(label)?.[0] ?? 0);
}

describe('notification bell', () => {
  let desk: { context: BrowserContext; page: Page };
  let visitor: BrowserContext;
  beforeAll(async () => {
    desk = await openPage(browser(), undefined, { as: 'attendant@demo.test' });
    visitor = await browser().newContext({ baseURL: baseUrl });
  });
  afterAll(async () => {
    await desk.context.close();
    await visitor.close();
  });

  it('when a visitor requests a callback in another browser, then the attendant bell count rises without a reload', async () => {
    const { page } = desk;
    const streamOpened = page.waitForResponse((response) => response.url().endsWith('/api/v1/notification/stream'));
    await page.goto('/');
    await bell(page).waitFor();
    expect((await streamOpened).headers()['content-type']).toContain('text/event-stream');
    const before = await unreadCount(page);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    const answer = await visitor.request.post('/api/v1/callback', {
      data: { name: uniqueName('Live'), contactNo: '01711223344', message: 'Please call me about a cardiologist.' },
    });
    expect(answer.status()).toBe(201);

    await expect.poll(() => unreadCount(page), { timeout: 10_000 }).toBe(before + 1);
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });

  it('when the attendant marks a notification read, then the server message shows and the count drops by one', async () => {
    const { page } = desk;
    const before = await unreadCount(page);
    await bell(page).click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await panel.waitFor();

    await panel.getByRole('button', { name: 'Mark as read' }).first().click();

    await page.getByText('Notification marked as read.').waitFor();
    await expect.poll(() => unreadCount(page), { timeout: 10_000 }).toBe(before - 1);
  });

  it('when the panel is open on a phone, then axe finds nothing serious, nothing scrolls sideways, and Escape closes it', async () => {
    const { page } = desk;
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    if (!(await panel.isVisible())) await bell(page).click();
    await panel.waitFor();

    expect(await seriousViolations(page)).toEqual([]);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    const box = (await panel.boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(PHONE.height * 0.8 + 1);

    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
  });

  it('when an attendant sees the slot-request notice, then it is plain text, not a link to the admin page', async () => {
    const { page } = desk;
    await createSlotRequestAs('patient@demo.test', uniqueName('Notice'));
    await bell(page).click();
    const panel = page.getByRole('dialog', { name: 'Notifications' });
    await panel
      .getByText(/New emergency slot request/)
      .first()
      .waitFor();
    expect(await panel.getByRole('link', { name: /emergency slot request/ }).count()).toBe(0);
    await page.keyboard.press('Escape');
  });
});

describe('callback requests screen', () => {
  it('when an attendant answers a waiting request, then its remarks, who and when show under Answered', async () => {
    const name = uniqueName('Caller');
    await api('/callback', {
      method: 'POST',
      body: JSON.stringify({ name, contactNo: '01811223344', message: 'Please call me about the skin specialist.' }),
    });
    const { context, page } = await openPage(browser(), '/attendant/callback-requests', { as: 'attendant@demo.test' });

    await page.getByRole('heading', { name: 'Callback Requests', level: 1 }).waitFor();
    expect(await page.title()).toContain('Callback Requests');
    const card = page.getByRole('article', { name });
    expect(await card.getByRole('link', { name: 'Call 01811223344' }).getAttribute('href')).toBe('tel:+8801811223344');

    expect(await seriousViolations(page)).toEqual([]);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

    await card.getByRole('button', { name: `Answer ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: "How's your experience about this call?" });
    await dialog.getByLabel('Remarks').fill('Booked him with the skin specialist on Sunday.');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Done' }).click();

    await page.getByText('Remarks saved.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await card.getByText('Booked him with the skin specialist on Sunday.').waitFor();
    await card.getByText(/^By Rubel Mia · /).waitFor(); // the demo attendant
    expect(await card.getByRole('button').count()).toBe(0);
    await context.close();
  });
});

describe('Quick Reserve', () => {
  it('when a marketer leaves the station out, then the station message shows; with one, the confirmation page follows', async () => {
    const { context, page } = await openPage(browser(), undefined, { as: 'marketer@demo.test' });
    const sent = requestsSent(page, (request) => request.url().endsWith('/marketer/create-slot-request'));
    await page.goto('/marketer/book-emergency-slot');
    await page.getByRole('heading', { name: 'Quick Reserve' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

    await page.getByText('NICU', { exact: true }).click();
    await page.getByLabel('Patient name').fill(uniqueName('Baby'));
    await page.getByLabel('Age').fill('0');
    await page.getByLabel('Contact number').fill('01755667788');
    await page.getByRole('button', { name: 'Request Emergency Slot' }).click();
    await page.getByText(STATION_REQUIRED_MESSAGE).first().waitFor();
    expect(sent).toEqual([]);

    // The station is chosen from the admin's active stations.
    await page.getByLabel('Station').selectOption({ label: 'Shishu Hospital' });
    await page.getByRole('button', { name: 'Request Emergency Slot' }).click();
    await page.getByRole('heading', { name: 'Emergency slot requested' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/received_emergency_slot_request');
    expect(sent).toEqual(['POST /api/v1/marketer/create-slot-request']);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('when a patient opens Quick Reserve on a desktop, then there is no station picker', async () => {
    const { context, page } = await openPage(browser(), '/book-emergency-slot', {
      viewport: DESKTOP,
      as: 'patient@demo.test',
    });

    await page.getByRole('group', { name: 'Department' }).waitFor();
    expect(await page.getByLabel('Station').count()).toBe(0);
    await context.close();
  });
});

describe('manage slot requests', () => {
  it('when an admin approves a pending request, then it leaves the list', async () => {
    const name = uniqueName('Approve');
    await createSlotRequestAs('patient@demo.test', name);
    const { context, page } = await openPage(browser(), '/admin/manage-slot-request', { as: 'admin@demo.test' });

    const card = page.getByRole('article', { name: new RegExp(name) });
    await card.waitFor();
    await card.getByText('No Station Detected').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

    await card.getByRole('button', { name: `Approve ${name}` }).click();

    await page.getByText('Slot request approved.').waitFor();
    await card.waitFor({ state: 'detached' });
    await context.close();
  });

  it('when an attendant opens the admin page, then "Unauthorized request." shows and they end logged out on /', async () => {
    const { context, page } = await openPage(browser(), '/admin/manage-slot-request', { as: 'attendant@demo.test' });

    await page.getByText('Unauthorized request.').waitFor();
    await page.getByRole('button', { name: 'Log in' }).waitFor();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
    await context.close();
  });
});
