import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@hospital/test-harness';
import { chromium, type Locator, type Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cameraFrame, FRAME, y4mOf } from './fake-camera.js';
import { api, doctorOffering, tokenOf, type Doctor } from './fixtures.js';
import { dhakaToday, JOURNEY_TIMEOUT, newVisitPatient, PATIENT_CONTACT } from './visit-day-patients.js';
import { DESKTOP, openPage, seriousViolations, useBrowser } from './helpers.js';

// The visit day as the waiting room lives it. The demo seeds the demo doctor's queue under way today, the
// demo patient's daughter booked on it, and a board link for the waiting room (apps/api/src/db/seed/visit-day.ts).

const ARTIFACTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../.e2e-artifacts');

type DeskAppointment = {
  _id: string;
  doctor: { _id: string };
  arrivedAt: string | null;
  serialNo: number;
  selectedDate: string;
  status: string;
  paymentStatus: string;
  refundStatus: string;
  cancellationReason: string | null;
  rescheduledTo: string | null;
  patient: { name: string };
  bookedBy: { name: string } | null;
  checkInCode: string | null;
};

/** A seeded doctor with a fee who takes hospital visits on at least three dates after today. */
const doctorWithFreeDates = () =>
  doctorOffering('hospital visit', {
    suits: (doctor) =>
      doctor.consultationFee > 0 && doctor.availableDates.filter((date) => date > dhakaToday()).length >= 3,
  });

/** The day list the desk reads (GET /appointment), as the attendant. */
async function deskDay(doctorId: string, date: string): Promise<DeskAppointment[]> {
  const list = await api<{ data: DeskAppointment[] }>(`/appointment?doctor=${doctorId}&date=${date}`, {
    token: await tokenOf('attendant@demo.test'),
  });
  return list.data;
}

const QR_ALT = 'QR code of this appointment for checking in at the desk';

/** A desk card, named '…, {patient}'. */
const deskCard = (page: Page, patientName: string) =>
  page.getByRole('article', { name: new RegExp(`, ${patientName}$`) });

/**
 * The patient's hospital visit with the demo doctor, booked at the desk: for today (the desk books today at any hour,
 * so the journey does not depend on the clock) or for the doctor's next date after today.
 */
async function bookAtDesk(
  patient: { email: string; password: string },
  when: 'today' | 'later' = 'today',
): Promise<DeskAppointment> {
  const [doctor] = await api<Doctor[]>('/doctors/consultants?limit=0&searchTerm=Tanvir');
  const { availableDates } = await api<Doctor>(`/doctors/single-doctor/${doctor!._id}`);
  const me = await api<{ _id: string }>('/patients/me', { token: await tokenOf(patient.email, patient.password) });
  return api<DeskAppointment>('/appointment', {
    method: 'POST',
    token: await tokenOf('attendant@demo.test'),
    body: JSON.stringify({
      doctor: doctor!._id,
      patient: me._id,
      contact: PATIENT_CONTACT,
      consultationMethod: 'hospital visit',
      consultationFor: 'For Me',
      consultationFee: 0,
      selectedDate: when === 'today' ? dhakaToday() : availableDates.find((date) => date > dhakaToday()),
      shortBrief: '',
    }),
  });
}

/** The figures a patient's card shows: its date and its serial. */
async function cardFacts(card: Locator): Promise<{ date: string; serial: string }> {
  const date = await card.locator('dd').first().innerText();
  const serial = (await card.getByText(/^Serial\s*\d+$/).innerText()).replace(/^Serial\s*/, '');
  return { date, serial };
}

/** The serial a board panel shows as now being served ('—' before the first call). */
const boardNowServing = (panel: Locator) =>
  panel
    .locator('section', { has: panel.page().getByRole('heading', { name: /Now serving/ }) })
    .locator('p')
    .first()
    .innerText();

describe('the visit day', () => {
  const browser = useBrowser();

  it('when the doctor calls next, then the waiting-room board and the patient’s page show the new serial without a reload', async () => {
    const links = await api<Array<{ label: string; path: string; revokedAt: string | null }>>('/boards', {
      token: await tokenOf('admin@demo.test'),
    });
    const board = links.find(
      (link: { label: string; revokedAt: string | null }) =>
        link.label === 'Demo waiting room' && link.revokedAt === null,
    );
    expect(board).toBeDefined();

    // The doctor's own list, with the queue panel of their day.
    const desk = await openPage(browser(), '/doctor/', { viewport: DESKTOP, as: 'doctor@demo.test' });
    const queue = desk.page.getByRole('region', { name: /^Queue — / });
    await queue.waitFor();
    const doctorName = (await queue.getByRole('heading').innerText()).replace(/^Queue — /, '').trim();

    // The TV in the waiting room: no login, the board link only.
    const tv = await openPage(browser(), board!.path, { viewport: DESKTOP });
    const panel = tv.page
      .getByRole('listitem')
      .filter({ has: tv.page.getByRole('heading', { level: 2, name: doctorName }) });
    await panel.waitFor();
    const before = await boardNowServing(panel);

    // The demo patient follows their daughter's place on their phone.
    const phone = await openPage(browser(), '/patient/', { as: 'patient@demo.test' });
    const live = phone.page.getByRole('region', { name: 'Today’s visit' });
    await live.waitFor();
    const liveBefore = await live.innerText();

    const called = Date.now();
    await queue.getByRole('button', { name: 'Call next' }).click();

    // The new serial reaches the board and the phone over their streams; nobody reloads.
    await expect.poll(() => boardNowServing(panel), { timeout: 10_000, interval: 50 }).not.toBe(before);
    const boardDelay = Date.now() - called;
    const after = await boardNowServing(panel);
    expect(after).toMatch(/^\d+$/);
    await expect.poll(() => live.innerText(), { timeout: 10_000, interval: 50 }).not.toBe(liveBefore);
    const phoneDelay = Date.now() - called;
    expect(await live.innerText()).toMatch(new RegExp(`Now serving ${after}\\b|is being called`));
    // How long the call takes to reach the board and the phone, kept for a person to read (timing is never asserted).
    mkdirSync(ARTIFACTS, { recursive: true });
    writeFileSync(
      path.join(ARTIFACTS, 'visit-day-delay.txt'),
      `board ${boardDelay} ms, patient's page ${phoneDelay} ms after "Call next"\n`,
    );

    // The board shows no patient's name: the desk's panel does, the TV must not.
    const serving = await queue.innerText();
    const boardText = await tv.page.locator('body').innerText();
    for (const name of serving.split('\n').filter((line: string) => /^[A-Z][a-z]+ [A-Z][a-z]+$/.test(line.trim()))) {
      expect(boardText).not.toContain(name.trim());
    }

    await Promise.all([desk.context.close(), tv.context.close(), phone.context.close()]);
  });

  it(
    'when a patient books for their child, pays, changes the date and then cancels, then their page and the desk show each step and the payment moves along and is refunded',
    async () => {
      const holder = await newVisitPatient('Nasima Begum');
      const doctor = await doctorWithFreeDates();
      const doctorName = `${doctor.title} ${doctor.fullName}`;

      // The child, added on the family page.
      const { context, page } = await openPage(browser(), '/patient/add-family-members', { as: holder });
      await page.getByRole('button', { name: 'Add a family member' }).click();
      await page.getByLabel('Name', { exact: true }).fill('Rafi Islam');
      await page.getByLabel('Age', { exact: true }).fill('7');
      await page.getByLabel('Gender', { exact: true }).selectOption({ label: 'Male' });
      await page.getByLabel('Relation', { exact: true }).selectOption({ label: 'Child' });
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      const member = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Rafi Islam' }) });
      await member.getByText('Child · 7 yrs · Male').waitFor();
      await member.getByText(/^Holder ID \S+$/).waitFor();

      // Booked for the child ('Family Member'), on a date after today, paid in the sandbox gateway.
      await page.goto(`/make-appointment/${doctor._id}`);
      await page.getByRole('button', { name: 'Hospital Visit', exact: true }).click();
      await page.getByRole('button', { name: 'Family Member', exact: true }).click();
      await page.getByRole('radio', { name: /Rafi Islam/ }).check();
      await page.getByRole('button', { name: 'Select Date' }).click();
      const firstLater = doctor.availableDates.findIndex((date) => date > dhakaToday());
      await page.getByRole('group', { name: 'Available dates' }).getByRole('button').nth(firstLater).click();
      await page.getByRole('checkbox', { name: /agree to the Terms and Conditions/ }).check();
      await page.getByRole('button', { name: 'Pay Now' }).click();
      await page.waitForURL(/\/api\/v1\/payments\/sandbox\//);
      await page.getByRole('button', { name: /^Pay\b/ }).click();
      await page.getByRole('heading', { name: 'Successfully Paid' }).waitFor();

      // On their page: the child's booking, paid, with what they can do with it.
      await page.goto('/patient/');
      const cards = page.getByRole('article', { name: doctorName });
      const booked = cards.first();
      await booked.getByText('paid', { exact: true }).waitFor();
      await expect(cards.count()).resolves.toBe(1);
      await booked.getByText('Rafi Islam', { exact: true }).waitFor();
      const first = await cardFacts(booked);
      const [original] = (await deskDay(doctor._id, doctor.availableDates[firstLater]!)).filter(
        (a) => a.patient.name === 'Rafi Islam',
      );
      expect(original).toMatchObject({ status: 'pending', paymentStatus: 'paid', bookedBy: { name: holder.name } });
      expect(first.serial).toBe(String(original!.serialNo));

      // 'Change date': the furthest date offered, so the new day is surely still open to changes.
      await booked.getByRole('button', { name: 'Change date' }).click();
      const moveDialog = page.getByRole('dialog', { name: 'Choose another date' });
      const choice = moveDialog.getByRole('group', { name: 'Choose another date' }).getByRole('button').last();
      const newDate = await choice.locator('span').nth(1).innerText();
      expect(newDate).not.toBe(first.date);
      await choice.click();
      await expect(choice.getAttribute('aria-pressed')).resolves.toBe('true');
      await moveDialog.getByRole('button', { name: 'Move to this date' }).click();
      await moveDialog.waitFor({ state: 'detached', timeout: 15_000 });

      // The booking now stands on the new date with a serial of that day; the old serial stays, cancelled.
      const moved = cards.filter({ hasText: newDate });
      const old = cards.filter({ hasText: first.date });
      await moved.getByText('pending', { exact: true }).waitFor({ timeout: 15_000 });
      await old.getByText('cancelled', { exact: true }).waitFor({ timeout: 15_000 });
      await moved.getByText('paid', { exact: true }).waitFor();
      await moved.getByText('Rafi Islam', { exact: true }).waitFor();
      await expect(old.getByRole('button', { name: 'Change date' }).count()).resolves.toBe(0);
      await expect(old.getByText(first.serial, { exact: true }).count()).resolves.toBe(1);
      const second = await cardFacts(moved);
      const [oldOnDesk] = (await deskDay(doctor._id, original!.selectedDate)).filter((a) => a._id === original!._id);
      expect(oldOnDesk).toMatchObject({ status: 'cancelled', cancellationReason: expect.stringMatching(/^Moved to /) });
      // The dialog offered the doctor's dates but the booked one: its last is theirs.
      const newDay = (await deskDay(doctor._id, doctor.availableDates.at(-1)!)).filter(
        (a) => a.patient.name === 'Rafi Islam',
      );
      expect(newDay).toHaveLength(1);
      expect(newDay[0]).toMatchObject({
        _id: oldOnDesk!.rescheduledTo,
        status: 'pending',
        paymentStatus: 'paid',
        bookedBy: { name: holder.name },
      });
      expect(second.serial).toBe(String(newDay[0]!.serialNo));

      // 'Cancel booking', with a reason: the card says cancelled, offers nothing more, and the online payment is refunded.
      await moved.getByRole('button', { name: 'Cancel booking' }).click();
      const cancelDialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
      await cancelDialog.getByLabel('Why are you cancelling?').fill('Rafi is well again');
      await cancelDialog.getByRole('button', { name: 'Cancel booking' }).click();
      await cancelDialog.waitFor({ state: 'detached', timeout: 15_000 });
      await moved.getByText('cancelled', { exact: true }).waitFor({ timeout: 15_000 });
      await moved.getByText(/^Refund(ed| processing)$/).waitFor();
      await expect(
        moved.getByRole('button', { name: /Change date|Cancel booking|Show check-in QR code/ }).count(),
      ).resolves.toBe(0);
      const [cancelledOnDesk] = (await deskDay(doctor._id, newDay[0]!.selectedDate)).filter(
        (a) => a._id === newDay[0]!._id,
      );
      expect(cancelledOnDesk).toMatchObject({
        status: 'cancelled',
        cancellationReason: 'Rafi is well again',
        refundStatus: expect.stringMatching(/^(processing|refunded)$/),
      });
      await context.close();
    },
    JOURNEY_TIMEOUT,
  );

  it(
    'when the desk’s camera is shown a screenshot of the QR on the confirmation page, then the appointment is found, shown and marked arrived on the desk card',
    async () => {
      const patient = await newVisitPatient('Shapla Khatun');
      const booked = await bookAtDesk(patient);

      // The patient's phone: the confirmation page of the booking, and a screenshot of its QR code.
      const phone = await openPage(browser(), `/appointment_confirmed?appointment=${booked._id}`, { as: patient });
      const qr = phone.page.getByRole('region', { name: 'Your booking' }).getByRole('img', { name: QR_ALT });
      await qr.waitFor();
      const screenshot = await qr.screenshot();
      const dir = mkdtempSync(path.join(tmpdir(), 'visit-day-camera-'));
      const video = path.join(dir, 'qr.y4m');
      writeFileSync(video, y4mOf(FRAME.width, FRAME.height, await cameraFrame(phone.context, screenshot)));
      await phone.context.close();

      // The desk: its own Chromium, whose camera films that screenshot (Linux Chromium has no BarcodeDetector: jsQR reads it).
      const deskBrowser = await chromium.launch({
        executablePath: CHROMIUM_PATH,
        args: [
          ...CHROMIUM_ARGS,
          '--use-fake-device-for-media-stream',
          '--use-fake-ui-for-media-stream',
          `--use-file-for-fake-video-capture=${video}`,
        ],
      });
      try {
        const { page } = await openPage(deskBrowser, '/attendant/', { viewport: DESKTOP, as: 'attendant@demo.test' });
        const card = deskCard(page, patient.name);
        await card.waitFor();
        await expect(card.getByText(/^Arrived/).count()).resolves.toBe(0);

        await page.getByRole('button', { name: 'Check in', exact: true }).click();
        const dialog = page.getByRole('dialog', { name: 'Check in a patient' });
        const found = dialog.getByRole('status').filter({ hasText: patient.name });
        await found.waitFor({ timeout: 30_000 });
        await expect(dialog.getByLabel('Appointment code').count()).resolves.toBe(0);
        await found.getByText(String(booked.serialNo), { exact: true }).waitFor();
        await found.getByText('Arrived', { exact: true }).waitFor();
        await dialog.getByRole('button', { name: 'Close' }).last().click();
        await dialog.waitFor({ state: 'detached' });

        // The desk card marks the patient arrived, and so does the desk's list on the server.
        await card.getByText(/^Arrived/).waitFor({ timeout: 15_000 });
        const [onDesk] = (await deskDay(booked.doctor._id, dhakaToday())).filter((a) => a._id === booked._id);
        expect(onDesk?.arrivedAt).toEqual(expect.any(String));
      } finally {
        await deskBrowser.close();
        rmSync(dir, { recursive: true, force: true });
      }
    },
    JOURNEY_TIMEOUT,
  );

  it(
    'when a code altered by one character, or the code of another day’s booking, is typed at the desk, then check-in refuses it and says why',
    async () => {
      const patient = await newVisitPatient('Lipi Akter');
      // A booking for a later day first, then today's: the desk must refuse the later one's code today.
      const later = await bookAtDesk(patient, 'later');
      const today = await bookAtDesk(patient);
      const code = today.checkInCode!;
      const forged = `${code.slice(0, -1)}${code.endsWith('A') ? 'B' : 'A'}`;

      const { context, page } = await openPage(browser(), '/attendant/', {
        viewport: DESKTOP,
        as: 'attendant@demo.test',
      });
      await page.getByRole('button', { name: 'Check in', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Check in a patient' });
      const field = dialog.getByLabel('Appointment code');

      await field.fill(forged);
      await dialog.getByRole('button', { name: 'Check in', exact: true }).click();
      await dialog.getByText('This code is not an appointment code of this hospital.').waitFor();
      expect(await seriousViolations(page), 'the check-in dialog with its complaint').toEqual([]);

      await field.fill(later.checkInCode!);
      await dialog.getByRole('button', { name: 'Check in', exact: true }).click();
      await dialog.getByText(/^This appointment is for .+, not today\.$/).waitFor();

      // Neither was let in: both bookings still wait to be checked in.
      const arrived = async (booking: DeskAppointment) =>
        (await deskDay(booking.doctor._id, booking.selectedDate)).find((a) => a._id === booking._id)?.arrivedAt;
      await expect(arrived(today)).resolves.toBeNull();
      await expect(arrived(later)).resolves.toBeNull();
      await context.close();
    },
    JOURNEY_TIMEOUT,
  );
});
