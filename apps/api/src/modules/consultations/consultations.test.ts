import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONSENT_REQUIRED_MESSAGE,
  chatMessageSchema,
  CONSENT_VERSION,
  DOCTOR_ONLY_MESSAGE,
  iceServersSchema,
  MODE_DOCTOR_ONLY_MESSAGE,
  PATIENT_ONLY_MESSAGE,
  ROOM_ENDED_MESSAGE,
  ROOM_NOT_LIVE_MESSAGE,
  ROOM_NOT_OPEN_MESSAGE,
  roomSchema,
  SIGNAL_FLOOD_MESSAGE,
  SIGNAL_MESSAGE,
  type Room,
} from '@hospital/contract/consultations';
import { appointmentListSchema, type Appointment } from '@hospital/contract/appointments';
import { addDaysToDateString, dhakaDateString } from '@hospital/contract/format';
import { queueSchema, type LiveVisit } from '@hospital/contract/queue';
import type { FastifyBaseLogger } from 'fastify';
import { changeStoredRows, sql, storedRows } from '../../db/testing.js';
import { Maintenance } from '../../platform/maintenance/maintenance.js';
import { createAppointment, createDayQueue, createDoctor, dhakaInstant, everyDay } from '../../test/factories.js';
import { listenForStreams, openEventStream } from '../../test/event-stream-client.js';
import { newRoom } from '../../test/consultation-room.js';
import { addChild, signedIn, useTestApp, type SignedIn } from '../../test/test-app.js';

// The consultation room's API: who may enter (the patient, the holder who booked for a family member, the doctor;
// everyone else the appointment's 404), when it opens, its states, the consent, and the call's signals and stream.

const TODAY = dhakaDateString();
let now = dhakaInstant(TODAY, 0, '12:00');
const { ctx, call, attendant, admin } = useTestApp({
  signedIn: ['attendant', 'admin'],
  clock: () => now,
  env: {
    STUN_URLS: 'stun:stun.hospital.example:3478',
    TURN_URLS: 'turn:turn.hospital.example:3478',
    TURN_SECRET: 'a-turn-secret-of-some-length',
  },
});
let baseUrl: string;
let closeAll: () => void;
beforeAll(async () => {
  ({ baseUrl, closeAll } = await listenForStreams(ctx.app));
});
afterAll(() => closeAll());

type RoomOptions = NonNullable<Parameters<typeof newRoom>[1]>;
const room = (options: RoomOptions = {}) => newRoom(ctx, { date: TODAY, ...options });

const read = async (who: SignedIn, id: string) => {
  const res = await call(who, 'GET', `/consultations/${id}`);
  expect(res.statusCode).toBe(200);
  return roomSchema.parse(res.json().data);
};
const act = (who: SignedIn, id: string, action: string, body?: object) =>
  call(who, 'POST', `/consultations/${id}/${action}`, body);
const consent = (who: SignedIn, id: string) => act(who, id, 'consent', { version: CONSENT_VERSION });
const OFFER = { kind: 'description', description: { type: 'offer', sdp: 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n' } };
const CANDIDATE = {
  kind: 'candidate',
  candidate: { candidate: 'candidate:1 1 udp 1 10.0.0.1 5000 typ host', sdpMid: '0', sdpMLineIndex: 0 },
};

/** A room the patient has entered and the doctor has started. */
async function liveRoom(method: RoomOptions['method'] = 'video') {
  const r = await room({ method });
  expect((await consent(r.patient, r.id)).statusCode).toBe(200);
  expect((await act(r.patient, r.id, 'join')).statusCode).toBe(200);
  expect((await act(r.doctor, r.id, 'start')).statusCode).toBe(200);
  return r;
}

describe('who may enter a room', () => {
  it('when the patient, the doctor or the holder who booked a family member asks, then each sees their side', async () => {
    const r = await room();
    const asPatient = await read(r.patient, r.id);
    expect(asPatient).toMatchObject({
      appointmentId: r.id,
      you: 'patient',
      method: 'video',
      mode: 'video',
      state: 'open',
    });
    expect(asPatient.doctor._id).toBe(r.doctorRecord.id);
    expect(asPatient.patient.name).toBe('Test patient');
    expect((await read(r.doctor, r.id)).you).toBe('doctor');

    const holder = await signedIn(ctx, 'patient');
    const member = await addChild(call, holder);
    const forMember = await createAppointment(ctx.database, {
      doctorId: r.doctorRecord.id,
      patientRef: member._id,
      consultationMethod: 'audio',
    });
    const seen = await read(holder, forMember.id);
    expect(seen).toMatchObject({ you: 'patient', method: 'audio', patient: { name: member.name } });
    expect((await consent(holder, forMember.id)).statusCode).toBe(200);
  });

  it('when anyone else asks, on every route, then it is the same 404 as a missing appointment', async () => {
    const r = await liveRoom();
    const visit = await room({ method: 'hospital visit' });
    const otherPatient = await signedIn(ctx, 'patient');
    const otherDoctorRecord = await createDoctor(ctx.database);
    const otherDoctor = await signedIn(ctx, 'doctor', { doctorRef: otherDoctorRecord.id });
    const routes: Array<[string, string, object?]> = [
      ['GET', ''],
      ['POST', '/consent', { version: CONSENT_VERSION }],
      ['POST', '/join'],
      ['POST', '/start'],
      ['POST', '/end'],
      ['POST', '/mode', { mode: 'audio' }],
      ['GET', '/ice-servers'],
      ['POST', '/signals', OFFER],
      ['GET', '/events'],
    ];
    const cases: Array<[string, SignedIn | { token: string }, string]> = [
      ['another patient', otherPatient, r.id],
      ['an attendant', attendant, r.id],
      ['an admin', admin, r.id],
      ['another doctor', otherDoctor, r.id],
      ["the hospital visit's own patient", visit.patient, visit.id],
      ["the hospital visit's own doctor", visit.doctor, visit.id],
      ['a malformed id', r.patient, 'not-an-id'],
      ['a missing id', r.patient, '0123456789abcdef01234567'],
    ];
    for (const [method, path, body] of routes) {
      for (const [who, caller, id] of cases) {
        const res = await call(caller, method as 'GET' | 'POST', `/consultations/${id}${path}`, body, {
          headers: path === '/events' ? { accept: 'text/event-stream' } : {},
        });
        expect({ route: `${method} ${path}`, who, status: res.statusCode, message: res.json().message }).toEqual({
          route: `${method} ${path}`,
          who,
          status: 404,
          message: 'Appointment not found.',
        });
      }
    }
    // Nothing moved in the room for all those tries.
    expect((await read(r.patient, r.id)).state).toBe('live');
  });

  it('when nobody is logged in, then every route is a 401', async () => {
    const r = await room();
    expect((await call(undefined, 'GET', `/consultations/${r.id}`)).statusCode).toBe(401);
    expect((await call(undefined, 'POST', `/consultations/${r.id}/signals`, OFFER)).statusCode).toBe(401);
  });
});

describe('when a room is open', () => {
  it('when it is more than 15 minutes before the chamber, then it is closed as early and says when it opens', async () => {
    const r = await room();
    now = dhakaInstant(TODAY, 0, '09:44');
    try {
      const early = await read(r.patient, r.id);
      expect(early).toMatchObject({ state: 'closed', closedReason: 'early' });
      expect(early.opensAt).toBe(dhakaInstant(TODAY, 0, '09:45').toISOString());
      const refused = await consent(r.patient, r.id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe("The room opens at 9:45 AM, 15 minutes before the doctor's chamber.");
      expect((await act(r.doctor, r.id, 'start')).statusCode).toBe(409);
      now = dhakaInstant(TODAY, 0, '09:45');
      expect(await read(r.patient, r.id)).toMatchObject({ state: 'open', closedReason: null });
    } finally {
      now = dhakaInstant(TODAY, 0, '12:00');
    }
  });

  it('when the appointment is on another day, cancelled or done, then the room is closed and refuses every step', async () => {
    const tomorrow = await room({ date: addDaysToDateString(TODAY, 1) });
    const cancelled = await room({ status: 'cancelled' });
    const done = await room({ status: 'done' });
    for (const [r, reason] of [
      [tomorrow, 'other-day'],
      [cancelled, 'cancelled'],
      [done, 'done'],
    ] as const) {
      expect(await read(r.patient, r.id)).toMatchObject({ state: 'closed', closedReason: reason });
      for (const [who, action] of [
        [r.patient, 'consent'],
        [r.doctor, 'start'],
      ] as const) {
        const res = await act(who, r.id, action, { version: CONSENT_VERSION });
        expect(res.statusCode).toBe(409);
        expect(res.json().message).toBe(ROOM_NOT_OPEN_MESSAGE);
      }
    }
  });
});

describe('consent, waiting, start and end', () => {
  it('when the patient joins before accepting the consent, then it is refused; after accepting, they wait', async () => {
    const r = await room();
    const early = await act(r.patient, r.id, 'join');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(CONSENT_REQUIRED_MESSAGE);
    const accepted = await consent(r.patient, r.id);
    expect(accepted.statusCode).toBe(200);
    const room1 = roomSchema.parse(accepted.json().data);
    expect(room1.consent?.version).toBe(CONSENT_VERSION);
    expect(room1.state).toBe('open');
    const [stored] = await storedRows<{ consent_version: string; consent_at: Date }>(
      ctx.database.db,
      sql`select consent_version, consent_at from consultations where appointment_id = ${r.id}`,
    );
    expect(stored!.consent_version).toBe(CONSENT_VERSION);
    const joined = await act(r.patient, r.id, 'join');
    expect(joined.statusCode).toBe(200);
    const waiting = roomSchema.parse(joined.json().data);
    expect(waiting.state).toBe('waiting');
    expect(waiting.waitingSince).not.toBeNull();
    // A reload joins again and keeps the first time.
    const again = roomSchema.parse((await act(r.patient, r.id, 'join')).json().data);
    expect(again.waitingSince).toBe(waiting.waitingSince);
  });

  it('when the consent accepted was an older version, then it is asked again and joining is refused', async () => {
    const r = await room();
    await consent(r.patient, r.id);
    await changeStoredRows(
      ctx.database.db,
      sql`update consultations set consent_version = '2020-01-01' where appointment_id = ${r.id}`,
    );
    expect((await read(r.patient, r.id)).consent).toBeNull();
    expect((await act(r.patient, r.id, 'join')).json().message).toBe(CONSENT_REQUIRED_MESSAGE);
    const wrong = await act(r.patient, r.id, 'consent', { version: '2020-01-01' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Please read and accept the current consent for remote consultations.');
  });

  it('when the wrong side acts, then it is told whose step it is', async () => {
    const r = await room();
    const doctorConsents = await consent(r.doctor, r.id);
    expect(doctorConsents.statusCode).toBe(403);
    expect(doctorConsents.json().message).toBe(PATIENT_ONLY_MESSAGE);
    expect((await act(r.doctor, r.id, 'join')).json().message).toBe(PATIENT_ONLY_MESSAGE);
    const patientStarts = await act(r.patient, r.id, 'start');
    expect(patientStarts.statusCode).toBe(403);
    expect(patientStarts.json().message).toBe(DOCTOR_ONLY_MESSAGE);
    expect((await act(r.patient, r.id, 'end')).json().message).toBe(DOCTOR_ONLY_MESSAGE);
  });

  it('when the doctor starts before the patient has come in, then the room is live and the patient goes straight in', async () => {
    const r = await room();
    const started = await act(r.doctor, r.id, 'start');
    expect(started.statusCode).toBe(200);
    expect(started.json().message).toBe('Consultation started.');
    const live = roomSchema.parse(started.json().data);
    expect(live).toMatchObject({ state: 'live', consent: null });
    expect(live.startedAt).not.toBeNull();
    // The patient still accepts the consent first; then joining leaves the room live.
    expect((await act(r.patient, r.id, 'join')).json().message).toBe(CONSENT_REQUIRED_MESSAGE);
    await consent(r.patient, r.id);
    const joined = roomSchema.parse((await act(r.patient, r.id, 'join')).json().data);
    expect(joined.state).toBe('live');
    expect(joined.startedAt).toBe(live.startedAt);
    // A second start keeps the first start's time.
    const second = await act(r.doctor, r.id, 'start');
    expect(second.json().message).toBe('The consultation has already started.');
    expect(roomSchema.parse(second.json().data).startedAt).toBe(live.startedAt);
  });

  it('when the doctor ends, then the room is ended for both with its times and length; nothing restarts it', async () => {
    const r = await room();
    const notLive = await act(r.doctor, r.id, 'end');
    expect(notLive.statusCode).toBe(409);
    expect(notLive.json().message).toBe(ROOM_NOT_LIVE_MESSAGE);
    await consent(r.patient, r.id);
    await act(r.patient, r.id, 'join');
    await act(r.doctor, r.id, 'start');
    await changeStoredRows(
      ctx.database.db,
      sql`update consultations set started_at = now() - interval '754 seconds' where appointment_id = ${r.id}`,
    );
    const ended = await act(r.doctor, r.id, 'end');
    expect(ended.statusCode).toBe(200);
    expect(ended.json().message).toBe('Consultation ended.');
    const room1 = roomSchema.parse(ended.json().data);
    expect(room1).toMatchObject({ state: 'ended', closedReason: null });
    expect(room1.durationSeconds).toBeGreaterThanOrEqual(754);
    expect(room1.durationSeconds).toBeLessThan(800);
    const asPatient = await read(r.patient, r.id);
    expect(asPatient).toMatchObject({ state: 'ended', endedAt: room1.endedAt, durationSeconds: room1.durationSeconds });
    const again = await act(r.doctor, r.id, 'end');
    expect(again.statusCode).toBe(200);
    expect(roomSchema.parse(again.json().data).endedAt).toBe(room1.endedAt);
    for (const [who, action] of [
      [r.doctor, 'start'],
      [r.patient, 'join'],
      [r.patient, 'consent'],
    ] as const) {
      const res = await act(who, r.id, action, { version: CONSENT_VERSION });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(ROOM_ENDED_MESSAGE);
    }
  });
});

describe('the mode', () => {
  it("when the patient turns video off, then the room is voice; going to chat or back to video is the doctor's", async () => {
    const r = await liveRoom('video');
    const audio = await act(r.patient, r.id, 'mode', { mode: 'audio' });
    expect(audio.statusCode).toBe(200);
    expect(roomSchema.parse(audio.json().data).mode).toBe('audio');
    for (const mode of ['video', 'chat']) {
      const refused = await act(r.patient, r.id, 'mode', { mode });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(MODE_DOCTOR_ONLY_MESSAGE);
    }
    expect(roomSchema.parse((await act(r.doctor, r.id, 'mode', { mode: 'chat' })).json().data).mode).toBe('chat');
    expect(roomSchema.parse((await act(r.doctor, r.id, 'mode', { mode: 'video' })).json().data).mode).toBe('video');
    const bad = await act(r.doctor, r.id, 'mode', { mode: 'hologram' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Choose video, voice call or chat.');
  });
});

describe('call signals and TURN credentials', () => {
  it('when the room is not live, then signals and ICE servers are refused: nothing reaches a waiting patient', async () => {
    const r = await room();
    await consent(r.patient, r.id);
    await act(r.patient, r.id, 'join');
    for (const who of [r.patient, r.doctor]) {
      const signal = await call(who, 'POST', `/consultations/${r.id}/signals`, OFFER);
      expect(signal.statusCode).toBe(409);
      expect(signal.json().message).toBe(ROOM_NOT_LIVE_MESSAGE);
      const ice = await call(who, 'GET', `/consultations/${r.id}/ice-servers`);
      expect(ice.statusCode).toBe(409);
      expect(ice.json().message).toBe(ROOM_NOT_LIVE_MESSAGE);
    }
    expect(
      await storedRows(ctx.database.db, sql`select id from consultation_signals where appointment_id = ${r.id}`),
    ).toEqual([]);
  });

  it('when the room is live, then both get STUN and a TURN credential for themselves, and signals are taken', async () => {
    const r = await liveRoom();
    const ice = await call(r.patient, 'GET', `/consultations/${r.id}/ice-servers`);
    expect(ice.statusCode).toBe(200);
    expect(ice.headers['cache-control']).toBe('no-store');
    const servers = iceServersSchema.parse(ice.json().data);
    expect(servers.iceServers[0]).toEqual({ urls: ['stun:stun.hospital.example:3478'] });
    expect(servers.iceServers[1]!.username).toMatch(new RegExp(`^\\d+:${r.patient.user.id}$`));
    expect(servers.expiresAt).toBe(
      new Date(Math.floor(now.getTime() / 1000) * 1000 + 7200_000).toISOString().replace('.000Z', '.000Z'),
    );
    const sent = await call(r.doctor, 'POST', `/consultations/${r.id}/signals`, OFFER);
    expect(sent.statusCode).toBe(201);
    expect(sent.json().data.id).toBeGreaterThan(0);
    expect((await call(r.patient, 'POST', `/consultations/${r.id}/signals`, CANDIDATE)).statusCode).toBe(201);
    expect((await call(r.patient, 'POST', `/consultations/${r.id}/signals`, { kind: 'hello' })).statusCode).toBe(201);
  });

  it('when a signal is not one the room understands, then it is refused with the sentence', async () => {
    const r = await liveRoom();
    for (const body of [
      { kind: 'shout' },
      { kind: 'description', description: { type: 'rollback', sdp: 'x' } },
      { kind: 'description', description: { type: 'offer', sdp: 'x'.repeat(20_001) } },
      { kind: 'candidate', candidate: { candidate: 'x'.repeat(1001) } },
    ]) {
      const res = await call(r.doctor, 'POST', `/consultations/${r.id}/signals`, body);
      expect(res.statusCode).toBe(400);
      if (body.kind === 'shout') expect(res.json().message).toBe(SIGNAL_MESSAGE);
    }
    expect(
      await storedRows(ctx.database.db, sql`select id from consultation_signals where appointment_id = ${r.id}`),
    ).toEqual([]);
  });

  it('when one side floods the room with signals, then it is held back with a sentence and a Retry-After', async () => {
    const r = await liveRoom();
    await changeStoredRows(
      ctx.database.db,
      sql`insert into rate_limit_counters (key, window_start, hits) values (${`room-signals:${r.id}:doctor`}, now(), 600)`,
    );
    const held = await call(r.doctor, 'POST', `/consultations/${r.id}/signals`, CANDIDATE);
    expect(held.statusCode).toBe(429);
    expect(held.json().message).toBe(SIGNAL_FLOOD_MESSAGE);
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
    // The other side is counted apart.
    expect((await call(r.patient, 'POST', `/consultations/${r.id}/signals`, CANDIDATE)).statusCode).toBe(201);
  });
});

describe("the room's event stream", () => {
  const stream = (who: SignedIn, id: string, headers: Record<string, string> = {}) =>
    openEventStream(`${baseUrl}/consultations/${id}/events`, { authorization: who.token, ...headers });

  it("when the doctor signals, then the patient receives it and not their own; the doctor receives the patient's", async () => {
    const r = await liveRoom();
    const patientStream = await stream(r.patient, r.id);
    expect(patientStream.response.status).toBe(200);
    expect((await patientStream.next()).event).toBe('ready');
    expect(roomSchema.parse((await patientStream.nextOf('room')).data).state).toBe('live');
    const doctorStream = await stream(r.doctor, r.id);
    expect(roomSchema.parse((await doctorStream.nextOf('room')).data).you).toBe('doctor');

    const own = await call(r.patient, 'POST', `/consultations/${r.id}/signals`, { kind: 'hello' });
    const offer = await call(r.doctor, 'POST', `/consultations/${r.id}/signals`, OFFER);
    const got = await patientStream.nextOf('signal');
    expect(got.data).toEqual({ ...OFFER, id: offer.json().data.id, from: 'doctor' });
    expect(got.id).toBe(String(offer.json().data.id));
    const atDoctor = await doctorStream.nextOf('signal');
    expect(atDoctor.data).toEqual({ kind: 'hello', id: own.json().data.id, from: 'patient' });
    // The patient's own hello never came back to them: the next signal they see is the doctor's next one.
    const candidate = await call(r.doctor, 'POST', `/consultations/${r.id}/signals`, CANDIDATE);
    expect((await patientStream.nextOf('signal')).id).toBe(String(candidate.json().data.id));
    patientStream.close();
    doctorStream.close();
  });

  it('when the stream reconnects with Last-Event-ID, then the signals sent meanwhile arrive first', async () => {
    const r = await liveRoom();
    const first = await call(r.doctor, 'POST', `/consultations/${r.id}/signals`, OFFER);
    const second = await call(r.doctor, 'POST', `/consultations/${r.id}/signals`, CANDIDATE);
    const third = await call(r.doctor, 'POST', `/consultations/${r.id}/signals`, { kind: 'hello' });
    const resumed = await stream(r.patient, r.id, { 'last-event-id': String(first.json().data.id) });
    await resumed.nextOf('room');
    expect((await resumed.nextOf('signal')).id).toBe(String(second.json().data.id));
    expect((await resumed.nextOf('signal')).id).toBe(String(third.json().data.id));
    resumed.close();
    // A fresh stream (no Last-Event-ID) starts after the room's last event: old signals are not replayed.
    const fresh = await stream(r.patient, r.id);
    await fresh.nextOf('room');
    const fourth = await call(r.doctor, 'POST', `/consultations/${r.id}/signals`, CANDIDATE);
    expect((await fresh.nextOf('signal')).id).toBe(String(fourth.json().data.id));
    fresh.close();
  });

  it('when a signal is older than two minutes, then a reconnect does not replay it', async () => {
    const r = await liveRoom();
    const old = await call(r.doctor, 'POST', `/consultations/${r.id}/signals`, OFFER);
    await changeStoredRows(
      ctx.database.db,
      sql`update consultation_signals set created_at = now() - interval '3 minutes' where id = ${old.json().data.id}`,
    );
    const fresh = await call(r.doctor, 'POST', `/consultations/${r.id}/signals`, CANDIDATE);
    const resumed = await stream(r.patient, r.id, { 'last-event-id': '0' });
    await resumed.nextOf('room');
    expect((await resumed.nextOf('signal')).id).toBe(String(fresh.json().data.id));
    resumed.close();
  });

  it('when the room changes, then both streams get the new room', async () => {
    const r = await room();
    await consent(r.patient, r.id);
    const patientStream = await stream(r.patient, r.id);
    expect(roomSchema.parse((await patientStream.nextOf('room')).data).state).toBe('open');
    await act(r.patient, r.id, 'join');
    expect(roomSchema.parse((await patientStream.nextOf('room')).data).state).toBe('waiting');
    await act(r.doctor, r.id, 'start');
    const live = roomSchema.parse((await patientStream.nextOf('room')).data) as Room;
    expect(live.state).toBe('live');
    await act(r.doctor, r.id, 'mode', { mode: 'audio' });
    expect(roomSchema.parse((await patientStream.nextOf('room')).data).mode).toBe('audio');
    await act(r.doctor, r.id, 'end');
    expect(roomSchema.parse((await patientStream.nextOf('room')).data).state).toBe('ended');
    patientStream.close();
  });

  it('when either side sends a chat message, then both streams get it with its seq, and a reconnect replays it', async () => {
    const r = await liveRoom('chat');
    const patientStream = await stream(r.patient, r.id);
    await patientStream.nextOf('room');
    const doctorStream = await stream(r.doctor, r.id);
    await doctorStream.nextOf('room');
    const sent = await call(r.patient, 'POST', `/consultations/${r.id}/messages`, {
      clientId: '0b7c4c1e-9a43-4f0e-8a57-1c2d3e4f5a6b',
      text: 'আমার তিন দিন ধরে জ্বর।',
    });
    expect(sent.statusCode).toBe(201);
    const message = chatMessageSchema.parse(sent.json().data);
    for (const s of [patientStream, doctorStream]) {
      const got = await s.nextOf('message');
      expect(got.id).toBe(String(message.seq));
      expect(chatMessageSchema.parse(got.data)).toEqual(message);
    }
    patientStream.close();
    doctorStream.close();
    const resumed = await stream(r.doctor, r.id, { 'last-event-id': String(message.seq - 1) });
    expect((await resumed.nextOf('message')).id).toBe(String(message.seq));
    resumed.close();
  });

  it('when the session is logged out, then its room stream ends within seconds', async () => {
    const r = await liveRoom();
    const open = await stream(r.patient, r.id);
    await open.nextOf('room');
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      cookies: { refreshToken: r.patient.refreshCookie },
    });
    expect(out.statusCode).toBe(200);
    expect(await open.ended(6000)).toBe(true);
  });

  it('when the caller is not an event-stream client, then it is a 406', async () => {
    const r = await room();
    const res = await call(r.patient, 'GET', `/consultations/${r.id}/events`, undefined, {
      headers: { accept: 'application/json' },
    });
    expect(res.statusCode).toBe(406);
  });
});

describe('the day knows about the room', () => {
  it('when the desk calls next and reaches a remote appointment, then it is admitted: live, with its start time', async () => {
    const r = await room({ method: 'audio' });
    await consent(r.patient, r.id);
    await act(r.patient, r.id, 'join');
    const called = await call(r.doctor, 'POST', `/queue/${r.doctorRecord.id}/call-next`);
    expect(called.statusCode).toBe(200);
    const queue = queueSchema.parse(called.json().data);
    expect(queue.nowServing?.consultation).toMatchObject({ state: 'live', mode: 'audio', endedAt: null, minutes: 0 });
    const live = await read(r.patient, r.id);
    expect(live).toMatchObject({ state: 'live', nowServingSerial: live.serialNo });
    expect(live.startedAt).not.toBeNull();
    // The patient's signals now go through.
    expect((await call(r.patient, 'POST', `/consultations/${r.id}/signals`, { kind: 'hello' })).statusCode).toBe(201);
  });

  it('when a patient has not come in yet and the desk calls them, then the room is live and waits for their consent', async () => {
    const r = await room({ method: 'chat' });
    expect((await call(r.doctor, 'POST', `/queue/${r.doctorRecord.id}/call-next`)).statusCode).toBe(200);
    expect(await read(r.patient, r.id)).toMatchObject({ state: 'live', consent: null, mode: 'chat' });
    const refused = await call(r.patient, 'POST', `/consultations/${r.id}/signals`, { kind: 'hello' });
    expect(refused.json().message).toBe(CONSENT_REQUIRED_MESSAGE);
  });

  it('when the desk calls a remote patient in before the opening time, then the room is live, not early', async () => {
    const r = await room({ method: 'video' });
    now = dhakaInstant(TODAY, 0, '08:00');
    try {
      expect((await read(r.patient, r.id)).closedReason).toBe('early');
      expect((await call(r.doctor, 'POST', `/queue/${r.doctorRecord.id}/call-next`)).statusCode).toBe(200);
      expect(await read(r.patient, r.id)).toMatchObject({ state: 'live', closedReason: null });
      expect((await call(r.doctor, 'POST', `/consultations/${r.id}/signals`, OFFER)).statusCode).toBe(201);
      expect((await call(r.doctor, 'GET', `/consultations/${r.id}/ice-servers`)).statusCode).toBe(200);
    } finally {
      now = dhakaInstant(TODAY, 0, '12:00');
    }
  });

  it("when a live room's appointment is marked done, then signals are refused: the room is closed", async () => {
    const r = await liveRoom();
    await changeStoredRows(ctx.database.db, sql`update appointments set status = 'done' where id = ${r.id}`);
    const refused = await call(r.doctor, 'POST', `/consultations/${r.id}/signals`, OFFER);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(ROOM_NOT_LIVE_MESSAGE);
    expect(await read(r.patient, r.id)).toMatchObject({ state: 'closed', closedReason: 'done' });
  });

  it('when a hospital visit is called, then no room is made and its cards carry none', async () => {
    const r = await room({ method: 'hospital visit' });
    const called = queueSchema.parse(
      (await call(r.doctor, 'POST', `/queue/${r.doctorRecord.id}/call-next`)).json().data,
    );
    expect(called.nowServing?.consultation).toBeNull();
    expect(await storedRows(ctx.database.db, sql`select 1 from consultations where appointment_id = ${r.id}`)).toEqual(
      [],
    );
  });

  it("when the room moves, then the desk's day list, the doctor's list and the patient's own cards show it", async () => {
    const r = await room();
    const summaryIn = async () => {
      const desk = await call(attendant, 'GET', `/appointment?date=${TODAY}&doctor=${r.doctorRecord.id}`);
      const doctorList = await call(r.doctor, 'GET', `/appointment/doctor?date=${TODAY}`);
      const own = await call(r.patient, 'GET', '/appointment/current-user');
      const queue = await call(r.doctor, 'GET', `/queue/${r.doctorRecord.id}`);
      const find = (list: Appointment[]) => list.find((a) => a._id === r.id)!.consultation;
      return {
        desk: find(appointmentListSchema.parse(desk.json().data).data),
        doctor: find(appointmentListSchema.parse(doctorList.json().data).data),
        own: find(own.json().data as Appointment[]),
        queue: queueSchema.parse(queue.json().data).waiting.find((e) => e._id === r.id)?.consultation,
      };
    };
    expect(await summaryIn()).toEqual({ desk: null, doctor: null, own: null, queue: null });
    await consent(r.patient, r.id);
    await act(r.patient, r.id, 'join');
    const waiting = await summaryIn();
    expect(waiting.desk).toMatchObject({ state: 'waiting', mode: 'video', startedAt: null, minutes: null });
    expect(waiting.doctor).toEqual(waiting.desk);
    expect(waiting.own).toEqual(waiting.desk);
    expect(waiting.queue).toEqual(waiting.desk);
    await act(r.doctor, r.id, 'start');
    await changeStoredRows(
      ctx.database.db,
      sql`update consultations set started_at = now() - interval '5 minutes' where appointment_id = ${r.id}`,
    );
    await act(r.doctor, r.id, 'end');
    const ended = await summaryIn();
    expect(ended.desk).toMatchObject({ state: 'ended', minutes: 5 });
    expect(ended.own).toMatchObject({ state: 'ended', minutes: 5 });
  });
});

describe("the room's address where the patient looks", () => {
  it("when a remote patient's turn nears, then the SMS and the live view carry the room's address", async () => {
    const doctorRecord = await createDoctor(ctx.database, {}, everyDay(['10:00', '20:00']));
    const doctor = await signedIn(ctx, 'doctor', { doctorRef: doctorRecord.id });
    const before = await createDayQueue(ctx.database, doctorRecord.id, 1);
    const patient = await signedIn(ctx, 'patient');
    const remote = await createAppointment(ctx.database, {
      doctorId: doctorRecord.id,
      patientRef: patient.patient.id,
      consultationMethod: 'video',
    });
    const link = `http://localhost:3000/consultation/${remote.id}`;
    const live = await call(patient, 'GET', '/appointment/live');
    const visit = (live.json().data as LiveVisit[]).find((v) => v.appointmentId === remote.id)!;
    expect(visit).toMatchObject({ consultationMethod: 'video', consultationUrl: link });

    expect((await call(doctor, 'POST', `/queue/${doctorRecord.id}/call-next`)).statusCode).toBe(200);
    const texts = await storedRows<{ id: string; text: string }>(
      ctx.database.db,
      sql`select payload->>'appointmentId' as id, payload->>'text' as text from outbox
          where channel = 'sms' and payload->>'kind' = 'turn' and payload->>'appointmentId' in (${remote.id}, ${before[0]!.id})`,
    );
    expect(texts).toEqual([{ id: remote.id, text: expect.stringContaining(link) }]);
    // A hospital visit's live view has no room.
    const visitor = await signedIn(ctx, 'patient');
    await createAppointment(ctx.database, { doctorId: doctorRecord.id, patientRef: visitor.patient.id });
    const own = (await call(visitor, 'GET', '/appointment/live')).json().data as LiveVisit[];
    expect(own[0]!.consultationUrl).toBeNull();
  });
});

describe('the maintenance sweep', () => {
  it('when a call signal is older than ten minutes, then the sweep deletes it and keeps the fresh ones', async () => {
    const r = await liveRoom();
    const old = await call(r.doctor, 'POST', `/consultations/${r.id}/signals`, OFFER);
    const fresh = await call(r.doctor, 'POST', `/consultations/${r.id}/signals`, CANDIDATE);
    await changeStoredRows(
      ctx.database.db,
      sql`update consultation_signals set created_at = now() - interval '11 minutes' where id = ${old.json().data.id}`,
    );
    await new Maintenance({ db: ctx.database.db, log: ctx.app.log as FastifyBaseLogger }).sweepSignals();
    const left = await storedRows<{ id: string }>(
      ctx.database.db,
      sql`select id from consultation_signals where appointment_id = ${r.id}`,
    );
    expect(left.map((row) => Number(row.id))).toEqual([fresh.json().data.id]);
  });
});
