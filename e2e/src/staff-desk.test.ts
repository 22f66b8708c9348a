import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, tokenOf } from './fixtures.js';
import { DESKTOP, openPage, PHONE, requestsSent, seriousViolations, useBrowser } from './helpers.js';

const ARTIFACTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../.e2e-artifacts/staff-desk');
const browser = useBrowser();
let pdfDir: string;

beforeAll(() => {
  mkdirSync(ARTIFACTS, { recursive: true });
  pdfDir = mkdtempSync(path.join(tmpdir(), 'staff-desk-pdf-'));
});
afterAll(() => rmSync(pdfDir, { recursive: true, force: true }));

type Listed = { _id: string; fullName: string };
type DoctorDetail = { _id: string; availableDates: string[] };
type DayList = { data: Array<{ doctor: { fullName: string } }>; meta: { totalAppointments: number } };

async function doctorNamed(name: string): Promise<Listed> {
  const [doctor] = await api<Listed[]>(`/doctors/consultants?limit=0&searchTerm=${encodeURIComponent(name)}`);
  if (!doctor) throw new Error(`No seeded doctor named ${name}`);
  return doctor;
}

let sequence = 0;
/** A contact nobody else uses, so each test's walk-in is its own patient (11 digits, docs/product-spec.md §9). */
function freshContact(): string {
  sequence += 1;
  return `019${String((Date.now() + sequence) % 100_000_000).padStart(8, '0')}`;
}

/** A walk-in booked straight through the API, for tests that only need one to act on. */
async function bookWalkIn(name: string): Promise<void> {
  const token = await tokenOf('attendant@demo.test');
  const doctor = await doctorNamed('Tanvir');
  // Today on the hospital's clock (Asia/Dhaka, UTC+6, docs/architecture.md §7).
  const today = new Date(Date.now() + 6 * 3_600_000).toISOString().slice(0, 10);
  await api('/appointment', {
    method: 'POST',
    token,
    body: JSON.stringify({
      doctor: doctor._id,
      patient: '',
      contact: freshContact(),
      newPatientInfo: { name, age: 40, gender: 'female' },
      consultationMethod: 'hospital visit',
      consultationFor: 'For Me',
      consultationFee: 0,
      selectedDate: today,
      shortBrief: '',
    }),
  });
}

/** A staff page, signed in as `email` (docs/product-spec.md §2), at a width. */
const openAs = (email: string, pathname: string, viewport = PHONE) =>
  openPage(browser(), pathname, { viewport, as: email });

const card = (page: Page, patientName: string) => page.getByRole('article', { name: new RegExp(`, ${patientName}$`) });

/** The HTML the app last wrote into its hidden print frame. */
async function printedHtml(page: Page): Promise<string> {
  const frame = page.locator('iframe#print-frame');
  await frame.waitFor({ state: 'attached' });
  return frame.evaluate((element) => (element as HTMLIFrameElement).srcdoc);
}

/** Prints that HTML to PDF in a page of its own (as the browser's print would) and reads the text back with pdftotext. */
async function pdfText(html: string, name: string): Promise<{ text: string; info: string }> {
  const page = await browser().newPage();
  await page.setContent(html);
  const file = path.join(pdfDir, `${name}.pdf`);
  writeFileSync(file, await page.pdf({ preferCSSPageSize: true, printBackground: true }));
  await page.close();
  try {
    return {
      text: execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }),
      info: execFileSync('pdfinfo', [file], { encoding: 'utf8' }),
    };
  } catch (error) {
    throw new Error("pdftotext/pdfinfo failed: install Debian's poppler-utils (apt-get install -y poppler-utils).", {
      cause: error,
    });
  }
}

describe('the attendant’s day (docs/product-spec.md §2, §4, §5)', () => {
  it('when an attendant books a walk-in, takes the fee, logs a call and marks it done, then the card follows each step', async () => {
    const { context, page } = await openAs('attendant@demo.test', '/attendant/');
    await page.getByRole('heading', { name: 'Manage Appointments' }).waitFor();
    const name = `Walkin ${Date.now().toString(36)}`;

    await page.getByRole('button', { name: 'New Appointment' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Appointment' });
    await dialog.getByLabel('Search doctors').fill('Tanvir');
    await dialog.getByRole('button', { name: /Tanvir Ahmed Chowdhury/ }).click();
    await dialog.getByRole('group', { name: 'Date' }).getByRole('button', { name: /Today/ }).waitFor();
    await dialog.getByLabel('Contact number').fill(freshContact());
    await dialog.getByText("No patient found, Don't worry just proceed.").waitFor();
    await dialog.getByLabel('Patient name').fill(name);
    await dialog.getByLabel('Age').fill('33');
    await dialog.getByRole('radio', { name: 'Male', exact: true }).click();
    await dialog.getByRole('button', { name: 'Save Appointment' }).click();
    await page
      .getByText(/^Appointment saved\. Serial number \d+\.$/)
      .first()
      .waitFor();
    await expect(dialog.count()).resolves.toBe(0);

    const walkIn = card(page, name);
    await walkIn.waitFor();
    await walkIn.getByRole('button', { name: 'Paid' }).click();
    const paid = page.getByRole('dialog', { name: 'Could you please confirm the amount received?' });
    // A walk-in is booked with fee 0, so the doctor's listed fee is proposed (docs/architecture.md §15).
    await expect(paid.getByLabel('Amount received (৳)').inputValue()).resolves.toBe('700');
    await paid.getByLabel('Amount received (৳)').fill('500');
    await paid.getByRole('button', { name: 'Confirm' }).click();
    await walkIn.getByText('Payment received by Rubel Mia').waitFor();
    await expect(walkIn.getByText('৳500').isVisible()).resolves.toBe(true);
    await expect(walkIn.getByRole('button', { name: 'Paid' }).count()).resolves.toBe(0);

    await walkIn.getByRole('button', { name: 'Call Log' }).click();
    const calls = page.getByRole('dialog', { name: 'Call Log' });
    await calls.getByLabel('What was said?').fill('Called, will arrive by 5 pm');
    await calls.getByRole('button', { name: 'Save Comment' }).click();
    await calls.getByText('Called, will arrive by 5 pm').waitFor();
    await expect(calls.getByText(/^Rubel Mia · /).isVisible()).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await walkIn.getByText('Last communicated with Rubel Mia').waitFor();

    await walkIn.getByRole('button', { name: /mark as done/ }).click();
    await walkIn.getByText('done', { exact: true }).waitFor();
    // Done appointments offer the desk nothing more (docs/product-spec.md §4).
    await expect(walkIn.getByRole('button', { name: /Cancel|Call Log|Paid/ }).count()).resolves.toBe(0);
    await context.close();
  });

  it('when a known contact is typed, then the demo patient is found and can be chosen', async () => {
    const { context, page } = await openAs('attendant@demo.test', '/attendant/');
    await page.getByRole('button', { name: 'New Appointment' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Appointment' });
    await dialog.getByLabel('Contact number').fill('0171100000');
    // Ten digits count as not entered: no lookup, no patient section (docs/product-spec.md §4).
    await expect(dialog.getByRole('group', { name: 'Patient' }).count()).resolves.toBe(0);
    await dialog.getByLabel('Contact number').fill('01711000004');
    const patient = dialog.getByRole('radio', { name: /Sadia Islam/ });
    await patient.check();
    await expect(patient.isChecked()).resolves.toBe(true);
    await expect(dialog.getByText(/No patient found/).count()).resolves.toBe(0);
    await context.close();
  });

  it('when a cancel reason is too short, then the spec message shows and nothing is sent; a valid reason cancels', async () => {
    const name = `Cancel ${Date.now().toString(36)}`;
    await bookWalkIn(name);
    const { context, page } = await openAs('attendant@demo.test', '/attendant/');
    const puts = requestsSent(
      page,
      (request) => request.method() === 'PUT' && request.url().includes('/api/v1/appointment/'),
    );
    const target = card(page, name);
    await target.getByRole('button', { name: 'Cancel' }).click();
    const dialog = page.getByRole('dialog', { name: 'What happened?' });
    await dialog.getByLabel('Reason for cancelling').fill('Late');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Description should be 8 charecter long.').first().waitFor();
    expect(puts).toEqual([]);

    await dialog.getByLabel('Reason for cancelling').fill('Patient went home');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await target.getByText('cancelled', { exact: true }).waitFor();
    await expect(target.getByText('Patient went home').isVisible()).resolves.toBe(true);
    expect(puts).toHaveLength(1);
    await context.close();
  });
});

describe('the admin’s doctor schedule (docs/product-spec.md §4, §7)', () => {
  it('when an admin turns a day on and sets its hours, then that weekday becomes an available date; turning it off removes it', async () => {
    const doctor = await doctorNamed('Kazi Nurul Amin'); // works Sunday, Monday, Wednesday, Friday
    const tuesdays = (detail: DoctorDetail) =>
      detail.availableDates.filter((date) => new Date(`${date}T00:00:00Z`).getUTCDay() === 2);
    expect(tuesdays(await api<DoctorDetail>(`/doctors/single-doctor/${doctor._id}`))).toEqual([]);

    const { context, page } = await openAs('admin@demo.test', '/attendant/', DESKTOP);
    await page.getByRole('button', { name: 'Schedule Doctors' }).click();
    const dialog = page.getByRole('dialog', { name: 'Doctor Schedule' });
    await dialog.getByLabel('Doctor', { exact: true }).selectOption(doctor._id);
    await dialog.getByRole('switch', { name: 'Tuesday chamber' }).click();
    // Turned on without hours: 12:00-12:00, saved, and not offered until hours are set (docs/architecture.md §15).
    await expect(dialog.getByLabel('Tuesday start').inputValue()).resolves.toBe('12:00');
    await dialog.getByText('All changes saved.').waitFor();
    await dialog.getByLabel('Tuesday start').fill('10:00');
    await dialog.getByText('Saving…').or(dialog.getByText('All changes saved.')).first().waitFor();
    await expect
      .poll(async () => tuesdays(await api<DoctorDetail>(`/doctors/single-doctor/${doctor._id}`)).length)
      .toBeGreaterThan(0);
    await page.screenshot({ path: path.join(ARTIFACTS, 'schedule-desktop.png') });

    await dialog.getByRole('switch', { name: 'Tuesday chamber' }).click();
    await expect
      .poll(async () => tuesdays(await api<DoctorDetail>(`/doctors/single-doctor/${doctor._id}`)))
      .toEqual([]);
    await context.close();
  });
});

describe('the doctor’s desk (docs/product-spec.md §2, §6)', () => {
  it('when a doctor opens /doctor/, then only their own appointments show and Print blank sheet prints an A4 sheet', async () => {
    const token = await tokenOf('doctor@demo.test');
    const own = await api<DayList>('/appointment/doctor', { token });
    const { context, page } = await openAs('doctor@demo.test', '/doctor/', DESKTOP);
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) violations.push(message.text());
    });
    await page.getByRole('heading', { name: 'All Appointments' }).waitFor();
    const cards = page.getByRole('article');
    await cards.first().waitFor();
    await expect(cards.count()).resolves.toBe(own.meta.totalAppointments);
    for (const text of await cards.allTextContents()) expect(text).toContain('Dr. Tanvir Ahmed Chowdhury');
    await expect(page.getByRole('button', { name: 'New Appointment' }).count()).resolves.toBe(0);

    // A done visit's card: the blank sheet beside its prescription actions, and the patient's records.
    const done = cards
      .filter({ has: page.getByRole('button', { name: 'Print blank sheet' }) })
      .filter({ has: page.getByRole('button', { name: 'Records' }) })
      .first();
    await done.getByRole('button', { name: 'Print blank sheet' }).click();
    const html = await printedHtml(page);
    // The frame's <style> applies under the site CSP: the doctor's name is set at 16pt (21.33 px).
    const headingSize = await page
      .locator('iframe#print-frame')
      .evaluate(
        (frame) =>
          getComputedStyle((frame as HTMLIFrameElement).contentDocument!.querySelector('.doctor h1')!).fontSize,
      );
    expect(headingSize).toBe('21.3333px');
    expect(violations).toEqual([]);

    const { text, info } = await pdfText(html, 'prescription');
    for (const expected of [
      'Dr. Tanvir Ahmed Chowdhury',
      'MBBS, MD (Medicine)',
      'Assistant Professor',
      'Complaints',
      'Examination',
      'Advice',
      'Rx',
    ]) {
      expect(text).toContain(expected);
    }
    expect(info).toMatch(/Pages:\s+1\n/);
    // One A4 page, portrait: narrower than tall.
    const [, width, height] = /Page size:\s+([\d.]+) x ([\d.]+) pts \(A4\)/.exec(info) ?? [];
    expect(Number(width)).toBeLessThan(Number(height));

    await done.getByRole('button', { name: 'Records' }).click();
    await page.getByRole('dialog', { name: 'Records' }).waitFor();
    await context.close();
  });

  it('when a doctor opens the desk’s page, then they are told it is not theirs and stay logged in', async () => {
    const { context, page } = await openAs('doctor@demo.test', '/doctor/');
    await page.goto('/attendant/');
    await page.getByRole('heading', { name: 'You do not have access to this page.' }).waitFor();
    await expect(page.getByRole('link', { name: 'Go Home' }).getAttribute('href')).resolves.toBe('/');
    await expect(page.evaluate(() => localStorage.getItem('auth'))).resolves.not.toBeNull();
    await context.close();
  });
});

describe('the printed day list (docs/product-spec.md §6)', () => {
  it.each([
    ['attendant@demo.test', false],
    ['admin@demo.test', true],
  ] as const)(
    'when %s prints the day, then contacts show only to admins (others read Check Web)',
    async (email, admin) => {
      const { context, page } = await openAs(email, '/attendant/');
      // The day's cards, not any article (the bell's panel has some): printing waits for the list to load.
      await page.getByRole('article').filter({ hasText: 'Sadia Islam' }).first().waitFor();
      await page.getByRole('button', { name: 'Print List' }).click();
      const { text } = await pdfText(await printedHtml(page), `day-list-${admin ? 'admin' : 'attendant'}`);
      expect(text).toContain('Sadia Islam');
      if (admin) {
        expect(text).toContain('01711000004');
        expect(text).not.toContain('Check Web');
      } else {
        expect(text).toContain('Check Web');
        expect(text).not.toMatch(/01\d{9}/);
      }
      await context.close();
    },
  );
});

describe('staff screens on a phone and for assistive technology', () => {
  it('when the new appointment dialog lists doctors, then the tooltip names the chamber days in Bengali', async () => {
    const { context, page } = await openAs('attendant@demo.test', '/attendant/');
    await page.getByRole('button', { name: 'New Appointment' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Appointment' });
    await dialog.getByLabel('Search doctors').fill('Tanvir');
    const option = dialog.getByRole('button', { name: /Tanvir Ahmed Chowdhury/ });
    await option.hover();
    const tooltip = dialog.getByRole('tooltip').first();
    await tooltip.waitFor({ state: 'visible' });
    const tooltipText = (await tooltip.textContent()) ?? '';
    expect(tooltipText).toContain('রবি');
    expect(tooltipText).toContain('শনি');
    await page.screenshot({ path: path.join(ARTIFACTS, 'new-appointment-tooltip-phone.png') });
    await context.close();
  });

  it.each([
    ['attendant@demo.test', '/attendant/'],
    ['doctor@demo.test', '/doctor/'],
  ])(
    'when %s opens %s at 360 px, then axe finds nothing serious and nothing scrolls sideways',
    async (email, pathname) => {
      const { context, page } = await openAs(email, pathname);
      await page.getByRole('article').first().waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({
        path: path.join(ARTIFACTS, `${pathname.replaceAll('/', '')}-phone.png`),
        fullPage: true,
      });
      await context.close();
    },
  );
});
