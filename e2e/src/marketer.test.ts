import { dhakaDateString } from '@hospital/contract/format';
import type { MarketerDashboard, MarketerMe, MarketerSummary, StationRef } from '@hospital/contract/marketing';
import { describe, expect, it } from 'vitest';
import { api, doctorOffering, newPatient, tokenOf } from './fixtures.js';
import {
  chooseUpToPayment,
  DESKTOP,
  openPage,
  PHONE,
  seriousViolations,
  sidewaysOverflow,
  useBrowser,
} from './helpers.js';

const browser = useBrowser();
const MARKETER = 'marketer@demo.test';

/** A mobile number of this run's own, so no other journey's referral or account shares it. */
const freshContact = () => `0171${String(Date.now()).slice(-7)}`;

/** The demo marketer covers DMCH (the admin's assignment, made through the API), and their link code. */
async function marketerWithStation(): Promise<{ me: MarketerMe; token: string }> {
  const admin = await tokenOf('admin@demo.test');
  const [marketer] = (await api<MarketerSummary[]>('/marketing/marketers', { token: admin })).filter(
    (summary) => summary.email === MARKETER,
  );
  const dmch = (await api<StationRef[]>('/marketing/stations', { token: admin })).find((s) => s.name === 'DMCH');
  const stationIds = [...new Set([...marketer!.stations.map((station) => station._id), dmch!._id])];
  await api(`/marketing/marketers/${marketer!._id}/stations`, {
    method: 'POST',
    token: admin,
    body: JSON.stringify({ stationIds }),
  });
  const token = await tokenOf(MARKETER);
  return { me: await api<MarketerMe>('/marketing/me', { token }), token };
}

describe('marketers and what they bring', () => {
  it('when the demo marketer records a referral, then it is listed as referred, and the QR card prints alone', async () => {
    await marketerWithStation();
    const contact = freshContact();
    const { context, page } = await openPage(browser(), '/marketer/', { viewport: PHONE, as: MARKETER });
    const form = page.getByRole('region', { name: 'Record a referral' });
    await form.getByLabel('Patient name').fill('Rokeya Begum');
    await form.getByLabel('Age').fill('৫২');
    await form.getByLabel('Contact number').fill(contact);
    await form.getByLabel('Station').selectOption({ label: 'DMCH' });
    await form.getByLabel(/^Note/).fill('Knee pain, asked for a morning slot.');
    await form.getByRole('button', { name: 'Record referral' }).click();

    const row = page.getByTestId('referral').filter({ hasText: contact });
    await row.getByText('Referred', { exact: true }).waitFor();
    await expect(row.getByText('Rokeya Begum').isVisible()).resolves.toBe(true);

    // The same number again is refused with who referred it and when. The demo marketer covers two stations, so
    // the form cleared the station after the first record and it is chosen again.
    await form.getByLabel('Patient name').fill('Rokeya Begum');
    await form.getByLabel('Age').fill('52');
    await form.getByLabel('Contact number').fill(contact);
    await form.getByLabel('Station').selectOption({ label: 'DMCH' });
    await form.getByRole('button', { name: 'Record referral' }).click();
    await form
      .getByTestId('referral-refusal')
      .getByText(/already referred by Jahid Hasan on/)
      .waitFor();

    expect(await seriousViolations(page)).toEqual([]);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

    await page.getByRole('img', { name: 'QR code of your link' }).waitFor();
    await page.emulateMedia({ media: 'print' });
    const cards = page.getByTestId('marketer-card');
    await expect(cards.first().isVisible()).resolves.toBe(true);
    // Nothing else of the page is printed.
    await expect(page.getByRole('region', { name: 'Record a referral' }).isVisible()).resolves.toBe(false);
    const box = await cards.first().boundingBox();
    // 85 x 55 mm at 96 px an inch: a business card.
    expect(Math.round(box!.width)).toBe(321);
    expect(Math.round(box!.height)).toBe(208);
    const pdf = await page.pdf({ format: 'A4' });
    expect(pdf.byteLength).toBeGreaterThan(10_000);
    await context.close();
  });

  it('when a visitor arrives by the link and books, then the marketer sees the booking, and the visit after check-in', async () => {
    const { me, token } = await marketerWithStation();
    const before = await api<MarketerDashboard>('/marketing/dashboard', { token });
    const today = dhakaDateString();
    const doctor = await doctorOffering('hospital visit', { suits: (d) => d.availableDates[0] === today });
    const visitor = await newPatient('mk', { contact: freshContact(), name: 'Selina Parvin' });

    const { context, page } = await openPage(browser(), `/?ref=${me.code}`, { viewport: PHONE, as: visitor });
    expect(new URL(page.url()).search).toBe('');
    const kept = JSON.parse((await page.evaluate(() => localStorage.getItem('referral-link'))) ?? 'null');
    expect(kept).toMatchObject({ code: me.code });

    await page.goto(`/make-appointment/${doctor._id}`);
    await chooseUpToPayment(page, 'Hospital Visit');
    const booking = page.waitForResponse((response) => response.url().endsWith('/api/v1/appointment'));
    await page.getByRole('button', { name: 'Pay Later' }).click();
    const sent = (await booking).request().postDataJSON() as { ref?: { code: string } };
    expect(sent.ref?.code).toBe(me.code);
    await page.getByRole('heading', { name: 'Your appointment is booked' }).waitFor();
    const appointmentId = new URL(page.url()).searchParams.get('appointment')!;
    await context.close();

    const linkLine = (booked: number, visited: number, noShow: number) =>
      `Bookings by your link: ${booked} booked, ${visited} visited, ${noShow} no show.`;
    const { booked, visited, noShow } = before.linkBookings;
    const dashboard = await openPage(browser(), '/marketer/', { viewport: DESKTOP, as: MARKETER });
    await dashboard.page.getByText(linkLine(booked + 1, visited, noShow)).waitFor();

    await api(`/appointment/${appointmentId}/arrived`, {
      method: 'POST',
      token: await tokenOf('attendant@demo.test'),
      body: '{}',
    });
    await dashboard.page.reload();
    await dashboard.page.getByText(linkLine(booked, visited + 1, noShow)).waitFor();
    await dashboard.context.close();
  });

  it('when an admin reads the report, then the stations and marketers are counted and the CSV downloads', async () => {
    await marketerWithStation();
    const { context, page } = await openPage(browser(), '/admin/marketing', {
      viewport: DESKTOP,
      as: 'admin@demo.test',
    });
    const byStation = page.getByRole('table', { name: 'By station' });
    await byStation.getByRole('rowheader', { name: 'DMCH' }).waitFor();
    const byMarketer = page.getByRole('table', { name: 'By marketer' });
    await byMarketer.getByRole('rowheader', { name: /Jahid Hasan/ }).waitFor();
    await page.getByRole('button', { name: 'This week' }).click();
    expect(await seriousViolations(page)).toEqual([]);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^marketing-report-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
    await context.close();

    const phone = await openPage(browser(), '/admin/stations', {
      viewport: PHONE,
      as: 'admin@demo.test',
      language: 'bn',
    });
    await phone.page.getByRole('heading', { name: 'স্টেশন ও মার্কেটার', level: 1 }).waitFor();
    await phone.page.getByTestId('station').filter({ hasText: 'DMCH' }).getByText('Jahid Hasan').waitFor();
    expect(await seriousViolations(phone.page)).toEqual([]);
    expect(await sidewaysOverflow(phone.page)).toBeLessThanOrEqual(0);
    await phone.context.close();
  });
});
