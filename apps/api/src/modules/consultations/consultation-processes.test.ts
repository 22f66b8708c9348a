import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { CONSENT_VERSION, chatMessageSchema, roomSchema } from '@hospital/contract/consultations';
import { dhakaDateString } from '@hospital/contract/format';
import { changeStoredRows, sql, storedRows } from '../../db/testing.js';
import { newId } from '../../lib/ids.js';
import { dhakaInstant } from '../../test/factories.js';
import { listenForStreams, openEventStream } from '../../test/event-stream-client.js';
import { newRoom } from '../../test/consultation-room.js';
import { apiCaller, signedIn, useTestApp, type SignedIn } from '../../test/test-app.js';
import { announceRoomEvent } from '../../platform/changes/changes.repository.js';
import { insertMessage } from './chat.repository.js';

/**
 * A room across API processes: the patient's stream on one process gets what the doctor sends through another
 * (signals and the room's state cross through PostgreSQL's NOTIFY), and concurrent starts and ends leave one
 * consistent room. Meaningful on real PostgreSQL (CI runs it with TEST_DB=postgres); PGlite runs one query at a time.
 */
const TODAY = dhakaDateString();
const now = dhakaInstant(TODAY, 0, '12:00');
const { ctx, call } = useTestApp({ clock: () => now });
let second: FastifyInstance;
let callSecond: ReturnType<typeof apiCaller>;
let baseUrl: string;
let closeAll: () => void;
beforeAll(async () => {
  ({ baseUrl, closeAll } = await listenForStreams(ctx.app));
  second = await ctx.openSecondApp();
  callSecond = apiCaller(second);
});
afterAll(() => closeAll());

async function room() {
  const { id, doctor, patient, doctorRecord } = await newRoom(ctx);
  expect((await call(patient, 'POST', `/consultations/${id}/consent`, { version: CONSENT_VERSION })).statusCode).toBe(
    200,
  );
  expect((await call(patient, 'POST', `/consultations/${id}/join`)).statusCode).toBe(200);
  return { id, doctor, patient, doctorRecord };
}

const act = (app: 0 | 1, who: SignedIn, id: string, action: string) =>
  (app === 0 ? call : callSecond)(who, 'POST', `/consultations/${id}/${action}`);

describe('a room across two API processes', () => {
  it("when the doctor starts and signals through the other process, then the patient's stream here gets both", async () => {
    const r = await room();
    const stream = await openEventStream(`${baseUrl}/consultations/${r.id}/events`, { authorization: r.patient.token });
    expect(roomSchema.parse((await stream.nextOf('room')).data).state).toBe('waiting');
    expect((await act(1, r.doctor, r.id, 'start')).statusCode).toBe(200);
    expect(roomSchema.parse((await stream.nextOf('room')).data).state).toBe('live');
    const offer = {
      kind: 'description',
      description: { type: 'offer', sdp: `v=0\r\n${'a=candidate:x\r\n'.repeat(600)}` },
    };
    const sent = await callSecond(r.doctor, 'POST', `/consultations/${r.id}/signals`, offer);
    expect(sent.statusCode).toBe(201);
    const got = await stream.nextOf('signal');
    // The SDP is far past NOTIFY's 8,000-byte payload: only the room's id crossed, the signal was read here.
    expect(got.data).toEqual({ ...offer, id: sent.json().data.id, from: 'doctor' });
    expect(got.id).toBe(String(sent.json().data.id));
    stream.close();
  });
});

describe('starts and ends at once', () => {
  it('when the doctor presses start twice and the desk calls next at the same moment, then the room starts once', async () => {
    const r = await room();
    const desk = await signedIn(ctx, 'attendant');
    const responses = await Promise.all([
      act(0, r.doctor, r.id, 'start'),
      act(1, r.doctor, r.id, 'start'),
      callSecond(desk, 'POST', `/queue/${r.doctorRecord.id}/call-next`),
      act(0, r.doctor, r.id, 'start'),
    ]);
    expect(responses.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
    const starts = [0, 1, 3].map((i) => roomSchema.parse(responses[i]!.json().data).startedAt);
    expect(new Set(starts).size).toBe(1);
    const messages = [0, 1, 3].map((i) => responses[i]!.json().message as string);
    expect(messages.filter((m) => m === 'Consultation started.').length).toBeLessThanOrEqual(1);
    const [stored] = await storedRows<{ state: string; started_at: Date }>(
      ctx.database.db,
      sql`select state, started_at from consultations where appointment_id = ${r.id}`,
    );
    expect(stored!.state).toBe('live');
    expect(new Date(stored!.started_at).toISOString()).toBe(starts[0]);
  });

  it('when two ends race through two processes, then both answer the one ended room with one end time', async () => {
    const r = await room();
    await act(0, r.doctor, r.id, 'start');
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, i) => act((i % 2) as 0 | 1, r.doctor, r.id, 'end')),
    );
    expect(responses.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const ends = responses.map((res) => roomSchema.parse(res.json().data).endedAt);
    expect(new Set(ends).size).toBe(1);
    expect(responses.filter((res) => res.json().message === 'Consultation ended.')).toHaveLength(1);
  });

  it('when start and end race, then the room ends up in one of the two states, never ended without a start', async () => {
    const r = await room();
    await Promise.all([
      act(0, r.doctor, r.id, 'start'),
      act(1, r.doctor, r.id, 'end'),
      act(1, r.doctor, r.id, 'start'),
    ]);
    const [stored] = await storedRows<{ state: string; started_at: Date | null; ended_at: Date | null }>(
      ctx.database.db,
      sql`select state, started_at, ended_at from consultations where appointment_id = ${r.id}`,
    );
    expect(['live', 'ended']).toContain(stored!.state);
    expect(stored!.started_at).not.toBeNull();
    if (stored!.state === 'ended') expect(stored!.ended_at).not.toBeNull();
  });
});

const CANDIDATE = {
  kind: 'candidate',
  candidate: { candidate: 'candidate:1 1 udp 1 10.0.0.1 5000 typ host', sdpMid: '0', sdpMLineIndex: 0 },
};

/**
 * A chat message that takes its number now and becomes visible only at `commit()`: on PostgreSQL a transaction held
 * open on its own connection (what a slow post does); on PGlite, which cannot hold one open beside another query,
 * the number is taken now and the row inserted at `commit()` (the same order of numbers and visibility).
 */
async function messageCommittedLater(r: { id: string; doctor: SignedIn }) {
  const message = {
    appointmentId: r.id,
    senderId: r.doctor.user.id,
    fromRole: 'doctor' as const,
    clientId: randomUUID(),
    body: 'Please also send the last report.',
  };
  if (process.env.TEST_DB !== 'postgres') {
    const [taken] = await storedRows<{ seq: string }>(
      ctx.database.db,
      sql`select nextval('consultation_event_seq') as seq`,
    );
    const seq = Number(taken!.seq);
    return {
      seq,
      commit: () =>
        ctx.database.db.transaction(async (tx) => {
          await changeStoredRows(
            tx,
            sql`insert into consultation_messages (id, seq, appointment_id, sender_id, from_role, client_id, body)
                values (${newId()}, ${seq}, ${r.id}, ${message.senderId}, 'doctor', ${message.clientId}, ${message.body})`,
          );
          await announceRoomEvent(tx, r.id);
        }),
    };
  }
  let release = () => undefined as void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let inserted: (seq: number) => void = () => undefined;
  const seqTaken = new Promise<number>((resolve) => (inserted = resolve));
  const committed = ctx.database.db.transaction(async (tx) => {
    await insertMessage(tx, message);
    const [row] = await storedRows<{ seq: string }>(
      tx,
      sql`select seq from consultation_messages where client_id = ${message.clientId}`,
    );
    await announceRoomEvent(tx, r.id);
    inserted(Number(row!.seq));
    await gate;
  });
  const seq = await seqTaken;
  return {
    seq,
    commit: async () => {
      release();
      await committed;
    },
  };
}

describe('events that become visible out of order', () => {
  it('when a message took a lower number but commits after later signals and messages were delivered, then the stream still delivers it, once', async () => {
    const r = await room();
    await act(0, r.doctor, r.id, 'start');
    const stream = await openEventStream(`${baseUrl}/consultations/${r.id}/events`, { authorization: r.patient.token });
    expect(roomSchema.parse((await stream.nextOf('room')).data).state).toBe('live');

    const late = await messageCommittedLater(r);
    const signal = await callSecond(r.doctor, 'POST', `/consultations/${r.id}/signals`, CANDIDATE);
    expect(signal.statusCode).toBe(201);
    const signalId = Number(signal.json().data.id);
    expect(Number((await stream.nextOf('signal')).id)).toBe(signalId);
    const said = await callSecond(r.patient, 'POST', `/consultations/${r.id}/messages`, {
      clientId: randomUUID(),
      text: 'I can hear you.',
    });
    expect(said.statusCode).toBe(201);
    const saidSeq = chatMessageSchema.parse(said.json().data).seq;
    expect(Number((await stream.nextOf('message')).id)).toBe(saidSeq);
    expect(late.seq).toBeLessThan(signalId);
    expect(signalId).toBeLessThan(saidSeq);

    await late.commit();
    const got = await stream.nextOf('message');
    expect(chatMessageSchema.parse(got.data).seq).toBe(late.seq);
    // The stream's id stays the highest event delivered: a reconnect does not ask for the later events again.
    expect(Number(got.id)).toBe(saidSeq);

    // Nothing is delivered twice: the next event is the next signal.
    const next = await callSecond(r.doctor, 'POST', `/consultations/${r.id}/signals`, CANDIDATE);
    const after = await stream.next();
    expect(after.event).toBe('signal');
    expect(after.id).toBe(String(next.json().data.id));
    stream.close();
  });
});
