import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import {
  bookConsultationToday,
  doctorAdmits,
  mediaAsked,
  openRoom,
  patientWaits,
  peerCount,
  photoMadeIn,
  ROOM_TEXT,
  useRoomJourneys,
  type Site,
} from './consultation-helpers.js';
import { PHONE, seriousViolations } from './helpers.js';
import { JOURNEY_TIMEOUT } from './visit-day-patients.js';

// The chat consultation with two real browsers: the patient on a phone in English, the doctor on a phone in Bangla,
// each in a context of its own. What they write and the photo the patient sends are kept with the appointment, so
// a reload of either side finds the whole conversation again.

const site: Site = { baseUrl: inject('baseUrl') };
const { browser, doctorId } = useRoomJourneys(site);
const contexts: BrowserContext[] = [];

afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
});

const PATIENT_WRITES = 'The rash started two days after the new antibiotic.';
const DOCTOR_WRITES = 'ওষুধটা আপাতত বন্ধ রাখুন। র‍্যাশের একটা ছবি পাঠাতে পারবেন?';
const PHOTO_NAME = 'rash.jpg';

/** The photo in the chat, shown (decoded by the browser from the bytes the API kept), as `language` names it. */
function photoIn(page: Page, language: 'en' | 'bn') {
  return page.getByRole('img', { name: new RegExp(`^${ROOM_TEXT[language].photo('rash')}`) });
}

async function expectConversation(page: Page, language: 'en' | 'bn'): Promise<void> {
  await page.getByText(PATIENT_WRITES, { exact: true }).waitFor();
  await page.getByText(DOCTOR_WRITES, { exact: true }).waitFor();
  const photo = photoIn(page, language);
  await photo.waitFor();
  await expect
    .poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);
}

describe('a chat consultation (patient in English, doctor in Bangla, both on phones)', () => {
  it(
    'when they write in English and Bangla and the patient sends a photo, then both see all of it, and again after a reload',
    async () => {
      const { appointmentId, patient: account } = await bookConsultationToday(site, doctorId(), 'chat');
      const patient = await openRoom(browser(), appointmentId, account, { viewport: PHONE });
      contexts.push(patient.context);
      await patientWaits(patient.page, {
        checked: (page) => page.getByText('This consultation is by chat: no camera or microphone is needed.').waitFor(),
      });
      const doctor = await openRoom(browser(), appointmentId, 'doctor@demo.test', { viewport: PHONE, language: 'bn' });
      contexts.push(doctor.context);
      await doctorAdmits(doctor.page, 'bn');

      const patientBox = patient.page.getByRole('textbox', { name: ROOM_TEXT.en.message });
      const doctorBox = doctor.page.getByRole('textbox', { name: ROOM_TEXT.bn.message });
      await patientBox.waitFor();
      await doctorBox.waitFor();
      for (const page of [patient.page, doctor.page]) expect(await seriousViolations(page)).toEqual([]);

      await patientBox.fill(PATIENT_WRITES);
      await patient.page.getByRole('button', { name: ROOM_TEXT.en.send, exact: true }).click();
      await doctor.page.getByText(PATIENT_WRITES, { exact: true }).waitFor();
      await doctorBox.fill(DOCTOR_WRITES);
      await doctor.page.getByRole('button', { name: ROOM_TEXT.bn.send, exact: true }).click();
      await patient.page.getByText(DOCTOR_WRITES, { exact: true }).waitFor();
      // A message in Bengali script is marked as Bangla, so a screen reader voices it in Bangla on an English page.
      expect(await patient.page.getByText(DOCTOR_WRITES, { exact: true }).getAttribute('lang')).toBe('bn');

      const jpeg = await photoMadeIn(patient.page);
      await patient.page
        .getByTestId('chat-file')
        .setInputFiles({ name: PHOTO_NAME, mimeType: 'image/jpeg', buffer: jpeg });
      await expectConversation(doctor.page, 'bn');
      await expectConversation(patient.page, 'en');
      for (const page of [patient.page, doctor.page]) expect(await seriousViolations(page)).toEqual([]);

      // Kept with the appointment: a reload of each side finds the whole conversation, the photo too.
      await patient.page.reload();
      await doctor.page.reload();
      await expectConversation(patient.page, 'en');
      await expectConversation(doctor.page, 'bn');
      for (const page of [patient.page, doctor.page]) expect(await seriousViolations(page)).toEqual([]);

      // A chat needs neither camera nor microphone, and makes no peer connection.
      for (const page of [patient.page, doctor.page]) {
        expect(await mediaAsked(page)).toEqual([]);
        expect(await peerCount(page)).toBe(0);
      }

      // Once ended, the conversation stays readable on the patient's side.
      await doctor.page.getByRole('button', { name: ROOM_TEXT.bn.end }).click();
      await patient.page.getByText('This consultation has ended.').waitFor();
      await expectConversation(patient.page, 'en');
    },
    JOURNEY_TIMEOUT,
  );
});
