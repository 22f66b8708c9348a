import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, tokenOf } from './fixtures.js';
import { DESKTOP, openPage, PHONE, seriousViolations, sidewaysOverflow, useBrowser } from './helpers.js';
import type { Viewport } from './helpers.js';

// The staff screens in Bangla stay axe-clean and fit a 360 px phone. Screenshots land in .e2e-artifacts/staff-bangla
// for a person to look at.
const browser = useBrowser();
const ARTIFACTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../.e2e-artifacts/staff-bangla');

beforeAll(async () => {
  mkdirSync(ARTIFACTS, { recursive: true });
  // One walk-in today, so the day list has a card to judge.
  const token = await tokenOf('attendant@demo.test');
  const [doctor] = await api<Array<{ _id: string }>>('/doctors/consultants?limit=0&searchTerm=Tanvir');
  const today = new Date(Date.now() + 6 * 3_600_000).toISOString().slice(0, 10);
  await api('/appointment', {
    method: 'POST',
    token,
    body: JSON.stringify({
      doctor: doctor!._id,
      patient: '',
      contact: `019${String(Date.now() % 100_000_000).padStart(8, '0')}`,
      newPatientInfo: { name: 'Shirin Akter', age: 34, gender: 'female' },
      consultationMethod: 'hospital visit',
      consultationFor: 'For Me',
      consultationFee: 0,
      selectedDate: today,
      shortBrief: '',
    }),
  });
});

/** A staff page, signed in as `email`, with Bangla chosen as the language switch would. */
const openInBangla = (email: string, pathname: string, viewport: Viewport) =>
  openPage(browser(), pathname, { viewport, as: email, language: 'bn' });

const shot = (page: Page, name: string) => page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`) });

describe('staff screens in Bangla', () => {
  it('when the attendant reads the day list in Bangla, then it is axe-clean and fits a phone', async () => {
    const { context, page } = await openInBangla('attendant@demo.test', '/attendant/', PHONE);
    await page.getByRole('heading', { level: 1, name: 'অ্যাপয়েন্টমেন্ট ব্যবস্থাপনা' }).waitFor();
    await page
      .getByRole('article', { name: /Shirin Akter/ })
      .first()
      .waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('bn');
    expect(await seriousViolations(page)).toEqual([]);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await shot(page, 'attendant-360');
    await page.setViewportSize(DESKTOP);
    await shot(page, 'attendant-1366');
    await context.close();
  });

  it('when the admin reads the doctors list in Bangla, then it is axe-clean and fits a phone', async () => {
    const { context, page } = await openInBangla('admin@demo.test', '/admin/doctors', PHONE);
    await page.getByRole('heading', { level: 1, name: 'ডাক্তার' }).waitFor();
    await page.getByRole('list', { name: 'ডাক্তার' }).getByRole('article').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await context.close();
  });

  it('when staff accounts, the schedule editor, a doctor’s list and the prescription are shown in Bangla, then nothing scrolls sideways', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { context, page } = await openInBangla('admin@demo.test', '/admin/staff', viewport);
      await page.getByRole('heading', { level: 1, name: 'স্টাফ' }).waitFor();
      await page.getByRole('list', { name: 'স্টাফ অ্যাকাউন্ট' }).getByRole('article').first().waitFor();
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      await shot(page, `staff-${viewport.width}`);

      await page.goto('/attendant/');
      await page.getByRole('button', { name: 'ডাক্তারের সময়সূচি' }).click();
      const dialog = page.getByRole('dialog', { name: 'ডাক্তারের সময়সূচি' });
      const select = dialog.getByLabel('ডাক্তার');
      await select.selectOption({ index: 1 });
      await dialog.getByRole('list', { name: 'সাপ্তাহিক সময়সূচি' }).waitFor();
      await page.screenshot({ path: path.join(ARTIFACTS, `schedule-${viewport.width}.png`) });
      await context.close();

      const doctor = await openInBangla('doctor@demo.test', '/doctor/', viewport);
      await doctor.page.getByRole('heading', { level: 1, name: 'সব অ্যাপয়েন্টমেন্ট' }).waitFor();
      await doctor.page.waitForTimeout(500);
      expect(await sidewaysOverflow(doctor.page)).toBeLessThanOrEqual(0);
      await shot(doctor.page, `doctor-${viewport.width}`);
      if (viewport === DESKTOP) {
        // The printed sheet, laid out as the printer sees it (print media, A4 width).
        await doctor.page.getByRole('button', { name: 'খালি প্যাড প্রিন্ট করুন' }).first().click();
        const frame = doctor.page.locator('iframe#print-frame');
        await frame.waitFor({ state: 'attached' });
        const html = await frame.evaluate((element) => (element as HTMLIFrameElement).srcdoc);
        expect(html).toContain('<html lang="bn">');
        const sheet = await browser().newPage({ viewport: { width: 794, height: 1123 } });
        await sheet.emulateMedia({ media: 'print' });
        await sheet.setContent(html);
        for (const label of ['সমস্যা', 'পরীক্ষা', 'পরামর্শ', 'স্বাক্ষর'])
          await sheet.getByText(label, { exact: true }).waitFor();
        await sheet.screenshot({ path: path.join(ARTIFACTS, 'prescription-print.png'), fullPage: true });
        await sheet.close();
      }
      await doctor.context.close();
    }
  });
});
