import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, startBuiltApi, type ApiProcess } from '@hospital/test-harness';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  apiOf,
  bookConsultationToday,
  bytesIn,
  coturnOn,
  connectionState,
  doctorAdmits,
  expectBytesRising,
  liveVideoSent,
  localCandidateType,
  mediaAsked,
  openRoom,
  patientWaits,
  peerCount,
  remoteVideoSize,
  ROOM_TEXT,
  tokenAt,
  useRoomJourneys,
  widenDemoDoctorsToday,
  type Relay,
  type Site,
} from './consultation-helpers.js';
import { DESKTOP, PHONE, seriousViolations } from './helpers.js';
import { dhakaToday, JOURNEY_TIMEOUT } from './visit-day-patients.js';

// The consultation room with two real browsers: Chromium's synthetic camera and microphone, the patient on a phone
// in one context and the doctor in another, the media going browser to browser over loopback (or, for the network
// drop, through a coturn relay that is taken away and brought back). Each journey's patient is an account of its own
// with a consultation booked today with the demo doctor, whose chamber spans the whole day while this file runs.

const site: Site = { baseUrl: inject('baseUrl') };
const { browser, doctorId } = useRoomJourneys(site);

/** The contexts a journey opened, closed when it ends, passed or not. */
async function closing(run: (opened: BrowserContext[]) => Promise<void>): Promise<void> {
  const opened: BrowserContext[] = [];
  try {
    await run(opened);
  } finally {
    await Promise.all(opened.map((context) => context.close()));
  }
}

describe('a video consultation (two browsers, synthetic camera and microphone)', () => {
  it(
    'when the doctor admits the waiting patient, then the call connects both ways, and "Audio only" leaves no live camera',
    () =>
      closing(async (opened) => {
        const { appointmentId, patient: account } = await bookConsultationToday(site, doctorId(), 'video');
        const patient = await openRoom(browser(), appointmentId, account, { viewport: PHONE });
        opened.push(patient.context);
        await patientWaits(patient.page, {
          checked: (page) => page.getByRole('meter', { name: ROOM_TEXT.en.micLevel }).waitFor(),
        });
        // Waiting is not admitted: no peer connection exists on the patient's side.
        expect(await peerCount(patient.page)).toBe(0);

        const doctor = await openRoom(browser(), appointmentId, 'doctor@demo.test', { viewport: DESKTOP });
        opened.push(doctor.context);
        await doctorAdmits(doctor.page);

        const both = [patient.page, doctor.page];
        for (const page of both) {
          await expect.poll(() => remoteVideoSize(page), { timeout: 30_000 }).toBeGreaterThan(0);
        }
        await expectBytesRising(both);
        for (const page of both) expect(await seriousViolations(page)).toEqual([]);

        await patient.page.getByRole('button', { name: 'Audio only' }).click();
        await doctor.page.getByText(ROOM_TEXT.en.voiceWith).waitFor();
        await expect.poll(() => liveVideoSent(patient.page)).toBe(0);
        await expect.poll(() => liveVideoSent(doctor.page)).toBe(0);
        // The voice goes on: audio still arrives on both sides.
        await expectBytesRising(both, 'audio');

        await doctor.page.getByRole('button', { name: ROOM_TEXT.en.end }).click();
        await patient.page.getByText('This consultation has ended.').waitFor();
        await doctor.page.getByRole('button', { name: 'Mark done' }).waitFor();
        expect(await seriousViolations(doctor.page)).toEqual([]);
      }),
    JOURNEY_TIMEOUT,
  );
});

describe('a voice consultation, in Bangla on two phones', () => {
  it(
    'when the patient checks the microphone and the call runs, then the camera is never asked for',
    () =>
      closing(async (opened) => {
        const text = ROOM_TEXT.bn;
        const { appointmentId, patient: account } = await bookConsultationToday(site, doctorId(), 'audio');
        const patient = await openRoom(browser(), appointmentId, account, { viewport: PHONE, language: 'bn' });
        opened.push(patient.context);
        await patientWaits(patient.page, {
          language: 'bn',
          checked: async (page) => {
            await page.getByRole('heading', { name: text.checkMicrophone }).waitFor();
            await page.getByRole('meter', { name: text.micLevel }).waitFor();
          },
        });
        const doctor = await openRoom(browser(), appointmentId, 'doctor@demo.test', {
          viewport: PHONE,
          language: 'bn',
        });
        opened.push(doctor.context);
        await doctorAdmits(doctor.page, 'bn');

        for (const page of [patient.page, doctor.page]) {
          await page.getByText(text.voiceWith).waitFor();
          await expect.poll(() => connectionState(page), { timeout: 30_000 }).toBe('connected');
        }
        await expectBytesRising([patient.page, doctor.page], 'audio');
        for (const page of [patient.page, doctor.page]) expect(await seriousViolations(page)).toEqual([]);

        const asked = await mediaAsked(patient.page);
        expect(asked.length).toBeGreaterThan(0);
        for (const constraints of asked) expect(constraints.video ?? false).toBe(false);
        await doctor.page.getByRole('button', { name: text.end }).click();
        await patient.page.getByText('এই কনসালটেশন শেষ হয়ে গেছে।').waitFor();
      }),
    JOURNEY_TIMEOUT,
  );
});

describe('who may enter a room', () => {
  it('when another patient opens the room’s address, then the page is the 404 of a missing appointment', () =>
    closing(async (opened) => {
      const { appointmentId } = await bookConsultationToday(site, doctorId(), 'chat');
      const intruder = await openRoom(browser(), appointmentId, 'karim.uddin@demo.test');
      opened.push(intruder.context);
      await intruder.page.getByRole('heading', { name: 'We are working on it.' }).waitFor();
      expect(await peerCount(intruder.page)).toBe(0);
    }));
});

/**
 * A network drop that really cuts the media path. Chromium's offline switch does not touch loopback peer
 * connections, so this call may only go through a TURN relay (both pages' connections are made relay-only from the
 * test's side), and the relay is then killed: nothing reaches the other side until it is back. The journey runs
 * on an app of its own (fresh demo data) that hands out credentials for that relay.
 */
describe('a network drop in the middle of a video call', () => {
  let relay: Relay | undefined;
  let app: ApiProcess | undefined;
  let dataDir: string | undefined;
  const own: Site = { baseUrl: '' };
  let appointmentId: string;

  beforeAll(async () => {
    relay = await coturnOn(await freePort());
    dataDir = mkdtempSync(path.join(tmpdir(), 'hospital-e2e-relay-'));
    app = await startBuiltApi({ name: 'relay', env: { DATA_DIR: dataDir, DATABASE_URL: '', ...relay.env } });
    own.baseUrl = app.url;
    const { doctorId: ownDoctor } = await widenDemoDoctorsToday(own);
    // This app's data are the journey's own: the demo patient's seeded video consultation today is free to use.
    type Own = { _id: string; selectedDate: string; consultationMethod: string; doctor: { _id: string } };
    const appointments = await apiOf<Own[]>(own, '/appointment/current-user', {
      token: await tokenAt(own, 'patient@demo.test'),
    });
    appointmentId = appointments.find(
      (found) =>
        found.consultationMethod === 'video' && found.selectedDate === dhakaToday() && found.doctor._id === ownDoctor,
    )!._id;
  });

  afterAll(async () => {
    await app?.stop();
    await relay?.dispose();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'when the relay goes away, then both sides say "Reconnecting…", and when it is back the call recovers without a reload',
    () =>
      closing(async (opened) => {
        const options = { site: own, relayOnly: true };
        const patient = await openRoom(browser(), appointmentId, 'patient@demo.test', { ...options, viewport: PHONE });
        opened.push(patient.context);
        await patientWaits(patient.page);
        const doctor = await openRoom(browser(), appointmentId, 'doctor@demo.test', { ...options, viewport: DESKTOP });
        opened.push(doctor.context);
        await doctorAdmits(doctor.page);
        const both = [patient.page, doctor.page];
        for (const page of both) {
          await expect.poll(() => remoteVideoSize(page), { timeout: 30_000 }).toBeGreaterThan(0);
          await expect.poll(() => localCandidateType(page)).toBe('relay');
          // A mark on the page's window: still there at the end only if the page was never reloaded.
          await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
        }
        await expectBytesRising(both);

        await relay!.kill();
        for (const page of both) {
          await page.getByText(ROOM_TEXT.en.reconnecting).waitFor({ timeout: 30_000 });
        }
        // Nothing arrives while the relay is gone, and the outage lasts until each browser has given the connection
        // up (ICE 'failed'), so a restart tried meanwhile finds no relay: the call must still come back.
        const stalled = await Promise.all(both.map((page) => bytesIn(page)));
        for (const page of both) await expect.poll(() => connectionState(page), { timeout: 30_000 }).toBe('failed');
        // ... and longer than the browser goes on asking a relay it could not reach (about 40 s in all).
        await patient.page.waitForTimeout(35_000);
        expect(await Promise.all(both.map((page) => bytesIn(page)))).toEqual(stalled);

        await relay!.start();
        for (const page of both) {
          await page.getByText(ROOM_TEXT.en.reconnecting).waitFor({ state: 'hidden', timeout: 60_000 });
        }
        await expectBytesRising(both);
        for (const page of both) {
          await expect.poll(() => localCandidateType(page)).toBe('relay');
          expect(await remoteVideoSize(page)).toBeGreaterThan(0);
          expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
        }
        await doctor.page.getByRole('button', { name: ROOM_TEXT.en.end }).click();
        await patient.page.getByText('This consultation has ended.').waitFor();
      }),
    JOURNEY_TIMEOUT,
  );
});
