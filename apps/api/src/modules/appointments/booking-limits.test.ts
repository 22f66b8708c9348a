import { addDaysToDateString, dhakaDateString } from '@hospital/contract/format';
import { beforeAll, describe, expect, it } from 'vitest';
import { createDoctor, EVERY_DAY } from '../../test/factories.js';
import { bookOnline, type SignedIn, signedIn, useTestApp } from '../../test/test-app.js';

const PER_DATE = 3;
const TOTAL = 5;
const { ctx, call } = useTestApp({
  env: {
    LIMIT_PENDING_PER_DATE: String(PER_DATE),
    LIMIT_PENDING_TOTAL: String(TOTAL),
    LIMIT_PAYMENT_SESSIONS_PER_HOUR: '3',
  },
});
let doctors: string[];
const inDays = (days: number) => addDaysToDateString(dhakaDateString(), days);
beforeAll(async () => {
  doctors = [];
  for (let i = 0; i < 8; i++)
    doctors.push((await createDoctor(ctx.database, { consultationFee: 800, availableFor: ['video'] }, EVERY_DAY)).id);
});

const book = (patient: SignedIn, doctor: string, selectedDate: string) =>
  bookOnline(call, patient, doctor, selectedDate, {
    consultationFee: 800,
    consultationMethod: 'video',
    shortBrief: '',
  });

describe('how many pending online bookings one patient may hold', () => {
  it('when a patient books a fourth doctor on one date, then it is refused with a sentence, and another date still works', async () => {
    const p = await signedIn(ctx, 'patient');
    for (const doctor of doctors.slice(0, PER_DATE)) expect((await book(p, doctor, inDays(1))).statusCode).toBe(201);
    const fourth = await book(p, doctors[PER_DATE]!, inDays(1));
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json().message).toBe(
      `You already have ${PER_DATE} pending appointments on this date. Please attend or cancel one before booking another.`,
    );
    expect((await book(p, doctors[PER_DATE]!, inDays(2))).statusCode).toBe(201);
  });

  it('when a patient holds the most pending bookings in all, then the next one is refused whatever the date', async () => {
    const p = await signedIn(ctx, 'patient');
    for (let i = 0; i < TOTAL; i++) expect((await book(p, doctors[i]!, inDays(1 + (i % 3)))).statusCode).toBe(201);
    const next = await book(p, doctors[TOTAL]!, inDays(5));
    expect(next.statusCode).toBe(409);
    expect(next.json().message).toBe(
      `You already have ${TOTAL} pending appointments. Please attend or cancel one before booking another.`,
    );
  });

  it('when one patient sends eight bookings for one date at once, then exactly the limit of them is booked', async () => {
    const p = await signedIn(ctx, 'patient');
    const answers = await Promise.all(doctors.map((doctor) => book(p, doctor, inDays(3))));
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(PER_DATE);
    expect(answers.filter((res) => res.statusCode === 409)).toHaveLength(doctors.length - PER_DATE);
  });
});

describe('how many payment sessions one appointment may open', () => {
  it('when Pay Now is pressed a fourth time within the hour, then it is a 429 with Retry-After', async () => {
    const p = await signedIn(ctx, 'patient');
    const booked = await book(p, doctors[7]!, inDays(6));
    const appointmentId = booked.json().data.appointment._id as string;
    const init = () => call(p, 'POST', `/payments/init/${appointmentId}`);
    for (let i = 0; i < 3; i++) expect((await init()).statusCode).toBe(200);
    const fourth = await init();
    expect(fourth.statusCode).toBe(429);
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
  });
});
