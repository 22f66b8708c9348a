import { describe, expect, it } from 'vitest';
import { api, tokenOf } from './fixtures.js';
import { DESKTOP, openPage, PHONE, seriousViolations, sidewaysOverflow, useBrowser } from './helpers.js';

// The formulary from the product: an admin imports the hospital's CSV, sees each refused line with its reason before
// anything is written, applies it, and finds the new medicine, which search (as the doctor types) finds too.

const browser = useBrowser();
const stamp = Date.now().toString(36);
const ADMIN = 'admin@demo.test';
const brand = `Zolvex${stamp}`;

const CSV = [
  'Brand,Generic,Strength,Form,Manufacturer',
  `${brand},Zolpidem Tartrate,10 mg,Tab.,"Journey Pharma, Ltd."`,
  `${brand} Syrup,Zolpidem Tartrate,5 mg/5 ml,syrup,Journey Pharma`,
  ',Nothing,1 mg,tablet,Journey Pharma',
  `${brand},Zolpidem Tartrate,10 mg,lozenge,Journey Pharma`,
  `${brand.toUpperCase()},Zolpidem Tartrate,10mg,tablet,"journey pharma, ltd."`,
].join('\n');

type Hit = { brand: string; strength: string; form: string };

describe('the formulary', () => {
  it.each([
    ['a phone', PHONE],
    ['a desktop', DESKTOP],
  ])(
    'when an admin imports a CSV with good and bad lines on %s, then each refusal shows with its line before Apply',
    async (_name, viewport) => {
      const { context, page } = await openPage(browser(), '/admin/medicines', { viewport, as: ADMIN });
      await page.getByRole('button', { name: 'Import CSV' }).click();
      await page
        .getByLabel('CSV file', { exact: true })
        .setInputFiles({ name: 'formulary.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
      await page.getByRole('button', { name: 'Preview' }).click();
      const lines = page.getByRole('list', { name: 'Lines that add, change or are refused' });
      await lines.waitFor();
      const texts = await lines.getByRole('listitem').allInnerTexts();
      expect(texts).toHaveLength(5);
      expect(texts[2]).toMatch(/Line 4\s*Refused\s*The brand is missing\./);
      expect(texts[3]).toMatch(/Line 5\s*Refused[\s\S]*"lozenge" is not a known form/);
      expect(texts[4]).toMatch(/Line 6\s*Refused[\s\S]*The same medicine is already on line 2 of the file\./);
      expect(await seriousViolations(page)).toEqual([]);
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      await context.close();
    },
  );

  it('when the admin applies the file, then the new medicines are in the list and search finds them, typo and all', async () => {
    const { context, page } = await openPage(browser(), '/admin/medicines', { viewport: DESKTOP, as: ADMIN });
    await page.getByRole('button', { name: 'Import CSV' }).click();
    await page
      .getByLabel('CSV file', { exact: true })
      .setInputFiles({ name: 'formulary.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
    await page.getByRole('button', { name: 'Preview' }).click();
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Import done').waitFor();

    await page.getByLabel('Search medicines').fill(brand);
    const list = page.getByRole('list', { name: 'Medicines' });
    await list.getByRole('heading', { name: `${brand} 10 mg tablet` }).waitFor();
    expect(await list.getByRole('article').count()).toBe(2);

    const token = await tokenOf(ADMIN);
    const typo = `${brand.slice(0, 2)}${brand[3]}${brand[2]}${brand.slice(4)}`;
    const hits = await api<Hit[]>(`/medicines/search?q=${encodeURIComponent(typo)}`, { token });
    expect(hits.map((hit) => `${hit.brand} ${hit.strength} ${hit.form}`)).toContain(`${brand} 10 mg tablet`);
    await context.close();
  });

  it('when the screen is in Bangla on a phone, then the list, the form and the import read in Bangla and pass axe', async () => {
    const { context, page } = await openPage(browser(), '/admin/medicines', {
      viewport: PHONE,
      as: ADMIN,
      language: 'bn',
    });
    await page.getByRole('list', { name: 'ওষুধ' }).waitFor();
    await page.getByRole('button', { name: 'CSV থেকে আনুন' }).click();
    await page
      .getByLabel('CSV ফাইল', { exact: true })
      .setInputFiles({ name: 'f.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
    await page.getByRole('button', { name: 'আগে দেখে নিন' }).click();
    await page.getByText('একই ওষুধ ফাইলের ২ নম্বর লাইনে আগেই আছে।').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'ওষুধ যোগ করুন' }).click();
    await page.getByRole('dialog', { name: 'নতুন ওষুধ যোগ করুন' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
