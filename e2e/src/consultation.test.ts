import { CALL_CHROMIUM_ARGS, CHROMIUM_PATH } from '@hospital/test-harness';
import { weekdayOfDateString } from '@hospital/contract/format';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, tokenOf } from './fixtures.js';
import { DESKTOP, openPage, PHONE, seriousViolations, type OpenOptions } from './helpers.js';
import { dhakaToday, JOURNEY_TIMEOUT } from './visit-day-patients.js';

// The consultation room with two real browsers: Chromium's synthetic camera and microphone, the patient on a phone
// in one context and the doctor on a laptop in another, the media going browser to browser over loopback. The demo
// seeds the demo patient's family a video, a voice and a chat consultation today with the demo doctor
// (apps/api/src/db/seed/consultations.ts).

type ScheduleDay = { day: string; active: boolean; start: string; end: string };
type ManagedDoctor = { _id: string; fullName: string; schedule: ScheduleDay[] };
type OwnAppointment = { _id: string; selectedDate: string; consultationMethod: string; doctor: { _id: string } };

const DEMO_DOCTOR = 'Tanvir Ahmed Chowdhury';

let browser: Browser;
let demoDoctor: ManagedDoctor;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CALL_CHROMIUM_ARGS });
  // A room opens 15 minutes before the doctor's chamber that day. So that the journeys do not depend on the hour they
  // run at, today's chamber of the demo doctor spans the whole day while this file runs; the week is put back after.
  const admin = await tokenOf('admin@demo.test');
  const doctors = await api<ManagedDoctor[]>('/doctors/manage?status=all', { token: admin });
  demoDoctor = doctors.find((doctor) => doctor.fullName === DEMO_DOCTOR)!;
  const today = weekdayOfDateString(dhakaToday());
  const schedule = demoDoctor.schedule.map((day) =>
    day.day === today ? { ...day, active: true, start: '00:00', end: '23:59' } : day,
  );
  await setSchedule(schedule);
});

afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  if (demoDoctor) await setSchedule(demoDoctor.schedule);
  await browser?.close();
});

async function setSchedule(schedule: ScheduleDay[]): Promise<void> {
  await api(`/doctors/update-doctor-schedule/${demoDoctor._id}`, {
    method: 'PUT',
    token: await tokenOf('admin@demo.test'),
    body: JSON.stringify({ schedule }),
  });
}

/** The demo patient's consultation today with the demo doctor by `method`. */
async function roomOf(method: 'video' | 'audio' | 'chat'): Promise<string> {
  const own = await api<OwnAppointment[]>('/appointment/current-user', { token: await tokenOf('patient@demo.test') });
  const found = own.find(
    (appointment) =>
      appointment.consultationMethod === method &&
      appointment.selectedDate === dhakaToday() &&
      appointment.doctor._id === demoDoctor._id,
  );
  if (!found) throw new Error(`The demo patient has no ${method} consultation today`);
  return found._id;
}

/**
 * A page in the room for `account`, its peer connections and the constraints of every camera or microphone request
 * recorded by the page itself (the app exposes neither; a test wraps the browser's own constructors before it loads).
 */
async function openRoom(appointmentId: string, as: string, options: Omit<OpenOptions, 'as'> = {}) {
  const { context, page } = await openPage(browser, undefined, { ...options, as });
  contexts.push(context);
  await context.addInitScript(() => {
    const recorded = window as unknown as { peers: RTCPeerConnection[]; mediaAsked: MediaStreamConstraints[] };
    recorded.peers = [];
    recorded.mediaAsked = [];
    const Native = window.RTCPeerConnection;
    window.RTCPeerConnection = class extends Native {
      constructor(configuration?: RTCConfiguration) {
        super(configuration);
        recorded.peers.push(this);
      }
    };
    const ask = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    navigator.mediaDevices.getUserMedia = (constraints) => {
      recorded.mediaAsked.push(constraints ?? {});
      return ask(constraints);
    };
  });
  await page.goto(`/consultation/${appointmentId}`);
  return page;
}

const peerCount = (page: Page) => page.evaluate(() => (window as unknown as { peers: unknown[] }).peers.length);

/** Bytes of video received so far by the page's newest peer connection (getStats' inbound-rtp). */
const videoBytesIn = (page: Page) =>
  page.evaluate(async () => {
    const peers = (window as unknown as { peers: RTCPeerConnection[] }).peers;
    let bytes = 0;
    (await peers.at(-1)!.getStats()).forEach((report: { type: string; kind?: string; bytesReceived?: number }) => {
      if (report.type === 'inbound-rtp' && report.kind === 'video') bytes += report.bytesReceived ?? 0;
    });
    return bytes;
  });

/** Video tracks this side still sends that are live (a camera that is on, whether or not its picture is black). */
const liveVideoSent = (page: Page) =>
  page.evaluate(() => {
    const peers = (window as unknown as { peers: RTCPeerConnection[] }).peers;
    return peers
      .filter((peer) => peer.connectionState !== 'closed')
      .flatMap((peer) => peer.getSenders())
      .filter((sender) => sender.track?.kind === 'video' && sender.track.readyState === 'live').length;
  });

const remoteVideoSize = (page: Page) =>
  page.getByTestId('remote-video').evaluate((video: HTMLVideoElement) => video.videoWidth * video.videoHeight);

/** The patient's way in: the consent accepted, the devices checked, then the waiting room. */
async function patientWaits(page: Page) {
  await page.getByRole('heading', { name: 'Before your remote consultation' }).waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('checkbox', { name: /agree to a remote consultation/ }).check();
  await page.getByRole('button', { name: 'I agree' }).click();
  await page.getByRole('meter', { name: 'Microphone level' }).waitFor();
  await page.getByRole('button', { name: 'Join consultation' }).click();
  await page.getByRole('heading', { name: 'The doctor will admit you' }).waitFor();
  expect(await seriousViolations(page)).toEqual([]);
}

describe('a video consultation (two browsers, synthetic camera and microphone)', () => {
  it(
    'when the doctor admits the waiting patient, then the call connects both ways, and "Audio only" leaves no live camera',
    async () => {
      const appointmentId = await roomOf('video');
      const patient = await openRoom(appointmentId, 'patient@demo.test', { viewport: PHONE });
      await patientWaits(patient);
      // Waiting is not admitted: no peer connection exists on the patient's side.
      expect(await peerCount(patient)).toBe(0);

      const doctor = await openRoom(appointmentId, 'doctor@demo.test', { viewport: DESKTOP });
      await doctor.getByText(/is waiting, since/).waitFor();
      expect(await seriousViolations(doctor)).toEqual([]);
      await doctor.getByRole('button', { name: 'Start consultation' }).click();

      for (const page of [patient, doctor]) {
        await expect.poll(() => remoteVideoSize(page), { timeout: 30_000 }).toBeGreaterThan(0);
      }
      const before = await Promise.all([videoBytesIn(patient), videoBytesIn(doctor)]);
      await patient.waitForTimeout(2000);
      const after = await Promise.all([videoBytesIn(patient), videoBytesIn(doctor)]);
      expect(after[0]).toBeGreaterThan(before[0]);
      expect(after[1]).toBeGreaterThan(before[1]);
      expect(await seriousViolations(patient)).toEqual([]);
      expect(await seriousViolations(doctor)).toEqual([]);

      await patient.getByRole('button', { name: 'Audio only' }).click();
      await doctor.getByText(/^Voice call with /).waitFor();
      await expect.poll(() => liveVideoSent(patient)).toBe(0);
      await expect.poll(() => liveVideoSent(doctor)).toBe(0);

      await doctor.getByRole('button', { name: 'End consultation' }).click();
      await patient.getByText('This consultation has ended.').waitFor();
      await doctor.getByRole('button', { name: 'Mark done' }).waitFor();
      expect(await seriousViolations(doctor)).toEqual([]);
    },
    JOURNEY_TIMEOUT,
  );
});

describe('a voice consultation', () => {
  it(
    'when the patient checks the microphone and the call runs, then the camera is never asked for',
    async () => {
      const appointmentId = await roomOf('audio');
      const patient = await openRoom(appointmentId, 'patient@demo.test', { viewport: PHONE });
      await patient.getByRole('heading', { name: 'Before your remote consultation' }).waitFor();
      await patient.getByRole('checkbox', { name: /agree to a remote consultation/ }).check();
      await patient.getByRole('button', { name: 'I agree' }).click();
      await patient.getByRole('heading', { name: 'Check your microphone' }).waitFor();
      await patient.getByRole('button', { name: 'Join consultation' }).click();
      const doctor = await openRoom(appointmentId, 'doctor@demo.test', { viewport: DESKTOP });
      await doctor.getByRole('button', { name: 'Start consultation' }).click();
      await patient.getByText(/^Voice call with /).waitFor();
      await expect
        .poll(
          () =>
            patient.evaluate(() => (window as unknown as { peers: RTCPeerConnection[] }).peers.at(-1)?.connectionState),
          { timeout: 30_000 },
        )
        .toBe('connected');
      const asked = await patient.evaluate(
        () => (window as unknown as { mediaAsked: MediaStreamConstraints[] }).mediaAsked,
      );
      expect(asked.length).toBeGreaterThan(0);
      for (const constraints of asked) expect(constraints.video ?? false).toBe(false);
      await doctor.getByRole('button', { name: 'End consultation' }).click();
    },
    JOURNEY_TIMEOUT,
  );
});

describe('who may enter a room', () => {
  it('when another patient opens the room’s address, then the page is the 404 of a missing appointment', async () => {
    const appointmentId = await roomOf('chat');
    const page = await openRoom(appointmentId, 'karim.uddin@demo.test');
    await page.getByRole('heading', { name: 'We are working on it.' }).waitFor();
    expect(await peerCount(page)).toBe(0);
  });
});
