import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardDoctorSchema, liveVisitSchema, queueSchema } from '@hospital/contract/queue';
import type { FastifyInstance } from 'fastify';
import { createTwoDayQueues, createAppointment, createDayQueue, createDoctor } from '../../test/factories.js';
import { listenForStreams, openEventStream } from '../../test/event-stream-client.js';
import { signedIn, useTestApp } from '../../test/test-app.js';

// The live views: every change is pushed over the event streams to boards, desks and
// patients' pages, whichever API process made it. Streams need a real port (inject cannot read an endless response).

const { ctx, admin, call } = useTestApp({ signedIn: ['admin'] });
let second: FastifyInstance;
let baseUrl: string;
let closeAll: () => void;
beforeAll(async () => {
  ({ baseUrl, closeAll } = await listenForStreams(ctx.app));
  second = await ctx.openSecondApp();
});
afterAll(async () => {
  closeAll();
});

/** A desk action through the second process, so every push below crossed processes through NOTIFY. */
function callNextElsewhere(doctorId: string) {
  return second.inject({
    method: 'POST',
    url: `/api/v1/queue/${doctorId}/call-next`,
    headers: { authorization: admin.token },
  });
}

async function boardLink(doctorIds: string[]) {
  const res = await call(admin, 'POST', '/boards', { label: 'Ground floor', doctorIds });
  expect(res.statusCode).toBe(201);
  return res.json().data as { _id: string; token: string };
}

describe('the board stream', () => {
  it('when a desk on another process calls next, then the board shows the new serial, with no patient name or contact', async () => {
    const doctor = await createDoctor(ctx.database, { fullName: 'Board Doctor' });
    const day = await createDayQueue(ctx.database, doctor.id, 3);
    const { token } = await boardLink([doctor.id]);
    const stream = await openEventStream(`${baseUrl}/board/${token}/stream`);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect((await stream.next()).event).toBe('ready');
    const initial = boardDoctorSchema.parse((await stream.nextOf('board')).data);
    expect(initial).toMatchObject({
      _id: doctor.id,
      fullName: 'Board Doctor',
      nowServing: null,
      next: 1,
      waitingCount: 3,
      onLeave: false,
    });

    const started = Date.now();
    expect((await callNextElsewhere(doctor.id)).statusCode).toBe(200);
    const event = await stream.nextOf('board');
    const elapsed = Date.now() - started;
    const pushed = boardDoctorSchema.parse(event.data);
    expect(pushed).toMatchObject({ _id: doctor.id, nowServing: 1, next: 2, waitingCount: 2 });
    expect(pushed.lastCalledAt).not.toBeNull();
    const raw = JSON.stringify(event.data);
    for (const secret of [day[0]!.patient.name, day[0]!.patient.contact, day[0]!.id]) expect(raw).not.toContain(secret);
    // The delay belongs in bench/, not in an assertion; it is printed for the closing note of the issue.
    process.stdout.write(`board update delay across processes: ${elapsed} ms\n`);
    stream.close();
  });

  it('when the link is revoked through another process, then the open board is told and its stream ends; a new connection is refused', async () => {
    const doctor = await createDoctor(ctx.database);
    const link = await boardLink([doctor.id]);
    const stream = await openEventStream(`${baseUrl}/board/${link.token}/stream`);
    await stream.nextOf('board');
    const revoked = await second.inject({
      method: 'DELETE',
      url: `/api/v1/boards/${link._id}`,
      headers: { authorization: admin.token },
    });
    expect(revoked.statusCode).toBe(200);
    expect((await stream.nextOf('revoked')).event).toBe('revoked');
    expect(await stream.ended()).toBe(true);
    const again = await call(undefined, 'GET', `/board/${link.token}/stream`);
    expect(again.statusCode).toBe(410);
  });

  it('when one board follows two doctors, then a call for either reaches it, each as its own doctor', async () => {
    const a = await createDoctor(ctx.database);
    const b = await createDoctor(ctx.database);
    await createDayQueue(ctx.database, a.id, 1);
    await createDayQueue(ctx.database, b.id, 1);
    const { token } = await boardLink([a.id, b.id]);
    const stream = await openEventStream(`${baseUrl}/board/${token}/stream`);
    const initial = [
      boardDoctorSchema.parse((await stream.nextOf('board')).data),
      boardDoctorSchema.parse((await stream.nextOf('board')).data),
    ];
    expect(initial.map((d) => d._id).sort()).toEqual([a.id, b.id].sort());
    await callNextElsewhere(b.id);
    expect(boardDoctorSchema.parse((await stream.nextOf('board')).data)).toMatchObject({ _id: b.id, nowServing: 1 });
    stream.close();
  });
});

describe("the desk's queue stream", () => {
  it("when another process calls next, then the desk gets the whole queue; a doctor gets only their own doctor's", async () => {
    const [own, other] = await createTwoDayQueues(ctx.database, 2);
    const attendant = await signedIn(ctx, 'attendant');
    const doctor = await signedIn(ctx, 'doctor', { doctorRef: own.id });
    const deskStream = await openEventStream(`${baseUrl}/queue/stream`, { authorization: attendant.token });
    const doctorStream = await openEventStream(`${baseUrl}/queue/stream`, { authorization: doctor.token });
    await deskStream.nextOf('ready');
    await doctorStream.nextOf('ready');

    await callNextElsewhere(other.id);
    await callNextElsewhere(own.id);
    const received = [
      queueSchema.parse((await deskStream.nextOf('queue')).data),
      queueSchema.parse((await deskStream.nextOf('queue')).data),
    ];
    expect(received.map((q) => q.doctorId).sort()).toEqual([other.id, own.id].sort());
    expect(received.find((q) => q.doctorId === own.id)!.nowServing).toMatchObject({
      serialNo: 1,
      patient: { name: 'Queue Patient 1' },
    });
    // The doctor's stream skipped the other doctor's call: its first event is their own queue.
    expect(queueSchema.parse((await doctorStream.nextOf('queue')).data).doctorId).toBe(own.id);
    deskStream.close();
    doctorStream.close();
  });

  it("when a patient or an anonymous caller asks for the desk's stream, then it is refused", async () => {
    const patient = await signedIn(ctx, 'patient');
    expect((await openEventStream(`${baseUrl}/queue/stream`, { authorization: patient.token })).response.status).toBe(
      403,
    );
    expect((await openEventStream(`${baseUrl}/queue/stream`)).response.status).toBe(401);
  });
});

describe("the patient's live stream", () => {
  it("when the queue moves, then the patient sees now serving, their serial and how many are before them, without others' names", async () => {
    const doctor = await createDoctor(ctx.database);
    const others = await createDayQueue(ctx.database, doctor.id, 3);
    const patient = await signedIn(ctx, 'patient');
    const mine = await createAppointment(ctx.database, { doctorId: doctor.id, patientRef: patient.patient.id });
    const stream = await openEventStream(`${baseUrl}/appointment/live/stream`, { authorization: patient.token });
    const initial = liveVisitSchema.parse((await stream.nextOf('visit')).data);
    expect(initial).toMatchObject({
      appointmentId: mine.id,
      serialNo: 4,
      state: 'waiting',
      nowServing: null,
      ahead: 3,
      estimatedMinutes: 30,
    });

    await callNextElsewhere(doctor.id);
    const event = await stream.nextOf('visit');
    expect(liveVisitSchema.parse(event.data)).toMatchObject({
      serialNo: 4,
      nowServing: 1,
      ahead: 2,
      estimatedMinutes: 30,
    });
    expect(JSON.stringify(event.data)).not.toContain(others[0]!.patient.name);
    stream.close();
  });
});
