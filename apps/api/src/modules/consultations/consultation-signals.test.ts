import { describe, expect, it } from 'vitest';
import {
  chatMessageSchema,
  iceServersSchema,
  MODE_DOCTOR_ONLY_MESSAGE,
  ROOM_NOT_LIVE_MESSAGE,
  roomSchema,
  SIGNAL_FLOOD_MESSAGE,
  SIGNAL_MESSAGE,
  type Room,
} from '@hospital/contract/consultations';
import type { FastifyBaseLogger } from 'fastify';
import { changeStoredRows, sql, storedRows } from '../../db/testing.js';
import { Maintenance } from '../../platform/maintenance/maintenance.js';
import { openEventStream, useStreamServer } from '../../test/event-stream-client.js';
import type { SignedIn } from '../../test/test-app.js';
import { CANDIDATE, OFFER, useRoomApp } from './consultations-testing.js';

// A consultation room's call: its mode, its signals and TURN credentials while it is live, the event stream that
// carries them (and the room's changes and chat) to both sides, and the sweep that deletes old signals.

const { ctx, call, clock, room, act, consent, liveRoom } = useRoomApp();
const streams = useStreamServer(ctx);

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
      new Date(Math.floor(clock.now().getTime() / 1000) * 1000 + 7200_000).toISOString().replace('.000Z', '.000Z'),
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
    openEventStream(`${streams.baseUrl}/consultations/${id}/events`, { authorization: who.token, ...headers });

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
