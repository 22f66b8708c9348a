import { describe, expect, it } from 'vitest';
import { dhakaDateString } from '@hospital/contract/format';
import { dhakaInstant } from '../../test/factories.js';
import { openEventStream, useStreamServer } from '../../test/event-stream-client.js';
import { newRoom } from '../../test/consultation-room.js';
import { useTestApp } from '../../test/test-app.js';

// A room's stream takes its place in the caller's class: the patient's among patients' streams, the doctor's among
// staff streams, so a crowd of patients in waiting rooms never keeps a doctor from their call.

const now = dhakaInstant(dhakaDateString(), 0, '12:00');
const { ctx } = useTestApp({ clock: () => now, env: { STREAMS_MAX_PATIENT: '1', STREAMS_MAX_STAFF: '1' } });
const streams = useStreamServer(ctx);

const room = () => newRoom(ctx, { method: 'audio' });

describe("a room stream's class", () => {
  it("when the patients' class is full, then the doctor's stream still opens and another patient's is refused", async () => {
    const [one, two] = [await room(), await room()];
    const events = (id: string, token: string) =>
      openEventStream(`${streams.baseUrl}/consultations/${id}/events`, { authorization: token });
    const patientOne = await events(one.id, one.patient.token);
    expect(patientOne.response.status).toBe(200);
    const doctorOne = await events(one.id, one.doctor.token);
    expect(doctorOne.response.status).toBe(200);
    const patientTwo = await events(two.id, two.patient.token);
    expect(patientTwo.response.status).toBe(503);
    const doctorTwo = await events(two.id, two.doctor.token);
    expect(doctorTwo.response.status).toBe(503);
    for (const s of [patientOne, doctorOne, patientTwo, doctorTwo]) s.close();
  });
});
