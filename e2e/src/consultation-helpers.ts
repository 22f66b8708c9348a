import { weekdayOfDateString } from '@hospital/contract/format';
import { CALL_CHROMIUM_ARGS, CHROMIUM_PATH } from '@hospital/test-harness';
import { startCoturn, type Relay } from '@hospital/test-harness/coturn';
import { chromium, request as playwrightRequest, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { DEMO_PASSWORD, newPatient } from './fixtures.js';
import { newPage, openPage, pictureMadeIn, seriousViolations, type Language, type Viewport } from './helpers.js';
import { dhakaToday, PATIENT_CONTACT } from './visit-day-patients.js';

// What the consultation room's journeys share: the demo doctor's day widened so a room is open whatever the hour,
// consultations booked for patients of a journey's own, a room opened with its peer connections recorded, and a
// coturn relay a journey can take away and bring back.

type ScheduleDay = { day: string; active: boolean; start: string; end: string };
type ManagedDoctor = { _id: string; fullName: string; schedule: ScheduleDay[] };
export type RemoteMethod = 'video' | 'audio' | 'chat';

export const DEMO_DOCTOR = 'Tanvir Ahmed Chowdhury';

/** An app the journeys talk to: the shared one global-setup starts, or a journey's own. */
export type Site = { baseUrl: string };

/** Calls the API of `site`; answers `data`, or throws with the status and the server's sentence. */
export async function apiOf<T>(site: Site, pathname: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const { token, ...rest } = init;
  const response = await fetch(`${site.baseUrl}/api/v1${pathname}`, {
    ...rest,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}), ...rest.headers },
  });
  const body = (await response.json()) as { data: T; message: string };
  if (!response.ok) throw new Error(`${rest.method ?? 'GET'} ${pathname}: ${response.status} ${body.message}`);
  return body.data;
}

export async function tokenAt(site: Site, email: string, password = DEMO_PASSWORD): Promise<string> {
  const { accessToken } = await apiOf<{ accessToken: string }>(site, '/auth/login', {
    method: 'POST',
    body: JSON.stringify({ email, password }),
  });
  return accessToken;
}

/**
 * A room opens 15 minutes before the doctor's chamber that day. So that a journey does not depend on the hour it
 * runs at, today's chamber of the demo doctor spans the whole day; the answer puts the week back as it was.
 */
export async function widenDemoDoctorsToday(site: Site): Promise<{ doctorId: string; restore: () => Promise<void> }> {
  const admin = await tokenAt(site, 'admin@demo.test');
  const doctors = await apiOf<ManagedDoctor[]>(site, '/doctors/manage?status=all', { token: admin });
  const doctor = doctors.find((found) => found.fullName === DEMO_DOCTOR)!;
  const today = weekdayOfDateString(dhakaToday());
  const setSchedule = async (schedule: ScheduleDay[]) =>
    apiOf(site, `/doctors/update-doctor-schedule/${doctor._id}`, {
      method: 'PUT',
      token: await tokenAt(site, 'admin@demo.test'),
      body: JSON.stringify({ schedule }),
    });
  await setSchedule(
    doctor.schedule.map((day) => (day.day === today ? { ...day, active: true, start: '00:00', end: '23:59' } : day)),
  );
  return { doctorId: doctor._id, restore: async () => void (await setSchedule(doctor.schedule)) };
}

/**
 * What a file of room journeys runs with: one Chromium with the synthetic camera and microphone, launched before its
 * journeys and closed after them, and the demo doctor's day widened on `site` meanwhile (`widenDemoDoctorsToday`).
 */
export function useRoomJourneys(site: Site): { browser: () => Browser; doctorId: () => string } {
  let browser: Browser | undefined;
  let doctorId: string | undefined;
  let restore: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CALL_CHROMIUM_ARGS });
    ({ doctorId, restore } = await widenDemoDoctorsToday(site));
  });
  afterAll(async () => {
    await restore?.();
    await browser?.close();
  });
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('Room journeys are set up in beforeAll: read them inside a test or hook.');
    return value;
  };
  return { browser: () => ready(browser), doctorId: () => ready(doctorId) };
}

export type Booked = { appointmentId: string; patient: { email: string; password: string; name: string } };

/**
 * A consultation by `method` today with the demo doctor, booked online through the API by a patient account of the
 * journey's own: no other journey's room, queue place or chat is in its way, whatever order they run in.
 */
export async function bookConsultationToday(site: Site, doctorId: string, method: RemoteMethod): Promise<Booked> {
  const patient = await newPatient('cr', { name: 'Nusrat Jahan', age: 31, contact: PATIENT_CONTACT });
  const token = await tokenAt(site, patient.email, patient.password);
  const me = await apiOf<{ _id: string }>(site, '/patients/me', { token });
  const { appointment } = await apiOf<{ appointment: { _id: string } }>(site, '/appointment', {
    method: 'POST',
    token,
    body: JSON.stringify({
      doctor: doctorId,
      patient: me._id,
      consultationFee: 0,
      consultationMethod: method,
      consultationFor: 'For Me',
      selectedDate: dhakaToday(),
      shortBrief: '',
    }),
  });
  return { appointmentId: appointment._id, patient };
}

type Account = string | { email: string; password: string };

/** A signed-in storage state for `account` on `site` (as helpers.ts' openPage makes one for the shared app). */
async function sessionAt(site: Site, account: Account) {
  const { email, password } = typeof account === 'string' ? { email: account, password: DEMO_PASSWORD } : account;
  const client = await playwrightRequest.newContext({ baseURL: site.baseUrl });
  try {
    const response = await client.post('/api/v1/auth/login', { data: { email, password } });
    if (!response.ok()) throw new Error(`Logging in as ${email} on ${site.baseUrl}: ${response.status()}`);
    const { accessToken } = ((await response.json()) as { data: { accessToken: string } }).data;
    const { cookies } = await client.storageState();
    const localStorage = [{ name: 'auth', value: JSON.stringify({ token: accessToken }) }];
    return { cookies, origins: [{ origin: site.baseUrl, localStorage }] };
  } finally {
    await client.dispose();
  }
}

export type RoomOptions = {
  viewport?: Viewport;
  language?: Language;
  /** Another app than the shared one (a journey's own); signed in there. Not with `language`. */
  site?: Site;
  /** Every peer connection the page makes may use the TURN relay only (`iceTransportPolicy: 'relay'`). */
  relayOnly?: boolean;
};

/**
 * A page in the room for `account`, recording its peer connections and the constraints of every camera or
 * microphone request (the app exposes neither: the test wraps the browser's own constructors before the app loads).
 * With `relayOnly` the wrapper also makes each connection relay-only: the app itself has no switch for it.
 */
export async function openRoom(
  browser: Browser,
  appointmentId: string,
  account: Account,
  { viewport, language, site, relayOnly = false }: RoomOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = site
    ? await newPage(browser, site.baseUrl, viewport, { storageState: await sessionAt(site, account) })
    : await openPage(browser, undefined, { viewport, language, as: account });
  await context.addInitScript((relay: boolean) => {
    const recorded = window as unknown as { peers: RTCPeerConnection[]; mediaAsked: MediaStreamConstraints[] };
    recorded.peers = [];
    recorded.mediaAsked = [];
    const Native = window.RTCPeerConnection;
    window.RTCPeerConnection = class extends Native {
      constructor(configuration?: RTCConfiguration) {
        super(relay ? { ...configuration, iceTransportPolicy: 'relay' } : configuration);
        recorded.peers.push(this);
      }
    };
    const ask = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    navigator.mediaDevices.getUserMedia = (constraints) => {
      recorded.mediaAsked.push(constraints ?? {});
      return ask(constraints);
    };
  }, relayOnly);
  await page.goto(`/consultation/${appointmentId}`);
  return { context, page };
}

export const peerCount = (page: Page) => page.evaluate(() => (window as unknown as { peers: unknown[] }).peers.length);

/** The state of the page's newest peer connection ('none' before the first). */
export const connectionState = (page: Page) =>
  page.evaluate(() => (window as unknown as { peers: RTCPeerConnection[] }).peers.at(-1)?.connectionState ?? 'none');

/** Every camera or microphone request the page made, with its constraints. */
export const mediaAsked = (page: Page) =>
  page.evaluate(() => (window as unknown as { mediaAsked: MediaStreamConstraints[] }).mediaAsked);

/** Bytes of `kind` received so far by the page's newest peer connection (getStats' inbound-rtp). */
export const bytesIn = (page: Page, kind: 'video' | 'audio' = 'video') =>
  page.evaluate(async (wanted) => {
    const peers = (window as unknown as { peers: RTCPeerConnection[] }).peers;
    let bytes = 0;
    (await peers.at(-1)!.getStats()).forEach((report: { type: string; kind?: string; bytesReceived?: number }) => {
      if (report.type === 'inbound-rtp' && report.kind === wanted) bytes += report.bytesReceived ?? 0;
    });
    return bytes;
  }, kind);

/** The candidate type of this side of the pair the newest connection sends on ('host', 'relay', ...), or null. */
export const localCandidateType = (page: Page) =>
  page.evaluate(async () => {
    const peers = (window as unknown as { peers: RTCPeerConnection[] }).peers;
    const stats = await peers.at(-1)!.getStats();
    let type: string | null = null;
    stats.forEach((report: { type: string; state?: string; nominated?: boolean; localCandidateId?: string }) => {
      if (report.type === 'candidate-pair' && report.state === 'succeeded' && report.nominated) {
        type = (stats.get(report.localCandidateId!) as { candidateType?: string } | undefined)?.candidateType ?? null;
      }
    });
    return type;
  });

/** Proves media flow into both pages now: each side's inbound bytes of `kind` rise within a few seconds. */
export async function expectBytesRising(pages: Page[], kind: 'video' | 'audio' = 'video'): Promise<void> {
  for (const page of pages) {
    const before = await bytesIn(page, kind);
    await expect.poll(() => bytesIn(page, kind), { timeout: 15_000 }).toBeGreaterThan(before);
  }
}

/** Video tracks this side still sends that are live (a camera that is on, whether or not its picture is black). */
export const liveVideoSent = (page: Page) =>
  page.evaluate(() => {
    const peers = (window as unknown as { peers: RTCPeerConnection[] }).peers;
    return peers
      .filter((peer) => peer.connectionState !== 'closed')
      .flatMap((peer) => peer.getSenders())
      .filter((sender) => sender.track?.kind === 'video' && sender.track.readyState === 'live').length;
  });

export const remoteVideoSize = (page: Page) =>
  page.getByTestId('remote-video').evaluate((video: HTMLVideoElement) => video.videoWidth * video.videoHeight);

/** What the journeys read and press in the room, in each language (apps/web/src/i18n/locales/{en,bn}/consultation.ts). */
export const ROOM_TEXT = {
  en: {
    consentTitle: 'Before your remote consultation',
    consentCheck: /agree to a remote consultation/,
    agree: 'I agree',
    micLevel: 'Microphone level',
    checkMicrophone: 'Check your microphone',
    join: 'Join consultation',
    waitingTitle: 'The doctor will admit you',
    waiting: /is waiting, since/,
    start: 'Start consultation',
    end: 'End consultation',
    voiceWith: /^Voice call with /,
    reconnecting: 'Reconnecting…',
    send: 'Send',
    message: 'Message',
    attach: 'Send a photo or PDF',
    photo: (name: string) => `Photo ${name}`,
  },
  bn: {
    consentTitle: 'অনলাইনে ডাক্তার দেখানোর আগে জেনে নিন',
    consentCheck: /অনলাইনে ডাক্তার দেখাতে রাজি/,
    agree: 'আমি রাজি',
    micLevel: 'মাইকের আওয়াজ',
    checkMicrophone: 'মাইক পরীক্ষা করে নিন',
    join: 'কনসালটেশনে যোগ দিন',
    waitingTitle: 'ডাক্তার আপনাকে ভেতরে ডেকে নেবেন',
    waiting: /অপেক্ষা করছেন, .* থেকে/,
    start: 'কনসালটেশন শুরু করুন',
    end: 'কনসালটেশন শেষ করুন',
    voiceWith: /-এর সাথে অডিও কল$/,
    reconnecting: 'আবার সংযোগ হচ্ছে…',
    send: 'পাঠান',
    message: 'মেসেজ',
    attach: 'ছবি বা PDF পাঠান',
    photo: (name: string) => `ছবি ${name}`,
  },
} as const;

/**
 * The patient's way in: the consent accepted, the devices checked (`checked`: what the check step must show before
 * joining), then the waiting room. axe judges the consent, the check and the waiting room as they stand.
 */
export async function patientWaits(
  page: Page,
  { language = 'en', checked }: { language?: Language; checked?: (page: Page) => Promise<unknown> } = {},
): Promise<void> {
  const text = ROOM_TEXT[language];
  await page.getByRole('heading', { name: text.consentTitle }).waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('checkbox', { name: text.consentCheck }).check();
  await page.getByRole('button', { name: text.agree }).click();
  await page.getByRole('button', { name: text.join }).waitFor();
  if (checked) await checked(page);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: text.join }).click();
  await page.getByRole('heading', { name: text.waitingTitle }).waitFor();
  expect(await seriousViolations(page)).toEqual([]);
}

/** The doctor admits the waiting patient from the room's lobby. */
export async function doctorAdmits(page: Page, language: Language = 'en'): Promise<void> {
  const text = ROOM_TEXT[language];
  await page.getByText(text.waiting).waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: text.start }).click();
}

const TURN_SECRET = 'e2e-turn-secret-0123456789abcdef';

export type { Relay };

/** A coturn relay on `port` a journey can take away and bring back. */
export function coturnOn(port: number): Promise<Relay> {
  return startCoturn(port, TURN_SECRET);
}

/** A small JPEG made by the page's own canvas (a stand-in for a phone's photo of a rash): its bytes. */
export function photoMadeIn(page: Page): Promise<Buffer> {
  return pictureMadeIn(page, {
    width: 160,
    height: 120,
    background: '#f3d2c1',
    type: 'image/jpeg',
    spots: {
      colour: '#c0392b',
      at: [
        [40, 40],
        [90, 60],
        [120, 30],
      ],
    },
  });
}
