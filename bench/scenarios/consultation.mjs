import { startApp } from '../lib/app.mjs';
import { addFigure } from '../lib/figures.mjs';
import { percentile } from '../lib/pgbench.mjs';
import { freshDatabase } from '../lib/postgres.mjs';
import { openRooms, post } from '../lib/rooms.mjs';

// Rooms connecting at once, doubled until the median set-up time is twice the lone room's (or the last step).
const STEPS = [1, 2, 4, 8, 16, 32, 64, 128, 256];
// Each step times at least this many set-ups (a lone room's median from 3 would be one sample), at least 3 rounds.
const SET_UPS_PER_STEP = 24;
const ROUNDS_PER_STEP = 3;
// Untimed set-ups first: the first calls pay for the server's JIT and the pool's connections.
const WARM_UP_CALLS = 8;
// What a browser sends for a call with audio and video: an offer and an answer of a few KB, and a handful of ICE
// candidates each way (host, server-reflexive and relayed, over UDP and TCP).
const CANDIDATES_EACH_WAY = 8;

const sdp = (kind) =>
  `v=0\r\no=- 4611731400430051336 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\na=group:BUNDLE 0 1\r\n` +
  `a=extmap-allow-mixed\r\na=msid-semantic: WMS\r\n` +
  Array.from({ length: 60 }, (_, i) => `a=${kind}-line-${i}:${'x'.repeat(50)}\r\n`).join('');
const candidate = (i) => ({
  candidate: `candidate:${1000 + i} 1 udp 2122260223 127.0.0.1 ${50000 + i} typ host generation 0 ufrag abcd network-id 1`,
  sdpMid: '0',
  sdpMLineIndex: 0,
});

/**
 * A room's event stream as a browser holds it: resolves `opened` on `ready`, and counts each `signal` event by its
 * kind for `waitFor`.
 */
function roomStream(api, token, appointmentId) {
  const controller = new AbortController();
  const seen = { description: 0, candidate: 0, hello: 0 };
  const waiters = new Set();
  let resolveOpen;
  let refuseOpen;
  const opened = new Promise((resolve, reject) => ((resolveOpen = resolve), (refuseOpen = reject)));
  const check = () => {
    for (const waiter of waiters) {
      if (!waiter.done(seen)) continue;
      waiters.delete(waiter);
      waiter.resolve();
    }
  };
  void (async () => {
    const res = await fetch(`${api}/consultations/${appointmentId}/events`, {
      headers: { authorization: token, accept: 'text/event-stream' },
      signal: controller.signal,
    });
    // A refused stream (a full class of streams, a 404) ends the run with its answer rather than waiting forever.
    if (!res.ok) throw new Error(`GET /consultations/${appointmentId}/events: ${res.status} ${await res.text()}`);
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of res.body) {
      buffer += decoder.decode(chunk, { stream: true });
      let end;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event === 'ready') resolveOpen();
        if (event === 'signal' && data) {
          seen[JSON.parse(data).kind] += 1;
          check();
        }
      }
    }
  })().catch((error) => refuseOpen(error));
  return {
    opened,
    waitFor: (done) => new Promise((resolve) => (waiters.add({ done, resolve }), check())),
    close: () => controller.abort(),
    seen,
  };
}

/** One call's signalling, start to finish: offer, answer and the candidates both ways, each delivered. */
async function setUpCall(api, room) {
  const started = performance.now();
  const patientHas = room.patientStream.seen.candidate + CANDIDATES_EACH_WAY;
  const doctorHas = room.doctorStream.seen.candidate + CANDIDATES_EACH_WAY;
  const offers = room.patientStream.seen.description + 1;
  const answers = room.doctorStream.seen.description + 1;
  await post(api, room.doctor.token, `/consultations/${room.id}/signals`, {
    kind: 'description',
    description: { type: 'offer', sdp: sdp('offer') },
  });
  const doctorCandidates = Promise.all(
    Array.from({ length: CANDIDATES_EACH_WAY }, (_, i) =>
      post(api, room.doctor.token, `/consultations/${room.id}/signals`, { kind: 'candidate', candidate: candidate(i) }),
    ),
  );
  await room.patientStream.waitFor((seen) => seen.description >= offers);
  await post(api, room.patient.token, `/consultations/${room.id}/signals`, {
    kind: 'description',
    description: { type: 'answer', sdp: sdp('answer') },
  });
  await Promise.all(
    Array.from({ length: CANDIDATES_EACH_WAY }, (_, i) =>
      post(api, room.patient.token, `/consultations/${room.id}/signals`, {
        kind: 'candidate',
        candidate: candidate(i),
      }),
    ),
  );
  await doctorCandidates;
  await Promise.all([
    room.doctorStream.waitFor((seen) => seen.description >= answers && seen.candidate >= doctorHas),
    room.patientStream.waitFor((seen) => seen.candidate >= patientHas),
  ]);
  return performance.now() - started;
}

/**
 * (consultation) The API's signalling capacity: `n` consultation rooms whose calls set up at the same moment on one
 * process (PostgreSQL, real event streams, each call's offer, answer and candidates through the API and its NOTIFY
 * fan-out), `n` doubling until the median set-up time is twice a lone room's. The browsers' own time to the first
 * decoded frame is the `calls` scenario's (consultation-calls.mjs).
 */
export default async function consultation(results, postgres) {
  const db = await freshDatabase(postgres.url, 'rooms');
  const most = STEPS.at(-1);
  const app = await startApp({
    DATABASE_URL: db.url,
    SEED_DEMO: 'false',
    STREAMS_MAX_PATIENT: String(most * 2),
    STREAMS_MAX_STAFF: String(most * 2),
    LIMIT_PATIENT_CHANGES_PER_DAY: '1000',
  });
  let rooms = [];
  try {
    rooms = await openRooms(app, db, most, { start: true });
    for (const room of rooms) {
      room.patientStream = roomStream(app.api, room.patient.token, room.id);
      room.doctorStream = roomStream(app.api, room.doctor.token, room.id);
    }
    await Promise.all(rooms.flatMap((room) => [room.patientStream.opened, room.doctorStream.opened]));

    // The rooms take turns (a round takes the next `n`), so no room's side nears the API's cap on signals.
    let turn = 0;
    const nextRooms = (n) => Array.from({ length: n }, () => rooms[turn++ % rooms.length]);
    for (let i = 0; i < WARM_UP_CALLS; i++) await setUpCall(app.api, nextRooms(1)[0]);

    const medians = [];
    let baseline;
    let capacity = 1;
    let doubled = false;
    for (const n of STEPS) {
      const times = [];
      const rounds = Math.max(ROUNDS_PER_STEP, Math.ceil(SET_UPS_PER_STEP / n));
      for (let round = 0; round < rounds; round++) {
        times.push(...(await Promise.all(nextRooms(n).map((room) => setUpCall(app.api, room)))));
      }
      times.sort((a, b) => a - b);
      const median = percentile(times, 50);
      const p95 = percentile(times, 95);
      baseline ??= median;
      medians.push({ n, median: Math.round(median), p95: Math.round(p95) });
      console.log(
        `  ${String(n).padStart(3)} rooms at once: set-up median ${median.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms`,
      );
      if (median > 2 * baseline) {
        doubled = true;
        break;
      }
      capacity = n;
    }
    addFigure(results, {
      item: 'Consultation',
      name: 'rooms setting up at once before the median set-up time doubles (one process)',
      value: capacity,
      // Never doubled up to the last step: the capacity is at least that.
      shown: `${doubled ? '' : '>= '}${capacity} rooms`,
      baseline: `a lone room's median set-up ${Math.round(baseline)} ms; ${medians.map((m) => `${m.n}: ${m.median}`).join(', ')} ms`,
    });
  } catch (error) {
    // What the API said when the run went wrong (its log file goes with it).
    console.error(app.logTail(40));
    throw error;
  } finally {
    for (const room of rooms) {
      room.patientStream?.close();
      room.doctorStream?.close();
    }
    await app.stop();
    await db.drop();
  }
}
