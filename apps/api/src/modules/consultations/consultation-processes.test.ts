import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { CONSENT_VERSION, roomSchema } from '@hospital/contract/consultations';
import { dhakaDateString } from '@hospital/contract/format';
import { sql, storedRows } from '../../db/testing.js';
import { createAppointment, createDoctor, dhakaInstant, everyDay } from '../../test/factories.js';
import { listenForStreams, openEventStream } from '../../test/event-stream-client.js';
import { apiCaller, signedIn, useTestApp, type SignedIn } from '../../test/test-app.js';

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
  const doctorRecord = await createDoctor(ctx.database, {}, everyDay(['10:00', '20:00']));
  const doctor = await signedIn(ctx, 'doctor', { doctorRef: doctorRecord.id });
  const patient = await signedIn(ctx, 'patient');
  const { id } = await createAppointment(ctx.database, {
    doctorId: doctorRecord.id,
    patientRef: patient.patient.id,
    consultationMethod: 'video',
  });
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
