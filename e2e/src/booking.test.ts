import { describe, expect, it } from 'vitest';
import { api, bookThroughApi, doctorOffering, markDone, newPatient, tokenOf, type Doctor } from './fixtures.js';
import { chooseUpToPayment, DESKTOP, openPage, seriousViolations, sidewaysOverflow, useBrowser } from './helpers.js';

const browser = useBrowser();

/** A patient of this test's own (bookings never collide: one per doctor and date), on a page of the app at a width. */
async function openAsNewPatient(path: string, viewport?: typeof DESKTOP) {
  const patient = await newPatient('bk');
  return { ...(await openPage(browser(), path, { viewport, as: patient })), patient };
}

describe('booking journeys (docs/product-spec.md §4)', () => {
  it('when a patient books a video consultation and pays in the sandbox gateway, then they see Successfully Paid and a paid appointment', async () => {
    const doctor = await doctorOffering('video');
    const { context, page } = await openAsNewPatient(`/make-appointment/${doctor._id}`);
    await chooseUpToPayment(page, 'Video');

    await page.getByRole('button', { name: 'Pay Now' }).click();
    await page.waitForURL(/\/api\/v1\/payments\/sandbox\//);
    // The sandbox labels its button with the amount ('Pay ৳2,000').
    await page.getByRole('button', { name: /^Pay\b/ }).click();

    await page.getByRole('heading', { name: 'Successfully Paid' }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/success\/.+/);
    await page.goto('/patient/');
    const card = page.getByRole('article', { name: new RegExp(doctor.fullName) });
    await card.getByText('paid', { exact: true }).waitFor();
    await expect(card.getByText('Video', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(card.getByRole('button', { name: 'Pay Now' }).count()).resolves.toBe(0);
    await context.close();
  });

  it('when a patient books with Pay Later, then the confirmation shows the serial and the appointment is listed unpaid', async () => {
    const doctor = await doctorOffering('chat');
    const { context, page } = await openAsNewPatient(`/make-appointment/${doctor._id}`);
    await chooseUpToPayment(page, 'Chat');
    await page.getByLabel(/Short brief/).fill('Dry cough for two weeks.');
    expect(await seriousViolations(page)).toEqual([]);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

    await page.getByRole('button', { name: 'Pay Later' }).click();

    await page.getByRole('heading', { name: 'Your appointment is booked' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/appointment_confirmed');
    await page
      .getByRole('region', { name: 'Your booking' })
      .getByText(/^Serial number\d+$/)
      .waitFor();
    expect(await page.evaluate(() => localStorage.getItem('appointmentData'))).toBeNull();

    await page.getByRole('link', { name: 'See your appointments' }).click();
    const card = page.getByRole('article', { name: new RegExp(doctor.fullName) });
    await card.getByText('unpaid', { exact: true }).waitFor();
    await expect(card.getByText('pending', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(card.getByRole('button', { name: 'Pay Now' }).isVisible()).resolves.toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await context.close();
  });

  it('when a Pay Later booking is paid from the list and the payment fails, then Payment Failed! leads back to Pay Now', async () => {
    const doctor = await doctorOffering('audio');
    const { context, page } = await openAsNewPatient(`/make-appointment/${doctor._id}`, DESKTOP);
    await chooseUpToPayment(page, 'Voice Call');
    await page.getByRole('button', { name: 'Pay Later' }).click();
    await page.getByRole('link', { name: 'See your appointments' }).click();

    const card = page.getByRole('article', { name: new RegExp(doctor.fullName) });
    await card.getByRole('button', { name: 'Pay Now' }).click();
    await page.waitForURL(/\/api\/v1\/payments\/sandbox\//);
    await page.getByRole('button', { name: 'Fail', exact: true }).click();

    await page.getByRole('heading', { name: 'Payment Failed!' }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/failed\/.+/);
    await page.getByRole('link', { name: 'Try again from your appointments' }).click();
    await card.getByText('failed', { exact: true }).waitFor();
    await expect(card.getByRole('button', { name: 'Pay Now' }).isVisible()).resolves.toBe(true);
    await context.close();
  });

  it('when the patient picks a method the doctor does not offer, then the spec toast shows and the dates hide', async () => {
    const [mahbubur] = await api<Doctor[]>('/doctors/consultants?limit=0&searchTerm=Mahbubur');
    expect(mahbubur?.availableFor).not.toContain('hospital visit');
    const { context, page } = await openAsNewPatient(`/make-appointment/${mahbubur!._id}`);
    await page.getByRole('button', { name: 'Video', exact: true }).click();
    await page.getByRole('button', { name: 'For Me', exact: true }).click();
    await page.getByRole('button', { name: 'Select Date' }).click();
    await page.getByRole('group', { name: 'Available dates' }).waitFor();

    await page.getByRole('button', { name: 'Hospital Visit', exact: true }).click();

    await page.getByText('Doctor not available for Hospital Visit consultation.').waitFor();
    await expect(page.getByRole('group', { name: 'Available dates' }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: 'Select Date' }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: 'Video', exact: true }).getAttribute('aria-pressed')).resolves.toBe(
      'false',
    );
    await context.close();
  });

  it('when staff mark the visit done, then the patient reviews it and the review appears on the doctor profile', async () => {
    const doctor = await doctorOffering('hospital visit');
    // The booking itself is covered above; here it is made through the API as the new patient.
    const { email, password } = await newPatient('bk');
    const { appointment } = await bookThroughApi(await tokenOf(email, password), doctor);
    await markDone(appointment._id);

    const { context, page } = await openPage(browser(), '/patient/', { viewport: DESKTOP, as: { email, password } });
    await page.getByRole('button', { name: 'Write a Feedback' }).click();
    const modal = page.getByRole('dialog', { name: 'Write a Feedback' });
    expect(await seriousViolations(page)).toEqual([]);
    await modal.locator('label').filter({ hasText: '4 stars' }).click();
    const reviewText = `Explained the reports patiently (${email.slice(0, 10)}).`;
    await modal.getByLabel('Your review').fill(reviewText);
    await modal.getByRole('button', { name: 'Submit Review' }).click();
    await modal.waitFor({ state: 'detached' });

    await page.goto(`/doctor-profile/${doctor._id}`);
    const reviews = page.getByRole('region', { name: 'patient reviews' });
    await reviews.getByText(reviewText).waitFor();
    await expect(reviews.getByText('Nusrat Jahan').first().isVisible()).resolves.toBe(true);
    await context.close();
  });
});

describe('booking pages: accessibility and phone width', () => {
  it.each([
    ['appointment confirmation', '/appointment_confirmed', 'Your appointment is booked'],
    ['payment success', '/success/SBX-E2E-0001', 'Successfully Paid'],
    ['payment failure', '/failed/SBX-E2E-0001', 'Payment Failed!'],
    ['payment cancelled', '/cancelled', 'We Stopped The Process!'],
  ])(
    'when axe checks the %s page on a phone, then it finds no serious violation and nothing scrolls sideways',
    async (_name, path, heading) => {
      const { context, page } = await openPage(browser(), path);
      await page.getByRole('heading', { name: heading }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      await context.close();
    },
  );

  it('when a patient with no bookings opens /patient/, then the empty state passes axe and fits the phone', async () => {
    const { context, page } = await openAsNewPatient('/patient/');
    await page.getByRole('link', { name: 'Book an appointment' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await context.close();
  });
});
