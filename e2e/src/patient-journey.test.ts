import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, bookThroughApi, doctorOffering, freshEmail, markDone, newPatient, smsCode, tokenOf } from './fixtures.js';
import {
  chooseUpToPayment,
  DESKTOP,
  logIn,
  openPage,
  seriousViolations,
  sidewaysOverflow,
  useBrowser,
} from './helpers.js';

// Bangladeshi input, a confirmation that confirms, a profile that helps decide, reviews offered once, and phone
// ergonomics, as a patient meets them in the built app.

const browser = useBrowser();
const PASSWORD = 'Pj#58xz1';
const NARROW = { width: 320, height: 640 };

/** The value beside `label` in the booking receipt. */
async function receiptValue(receipt: Locator, label: string): Promise<string> {
  return (
    (await receipt
      .locator('dt', { hasText: new RegExp(`^${label}$`) })
      .locator('xpath=following-sibling::dd[1]')
      .textContent()) ?? ''
  );
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The boxes of the main navigation's visible links and buttons, in order. */
async function navBoxes(page: Page): Promise<Array<Box & { name: string }>> {
  return page.evaluate(() =>
    [...document.querySelectorAll('nav[aria-label="Main"] a, nav[aria-label="Main"] button')]
      .map((element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        return { name: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim(), x, y, width, height };
      })
      .filter((box) => box.width > 0 && box.height > 0),
  );
}

/** Visible links, buttons and fields smaller than 44 by 44 px (links inside running text are exempt, WCAG 2.5.8). */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const small: string[] = [];
    const targets =
      'main a[href], main button, main input, nav a[href], nav button, [role=dialog] button, [role=dialog] a[href], [role=dialog] label:has(input[type=radio])';
    for (const element of document.querySelectorAll(targets)) {
      if (element.closest('.sr-only') || element.matches('input[type=radio], input[type=checkbox]')) continue;
      const { width, height } = element.getBoundingClientRect();
      if (width === 0 || height === 0) continue;
      const style = getComputedStyle(element);
      if (element.tagName === 'A' && style.display === 'inline') continue;
      if (width < 44 || height < 44)
        small.push(
          `${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)} ${Math.round(width)}x${Math.round(height)}`,
        );
    }
    return small;
  });
}

describe('Bangladeshi input', () => {
  it('when a patient registers with a Bengali-digit contact and age and the code the SMS brought, then 01712345678 is stored and proved, and the login view has their email', async () => {
    const email = freshEmail('pj');
    const { context, page } = await openPage(browser(), '/');
    await page.getByRole('button', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Please Register' }).click();
    await dialog.getByLabel('Full name', { exact: true }).fill('Nusrat Jahan');
    await dialog.getByLabel('Age', { exact: true }).fill('৩১');
    await dialog.getByRole('button', { name: 'Female' }).click();
    // Typed, not filled: the field must take Bengali digits and dashes key by key without fighting them.
    await dialog.getByLabel('Contact number').pressSequentially('০১৭১২-৩৪৫৬৭৮');
    await expect(dialog.getByLabel('Contact number').inputValue()).resolves.toBe('০১৭১২-৩৪৫৬৭৮');
    // The number is proved before the account exists: a code by SMS, read here from the demo's SMS folder.
    const asked = Date.now() - 1000;
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await dialog.getByText('We sent a 6-digit code to 01712345678. It lasts 5 minutes.').waitFor();
    const code = await smsCode('01712345678', asked);
    const codeField = dialog.getByLabel('Code from the SMS');
    await expect(codeField.getAttribute('autocomplete')).resolves.toBe('one-time-code');
    await codeField.fill(code);
    await dialog.getByLabel('Email', { exact: true }).fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Register', exact: true }).click();

    await page.getByRole('dialog', { name: 'Log in to your account' }).waitFor();
    await expect(dialog.getByLabel('Email', { exact: true }).inputValue()).resolves.toBe(email);
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByRole('button', { name: 'Open menu' }).waitFor();

    const token = await tokenOf(email, PASSWORD);
    const me = await api<{ contact: string; age: number }>('/patients/me', { token });
    expect(me).toMatchObject({ contact: '01712345678', age: 31 });
    // Registered with its code, the number receives the account's booking SMS.
    await expect(api('/phone-proofs/mine', { token })).resolves.toEqual({ contact: '01712345678', proved: true });
    await context.close();
  });

  it('when a callback is requested with a +880 number, then the desk sees the 11 digits', async () => {
    const { context, page } = await openPage(browser(), '/request-callback');
    const name = `Caller ${Date.now().toString(36)}`.slice(0, 30);
    await page.getByLabel('Your name').fill(name);
    await page.getByLabel('Contact number').fill('+880 1812-345678');
    await page.getByLabel('How can we help?').fill('Please call me about a visit.');
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await page.waitForURL(/\/received_callback$/);
    const callbacks = await api<Array<{ name: string; contactNo: string }>>('/callback/all-callback', {
      token: await tokenOf('attendant@demo.test'),
    });
    expect(callbacks.find((callback) => callback.name === name)?.contactNo).toBe('01812345678');
    await context.close();
  });
});

describe('a confirmation that confirms', () => {
  it('when a patient books with Pay Later, then the confirmation shows every field of the booking, a calendar file and print', async () => {
    const doctor = await doctorOffering('hospital visit');
    const patient = await newPatient('pj');
    const { context, page } = await openPage(browser(), `/make-appointment/${doctor._id}`, {
      viewport: NARROW,
      as: patient,
    });
    await chooseUpToPayment(page, 'Hospital Visit');
    await page.getByRole('button', { name: 'Pay Later' }).click();

    const receipt = page.getByRole('region', { name: 'Your booking' });
    await receipt.waitFor();
    expect(new URL(page.url()).pathname).toBe('/appointment_confirmed');
    const mine = await api<
      Array<{
        _id: string;
        serialNo: number;
        selectedDate: string;
        patient: { patientId: string };
        chamberHours: { start: string; end: string } | null;
      }>
    >('/appointment/current-user', { token: await tokenOf(patient.email, patient.password) });
    const booked = mine[0]!;
    expect(new URL(page.url()).searchParams.get('appointment')).toBe(booked._id);

    await expect(receipt.getByText(doctor.fullName).isVisible()).resolves.toBe(true);
    await expect(receipt.getByText(doctor.speciality, { exact: true }).isVisible()).resolves.toBe(true);
    await expect(receipt.getByText('Serial number').textContent()).resolves.toBe(`Serial number${booked.serialNo}`);
    expect(await receiptValue(receipt, 'Date')).toMatch(
      /^(Sun|Mon|Tues|Wednes|Thurs|Fri|Satur)day, \d+(st|nd|rd|th) [A-Z][a-z]{2}, \d{4}$/,
    );
    expect(await receiptValue(receipt, 'Chamber hours')).toMatch(/^\d{1,2}:\d{2} [AP]M – \d{1,2}:\d{2} [AP]M$/);
    expect(await receiptValue(receipt, 'Consultation')).toBe('Hospital Visit');
    expect(await receiptValue(receipt, 'Fee')).toMatch(/^[\d,]+\/-$/);
    expect(await receiptValue(receipt, 'Payment')).toBe('unpaid');
    expect(await receiptValue(receipt, 'Patient')).toBe('Nusrat Jahan');
    expect(await receiptValue(receipt, 'Holder ID')).toContain(booked.patient.patientId);
    await receipt.getByRole('heading', { name: 'What to bring' }).waitFor();

    // The calendar file downloads as a browser download and is a valid event on the Dhaka clock.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      receipt.getByRole('link', { name: 'Add to calendar' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`appointment-${booked.selectedDate}-serial-${booked.serialNo}.ics`);
    const ics = readFileSync((await download.path())!, 'utf8');
    const day = booked.selectedDate.replace(/-/g, '');
    expect(ics).toContain(`DTSTART;TZID=Asia/Dhaka:${day}T${booked.chamberHours!.start.replace(':', '')}00\r\n`);
    expect(ics).toContain(`UID:${booked._id}@`);
    await receipt.getByRole('button', { name: 'Print or save' }).waitFor();

    expect(await seriousViolations(page)).toEqual([]);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await context.close();
  });

  it('when a patient pays in the sandbox, then the success page shows the paid booking', async () => {
    const doctor = await doctorOffering('video');
    const patient = await newPatient('pj');
    const { url } = await bookThroughApi(await tokenOf(patient.email, patient.password), doctor, {
      method: 'video',
      payNow: true,
    });
    const { context, page } = await openPage(browser(), url, { viewport: DESKTOP, as: patient });
    await page.getByRole('button', { name: /^Pay\b/ }).click();
    await page.getByRole('heading', { name: 'Successfully Paid' }).waitFor();

    const receipt = page.getByRole('region', { name: 'Your booking' });
    await receipt.waitFor();
    await expect(receipt.getByText(doctor.fullName).isVisible()).resolves.toBe(true);
    expect(await receiptValue(receipt, 'Payment')).toMatch(/^paid/);
    expect(await receiptValue(receipt, 'Consultation')).toBe('Video');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});

describe('a profile that helps decide', () => {
  it('when a guest opens a profile, then it shows the fee and hours, and Make Appointment asks for a login there and then books', async () => {
    const doctor = await doctorOffering('hospital visit');
    const { email, password } = await newPatient('pj');
    const { context, page } = await openPage(browser(), `/doctor-profile/${doctor._id}`);

    const facts = page.getByRole('region', { name: 'fee and chamber hours' });
    await facts.waitFor();
    expect(new URL(page.url()).pathname).toBe(`/doctor-profile/${doctor._id}`);
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
    await expect(
      facts.locator('dt', { hasText: 'Consultation fee' }).locator('xpath=following-sibling::dd[1]').textContent(),
    ).resolves.toBe(`${doctor.consultationFee.toLocaleString('en-IN')}/-`);
    await expect(facts.getByText('Next available date').isVisible()).resolves.toBe(true);
    expect(await facts.getByRole('row').count()).toBeGreaterThan(0);
    await expect(facts.getByRole('row').first().textContent()).resolves.toMatch(
      /day\d{1,2}:\d{2} [AP]M – \d{1,2}:\d{2} [AP]M$/,
    );
    expect(await seriousViolations(page)).toEqual([]);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

    await page.getByRole('link', { name: 'Make Appointment' }).click();
    await page.getByRole('dialog', { name: 'Log in to your account' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/doctor-profile/${doctor._id}`);
    await logIn(page, email, password);
    await page.waitForURL((url) => url.pathname === `/make-appointment/${doctor._id}`);
    await context.close();
  });
});

describe('reviews offered once', () => {
  it('when a done visit is reviewed, then its card shows the stars and Write a Feedback is not offered again', async () => {
    const doctor = await doctorOffering('hospital visit');
    const patient = await newPatient('pj');
    const { appointment } = await bookThroughApi(await tokenOf(patient.email, patient.password), doctor);
    await markDone(appointment._id);

    const { context, page } = await openPage(browser(), '/patient/', { as: patient });
    const card = page.getByRole('article', { name: new RegExp(doctor.fullName) });
    await card.getByRole('button', { name: 'Write a Feedback' }).click();
    const modal = page.getByRole('dialog', { name: 'Write a Feedback' });
    await modal.locator('label').filter({ hasText: '4 stars' }).click();
    await modal.getByLabel('Your review').fill('Explained the X-ray patiently.');
    expect(await smallTargets(page)).toEqual([]);
    await modal.getByRole('button', { name: 'Submit Review' }).click();
    await modal.waitFor({ state: 'detached' });

    await card.getByRole('img', { name: 'You rated this visit 4 out of 5' }).waitFor();
    await expect(card.getByRole('button', { name: 'Write a Feedback' }).count()).resolves.toBe(0);
    await page.reload();
    await card.getByRole('img', { name: 'You rated this visit 4 out of 5' }).waitFor();
    await expect(card.getByRole('button', { name: 'Write a Feedback' }).count()).resolves.toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});

describe('phone ergonomics', () => {
  it.each([
    ['a guest', undefined],
    ['an attendant (with the bell)', 'attendant@demo.test'],
  ])(
    'when %s opens the site at 320 px, then nothing in the top navigation overlaps and every target is 44 px',
    async (_who, staffEmail) => {
      const { context, page } = await openPage(browser(), '/', { viewport: NARROW, as: staffEmail });
      if (staffEmail) await page.getByRole('button', { name: /notification/i }).waitFor();
      await page.getByRole('link', { name: 'Req. Callback' }).waitFor();
      const boxes = await navBoxes(page);
      // Logo (or, for staff, the Home link in its place), three links and the round buttons.
      expect(boxes.length).toBe(5);
      for (const [index, box] of boxes.entries()) {
        expect(box.width, box.name).toBeGreaterThanOrEqual(44);
        expect(box.height, box.name).toBeGreaterThanOrEqual(44);
        expect(box.x + box.width, box.name).toBeLessThanOrEqual(320);
        for (const other of boxes.slice(index + 1))
          expect(overlaps(box, other), `${box.name} / ${other.name}`).toBe(false);
      }
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      await context.close();
    },
  );

  it.each([
    ['a phone', NARROW],
    ['a desktop', DESKTOP],
  ])(
    'when a validation error is toasted in a dialog on %s, then it is opaque and covers neither the navigation nor the close button',
    async (_name, viewport) => {
      const { context, page } = await openPage(browser(), '/', { viewport });
      await page.getByRole('button', { name: 'Log in' }).click();
      const dialog = page.getByRole('dialog');
      // Whether the error toast is still shown 2.5 s after it appeared, judged by a timer in the page set when it
      // appears: it fires before the toast's own (set a moment later, for longer) whatever the machine's load, where a
      // wait in the test could come after the toast's time on a busy machine.
      await page.evaluate(() => {
        const observer = new MutationObserver(() => {
          const shown = document.querySelector<HTMLElement>('[data-sonner-toast][data-type="error"]');
          if (!shown) return;
          observer.disconnect();
          setTimeout(() => {
            (window as unknown as { toastAfter2500?: boolean }).toastAfter2500 =
              shown.isConnected && shown.dataset.removed !== 'true';
          }, 2500);
        });
        observer.observe(document.body, { childList: true, subtree: true });
      });
      await dialog.getByRole('button', { name: 'Login', exact: true }).click();
      const toast = page.locator('[data-sonner-toast][data-type="error"]').first();
      await toast.waitFor();
      await page.waitForTimeout(500);

      const toastBox = (await toast.boundingBox())!;
      const closeBox = (await dialog.getByRole('button', { name: 'Close' }).boundingBox())!;
      expect(overlaps(toastBox, closeBox)).toBe(false);
      // The navigation sits under the dialog here; where it is on screen is what the toast must stay clear of.
      const navBox = (await page.locator('nav[aria-label="Main"]').boundingBox())!;
      expect(overlaps(toastBox, navBox)).toBe(false);
      // Opaque: a background colour without transparency, on a toast that is fully shown once it has slid in.
      expect(await toast.evaluate((element) => getComputedStyle(element).backgroundColor)).toMatch(/^rgb\(/);
      await expect.poll(() => toast.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
      // Error toasts stay long enough to read (docs/decisions/0016): still there after the spec's 2 seconds.
      const after2500 = () => page.evaluate(() => (window as unknown as { toastAfter2500?: boolean }).toastAfter2500);
      await expect.poll(after2500, { timeout: 15_000 }).toBeDefined();
      expect(await after2500()).toBe(true);
      await context.close();
    },
  );

  it.each([
    ['home', '/'],
    ['consultants', '/consultants'],
  ])('when the %s page is open at 320 px, then every link and button is a 44 px target', async (_name, path) => {
    const { context, page } = await openPage(browser(), path, { viewport: NARROW });
    await page
      .getByRole('heading', { name: 'Team of Consultant' })
      .or(page.getByRole('heading', { level: 1 }))
      .first()
      .waitFor();
    await page.locator('main article').first().waitFor();
    expect(await smallTargets(page)).toEqual([]);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await context.close();
  });
});
