import { beforeAll, describe, expect, it } from 'vitest';
import { addDaysToDateString, dhakaDateString } from '@hospital/contract/format';
import {
  FAMILY_LIMIT_MESSAGE,
  FAMILY_MEMBER_HAS_PENDING_MESSAGE,
  FAMILY_MEMBER_NOT_FOUND_MESSAGE,
  familyMemberSchema,
  preferencesSchema,
} from '@hospital/contract/patients';
import { bookingResultSchema } from '@hospital/contract/appointments';
import { sql, storedRows } from '../../db/testing.js';
import { createDoctor } from '../../test/factories.js';
import { type SignedIn, signedIn, useTestApp } from '../../test/test-app.js';

// Family members and the patient's SMS preferences.

const { ctx, call } = useTestApp();
let doctorId: string;
beforeAll(async () => {
  doctorId = (await createDoctor(ctx.database, { fullName: 'Family Doctor' })).id;
});

type Caller = SignedIn;
const tomorrow = () => addDaysToDateString(dhakaDateString(), 1);
const child = { name: 'Ayaan Rahman', age: 4, gender: 'male', relation: 'child', weight: 16 };

async function addMember(who: Caller, member: object = child) {
  const res = await call(who, 'POST', '/patients/family', member);
  expect(res.statusCode, res.body).toBe(201);
  return familyMemberSchema.parse(res.json().data);
}

function bookFor(who: Caller, patient: string, consultationFor = 'Family Member', selectedDate = tomorrow()) {
  return call(who, 'POST', '/appointment', {
    doctor: doctorId,
    patient,
    consultationFee: 0,
    consultationMethod: 'hospital visit',
    consultationFor,
    selectedDate,
  });
}

describe('family members', () => {
  it("when a patient adds a child, then the child has a patient record of its own with a Holder ID and the holder's contact", async () => {
    const holder = await signedIn(ctx, 'patient');
    const member = await addMember(holder, {
      ...child,
      role: 'admin',
      ownerUserId: '0123456789abcdef01234567',
      patientId: 'P0000001',
    });
    expect(member).toMatchObject({ name: 'Ayaan Rahman', age: 4, gender: 'male', relation: 'child', weight: 16 });
    expect(member.patientId).toMatch(/^P\d{7}$/);
    expect(member.patientId).not.toBe(holder.patient.patientId);
    const [row] = await storedRows<{ contact: string; owner_user_id: string }>(
      ctx.database.db,
      sql`select contact, owner_user_id from patients where id = ${member._id}`,
    );
    expect(row).toEqual({ contact: holder.patient.contact, owner_user_id: holder.user.id });
    const list = await call(holder, 'GET', '/patients/family');
    expect(list.json().data).toEqual([member]);
  });

  it('when a member is changed, then the list shows the change; a bad body gets its sentence', async () => {
    const holder = await signedIn(ctx, 'patient');
    const member = await addMember(holder);
    const changed = await call(holder, 'PUT', `/patients/family/${member._id}`, {
      ...child,
      name: 'Ayaan R.',
      age: 5,
      weight: null,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({
      _id: member._id,
      name: 'Ayaan R.',
      age: 5,
      weight: null,
      patientId: member.patientId,
    });
    const bad = await call(holder, 'PUT', `/patients/family/${member._id}`, { ...child, relation: 'cousin' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Choose how this person is related to you.');
  });

  it('when a seventh member is added, then it is refused with the limit; six at once from two tabs never make seven', async () => {
    const holder = await signedIn(ctx, 'patient');
    for (let i = 0; i < 4; i++) await addMember(holder, { ...child, name: `Member ${i}` });
    const burst = await Promise.all(
      [0, 1, 2, 3].map((i) => call(holder, 'POST', '/patients/family', { ...child, name: `Burst ${i}` })),
    );
    expect(burst.map((r) => r.statusCode).sort()).toEqual([201, 201, 409, 409]);
    const refused = burst.find((r) => r.statusCode === 409)!;
    expect(refused.json().message).toBe(FAMILY_LIMIT_MESSAGE);
    expect((await call(holder, 'GET', '/patients/family')).json().data).toHaveLength(6);
  });

  it('when another account names a member, then changing, removing or booking for it is a 404 that changes nothing', async () => {
    const holder = await signedIn(ctx, 'patient');
    const stranger = await signedIn(ctx, 'patient');
    const member = await addMember(holder);
    expect((await call(stranger, 'PUT', `/patients/family/${member._id}`, child)).statusCode).toBe(404);
    expect((await call(stranger, 'DELETE', `/patients/family/${member._id}`)).json().message).toBe(
      FAMILY_MEMBER_NOT_FOUND_MESSAGE,
    );
    const booking = await bookFor(stranger, member._id);
    expect(booking.statusCode).toBe(404);
    expect(booking.json().errorSources).toEqual([{ path: 'patient', message: FAMILY_MEMBER_NOT_FOUND_MESSAGE }]);
    expect((await call(stranger, 'GET', '/patients/family')).json().data).toEqual([]);
    expect((await call(holder, 'GET', '/patients/family')).json().data).toHaveLength(1);
    // "For Me" cannot be pointed at a family member either.
    expect((await bookFor(holder, member._id, 'For Me')).statusCode).toBe(404);
  });
});

describe('booking for a family member', () => {
  it('when the holder books "Family Member" for their child, then the child is the patient, the desk sees who booked it, and the holder\'s list shows it', async () => {
    const holder = await signedIn(ctx, 'patient');
    const member = await addMember(holder);
    const res = await bookFor(holder, member._id);
    expect(res.statusCode).toBe(201);
    const { appointment } = bookingResultSchema.parse(res.json().data);
    expect(appointment).toMatchObject({
      consultationFor: 'Family Member',
      patient: { _id: member._id, name: 'Ayaan Rahman', patientId: member.patientId },
      bookedBy: { name: 'Test patient' },
    });

    const desk = await signedIn(ctx, 'attendant');
    const day = await call(desk, 'GET', `/appointment?doctor=${doctorId}&date=${tomorrow()}`);
    expect(day.json().data.data.find((a: { _id: string }) => a._id === appointment._id).bookedBy).toEqual({
      name: 'Test patient',
    });
    const mine = await call(holder, 'GET', '/appointment/current-user');
    expect(mine.json().data.map((a: { _id: string }) => a._id)).toContain(appointment._id);
    // The holder pays for it like their own booking.
    expect((await call(holder, 'POST', `/payments/init/${appointment._id}`)).statusCode).toBe(200);
  });

  it('when a member with a pending booking is removed, then it is refused; once cancelled, the member leaves the list and their history stays', async () => {
    const holder = await signedIn(ctx, 'patient');
    const member = await addMember(holder);
    const { appointment } = bookingResultSchema.parse((await bookFor(holder, member._id)).json().data);
    const refused = await call(holder, 'DELETE', `/patients/family/${member._id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(FAMILY_MEMBER_HAS_PENDING_MESSAGE);

    expect(
      (
        await call(holder, 'POST', `/appointment/${appointment._id}/cancel-by-patient`, {
          cancellationReason: 'Child is better now',
        })
      ).statusCode,
    ).toBe(200);
    expect((await call(holder, 'DELETE', `/patients/family/${member._id}`)).statusCode).toBe(200);
    expect((await call(holder, 'GET', '/patients/family')).json().data).toEqual([]);
    const history = await call(holder, 'GET', '/appointment/current-user');
    expect(history.json().data.find((a: { _id: string }) => a._id === appointment._id)).toMatchObject({
      status: 'cancelled',
      patient: { name: 'Ayaan Rahman' },
    });
    const [kept] = await storedRows<{ removed_at: Date | null }>(
      ctx.database.db,
      sql`select removed_at from patients where id = ${member._id}`,
    );
    expect(kept!.removed_at).not.toBeNull();
    // A removed member can no longer be booked for or changed.
    expect((await bookFor(holder, member._id)).statusCode).toBe(404);
    expect((await call(holder, 'PUT', `/patients/family/${member._id}`, child)).statusCode).toBe(404);
  });

  it('when a member who never had a visit is removed, then the record is gone', async () => {
    const holder = await signedIn(ctx, 'patient');
    const member = await addMember(holder);
    expect((await call(holder, 'DELETE', `/patients/family/${member._id}`)).statusCode).toBe(200);
    expect(await storedRows(ctx.database.db, sql`select id from patients where id = ${member._id}`)).toEqual([]);
  });
});

describe('GET and PUT /patients/me/preferences', () => {
  it('when a patient has set nothing, then SMS come in English; they can switch to Bangla and opt out, and back', async () => {
    const patient = await signedIn(ctx, 'patient');
    expect(preferencesSchema.parse((await call(patient, 'GET', '/patients/me/preferences')).json().data)).toEqual({
      language: 'en',
      smsOptOut: false,
    });
    const changed = await call(patient, 'PUT', '/patients/me/preferences', {
      language: 'bn',
      smsOptOut: true,
      role: 'admin',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toEqual({ language: 'bn', smsOptOut: true });
    expect((await call(patient, 'PUT', '/patients/me/preferences', { smsOptOut: false })).json().data).toEqual({
      language: 'bn',
      smsOptOut: false,
    });
    const [user] = await storedRows<{ role: string }>(
      ctx.database.db,
      sql`select role from users where id = ${patient.user.id}`,
    );
    expect(user!.role).toBe('patient');
  });

  it('when the change is empty or wrong, then it says what is wrong and nothing changes', async () => {
    const patient = await signedIn(ctx, 'patient');
    for (const [payload, message] of [
      [{}, 'Nothing to change.'],
      [{ language: 'fr' }, 'Choose English (en) or Bangla (bn).'],
      [{ smsOptOut: 'yes' }, 'SMS opt-out must be true or false.'],
    ] as const) {
      const res = await call(patient, 'PUT', '/patients/me/preferences', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await call(patient, 'GET', '/patients/me/preferences')).json().data).toEqual({
      language: 'en',
      smsOptOut: false,
    });
  });
});
