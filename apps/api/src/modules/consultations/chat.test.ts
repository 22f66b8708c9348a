import { CHAT_CLOSED_MESSAGE, chatMessageSchema } from '@hospital/contract/consultations';
import { describe, expect, it } from 'vitest';
import { changeStoredRows, sql, storedRows } from '../../db/testing.js';
import { signedInAs } from '../../test/test-app.js';
import { day } from '../../test/visit-day.js';
import { APPOINTMENT_NOT_FOUND } from '../appointments/appointments.messages.js';
import { jpeg, useChatApp } from './chat-testing.js';

// A consultation room's chat: who may read and write it, when, and the audit of a doctor's reads. What a message or
// a file becomes is in chat-messages.test.ts and chat-files.test.ts.

const { ctx, call, clock, room, say, history, send, fetchFile, count } = useChatApp();

describe('who may read and write a room', () => {
  it('when the patient and the doctor write, then both read the whole conversation in order, each message saying who sent it', async () => {
    const r = await room();
    const first = await say(r.patient, r.id, 'Assalamu alaikum, doctor.');
    expect(first.statusCode).toBe(201);
    const sent = chatMessageSchema.parse(first.json().data);
    expect(sent).toMatchObject({ from: 'patient', text: 'Assalamu alaikum, doctor.', attachment: null });
    const reply = await say(r.doctor, r.id, 'Walaikum assalam. How long have you had the fever?');
    expect(reply.statusCode).toBe(201);

    for (const who of [r.patient, r.doctor]) {
      const messages = await history(who, r.id);
      expect(messages.map((m) => [m.from, m.text])).toEqual([
        ['patient', 'Assalamu alaikum, doctor.'],
        ['doctor', 'Walaikum assalam. How long have you had the fever?'],
      ]);
      expect(messages[1]!.seq).toBeGreaterThan(messages[0]!.seq);
    }
    const after = await history(r.patient, r.id, `?after=${sent.seq}`);
    expect(after.map((m) => m.text)).toEqual(['Walaikum assalam. How long have you had the fever?']);
  });

  it("when an account holder booked the consultation for a family member, then the holder is the room's patient side", async () => {
    const r = await room({ forFamily: true });
    expect((await say(r.patient, r.id, 'My son has a cough.')).statusCode).toBe(201);
    expect((await history(r.doctor, r.id)).map((m) => m.from)).toEqual(['patient']);
  });

  it('when anyone else asks (another patient, another doctor, the desk, an admin), then every chat route answers the same 404 as a missing appointment', async () => {
    const r = await room();
    const shared = await send(r.patient, r.id, await jpeg('rash.jpg'));
    expect(shared.statusCode).toBe(201);
    const file = chatMessageSchema.parse(shared.json().data);
    const other = await room();
    const outsiders = [other.patient, other.doctor, ...(await signedInAs(ctx, ['attendant', 'admin', 'marketer']))];
    for (const outsider of outsiders) {
      for (const res of [
        await call(outsider, 'GET', `/consultations/${r.id}/messages`),
        await say(outsider, r.id, 'hello'),
        await send(outsider, r.id, await jpeg('x.jpg')),
        await fetchFile(outsider, file),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toBe(APPOINTMENT_NOT_FOUND);
      }
    }
    expect(await count('consultation_messages', r.id)).toBe(1);
    expect((await call(undefined, 'GET', `/consultations/${r.id}/messages`)).statusCode).toBe(401);
  });

  it('when the appointment is a hospital visit, missing, or the id is malformed, then it is the same 404', async () => {
    const visit = await room({ method: 'hospital visit' });
    for (const [who, id] of [
      [visit.patient, visit.id],
      [visit.doctor, visit.id],
      [visit.patient, '0123456789abcdef01234567'],
      [visit.patient, 'not-an-id'],
      [visit.patient, '..%2F..%2Fetc'],
    ] as const) {
      const read = await call(who, 'GET', `/consultations/${id}/messages`);
      expect(read.statusCode).toBe(404);
      expect(read.json().message).toBe(APPOINTMENT_NOT_FOUND);
      expect((await say(who, id, 'hello')).statusCode).toBe(404);
    }
  });

  it("when a participant asks for another room's file under their own room's address, then it is a 404", async () => {
    const a = await room();
    const fileInA = chatMessageSchema.parse((await send(a.patient, a.id, await jpeg('a.jpg'))).json().data);
    const b = await room();
    const guessed = await call(b.patient, 'GET', `/consultations/${b.id}/attachments/${fileInA.attachment!._id}`);
    expect(guessed.statusCode).toBe(404);
    const missing = await call(a.patient, 'GET', `/consultations/${a.id}/attachments/0123456789abcdef01234567`);
    expect(missing.statusCode).toBe(404);
    expect((await fetchFile(a.doctor, fileInA)).statusCode).toBe(200);
  });
});

describe('when a room takes messages', () => {
  it.each([
    ['on another day', { date: day(1) }],
    ['once the appointment is cancelled', { status: 'cancelled' as const }],
    ['once the appointment is done', { status: 'done' as const }],
  ])('when the room is closed %s, then text and files are refused with a sentence', async (_case, options) => {
    const r = await room(options);
    const text = await say(r.patient, r.id, 'Hello?');
    expect(text.statusCode).toBe(409);
    expect(text.json().message).toBe(CHAT_CLOSED_MESSAGE);
    const file = await send(r.doctor, r.id, await jpeg('a.jpg'));
    expect(file.statusCode).toBe(409);
    expect(await count('consultation_messages', r.id)).toBe(0);
    expect(await count('consultation_attachments', r.id)).toBe(0);
  });

  it('when it is more than 15 minutes before the chamber, then the chat is closed; from 15 minutes before, it is open', async () => {
    const r = await room();
    clock.set(0, '08:44');
    try {
      expect((await say(r.patient, r.id, 'Too early')).statusCode).toBe(409);
      clock.set(0, '08:45');
      expect((await say(r.patient, r.id, 'Just in time')).statusCode).toBe(201);
    } finally {
      clock.reset();
    }
  });

  it('when the doctor has ended the consultation, then nobody can write, and both still read the history', async () => {
    const r = await room();
    expect((await say(r.patient, r.id, 'Thank you, doctor.')).statusCode).toBe(201);
    await changeStoredRows(
      ctx.database.db,
      sql`insert into consultations (appointment_id, state, mode, started_at, ended_at)
          values (${r.id}, 'ended', 'chat', now() - interval '10 minutes', now())`,
    );
    const late = await say(r.doctor, r.id, 'One more thing');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(CHAT_CLOSED_MESSAGE);
    expect((await history(r.patient, r.id)).map((m) => m.text)).toEqual(['Thank you, doctor.']);
    expect((await history(r.doctor, r.id)).map((m) => m.text)).toEqual(['Thank you, doctor.']);
  });

  it('when the day has passed, then the history is still there for both (what the doctor reads under "Records")', async () => {
    const r = await room();
    expect((await say(r.patient, r.id, 'Here are my symptoms.')).statusCode).toBe(201);
    clock.set(3, '10:00');
    try {
      expect((await history(r.doctor, r.id)).map((m) => m.text)).toEqual(['Here are my symptoms.']);
      expect((await say(r.patient, r.id, 'Hello again')).statusCode).toBe(409);
    } finally {
      clock.reset();
    }
  });
});

describe("the audit trail of a doctor's reads", () => {
  it("when the doctor reads a room's chat, then the trail has one entry for the hour however often they read; the patient's reads are not audited", async () => {
    const r = await room();
    await say(r.patient, r.id, 'Hello');
    await history(r.patient, r.id);
    await history(r.doctor, r.id);
    await history(r.doctor, r.id);
    await history(r.doctor, r.id, '?after=0');
    const entries = await storedRows<{ action: string; actor_id: string; target_type: string }>(
      ctx.database.db,
      sql`select action, actor_id, target_type from audit_entries where target_id = ${r.id}`,
    );
    expect(entries).toEqual([
      { action: 'consultation.chat-read', actor_id: r.doctor.user.id, target_type: 'appointment' },
    ]);
  });
});
