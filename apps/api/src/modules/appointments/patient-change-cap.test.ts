import { familyMemberSchema } from '@hospital/contract/patients';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDoctor, EVERY_DAY } from '../../test/factories.js';
import { at, day } from '../../test/visit-day.js';
import { bookAtDesk, bookOnline, signedIn, useTestApp, type SignedIn } from '../../test/test-app.js';

// One account may book, move ("Change date") and cancel online at most LIMIT_PATIENT_CHANGES_PER_DAY times a Dhaka
// day, all three together and its family members' bookings included: each takes a serial in a real doctor's queue
// and sends a paid SMS. The desk is never capped. The clock is pinned at 10:00 on D, a Saturday two days ahead or
// more. With TEST_DB=postgres the burst test runs its bookings truly at once.

const CAP = 3;
let now = at(0, '10:00');

const {
  ctx,
  call,
  attendant: desk,
} = useTestApp({
  clock: () => now,
  signedIn: ['attendant'],
  env: { LIMIT_PATIENT_CHANGES_PER_DAY: String(CAP) },
});
let doctors: string[];
beforeAll(async () => {
  doctors = [];
  for (let i = 0; i < 8; i++) doctors.push((await createDoctor(ctx.database, {}, EVERY_DAY)).id);
});

const CAP_SENTENCE = `You have made ${CAP} bookings, date changes and cancellations today, the most one account may make in a day. Please try again tomorrow, or call the hospital.`;
const BN = { headers: { 'accept-language': 'bn' } };

const bookedId = (res: { json(): { data: { appointment: { _id: string } } } }) => res.json().data.appointment._id;
// The desk's walk-in answer is the appointment itself.
const deskBookedId = (res: { json(): { data: { _id: string } } }) => res.json().data._id;
const reschedule = (who: SignedIn, id: string, selectedDate: string, extras = {}) =>
  call(who, 'POST', `/appointment/${id}/reschedule`, { selectedDate }, extras);
const cancelOwn = (who: SignedIn, id: string, extras = {}) =>
  call(who, 'POST', `/appointment/${id}/cancel-by-patient`, { cancellationReason: 'Feeling better now' }, extras);

function expectCapped(res: { statusCode: number; headers: Record<string, unknown>; json(): { message: string } }) {
  expect(res.statusCode).toBe(429);
  expect(res.json().message).toBe(CAP_SENTENCE);
  // Until the Dhaka day ends: 14 hours from 10:00.
  expect(Number(res.headers['retry-after'])).toBe(14 * 3600);
}

describe("an account's bookings, date changes and cancellations in a day", () => {
  it('when a patient has booked, moved and cancelled once each, then the next booking, move or cancellation is a 429 with the sentence, in Bangla too', async () => {
    now = at(0, '10:00');
    const patient = await signedIn(ctx, 'patient');
    const first = await bookOnline(call, patient, doctors[0]!, day(1));
    expect(first.statusCode, first.body).toBe(201);
    const moved = await reschedule(patient, bookedId(first), day(2));
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await cancelOwn(patient, moved.json().data._id as string)).statusCode).toBe(200);

    expectCapped(await bookOnline(call, patient, doctors[1]!, day(1)));
    // A booking the desk made for them is theirs to change, but not today.
    const atDesk = await bookAtDesk(call, desk, patient, doctors[2]!, day(1));
    expect(atDesk.statusCode, atDesk.body).toBe(201);
    const deskBooked = deskBookedId(atDesk);
    expectCapped(await reschedule(patient, deskBooked, day(3)));
    expectCapped(await cancelOwn(patient, deskBooked));
    const inBangla = await cancelOwn(patient, deskBooked, BN);
    expect(inBangla.statusCode).toBe(429);
    expect(inBangla.json().message).toBe(
      'আজ আপনি ৩ বার অ্যাপয়েন্টমেন্ট বুক, তারিখ পরিবর্তন বা বাতিল করেছেন, একটি অ্যাকাউন্ট থেকে এক দিনে এর বেশি করা যায় না। অনুগ্রহ করে আগামীকাল আবার চেষ্টা করুন, অথবা হাসপাতালে ফোন করুন।',
    );

    // Refused, so nothing changed: no serial taken, the desk's booking still pending.
    const mine = await call(patient, 'GET', '/appointment/current-user');
    const statuses = (mine.json().data as Array<{ _id: string; status: string }>).map((a) => [a._id, a.status]);
    expect(statuses).toHaveLength(3);
    expect(statuses).toContainEqual([deskBooked, 'pending']);
  });

  it("when the holder books for family members, then those bookings count under the holder's account", async () => {
    now = at(0, '10:00');
    const holder = await signedIn(ctx, 'patient');
    const member = familyMemberSchema.parse(
      (
        await call(holder, 'POST', '/patients/family', {
          name: 'Ayaan Rahman',
          age: 4,
          gender: 'male',
          relation: 'child',
        })
      ).json().data,
    );
    const forMember = (doctor: string) =>
      bookOnline(call, { token: holder.token, patientRef: member._id }, doctor, day(1), {
        consultationFor: 'Family Member',
      });
    expect((await forMember(doctors[0]!)).statusCode).toBe(201);
    expect((await forMember(doctors[1]!)).statusCode).toBe(201);
    expect((await bookOnline(call, holder, doctors[2]!, day(1))).statusCode).toBe(201);
    expectCapped(await forMember(doctors[3]!));
    expectCapped(await bookOnline(call, holder, doctors[4]!, day(2)));
  });

  it('when the desk books and cancels for a capped patient, then it is never refused for the cap', async () => {
    now = at(0, '10:00');
    const patient = await signedIn(ctx, 'patient');
    // One date each, so the pending-per-date limit is not what refuses.
    for (const [i, doctor] of doctors.slice(0, CAP).entries())
      expect((await bookOnline(call, patient, doctor, day(1 + i))).statusCode).toBe(201);
    expectCapped(await bookOnline(call, patient, doctors[CAP]!, day(4)));
    const booked: string[] = [];
    for (const doctor of doctors.slice(CAP, CAP + 4)) {
      const res = await bookAtDesk(call, desk, patient, doctor, day(2));
      expect(res.statusCode, res.body).toBe(201);
      booked.push(deskBookedId(res));
    }
    for (const id of booked) {
      const cancelled = await call(desk, 'PUT', `/appointment/${id}`, {
        updatedDoc: { status: 'cancelled', cancellationReason: 'Patient called to cancel' },
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
    }
  });

  it('when the Dhaka day turns, then the account may book again', async () => {
    now = at(0, '23:50');
    const patient = await signedIn(ctx, 'patient');
    for (const [i, doctor] of doctors.slice(0, CAP).entries())
      expect((await bookOnline(call, patient, doctor, day(1 + i))).statusCode).toBe(201);
    const capped = await bookOnline(call, patient, doctors[CAP]!, day(4));
    expect(capped.statusCode).toBe(429);
    expect(Number(capped.headers['retry-after'])).toBe(10 * 60);
    now = at(1, '00:05');
    expect((await bookOnline(call, patient, doctors[CAP]!, day(4))).statusCode).toBe(201);
  });

  it('when one account sends eight bookings at once, then the cap of them are made and the rest are refused', async () => {
    now = at(0, '10:00');
    const patient = await signedIn(ctx, 'patient');
    // Two per date over four dates: under the pending-per-date limit, so only the day's cap refuses.
    const answers = await Promise.all(doctors.map((doctor, i) => bookOnline(call, patient, doctor, day(1 + (i % 4)))));
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(CAP);
    for (const refused of answers.filter((res) => res.statusCode !== 201)) expectCapped(refused);
  });
});
