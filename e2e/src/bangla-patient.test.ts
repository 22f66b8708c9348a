import { describe, expect, inject, it } from 'vitest';
import {
  api,
  DEMO_PASSWORD,
  logInThroughGuard,
  newPage,
  PHONE,
  registerPatient,
  seriousViolations,
  sidewaysOverflow,
  useBrowser,
} from './helpers.js';

const baseUrl = inject('baseUrl');
const browser = useBrowser();
const PASSWORD = 'Bn#58xz1';

type Doctor = {
  _id: string;
  fullName: string;
  consultationFee: number;
  availableFor: string[];
  availableDates: string[];
};

/** A seeded doctor who takes video consultations on at least one date. */
async function videoDoctor(): Promise<Doctor> {
  const list = await api<Doctor[]>('/doctors/consultants?limit=0');
  for (const item of list.filter((doctor) => doctor.availableFor.includes('video'))) {
    const doctor = await api<Doctor>(`/doctors/single-doctor/${item._id}`);
    if (doctor.availableDates.length > 0) return doctor;
  }
  throw new Error('No seeded doctor offers video on any date');
}

const BENGALI_MONTHS = [
  'জানুয়ারি',
  'ফেব্রুয়ারি',
  'মার্চ',
  'এপ্রিল',
  'মে',
  'জুন',
  'জুলাই',
  'আগস্ট',
  'সেপ্টেম্বর',
  'অক্টোবর',
  'নভেম্বর',
  'ডিসেম্বর',
];
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
    await registerPatient({
      name: 'Nusrat Jahan',
      age: 31,
      gender: 'female',
      contact: '01712345678',
      email,
      password: PASSWORD,
    });
    const { context, page } = await newPage(browser(), baseUrl, PHONE);
    await logInThroughGuard(page, '/patient/', email, PASSWORD);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'বাংলা (Switch to Bangla)' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'আমার অ্যাপয়েন্টমেন্ট' }).waitFor();

    await page.goto(`/make-appointment/${doctor._id}`);
    await page.getByRole('heading', { level: 1, name: 'অ্যাপয়েন্টমেন্ট নিন' }).waitFor();
    await page
      .getByRole('group', { name: 'দেখানোর মাধ্যম' })
      .getByRole('button', { name: 'ভিডিও কল', exact: true })
      .click();
    await page.getByRole('button', { name: 'আমার জন্য', exact: true }).click();
    await page.getByText('রোগীর তথ্য').waitFor();
    await page.getByRole('button', { name: 'তারিখ বেছে নিন' }).click();
    const date = doctor.availableDates[0]!;
    await page
      .getByRole('group', { name: 'খালি তারিখগুলো' })
      .getByRole('button', { name: new RegExp(bengaliDate(date)) })
      .click();
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

  it('when a Bangla-reading patient pays in the sandbox and later reviews the done visit, then the success page and the review form are Bangla, a missing rating is refused in Bangla, and both are axe clean', async () => {
    const doctor = await videoDoctor();
    const email = `bp${Date.now().toString(36)}@t.io`;
    await registerPatient({
      name: 'Nusrat Jahan',
      age: 31,
      gender: 'female',
      contact: '01712345678',
      email,
      password: PASSWORD,
    });
    const tokenOf = async (who: string, password: string) =>
      (
        await api<{ accessToken: string }>('/auth/login', {
          method: 'POST',
          body: JSON.stringify({ email: who, password }),
        })
      ).accessToken;
    const token = await tokenOf(email, PASSWORD);
    const record = await api<{ _id: string }>(`/patients/${encodeURIComponent(email)}`, { token });
    const { appointment, url } = await api<{ appointment: { _id: string }; url: string }>('/appointment', {
      method: 'POST',
      token,
      body: JSON.stringify({
        doctor: doctor._id,
        patient: record._id,
        consultationFee: doctor.consultationFee,
        consultationMethod: 'video',
        consultationFor: 'For Me',
        selectedDate: doctor.availableDates[0],
        payNow: true,
      }),
    });

    const { context, page } = await newPage(browser(), baseUrl, PHONE);
    await context.addCookies([{ name: 'lang', value: 'bn', url: baseUrl }]);
    // The guard's login dialog is Bangla too: logged in through it by its Bangla labels.
    await page.goto('/patient/');
    const login = page.getByRole('dialog');
    await login.getByLabel('ইমেইল', { exact: true }).fill(email);
    await login.getByLabel('পাসওয়ার্ড', { exact: true }).fill(PASSWORD);
    await login.getByRole('button', { name: 'লগইন', exact: true }).click();
    await page.waitForURL((address) => address.pathname === '/patient/');
    await page.goto(url);
    await page.getByRole('button', { name: /^Pay\b/ }).click();
    await page.getByRole('heading', { level: 1, name: 'পেমেন্ট সফল হয়েছে' }).waitFor();
    const receipt = page.getByRole('region', { name: 'আপনার বুকিং' });
    await receipt.getByText('পরিশোধিত', { exact: true }).waitFor();
    await receipt
      .getByText(`${bengaliDigits(doctor.consultationFee.toLocaleString('en-IN'))}/-`, { exact: true })
      .waitFor();
    expect(await sidewaysOverflow(page)).toBe(0);
    expect(await seriousViolations(page), 'payment success').toEqual([]);

    const desk = await tokenOf('attendant@demo.test', DEMO_PASSWORD);
    await api(`/appointment/${appointment._id}`, {
      method: 'PUT',
      token: desk,
      body: JSON.stringify({ updatedDoc: { status: 'done' } }),
    });
    await page.goto('/patient/');
    const card = page.getByRole('article', { name: new RegExp(doctor.fullName) });
    await card.getByText('সম্পন্ন', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'মতামত লিখুন' }).click();
    const dialog = page.getByRole('dialog', { name: 'মতামত লিখুন' });
    await dialog.getByRole('button', { name: 'মতামত পাঠান' }).click();
    await page.getByText('রেটিং অন্তত ১ হতে হবে।').waitFor();
    expect(await seriousViolations(page), 'review modal').toEqual([]);
    await context.close();
  });
});
