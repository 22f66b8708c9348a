import { describe, expect, it } from 'vitest';
import { addDaysToDateString } from '@hospital/contract/format';
import { createAppointment, createDayQueue, createDoctor, EVERY_DAY } from '../../test/factories.js';
import { signedIn } from '../../test/test-app.js';
import { SmsNotifier } from './sms.service.js';
import { composeSms, fitsWhole } from './sms-texts.js';
import { at, D, useSmsApp } from './sms-testing.js';

// The booking confirmation as the booking's own statement writes it, and the turn alert and leave message (the turn
// alert is exempt from quiet hours).

const { ctx, call, clock, smsOf, bookWith } = useSmsApp();

describe("the booking confirmation written in the booking's own statement", () => {
  it('when patients book, then each text is exactly the one composed for its serial, two-digit serials and Bengali digits included', async () => {
    clock.set(0, '10:00');
    const doctor = await createDoctor(ctx.database, { fullName: 'Text Doctor' }, EVERY_DAY);
    const date = addDaysToDateString(D, 1);
    const composed = (serialNo: number, language: 'en' | 'bn', holderId: string) =>
      composeSms('booking', language, {
        serialNo,
        doctor: 'Dr. Text Doctor',
        date,
        hours: { start: '09:00', end: '23:59' },
        holderId,
        hotline: ctx.config.hotline,
      });
    for (let i = 0; i < 10; i++) {
      const patient = await signedIn(ctx, 'patient');
      const booked = await bookWith(patient, doctor.id, date);
      expect((await smsOf(booked._id))[0]!.text).toBe(composed(booked.serialNo, 'en', patient.patient.patientId));
    }
    const bangla = await signedIn(ctx, 'patient');
    await call(bangla, 'PUT', '/patients/me/preferences', { language: 'bn' });
    const booked = await bookWith(bangla, doctor.id, date);
    expect(booked.serialNo).toBe(11);
    const [row] = await smsOf(booked._id);
    expect(row!.text).toBe(composed(11, 'bn', bangla.patient.patientId));
    expect(row!.text).toMatch(/^সিরিয়াল ১১ নিশ্চিত/);
  });

  it("when a text is too long for two parts (a doctor's name in Bangla script makes an English SMS Unicode), then it is cut exactly as for any other message", async () => {
    clock.set(0, '10:00');
    const fullName = 'আবদুল্লাহ আল মামুন চৌধুরী';
    const doctor = await createDoctor(ctx.database, { fullName }, EVERY_DAY);
    const date = addDaysToDateString(D, 1);
    const patient = await signedIn(ctx, 'patient');
    const facts = {
      serialNo: 1,
      doctor: `Dr. ${fullName}`,
      date,
      hours: { start: '09:00', end: '23:59' },
      holderId: patient.patient.patientId,
      hotline: ctx.config.hotline,
    };
    // The case this test is for: the text does not fit whole, so where it is cut depends on the serial's width.
    expect(fitsWhole('booking', 'en', facts)).toBe(false);
    const booked = await bookWith(patient, doctor.id, date);
    const [row] = await smsOf(booked._id);
    expect(row!.text).toBe(composeSms('booking', 'en', facts));
    expect(row!.text).toMatch(/^Booking confirmed: serial 1 with Dr\. আবদুল্লাহ/);
  });

  it('when the text is made for the statement, then it is the whole text around the serial; one that must be cut is left to the ordinary way', () => {
    const sms = new SmsNotifier({ config: ctx.config, clock: () => at(0, '10:00') });
    const to = { contact: '01700000000', optedOut: false, language: 'en' as const, holderId: 'P2600001' };
    const visit = {
      doctor: 'Dr. Text Doctor',
      date: addDaysToDateString(D, 1),
      hours: { start: '09:00', end: '23:59' },
    };
    const made = sms.bookingSms(to, visit);
    if (typeof made !== 'object') throw new Error('expected a text for the statement');
    for (const serialNo of [7, 42, 615]) {
      expect(`${made.before}${serialNo}${made.after}`).toBe(
        composeSms('booking', 'en', { ...visit, serialNo, holderId: 'P2600001', hotline: ctx.config.hotline }),
      );
    }
    expect(made).toMatchObject({
      to: '01700000000',
      bengaliDigits: false,
      kind: 'booking',
      quietHours: true,
      notBefore: undefined,
    });
    expect(sms.bookingSms({ ...to, language: 'bn' }, visit)).toMatchObject({ bengaliDigits: true });
    expect(sms.bookingSms(to, { ...visit, doctor: 'Dr. আবদুল্লাহ আল মামুন চৌধুরী' })).toBe('queue');
    expect(sms.bookingSms({ ...to, optedOut: true }, visit)).toBeUndefined();
    expect(sms.bookingSms({ ...to, contact: '02912345678' }, visit)).toBeUndefined();
  });
});

describe('the turn alert and the leave message', () => {
  it('when the queue moves at 23:00, then the turn alert goes out at once: it is exempt from quiet hours', async () => {
    const doctor = await createDoctor(ctx.database, {}, EVERY_DAY);
    const day = await createDayQueue(ctx.database, doctor.id, 3, D);
    const desk = await signedIn(ctx, 'attendant');
    clock.set(0, '23:00');
    expect((await call(desk, 'POST', `/queue/${doctor.id}/call-next`)).statusCode).toBe(200);
    await expect
      .poll(async () => (await smsOf(day[1]!.id))[0]?.status, { timeout: 10_000, interval: 100 })
      .toBe('sent');
    expect((await smsOf(day[1]!.id))[0]!.text).toMatch(/^Your turn is next: serial 2/);
  });

  it('when leave is added over booked days, then each patient there is told what happens next', async () => {
    clock.set(0, '10:00');
    const doctor = await createDoctor(ctx.database, { fullName: 'Leave Doctor' }, EVERY_DAY);
    const patient = await signedIn(ctx, 'patient');
    const leaveDay = addDaysToDateString(D, 3);
    const booked = await createAppointment(ctx.database, {
      doctorId: doctor.id,
      patientRef: patient.patient.id,
      selectedDate: leaveDay,
    });
    const admin = await signedIn(ctx, 'admin');
    const res = await call(admin, 'POST', `/doctors/${doctor.id}/leave`, {
      from: leaveDay,
      to: leaveDay,
      reason: 'Conference abroad',
    });
    expect(res.statusCode).toBe(201);
    const [row] = await smsOf(booked.id);
    expect(row).toMatchObject({ kind: 'leave' });
    expect(row!.text).toMatch(
      /^Dr\. Leave Doctor is on leave on .+, so serial 1 that day will not be seen\. Choose another date or cancel on our website, or call 09611223344\.$/,
    );
  });
});
