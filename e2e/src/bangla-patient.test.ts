import { describe, expect, inject, it } from 'vitest';
import { api, logInThroughGuard, newPage, PHONE, registerPatient, seriousViolations, sidewaysOverflow, useBrowser } from './helpers.js';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const PASSWORD = 'Bn#58xz1';

type Doctor = { _id: string; fullName: string; consultationFee: number; availableFor: string[]; availableDates: string[] };

/** A seeded doctor who takes video consultations on at least one date. */
async function videoDoctor(): Promise<Doctor> {
  const list = await api<Doctor[]>('/doctors/consultants?limit=0');
  for (const item of list.filter((doctor) => doctor.availableFor.includes('video'))) {
    const doctor = await api<Doctor>(`/doctors/single-doctor/${item._id}`);
    if (doctor.availableDates.length > 0) return doctor;
  }
  throw new Error('No seeded doctor offers video on any date');
}

const BENGALI_MONTHS = ['জানুয়ারি', 'ফেব্রুয়ারি', 'মার্চ', 'এপ্রিল', 'মে', 'জুন', 'জুলাই', 'আগস্ট', 'সেপ্টেম্বর', 'অক্টোবর', 'নভেম্বর', 'ডিসেম্বর'];
const bengaliDigits = (text: string) => text.replace(/\d/g, (digit) => '০১২৩৪৫৬৭৮৯'[Number(digit)]!);
/** '2026-01-05' -> '৫ জানুয়ারি, ২০২৬', as a Bangla reader expects it. */
const bengaliDate = (date: string) => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return `${bengaliDigits(String(day))} ${BENGALI_MONTHS[month - 1]}, ${bengaliDigits(String(year))}`;
};

describe("the patient's side in Bangla (issue 13 item 1)", () => {
  it('when a patient switches to Bangla and books a video visit paying later, then every step, the confirmation (Bengali date, serial, fee) and /patient/ read Bangla, with no serious accessibility problem', async () => {
    const doctor = await videoDoctor();
    const email = `bn${Date.now().toString(36)}@t.io`;
    await registerPatient({ name: 'Nusrat Jahan', age: 31, gender: 'female', contact: '01712345678', email, password: PASSWORD });
    const { context, page } = await newPage(browser(), baseUrl, PHONE);
    await logInThroughGuard(page, '/patient/', email, PASSWORD);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Switch to Bangla' }).click();
    await page.getByRole('heading', { level: 1, name: 'আমার অ্যাপয়েন্টমেন্ট' }).waitFor();

    await page.goto(`/make-appointment/${doctor._id}`);
    await page.getByRole('heading', { level: 1, name: 'অ্যাপয়েন্টমেন্ট নিন' }).waitFor();
    await page.getByRole('group', { name: 'দেখানোর মাধ্যম' }).getByRole('button', { name: 'ভিডিও কল', exact: true }).click();
    await page.getByRole('button', { name: 'আমার জন্য', exact: true }).click();
    await page.getByText('রোগীর তথ্য').waitFor();
    await page.getByRole('button', { name: 'তারিখ বেছে নিন' }).click();
    const date = doctor.availableDates[0]!;
    await page.getByRole('group', { name: 'খালি তারিখগুলো' }).getByRole('button', { name: new RegExp(bengaliDate(date)) }).click();
    await page.getByRole('checkbox', { name: /মেনে নিচ্ছি/ }).check();
    const fee = `${bengaliDigits(doctor.consultationFee.toLocaleString('en-IN'))}/-`;
    await page.getByText(fee, { exact: true }).first().waitFor();
    expect(await sidewaysOverflow(page)).toBe(0);
    expect(await seriousViolations(page), 'make-appointment').toEqual([]);

    await page.getByRole('button', { name: 'পরে পেমেন্ট', exact: true }).click();
    await page.waitForURL(/\/appointment_confirmed\?appointment=/);
    await page.getByRole('heading', { level: 1, name: 'আপনার অ্যাপয়েন্টমেন্ট বুক হয়েছে' }).waitFor();
    const receipt = page.getByRole('region', { name: 'আপনার বুকিং' });
    await receipt.getByText(new RegExp(`^${bengaliDate(date)}, .+বার$`)).waitFor();
    await receipt.getByText(fee, { exact: true }).waitFor();
    const serial = (await receipt.getByText('সিরিয়াল নম্বর').locator('span').textContent()) ?? '';
    expect(serial).toMatch(/^[০-৯]+$/);
    await receipt.getByText('বাকি', { exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('bn');
    expect(await sidewaysOverflow(page)).toBe(0);
    expect(await seriousViolations(page), 'confirmation').toEqual([]);

    await page.goto('/patient/');
    const card = page.getByRole('article', { name: new RegExp(doctor.fullName) });
    await card.getByText('অপেক্ষমাণ', { exact: true }).waitFor();
    await card.getByText(bengaliDate(date), { exact: true }).waitFor();
    await card.getByText(serial, { exact: true }).waitFor();
    await page.getByRole('heading', { name: /সামনের অ্যাপয়েন্টমেন্ট/ }).waitFor();
    expect(await sidewaysOverflow(page)).toBe(0);
    expect(await seriousViolations(page), '/patient/').toEqual([]);
    await context.close();
  });
});
