import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { formatsFor } from '@hospital/contract/format-bn';
import {
  followUpDate,
  formatMedicineLine,
  type Prescription,
  type PrescriptionBodyInput,
} from '@hospital/contract/prescriptions';
import { NAPA_LINE } from '@hospital/contract/testing/prescription-fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, newPatient, signPrescription, tokenOf, type Doctor } from './fixtures.js';
import { openPage, seriousViolations, sidewaysOverflow, useBrowser } from './helpers.js';

const browser = useBrowser();
const bangla = formatsFor('bn');

let pdfDir: string;
beforeAll(() => {
  pdfDir = mkdtempSync(path.join(tmpdir(), 'prescription-pdf-'));
});
afterAll(() => rmSync(pdfDir, { recursive: true, force: true }));

const PATIENT = 'patient@demo.test';
const DOCTOR = 'doctor@demo.test';

const BODY: PrescriptionBodyInput = {
  chiefComplaints: 'জ্বর ৩ দিন, মাথা ব্যথা',
  findings: { bloodPressure: '120/80', pulse: 88, temperature: 101, weight: 62, notes: '' },
  diagnosis: 'Viral fever',
  medicines: [{ ...NAPA_LINE, instruction: 'জ্বর থাকলে' }],
  tests: ['CBC'],
  advice: 'Drink plenty of water.',
  followUp: { count: 7, unit: 'days' },
};

/** Today's date on the Dhaka clock (YYYY-MM-DD). */
const dhakaToday = () => new Date(Date.now() + 6 * 3600_000).toISOString().slice(0, 10);

/**
 * The demo patient's signed prescription from today's visit with the demo doctor: the one the demo data holds, or,
 * when there is none yet, one the doctor writes and signs through the API as the editor would.
 */
async function signedPrescriptionOfDemoPatient(): Promise<Prescription> {
  const patientToken = await tokenOf(PATIENT);
  const doctorToken = await tokenOf(DOCTOR);
  const me = await api<{ patientId: string }>('/patients/me', { token: patientToken });
  const day = await api<{ data: Array<{ _id: string; status: string; patient: { patientId: string } }> }>(
    `/appointment/doctor?date=${dhakaToday()}`,
    { token: doctorToken },
  );
  const visit = day.data.find((a) => a.patient.patientId === me.patientId && a.status !== 'cancelled');
  if (!visit) throw new Error('The demo patient has no visit with the demo doctor today in the demo data');
  const existing = await api<Prescription>(`/appointments/${visit._id}/prescription`, { token: patientToken }).catch(
    () => null,
  );
  if (existing?.status === 'signed') return existing;
  return signPrescription(doctorToken, visit._id, BODY);
}

describe('the patient reads, prints and follows up a prescription', () => {
  it('when the demo patient opens the signed prescription on a 360 px phone in Bangla, then the dose reads ১+০+১ on screen and in the printed PDF, and "Book follow-up" opens the booking on the follow-up date', async () => {
    const prescription = await signedPrescriptionOfDemoPatient();
    const first = prescription.medicines[0]!;
    const doseLine = formatMedicineLine(first, 'bn');

    const { context, page } = await openPage(browser(), `/prescriptions/${prescription._id}`, {
      as: PATIENT,
      language: 'bn',
    });
    await page
      .getByRole('heading', { level: 1, name: `${prescription.doctor.title} ${prescription.doctor.fullName}` })
      .waitFor();
    await page.getByText(doseLine, { exact: true }).first().waitFor();
    await page.getByText(prescription.patient.patientId, { exact: true }).first().waitFor();
    expect(await sidewaysOverflow(page)).toBe(0);
    expect(await seriousViolations(page), '/prescriptions/:id').toEqual([]);

    // Printed by Chromium as the browser's print does: the print stylesheet, A4, the Bengali face embedded.
    await page.emulateMedia({ media: 'print' });
    const file = path.join(pdfDir, 'prescription.pdf');
    writeFileSync(file, await page.pdf({ preferCSSPageSize: true }));
    await page.emulateMedia({ media: 'screen' });
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    expect(text).toContain(doseLine.split(',')[0]!);
    expect(text).toContain(prescription.doctor.fullName);
    expect(text).toContain(prescription.patient.patientId);
    expect(info).toMatch(/Page size:\s+59[45]\.\d+ x 841\.\d+ pts \(A4\)/);
    expect(info).toMatch(/Pages:\s+1\n/);
    // The app's navigation and footer are not printed.
    expect(text).not.toContain('ডেমো সাইট');

    // The follow-up: the booking with this doctor, on the first date they offer from the follow-up date.
    expect(prescription.followUp).not.toBeNull();
    const doctor = await api<Doctor>(`/doctors/single-doctor/${prescription.appointment.doctorId}`);
    const wanted = followUpDate(prescription.appointment.selectedDate, prescription.followUp!);
    const expected = [...doctor.availableDates].sort().find((date) => date >= wanted);
    await page.getByRole('link', { name: 'আবার দেখানোর অ্যাপয়েন্টমেন্ট নিন' }).click();
    await page.waitForURL(
      (address) =>
        address.pathname === `/make-appointment/${doctor._id}` && address.searchParams.get('date') === wanted,
    );
    const methods = page.getByRole('group', { name: 'দেখানোর মাধ্যম' });
    await methods.getByRole('button', { name: 'হাসপাতালে সরাসরি', exact: true }).click();
    await page.getByRole('button', { name: 'আমার জন্য', exact: true }).click();
    if (expected) {
      const chosen = page
        .getByRole('group', { name: 'খালি তারিখগুলো' })
        .getByRole('button', { name: new RegExp(bangla.date(expected)) });
      await expect.poll(() => chosen.getAttribute('aria-pressed')).toBe('true');
    }
    await context.close();
  });

  it('when another patient opens that prescription, then they get the not-found page and nothing of it', async () => {
    const prescription = await signedPrescriptionOfDemoPatient();
    const { context, page } = await openPage(browser(), `/prescriptions/${prescription._id}`, {
      as: await newPatient('rxo'),
    });
    await page.getByText('404', { exact: true }).waitFor();
    expect(await page.getByText(prescription.patient.patientId).count()).toBe(0);
    expect(await page.getByText(prescription.diagnosis).count()).toBe(0);
    await context.close();
  });

  it("when the patient opens the list of prescriptions, then the visit's prescription is there and opens", async () => {
    const prescription = await signedPrescriptionOfDemoPatient();
    const { context, page } = await openPage(browser(), '/patient/prescription', { as: PATIENT });
    await page.getByRole('heading', { level: 1, name: 'Prescriptions' }).waitFor();
    const link = page.locator(`a[href="/prescriptions/${prescription._id}"]`);
    await link.click();
    await page.getByText(formatMedicineLine(prescription.medicines[0]!, 'en'), { exact: true }).first().waitFor();
    expect(await seriousViolations(page), '/patient/prescription').toEqual([]);
    await context.close();
  });
});
