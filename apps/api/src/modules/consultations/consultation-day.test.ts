import { describe, expect, it } from 'vitest';
import { CONSENT_REQUIRED_MESSAGE, ROOM_NOT_LIVE_MESSAGE } from '@hospital/contract/consultations';
import { appointmentListSchema, type Appointment } from '@hospital/contract/appointments';
import { queueSchema, type LiveVisit } from '@hospital/contract/queue';
import { changeStoredRows, sql, storedRows } from '../../db/testing.js';
import { createAppointment, createDayQueue, createDoctor, everyDay } from '../../test/factories.js';
import { signedIn } from '../../test/test-app.js';
import { OFFER, TODAY, useRoomApp } from './consultations-testing.js';

// The visit day knows about a consultation room: the desk calling next admits the remote patient, the lists show the
// room's state, and the patient's SMS and live view carry its address.

const { ctx, call, attendant, clock, room, read, act, consent, liveRoom } = useRoomApp();

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
    clock.set('08:00');
    try {
      expect((await read(r.patient, r.id)).closedReason).toBe('early');
      expect((await call(r.doctor, 'POST', `/queue/${r.doctorRecord.id}/call-next`)).statusCode).toBe(200);
      expect(await read(r.patient, r.id)).toMatchObject({ state: 'live', closedReason: null });
      expect((await call(r.doctor, 'POST', `/consultations/${r.id}/signals`, OFFER)).statusCode).toBe(201);
      expect((await call(r.doctor, 'GET', `/consultations/${r.id}/ice-servers`)).statusCode).toBe(200);
    } finally {
      clock.reset();
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
