import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import {
  api,
  DESKTOP,
  logInThroughGuard,
  newPage,
  PHONE,
  seriousViolations,
  sidewaysOverflow,
  useBrowser,
} from './helpers.js';

const baseUrl = inject('baseUrl');
const PASSWORD = 'Bk#58xz1';
const browser = useBrowser();

type Doctor = { _id: string; fullName: string; availableFor: string[]; availableDates: string[] };

let sequence = 0;

/** A patient of this test's own, so bookings never collide with another test's (one booking per doctor and date). */
async function registerPatient(): Promise<string> {
  sequence += 1;
  const email = `bk${Date.now().toString(36)}${sequence}@t.io`; // at most 30 characters (docs/product-spec.md §5)
  await api('/users/create-patient', {
    method: 'POST',
    body: JSON.stringify({
      name: 'Nusrat Jahan',
      age: 31,
      gender: 'female',
      contact: '01712345678',
      email,
      password: PASSWORD,
    }),
  });
  return email;
}

const tokenOf = async (email: string, password: string) =>
  (await api<{ accessToken: string }>('/auth/login', { method: 'POST', body: JSON.stringify({ email, password }) }))
    .accessToken;

async function doctorDetail(id: string): Promise<Doctor> {
  return api<Doctor>(`/doctors/single-doctor/${id}`);
}

/** The first seeded doctor matching the search who offers `method` on at least one date. */
async function findDoctor(searchTerm: string, method: string): Promise<Doctor> {
  const list = await api<Doctor[]>(`/doctors/consultants?limit=0&searchTerm=${encodeURIComponent(searchTerm)}`);
  for (const item of list.filter((doctor) => doctor.availableFor.includes(method))) {
    const doctor = await doctorDetail(item._id);
    if (doctor.availableDates.length > 0) return doctor;
  }
  throw new Error(`No seeded doctor for "${searchTerm}" offers ${method} on any date`);
}

/** Opens a protected page logged out: the guard opens the dialog on /, and logging in returns to the page. */
async function openAsNewPatient(page: Page, path: string): Promise<string> {
  const email = await registerPatient();
  await logInThroughGuard(page, path, email, PASSWORD);
  return email;
}

/** Steps 1 to 4 of docs/product-spec.md §4 up to the pay buttons. */
async function chooseUpToPayment(page: Page, method: string) {
  await page.getByRole('button', { name: method, exact: true }).click();
  await page.getByRole('button', { name: 'For Me', exact: true }).click();
  await page.getByText('Patient details').waitFor();
  await page.getByRole('button', { name: 'Select Date' }).click();
  await page.getByRole('group', { name: 'Available dates' }).getByRole('button').first().click();
  await page.getByRole('checkbox', { name: /agree to the Terms and Conditions/ }).check();
}

describe('booking journeys (docs/product-spec.md §4)', () => {
  it('when a patient books a video consultation and pays in the sandbox gateway, then they see Successfully Paid and a paid appointment', async () => {
    const doctor = await findDoctor('', 'video');
    const { context, page } = await newPage(browser(), baseUrl, PHONE);
    await openAsNewPatient(page, `/make-appointment/${doctor._id}`);
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
    const doctor = await findDoctor('', 'chat');
    const { context, page } = await newPage(browser(), baseUrl, PHONE);
    await openAsNewPatient(page, `/make-appointment/${doctor._id}`);
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
    const doctor = await findDoctor('', 'audio');
    const { context, page } = await newPage(browser(), baseUrl, DESKTOP);
    await openAsNewPatient(page, `/make-appointment/${doctor._id}`);
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
    const { context, page } = await newPage(browser(), baseUrl, PHONE);
    await openAsNewPatient(page, `/make-appointment/${mahbubur!._id}`);
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
    const doctor = await findDoctor('', 'hospital visit');
    // The booking itself is covered above; here it is made through the API as the new patient.
    const { context, page } = await newPage(browser(), baseUrl, DESKTOP);
    const email = await registerPatient();
    const patientToken = await tokenOf(email, PASSWORD);
    const me = await api<{ _id: string }>('/patients/me', { headers: { authorization: patientToken } });
    const { appointment } = await api<{ appointment: { _id: string } }>('/appointment', {
      method: 'POST',
      headers: { authorization: patientToken },
      body: JSON.stringify({
        doctor: doctor._id,
        patient: me._id,
        consultationFee: 0,
        consultationMethod: 'hospital visit',
        consultationFor: 'For Me',
        selectedDate: doctor.availableDates[0],
      }),
    });
    const staffToken = await tokenOf('attendant@demo.test', 'Demo@1234');
    await api(`/appointment/${appointment._id}`, {
      method: 'PUT',
      headers: { authorization: staffToken },
      body: JSON.stringify({ updatedDoc: { status: 'done' } }),
    });

    await page.goto('/patient/');
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email', { exact: true }).fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
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
      const { context, page } = await newPage(browser(), baseUrl, PHONE);
      await page.goto(path);
      await page.getByRole('heading', { name: heading }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      await context.close();
    },
  );

  it('when a patient with no bookings opens /patient/, then the empty state passes axe and fits the phone', async () => {
    const { context, page } = await newPage(browser(), baseUrl, PHONE);
    await openAsNewPatient(page, '/patient/');
    await page.getByRole('link', { name: 'Book an appointment' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await context.close();
  });
});
