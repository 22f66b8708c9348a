import { describe, expect, it } from 'vitest';
import { formatsFor } from '@hospital/contract/format-bn';
import { bookThroughApi, doctorOffering, markDone, newPatient, tokenOf } from './fixtures.js';
import { openPage, seriousViolations, sidewaysOverflow, useBrowser } from './helpers.js';

const browser = useBrowser();

/** The page's dates and fees in Bangla, as a Bangla reader expects them ('৫ জানুয়ারি, ২০২৬', '১,৫০০/-'). */
const bangla = formatsFor('bn');

describe("the patient's side in Bangla", () => {
  it('when a patient switches to Bangla and books a video visit paying later, then every step, the confirmation (Bengali date, serial, fee) and /patient/ read Bangla, with no serious accessibility problem', async () => {
    const doctor = await doctorOffering('video');
    const { context, page } = await openPage(browser(), '/patient/', { as: await newPatient('bn') });
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
      .getByRole('button', { name: new RegExp(bangla.date(date)) })
      .click();
    await page.getByRole('checkbox', { name: /মেনে নিচ্ছি/ }).check();
    const fee = bangla.fee(doctor.consultationFee);
    await page.getByText(fee, { exact: true }).first().waitFor();
    expect(await sidewaysOverflow(page)).toBe(0);
    expect(await seriousViolations(page), 'make-appointment').toEqual([]);

    await page.getByRole('button', { name: 'পরে পেমেন্ট', exact: true }).click();
    await page.waitForURL(/\/appointment_confirmed\?appointment=/);
    await page.getByRole('heading', { level: 1, name: 'আপনার অ্যাপয়েন্টমেন্ট বুক হয়েছে' }).waitFor();
    const receipt = page.getByRole('region', { name: 'আপনার বুকিং' });
    await receipt.getByText(new RegExp(`^${bangla.date(date)}, .+বার$`)).waitFor();
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
    await card.getByText(bangla.date(date), { exact: true }).waitFor();
    await card.getByText(serial, { exact: true }).waitFor();
    await page.getByRole('heading', { name: /সামনের অ্যাপয়েন্টমেন্ট/ }).waitFor();
    expect(await sidewaysOverflow(page)).toBe(0);
    expect(await seriousViolations(page), '/patient/').toEqual([]);
    await context.close();
  });

  it('when a Bangla-reading patient pays in the sandbox and later reviews the done visit, then the success page and the review form are Bangla, a missing rating is refused in Bangla, and both are axe clean', async () => {
    const doctor = await doctorOffering('video');
    const { email, password } = await newPatient('bp');
    const { appointment, url } = await bookThroughApi(await tokenOf(email, password), doctor, {
      method: 'video',
      fee: doctor.consultationFee,
      payNow: true,
    });

    const { context, page } = await openPage(browser(), '/patient/', { language: 'bn' });
    // The guard's login dialog is Bangla too: logged in through it by its Bangla labels.
    const login = page.getByRole('dialog');
    await login.getByLabel('ইমেইল', { exact: true }).fill(email);
    await login.getByLabel('পাসওয়ার্ড', { exact: true }).fill(password);
    await login.getByRole('button', { name: 'লগইন', exact: true }).click();
    await page.waitForURL((address) => address.pathname === '/patient/');
    await page.goto(url);
    await page.getByRole('button', { name: /^Pay\b/ }).click();
    await page.getByRole('heading', { level: 1, name: 'পেমেন্ট সফল হয়েছে' }).waitFor();
    const receipt = page.getByRole('region', { name: 'আপনার বুকিং' });
    await receipt.getByText('পরিশোধিত', { exact: true }).waitFor();
    await receipt.getByText(bangla.fee(doctor.consultationFee), { exact: true }).waitFor();
    expect(await sidewaysOverflow(page)).toBe(0);
    expect(await seriousViolations(page), 'payment success').toEqual([]);

    await markDone(appointment._id);
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
