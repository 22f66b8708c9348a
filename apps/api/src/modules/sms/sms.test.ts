import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysToDateString, dhakaDateString } from '@hospital/contract/format';
import { MOBILE_NUMBER_MESSAGE } from '@hospital/contract/fields';
import { changeStoredRows, sql, storedRows } from '../../db/testing.js';
import { dhakaInstant, createAppointment, createDayQueue, createDoctor, EVERY_DAY } from '../../test/factories.js';
import { createSmsTestApp, startFakeSslWireless, type FakeSmsServer } from '../../test/fake-sslwireless.js';
import { bookOnline, signedIn, useTestApp, type SignedIn } from '../../test/test-app.js';
import { newId } from '../../lib/ids.js';
import { proveForTest } from '../../test/phone-codes.js';
import { VisitReminders } from './reminders.js';
import { SmsNotifier } from './sms.service.js';
import { composeSms, fitsWhole } from './sms-texts.js';

// SMS, through the outbox with a pinned clock: quiet hours defer all but the turn alert, opt-out
// and language are the patient's, the evening reminder goes once, and the worker sends through SSL Wireless (a local
// fake) with retries for transport faults and none for refusals. "Today" is D, two days from now.

const D = addDaysToDateString(dhakaDateString(), 2);
const at = (offset: number, time: string) => dhakaInstant(D, offset, time);
let now = at(0, '10:00');

let fake: FakeSmsServer;
let doctorId: string;
// Registered before the app's own hooks, so it runs after the app has closed (after-hooks run last-in, first-out).
afterAll(async () => {
  await fake.close();
});
const { ctx, call } = useTestApp({
  open: async () => {
    fake = await startFakeSslWireless();
    return createSmsTestApp(fake, {
      clock: () => now,
      env: { OUTBOX_RETRY_BASE_SECONDS: '1', OUTBOX_MAX_ATTEMPTS: '3' },
    });
  },
});
beforeAll(async () => {
  doctorId = (await createDoctor(ctx.database, { fullName: 'Sms Doctor' }, EVERY_DAY)).id;
});

type SmsRow = {
  id: string;
  status: string;
  attempts: number;
  next_attempt_at: Date;
  provider_ref: string | null;
  last_error: string | null;
  to: string;
  text: string;
  kind: string;
};

async function smsOf(appointmentId: string): Promise<SmsRow[]> {
  return storedRows<SmsRow>(
    ctx.database.db,
    sql`select id, status, attempts, next_attempt_at, provider_ref, last_error, payload->>'to' as "to", payload->>'text' as text, payload->>'kind' as kind
        from outbox where channel = 'sms' and payload->>'appointmentId' = ${appointmentId} order by created_at`,
  );
}

/** The desk books a walk-in for a new patient on D (or as `more` says: another date, an existing patient, the SMS language). */
async function bookWalkIn(
  contact: string,
  newPatientInfo: { name: string; age: number; gender: string } | undefined,
  more: Record<string, unknown> = {},
) {
  const desk = await signedIn(ctx, 'attendant');
  return call(desk, 'POST', '/appointment', {
    doctor: doctorId,
    patient: '',
    contact,
    newPatientInfo,
    consultationMethod: 'hospital visit',
    consultationFor: 'For Me',
    consultationFee: 0,
    selectedDate: D,
    ...more,
  });
}

async function bookWith(who: SignedIn, doctor: string, selectedDate: string) {
  const res = await bookOnline(call, who, doctor, selectedDate);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.appointment as { _id: string; serialNo: number };
}

const book = (who: SignedIn, selectedDate = addDaysToDateString(D, 1)) => bookWith(who, doctorId, selectedDate);

describe('the booking confirmation', () => {
  it('when a patient books at 10:00, then the SMS is sent at once through SSL Wireless and its reference is kept', async () => {
    now = at(0, '10:00');
    const patient = await signedIn(ctx, 'patient');
    const booked = await book(patient);
    await expect
      .poll(async () => (await smsOf(booked._id))[0]?.status, { timeout: 10_000, interval: 100 })
      .toBe('sent');
    const [row] = await smsOf(booked._id);
    expect(row).toMatchObject({ kind: 'booking', to: '01700000000', attempts: 1, last_error: null });
    expect(row!.provider_ref).toMatch(/^REF\d{6}$/);
    expect(row!.text).toMatch(/^Booking confirmed: serial 1 with Dr\. Sms Doctor on /);
    expect(fake.received.some((m) => m.csms_id === row!.id && m.msisdn === '8801700000000')).toBe(true);
  });

  it('when a patient books at 23:00, then the SMS waits for 08:00 and is not sent meanwhile', async () => {
    now = at(0, '23:00');
    const patient = await signedIn(ctx, 'patient');
    const booked = await book(patient, addDaysToDateString(D, 2));
    const [row] = await smsOf(booked._id);
    expect(row!.status).toBe('pending');
    expect(new Date(row!.next_attempt_at)).toEqual(at(1, '08:00'));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(fake.received.some((m) => m.csms_id === row!.id)).toBe(false);
  });

  it('when the desk books a walk-in for tonight at 23:00, then no confirmation waits for a morning after the visit', async () => {
    now = at(0, '23:00');
    const res = await bookWalkIn('01812345699', { name: 'Late Walk-in', age: 33, gender: 'female' });
    expect(res.statusCode).toBe(201);
    expect(await smsOf(res.json().data._id)).toEqual([]);
  });

  it('when a message comes due in quiet hours (a retry, a late worker), then the worker puts it back to 08:00 without using an attempt', async () => {
    now = at(0, '23:30');
    const patient = await signedIn(ctx, 'patient');
    const booked = await book(patient, addDaysToDateString(D, 2));
    const [row] = await smsOf(booked._id);
    await changeStoredRows(
      ctx.database.db,
      sql`update outbox set next_attempt_at = now() - interval '1 minute' where id = ${row!.id}`,
    );
    await changeStoredRows(ctx.database.db, sql`select pg_notify('outbox_ready', '')`);
    await expect
      .poll(async () => new Date((await smsOf(booked._id))[0]!.next_attempt_at).getTime(), {
        timeout: 10_000,
        interval: 100,
      })
      .toBe(at(1, '08:00').getTime());
    expect((await smsOf(booked._id))[0]).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('when the patient prefers Bangla, then the SMS is in Bangla; when they opted out, then none is queued', async () => {
    now = at(0, '10:00');
    const bangla = await signedIn(ctx, 'patient');
    await call(bangla, 'PUT', '/patients/me/preferences', { language: 'bn' });
    const bookedBangla = await book(bangla);
    expect((await smsOf(bookedBangla._id))[0]!.text).toMatch(/^সিরিয়াল \S+ নিশ্চিত: Dr\. Sms Doctor/);

    const quiet = await signedIn(ctx, 'patient');
    await call(quiet, 'PUT', '/patients/me/preferences', { smsOptOut: true });
    expect(await smsOf((await book(quiet))._id)).toEqual([]);
  });

  it('when the holder opted out, then bookings for their family members send nothing either', async () => {
    now = at(0, '10:00');
    const holder = await signedIn(ctx, 'patient');
    await call(holder, 'PUT', '/patients/me/preferences', { smsOptOut: true });
    const member = await call(holder, 'POST', '/patients/family', {
      name: 'Opted Child',
      age: 3,
      gender: 'female',
      relation: 'child',
    });
    const res = await call(holder, 'POST', '/appointment', {
      doctor: doctorId,
      patient: member.json().data._id,
      consultationFee: 0,
      consultationMethod: 'hospital visit',
      consultationFor: 'Family Member',
      selectedDate: addDaysToDateString(D, 1),
    });
    expect(res.statusCode).toBe(201);
    expect(await smsOf(res.json().data.appointment._id)).toEqual([]);
  });

  it('when the desk books a walk-in who asked for Bangla, then their SMS are in Bangla, this visit and the next; an account keeps its own language', async () => {
    now = at(0, '10:00');
    const first = await bookWalkIn(
      '01812345677',
      { name: 'Bangla Walk-in', age: 41, gender: 'male' },
      { smsLanguage: 'bn', selectedDate: addDaysToDateString(D, 1) },
    );
    expect(first.statusCode, first.body).toBe(201);
    expect((await smsOf(first.json().data._id))[0]!.text).toMatch(/^সিরিয়াল \S+ নিশ্চিত: Dr\. Sms Doctor/);

    // The next visit, booked for the same record without asking again (another desk, an older client): still Bangla.
    const again = await bookWalkIn('01812345677', undefined, {
      patient: first.json().data.patient._id,
      selectedDate: addDaysToDateString(D, 3),
    });
    expect(again.statusCode, again.body).toBe(201);
    expect((await smsOf(again.json().data._id))[0]!.text).toMatch(/^সিরিয়াল/);
    // Messages composed later (the leave notice reads the recipient again): Bangla too.
    const admin = await signedIn(ctx, 'admin');
    const leaveDay = addDaysToDateString(D, 3);
    const leave = await call(admin, 'POST', `/doctors/${doctorId}/leave`, {
      from: leaveDay,
      to: leaveDay,
      reason: 'Family wedding',
    });
    expect(leave.statusCode, leave.body).toBe(201);
    expect((await smsOf(again.json().data._id)).find((r) => r.kind === 'leave')!.text).toMatch(/ছুটিতে থাকবেন/);
    await call(admin, 'DELETE', `/doctors/${doctorId}/leave/${leave.json().data.leave._id}`);

    // A patient with an account chose English on it: the desk's question does not override that.
    const patient = await signedIn(ctx, 'patient');
    const theirs = await bookWalkIn(patient.patient.contact, undefined, {
      patient: patient.patient.id,
      smsLanguage: 'bn',
      selectedDate: addDaysToDateString(D, 1),
    });
    expect(theirs.statusCode, theirs.body).toBe(201);
    expect((await smsOf(theirs.json().data._id))[0]!.text).toMatch(/^Booking confirmed:/);
    const [record] = await storedRows<{ sms_language: string | null }>(
      ctx.database.db,
      sql`select sms_language from patients where id = ${patient.patient.id}`,
    );
    expect(record!.sms_language).toBeNull();
  });

  it('when the desk sends an SMS language that is neither en nor bn, then the booking is refused with the message and nothing is stored', async () => {
    now = at(0, '10:00');
    const res = await bookWalkIn(
      '01812345678',
      { name: 'Odd Language', age: 30, gender: 'female' },
      { smsLanguage: 'fr' },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      message: 'Choose English (en) or Bangla (bn).',
      errorSources: [{ path: 'smsLanguage' }],
    });
    const [row] = await storedRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from patients where name = 'Odd Language'`,
    );
    expect(row!.n).toBe(0);
  });

  it('when the desk books a walk-in whose contact is not a mobile number, then it is refused and no SMS is queued', async () => {
    now = at(0, '10:00');
    const res = await bookWalkIn('02912345678', { name: 'Landline Walk-in', age: 50, gender: 'male' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorSources).toContainEqual({ path: 'contact', message: MOBILE_NUMBER_MESSAGE });
    expect(await storedRows(ctx.database.db, sql`select 1 from outbox where payload->>'to' = '02912345678'`)).toEqual(
      [],
    );
  });
});

describe("the booking confirmation written in the booking's own statement", () => {
  it('when patients book, then each text is exactly the one composed for its serial, two-digit serials and Bengali digits included', async () => {
    now = at(0, '10:00');
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
    now = at(0, '10:00');
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
    now = at(0, '23:00');
    expect((await call(desk, 'POST', `/queue/${doctor.id}/call-next`)).statusCode).toBe(200);
    await expect
      .poll(async () => (await smsOf(day[1]!.id))[0]?.status, { timeout: 10_000, interval: 100 })
      .toBe('sent');
    expect((await smsOf(day[1]!.id))[0]!.text).toMatch(/^Your turn is next: serial 2/);
  });

  it('when leave is added over booked days, then each patient there is told what happens next', async () => {
    now = at(0, '10:00');
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

describe('the evening reminder', () => {
  function reminders() {
    return new VisitReminders({
      database: ctx.database,
      sms: new SmsNotifier({ config: ctx.config, clock: () => now }),
      reminderHour: 18,
      intervalSeconds: 300,
      clock: () => now,
      log: { info: () => undefined, error: () => undefined } as never,
    });
  }

  it('when the job runs at 18:30, then each pending appointment of tomorrow is reminded once, even with two processes running it at once', async () => {
    // The evening of D + 5, for D + 6, which no other test books.
    const doctor = await createDoctor(ctx.database, {}, EVERY_DAY);
    const tomorrow = addDaysToDateString(D, 6);
    const day = await createDayQueue(ctx.database, doctor.id, 8, tomorrow);
    const cancelled = await createAppointment(ctx.database, {
      doctorId: doctor.id,
      patientRef: day[0]!.patientRef,
      selectedDate: tomorrow,
      status: 'cancelled',
    });
    const later = await createAppointment(ctx.database, {
      doctorId: doctor.id,
      patientRef: day[1]!.patientRef,
      selectedDate: addDaysToDateString(D, 7),
    });
    // Booked at 19:00, after the reminders began: the confirmation has just told them, so no reminder.
    const lateBooking = await createAppointment(ctx.database, {
      doctorId: doctor.id,
      patientRef: day[2]!.patientRef,
      selectedDate: tomorrow,
    });
    await changeStoredRows(
      ctx.database.db,
      sql`update appointments set created_at = ${at(5, '19:00').toISOString()} where id = ${lateBooking.id}`,
    );

    now = at(5, '17:59');
    expect(await reminders().run()).toBe(0);
    now = at(5, '18:30');
    const [a, b] = await Promise.all([reminders().run(), reminders().run()]);
    expect(a + b).toBe(8);
    expect(await reminders().run()).toBe(0);
    for (const visit of day) {
      const rows = await smsOf(visit.id);
      expect(rows.filter((r) => r.kind === 'reminder')).toHaveLength(1);
      expect(rows.find((r) => r.kind === 'reminder')!.text).toMatch(
        new RegExp(`^Reminder: tomorrow, .+, serial ${visit.serialNo} with `),
      );
    }
    for (const id of [cancelled.id, later.id, lateBooking.id])
      expect((await smsOf(id)).filter((r) => r.kind === 'reminder')).toEqual([]);
  });

  it('when the job runs at 22:00 or later, then it waits for tomorrow evening', async () => {
    const doctor = await createDoctor(ctx.database, {}, EVERY_DAY);
    await createDayQueue(ctx.database, doctor.id, 1, addDaysToDateString(D, 9));
    now = at(8, '22:00');
    expect(await reminders().run()).toBe(0);
  });
});

describe("the worker and the gateway's answers", () => {
  /** A booking SMS to `to`, a number its owner proved, put straight into the outbox. */
  async function queueDirect(to: string): Promise<string> {
    const id = newId();
    await proveForTest(ctx.database.db, to);
    await changeStoredRows(
      ctx.database.db,
      sql`insert into outbox (id, channel, payload) values (${id}, 'sms', ${JSON.stringify({ to, text: 'Test message', kind: 'booking', appointmentId: id, quietHours: true })}::jsonb)`,
    );
    await changeStoredRows(ctx.database.db, sql`select pg_notify('outbox_ready', '')`);
    return id;
  }
  const rowOf = async (id: string) =>
    (
      await storedRows<SmsRow>(
        ctx.database.db,
        sql`select id, status, attempts, provider_ref, last_error from outbox where id = ${id}`,
      )
    )[0]!;

  it('when the gateway refuses a number, then the message fails at once, without a retry and without the number in the error', async () => {
    now = at(0, '10:00');
    fake.scriptFor('01712000001', ['failed']);
    const id = await queueDirect('01712000001');
    await expect.poll(async () => (await rowOf(id)).status, { timeout: 10_000, interval: 100 }).toBe('failed');
    const row = await rowOf(id);
    expect(row.attempts).toBe(1);
    expect(row.last_error).toContain('do-not-disturb');
    expect(row.last_error).not.toContain('1712000001');
  });

  it('when the gateway answers 503 and then drops the line, then the message is retried and sent on the third attempt', async () => {
    now = at(0, '10:00');
    fake.scriptFor('01712000002', ['server-error', 'drop']);
    const id = await queueDirect('01712000002');
    await expect.poll(async () => (await rowOf(id)).status, { timeout: 15_000, interval: 200 }).toBe('sent');
    expect(await rowOf(id)).toMatchObject({ attempts: 3, last_error: null });
  });
});
