import { describe, expect, it } from 'vitest';
import { createDoctor } from '../../test/factories.js';
import { openEventStream, useStreamServer } from '../../test/event-stream-client.js';
import { signedIn, useTestApp } from '../../test/test-app.js';

// Waiting-room boards, staff and patients each have their own cap of open streams per process, so no number of
// patient accounts can keep a board or a desk from connecting. Streams need a real port.

const PATIENT_CAP = 3;
const { ctx, admin, attendant, call } = useTestApp({
  signedIn: ['admin', 'attendant'],
  env: { STREAMS_MAX_PATIENT: String(PATIENT_CAP) },
});
const streams = useStreamServer(ctx);

describe('stream classes', () => {
  it('when the patient streams reach their cap, then a board and a staff stream still connect and the next patient is refused with a sentence', async () => {
    const open: Array<{ close(): void }> = [];
    for (let i = 0; i < PATIENT_CAP; i++) {
      const patient = await signedIn(ctx, 'patient');
      const stream = await openEventStream(`${streams.baseUrl}/appointment/live/stream`, {
        authorization: patient.token,
      });
      expect(stream.response.status).toBe(200);
      expect((await stream.next()).event).toBe('ready');
      open.push(stream);
    }

    const doctor = await createDoctor(ctx.database);
    const link = await call(admin, 'POST', '/boards', { label: 'Ground floor', doctorIds: [doctor.id] });
    const board = await openEventStream(`${streams.baseUrl}/board/${link.json().data.token}/stream`);
    expect(board.response.status).toBe(200);
    expect((await board.next()).event).toBe('ready');
    open.push(board);

    const desk = await openEventStream(`${streams.baseUrl}/queue/stream`, { authorization: attendant.token });
    expect(desk.response.status).toBe(200);
    expect((await desk.next()).event).toBe('ready');
    open.push(desk);

    const late = await signedIn(ctx, 'patient');
    const lateStream = await openEventStream(`${streams.baseUrl}/appointment/live/stream`, {
      authorization: late.token,
    });
    lateStream.close();
    expect(lateStream.response.status).toBe(503);
    const refused = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/appointment/live/stream',
      headers: { authorization: late.token, accept: 'text/event-stream' },
    });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json().message).toMatch(/^Too many .*Please try again/);
    // A patient who leaves gives the place back.
    open.shift()!.close();
    await expect
      .poll(
        async () => {
          const next = await openEventStream(`${streams.baseUrl}/appointment/live/stream`, {
            authorization: late.token,
          });
          if (next.response.status === 200) open.push(next);
          else next.close();
          return next.response.status;
        },
        { timeout: 5000, interval: 100 },
      )
      .toBe(200);

    for (const stream of open) stream.close();
  });
});
