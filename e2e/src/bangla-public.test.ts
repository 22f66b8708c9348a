import { describe, expect, inject, it } from 'vitest';
import { newPage, PHONE, seriousViolations, sidewaysOverflow, useBrowser } from './helpers.js';

const baseUrl = inject('baseUrl');
const browser = useBrowser();

async function firstDoctor(): Promise<{ _id: string; fullName: string }> {
  const res = await fetch(`${baseUrl}/api/v1/doctors/consultants?limit=1`);
  return ((await res.json()) as { data: { _id: string; fullName: string }[] }).data[0]!;
}

describe('the public site in Bangla', () => {
  it('when a visitor switches to Bangla in the top navigation, then home, a profile and the login dialog read Bangla, the choice survives a reload (rendered by the server in Bangla), and "English" turns it back', async () => {
    const doctor = await firstDoctor();
    const { context, page } = await newPage(browser(), baseUrl, PHONE);
    await page.goto('/');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');

    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'বাংলা (Switch to Bangla)' })
      .click();
    await page
      .getByRole('heading', { level: 1, name: 'আমরা রোগীর সামগ্রিক সুস্থতার দিকে খেয়াল রেখে চিকিৎসা দিই' })
      .waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('bn');
    await page.getByRole('heading', { name: 'আমাদের কনসালট্যান্ট' }).waitFor();
    expect(await sidewaysOverflow(page)).toBe(0);

    await page.goto(`/doctor-profile/${doctor._id}`);
    await page.getByRole('heading', { level: 1, name: new RegExp(doctor.fullName) }).waitFor();
    await page.getByText('পরামর্শ ফি').waitFor();
    await page.getByText('চেম্বারের দিন ও সময়').waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('bn');

    // A reload is answered by the server: its HTML is already Bangla, under <html lang="bn">.
    const response = await page.reload();
    const html = (await response?.text()) ?? '';
    expect(html).toContain('<html lang="bn">');
    expect(html).toContain('পরামর্শ ফি');
    await page.getByText('পরামর্শ ফি').waitFor();

    await page.getByRole('navigation', { name: 'প্রধান মেনু' }).getByRole('button', { name: 'লগইন' }).click();
    const dialog = page.getByRole('dialog', { name: 'আপনার অ্যাকাউন্টে লগইন করুন' });
    await dialog.getByRole('button', { name: 'লগইন', exact: true }).click();
    await dialog.getByText('ইমেইল লিখুন।').waitFor();
    await dialog.getByRole('button', { name: 'বন্ধ করুন' }).click();

    await page
      .getByRole('navigation', { name: 'প্রধান মেনু' })
      .getByRole('button', { name: 'English (ইংরেজিতে দেখুন)' })
      .click();
    await page.getByText('Consultation fee').waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Req. Callback' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await context.close();
  });

  it('when pages are shown in Bangla, then home, consultants, a profile and the login dialog have no serious accessibility problem', async () => {
    const doctor = await firstDoctor();
    const { context, page } = await newPage(browser(), baseUrl, PHONE);
    await context.addCookies([{ name: 'lang', value: 'bn', url: baseUrl }]);
    for (const path of ['/', '/consultants', `/doctor-profile/${doctor._id}`]) {
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('bn');
      expect(await seriousViolations(page), path).toEqual([]);
    }
    await page.getByRole('button', { name: 'লগইন' }).click();
    await page.getByRole('dialog', { name: 'আপনার অ্যাকাউন্টে লগইন করুন' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('when English pages are shown, then no Bengali font is fetched; a first Bangla visit fetches only the Bengali subset', async () => {
    const fontsOf = async (language: 'en' | 'bn') => {
      const { context, page } = await newPage(browser(), baseUrl, PHONE);
      if (language === 'bn') await context.addCookies([{ name: 'lang', value: 'bn', url: baseUrl }]);
      const fonts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
      });
      await page.goto('/');
      await page.evaluate(() => document.fonts.ready);
      await context.close();
      return fonts;
    };
    expect(await fontsOf('en')).toEqual([]);
    const bangla = await fontsOf('bn');
    expect(bangla.length).toBeGreaterThan(0);
    expect(bangla.every((font) => /noto-sans-bengali-bengali-\d+-normal/.test(font))).toBe(true);
  });
});
