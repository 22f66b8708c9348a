import { CALL_CHROMIUM_ARGS, CHROMIUM_PATH } from '@hospital/test-harness';
import { startApp } from '../lib/app.mjs';
import { addFigure } from '../lib/figures.mjs';
import { percentile } from '../lib/pgbench.mjs';
import { freshDatabase } from '../lib/postgres.mjs';
import { openRooms } from '../lib/rooms.mjs';

const CALLS = 10;
/** How long the traffic of a call is counted, after it has settled. */
const WIRE_SECONDS = 20;
/** Time for the bandwidth estimate to ramp up (or down, after "Audio only") before counting. */
const SETTLE_MS = 5000;
/** The app's caps (apps/web/src/features/consultation/lib/call.ts): each side sends at most this much. */
const VIDEO_CAP_KBPS = 400;
const AUDIO_CAP_KBPS = 32;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/**
 * What the bench adds to every page before the app loads (the app has no hook for it): each peer connection the app
 * makes is recorded and polled every 10 ms until its first video frame is decoded (getStats' inbound-rtp
 * framesDecoded), and the moment "Start consultation" is pressed is noted; both on the page's wall clock, which the
 * two contexts share (one browser, one machine).
 */
function recordCalls({ token }) {
  localStorage.setItem('auth', JSON.stringify({ user: null, token }));
  const bench = { peers: [], startPressedAt: null, firstFrameAt: null };
  window.__bench = bench;
  const Native = window.RTCPeerConnection;
  const watch = (peer) => {
    const timer = setInterval(async () => {
      if (bench.firstFrameAt !== null || peer.connectionState === 'closed') return clearInterval(timer);
      (await peer.getStats()).forEach((report) => {
        if (report.type === 'inbound-rtp' && report.kind === 'video' && report.framesDecoded > 0)
          bench.firstFrameAt ??= Date.now();
      });
    }, 10);
  };
  window.RTCPeerConnection = class extends Native {
    constructor(configuration) {
      super(configuration);
      bench.peers.push(this);
      watch(this);
    }
  };
  document.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (button?.textContent?.trim() === 'Start consultation') bench.startPressedAt ??= Date.now();
    },
    true,
  );
}

/**
 * Bytes so far of the page's newest open peer connection: on the wire (getStats' transport: RTP with its headers,
 * RTCP, DTLS) and the media payload it sent (outbound-rtp bytesSent, without headers: what the caps limit).
 */
const wireBytes = (page) =>
  page.evaluate(async () => {
    const peer = window.__bench.peers.filter((p) => p.connectionState !== 'closed').at(-1);
    const bytes = { sent: 0, received: 0, payloadSent: 0 };
    (await peer.getStats()).forEach((report) => {
      if (report.type === 'transport') {
        bytes.sent += report.bytesSent ?? 0;
        bytes.received += report.bytesReceived ?? 0;
      }
      if (report.type === 'outbound-rtp') bytes.payloadSent += report.bytesSent ?? 0;
    });
    return bytes;
  });

/** Each side's traffic over WIRE_SECONDS, in kbps: sent and received on the wire, and the payload it sent. */
async function onTheWire(pages) {
  const before = await Promise.all(pages.map(wireBytes));
  const started = performance.now();
  await new Promise((resolve) => setTimeout(resolve, WIRE_SECONDS * 1000));
  const after = await Promise.all(pages.map(wireBytes));
  const seconds = (performance.now() - started) / 1000;
  const kbps = (i, key) => Math.round(((after[i][key] - before[i][key]) * 8) / 1000 / seconds);
  return pages.map((_, i) => ({
    sent: kbps(i, 'sent'),
    received: kbps(i, 'received'),
    payloadSent: kbps(i, 'payloadSent'),
  }));
}

/**
 * The baseline of the set-up time: a bare RTCPeerConnection pair in one page with the same synthetic camera and
 * microphone, the offer, answer and candidates handed across in memory, from asking for the media to the first
 * decoded frame (polled as the app's are).
 */
function barePair() {
  return async () => {
    const started = Date.now();
    const media = await navigator.mediaDevices.getUserMedia({
      video: { width: 640, height: 360, frameRate: 24 },
      audio: true,
    });
    const a = new RTCPeerConnection();
    const b = new RTCPeerConnection();
    a.onicecandidate = (event) => event.candidate && b.addIceCandidate(event.candidate);
    b.onicecandidate = (event) => event.candidate && a.addIceCandidate(event.candidate);
    for (const track of media.getTracks()) a.addTrack(track, media);
    await a.setLocalDescription(await a.createOffer());
    await b.setRemoteDescription(a.localDescription);
    await b.setLocalDescription(await b.createAnswer());
    await a.setRemoteDescription(b.localDescription);
    for (;;) {
      let decoded = 0;
      (await b.getStats()).forEach((report) => {
        if (report.type === 'inbound-rtp' && report.kind === 'video') decoded += report.framesDecoded ?? 0;
      });
      if (decoded > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const took = Date.now() - started;
    a.close();
    b.close();
    for (const track of media.getTracks()) track.stop();
    return took;
  };
}

const summary = (sorted) =>
  `median ${Math.round(percentile(sorted, 50))} ms, p95 ${Math.round(percentile(sorted, 95))} ms`;

/**
 * (calls) Two browsers in a call, over loopback (Chromium's synthetic camera and microphone, the built app): the time
 * from the doctor pressing "Start consultation" to each side's first decoded remote frame over CALLS calls, against a
 * bare peer connection pair; then what one call uses on the wire per side, in video and after "Audio only", against
 * the app's bitrate caps.
 */
export default async function consultationCalls(results, postgres) {
  const db = await freshDatabase(postgres.url, 'calls');
  const app = await startApp({ DATABASE_URL: db.url, SEED_DEMO: 'false' });
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CALL_CHROMIUM_ARGS });
  try {
    const rooms = await openRooms(app, db, CALLS);
    const open = async (token, viewport, appointmentId) => {
      const context = await browser.newContext({ viewport, baseURL: app.url });
      await context.addInitScript(recordCalls, { token });
      const page = await context.newPage();
      await page.goto(`/consultation/${appointmentId}`);
      return { context, page };
    };
    const patientTimes = [];
    const doctorTimes = [];
    let last;
    for (const [i, room] of rooms.entries()) {
      const patient = await open(room.patient.token, PHONE, room.id);
      await patient.page.getByRole('heading', { name: 'The doctor will admit you' }).waitFor({ timeout: 60_000 });
      const doctor = await open(room.doctor.token, DESKTOP, room.id);
      await doctor.page.getByText(/is waiting, since/).waitFor({ timeout: 60_000 });
      await doctor.page.getByRole('button', { name: 'Start consultation' }).click();
      const firstFrame = (page) =>
        page
          .waitForFunction(() => window.__bench.firstFrameAt, undefined, { timeout: 60_000 })
          .then((h) => h.jsonValue());
      const [atPatient, atDoctor] = await Promise.all([firstFrame(patient.page), firstFrame(doctor.page)]);
      const pressed = await doctor.page.evaluate(() => window.__bench.startPressedAt);
      patientTimes.push(atPatient - pressed);
      doctorTimes.push(atDoctor - pressed);
      console.log(
        `  call ${i + 1}: first frame at the patient ${atPatient - pressed} ms, at the doctor ${atDoctor - pressed} ms after "Start consultation"`,
      );
      if (i < rooms.length - 1) {
        await Promise.all([patient.context.close(), doctor.context.close()]);
      } else {
        last = { patient, doctor };
      }
    }

    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const video = await onTheWire([last.patient.page, last.doctor.page]);
    await last.patient.page.getByRole('button', { name: 'Audio only' }).click();
    await last.doctor.page.getByText(/^Voice call with /).waitFor({ timeout: 30_000 });
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const audio = await onTheWire([last.patient.page, last.doctor.page]);
    await Promise.all([last.patient.context.close(), last.doctor.context.close()]);

    const baselinePage = await browser.newPage();
    await baselinePage.goto(`${app.url}/terms-and-condition`);
    const bare = [];
    for (let i = 0; i < CALLS; i++) bare.push(await baselinePage.evaluate(barePair()));
    await baselinePage.close();

    for (const list of [patientTimes, doctorTimes, bare]) list.sort((a, b) => a - b);
    const bareText = `a bare RTCPeerConnection pair in one page, same synthetic media: ${summary(bare)}`;
    for (const [side, times] of [
      ['patient', patientTimes],
      ['doctor', doctorTimes],
    ]) {
      addFigure(results, {
        item: 'Consultation',
        name: `"Start consultation" to the ${side}'s first decoded remote frame (${CALLS} calls, loopback)`,
        value: Math.round(percentile(times, 50)),
        shown: summary(times),
        baseline: bareText,
      });
    }
    const wire = (sides) =>
      sides
        .map(
          (s, i) =>
            `${i === 0 ? 'patient' : 'doctor'} ${s.sent + s.received} kbps (${s.sent} out, ${s.received} in; media payload out ${s.payloadSent})`,
        )
        .join('; ');
    console.log(`  on the wire, video: ${wire(video)}\n  on the wire, "Audio only": ${wire(audio)}`);
    addFigure(results, {
      item: 'Consultation',
      name: `a video call on the wire per side, sent + received (${WIRE_SECONDS} s, transport bytes)`,
      value: Math.max(...video.map((s) => s.sent + s.received)),
      shown: wire(video),
      baseline: `the caps: ${VIDEO_CAP_KBPS} kbps video + ${AUDIO_CAP_KBPS} kbps audio each way (${2 * (VIDEO_CAP_KBPS + AUDIO_CAP_KBPS)} kbps both ways) before packet overhead`,
    });
    addFigure(results, {
      item: 'Consultation',
      name: `an "Audio only" call on the wire per side, sent + received (${WIRE_SECONDS} s, transport bytes)`,
      value: Math.max(...audio.map((s) => s.sent + s.received)),
      shown: wire(audio),
      baseline: `the cap: ${AUDIO_CAP_KBPS} kbps audio each way (${2 * AUDIO_CAP_KBPS} kbps both ways) before packet overhead`,
    });
  } catch (error) {
    // What the API said when the run went wrong (its log file goes with it).
    console.error(app.logTail(40));
    throw error;
  } finally {
    await browser.close();
    await app.stop();
    await db.drop();
  }
}
