import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, tokenOf } from './fixtures.js';
import { DESKTOP, openPage, PHONE, seriousViolations, sidewaysOverflow, useBrowser } from './helpers.js';

const browser = useBrowser();

type DeskAppointment = { _id: string; status: string; patient: { name: string } };
type SavedPrescription = {
  _id: string;
  status: string;
  diagnosis: string;
  medicines: Array<{ name: string; medicineId: string | null; freeText: boolean; dose: unknown; food: string }>;
};

/** Today's done visit of the demo doctor that no journey has written for yet (the demo seeds two). */
async function doneVisitWithoutPrescription(token: string): Promise<DeskAppointment> {
  const { data } = await api<{ data: DeskAppointment[] }>('/appointment/doctor', { token });
  for (const appointment of data.filter((visit) => visit.status === 'done')) {
    try {
      await api(`/appointments/${appointment._id}/prescription`, { token });
    } catch {
      return appointment;
    }
  }
  throw new Error('The demo doctor has no done visit left without a prescription');
}

/** Types `q` into the formulary search and adds the option named `option` with the keyboard. */
async function addBySearch(page: Page, q: string, option: RegExp): Promise<void> {
  const box = page.getByRole('combobox', { name: 'Find a medicine' });
  await box.fill(q);
  const options = page.getByRole('listbox', { name: 'Find a medicine' }).getByRole('option');
  await options.filter({ hasText: option }).first().waitFor();
  const names = await options.allTextContents();
  const index = names.findIndex((name) => option.test(name));
  for (let step = 0; step <= index; step++) await box.press('ArrowDown');
  await box.press('Enter');
}

describe('prescription journey', () => {
  it('when the demo doctor writes a prescription with three medicines found by search and signs it, then it is final and the patient has it', async () => {
    const token = await tokenOf('doctor@demo.test');
    const visit = await doneVisitWithoutPrescription(token);

    const { context, page } = await openPage(browser(), '/doctor', { viewport: DESKTOP, as: 'doctor@demo.test' });
    // The visit's own card: a patient may have several visits with the doctor by now.
    await page.locator(`a[href="/doctor/prescription/${visit._id}"]`).click();
    await page.waitForURL(`**/doctor/prescription/${visit._id}`);
    await page.getByRole('heading', { name: 'Diagnosis' }).waitFor();
    expect(await page.locator('header').filter({ hasText: visit.patient.name }).count()).toBe(1);

    await page.getByRole('textbox', { name: 'Chief complaints' }).fill('Fever for three days, headache.');
    await page.getByLabel('Temperature (°F)').fill('১০১');
    await page.getByRole('textbox', { name: 'Diagnosis' }).fill('Viral fever');
    await addBySearch(page, 'napa', /^Napa 500 mg/);
    await addBySearch(page, 'seclo', /^Seclo 20 mg/);
    await addBySearch(page, 'fexo', /^Fexo 120 mg/);
    const lines = page.getByRole('listitem').filter({ has: page.getByTestId('dose-preview') });
    expect(await lines.count()).toBe(3);
    // Seclo before food, once in the morning: 1+0+0.
    const seclo = lines.nth(1);
    await seclo.getByRole('button', { name: 'Night: less' }).click();
    await seclo.getByRole('button', { name: 'Night: less' }).click();
    await seclo.getByRole('button', { name: 'Before food' }).click();
    expect(await seclo.getByTestId('dose-preview').textContent()).toBe('1+0+0, before food, 7 days');
    await page.getByLabel('Add a test').fill('CBC');
    await page.getByLabel('Add a test').press('Enter');
    await page.getByRole('textbox', { name: 'Advice' }).fill('Drink plenty of water.');
    await page.getByLabel('Number of days or weeks').fill('7');
    await page.getByText('Saved', { exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // The draft survives a reload.
    await page.reload();
    await page.getByRole('heading', { name: 'Diagnosis' }).waitFor();
    expect(await page.getByTestId('dose-preview').allTextContents()).toEqual([
      '1+0+1, after food, 7 days',
      '1+0+0, before food, 7 days',
      '1+0+1, after food, 7 days',
    ]);

    await page.getByRole('button', { name: 'Sign and send' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign and send this prescription?' });
    await dialog.getByRole('button', { name: 'Sign and send' }).click();
    await page.waitForURL(/\/prescriptions\/[0-9a-f]{24}$/);
    const id = new URL(page.url()).pathname.split('/').pop()!;
    await context.close();

    const signed = await api<SavedPrescription>(`/prescriptions/${id}`, { token });
    expect(signed.status).toBe('signed');
    expect(signed.diagnosis).toBe('Viral fever');
    expect(signed.medicines.map((line) => [line.name, line.freeText, line.medicineId !== null])).toEqual([
      ['Napa 500 mg tablet', false, true],
      ['Seclo 20 mg capsule', false, true],
      ['Fexo 120 mg tablet', false, true],
    ]);

    // Signed is final: the card now opens it, and the editor offers only a new version.
    const again = await openPage(browser(), `/doctor/prescription/${visit._id}`, {
      viewport: PHONE,
      as: 'doctor@demo.test',
      language: 'bn',
    });
    await again.page.getByText('এই প্রেসক্রিপশন সই করা হয়ে গেছে, আর বদলানো যাবে না।').waitFor();
    expect(await sidewaysOverflow(again.page)).toBe(0);
    await again.context.close();
  });
});
