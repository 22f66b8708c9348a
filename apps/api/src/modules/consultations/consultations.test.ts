import { describe, expect, it } from 'vitest';
import {
  CONSENT_VERSION,
  roomSchema,
  CONSENT_REQUIRED_MESSAGE,
  DOCTOR_ONLY_MESSAGE,
  PATIENT_ONLY_MESSAGE,
  ROOM_ENDED_MESSAGE,
  ROOM_NOT_LIVE_MESSAGE,
  ROOM_NOT_OPEN_MESSAGE,
} from '@hospital/contract/consultations';
import { addDaysToDateString } from '@hospital/contract/format';
import { changeStoredRows, sql, storedRows } from '../../db/testing.js';
import { createAppointment, createDoctor, dhakaInstant } from '../../test/factories.js';
import { addChild, signedIn, type SignedIn } from '../../test/test-app.js';
import { OFFER, TODAY, useRoomApp } from './consultations-testing.js';

// The consultation room's API: who may enter (the patient, the holder who booked for a family member, the doctor;
// everyone else the appointment's 404), when it opens, its states and the consent. Its call (mode, signals, stream)
// is in consultation-signals.test.ts, its place in the visit day in consultation-day.test.ts.

const { ctx, call, attendant, admin, clock, room, read, act, consent, liveRoom, expectStepsRefused } = useRoomApp();

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
    clock.set('09:44');
    try {
      const early = await read(r.patient, r.id);
      expect(early).toMatchObject({ state: 'closed', closedReason: 'early' });
      expect(early.opensAt).toBe(dhakaInstant(TODAY, 0, '09:45').toISOString());
      const refused = await consent(r.patient, r.id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe("The room opens at 9:45 AM, 15 minutes before the doctor's chamber.");
      expect((await act(r.doctor, r.id, 'start')).statusCode).toBe(409);
      clock.set('09:45');
      expect(await read(r.patient, r.id)).toMatchObject({ state: 'open', closedReason: null });
    } finally {
      clock.reset();
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
      await expectStepsRefused(r, ['consent', 'start'], ROOM_NOT_OPEN_MESSAGE);
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
    await expectStepsRefused(r, ['start', 'join', 'consent'], ROOM_ENDED_MESSAGE);
  });
});
