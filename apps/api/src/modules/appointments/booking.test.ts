import { sql, storedRows } from '../../db/testing.js';
import { bookingResultSchema } from '@hospital/contract/appointments';
import { addDaysToDateString, dhakaDateString } from '@hospital/contract/format';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAppointment, createDoctor, EVERY_DAY, scheduleOn } from '../../test/factories.js';
import { createUser, signedIn, useTestApp } from '../../test/test-app.js';

const { ctx, call } = useTestApp();
let doctorId: string;
const tomorrow = () => addDaysToDateString(dhakaDateString(), 1);
beforeAll(async () => {
  doctorId = (
    await createDoctor(
      ctx.database,
      { fullName: 'Booking Doctor', consultationFee: 1500, availableFor: ['hospital visit', 'video'] },
      EVERY_DAY,
    )
  ).id;
});

function book(token: string, payload: object) {
  return call(token, 'POST', '/appointment', payload);
}

const body = (patient: string, change: object = {}) => ({
  doctor: doctorId,
  patient,
  consultationFee: 1,
  consultationMethod: 'video',
  consultationFor: 'For Me',
  selectedDate: tomorrow(),
  shortBrief: 'Cough for a week',
  ...change,
});

describe('POST /appointment (patient)', () => {
  it('when a patient books an offered method and date, then the booking gets the next serial and the fee of the doctor record', async () => {
    const attendant = await createUser(ctx, 'attendant');
    const p = await signedIn(ctx, 'patient');
    const res = await book(p.token, body(p.patient.id, { serialNo: 99, status: 'done', paymentStatus: 'paid' }));
    expect(res.statusCode).toBe(201);
    const { appointment, url } = bookingResultSchema.parse(res.json().data);
    expect(url).toBeNull();
    expect(appointment).toMatchObject({
      serialNo: 1,
      consultationFee: 1500,
      status: 'pending',
      paymentStatus: 'unpaid',
      source: 'online',
      isFollowup: false,
    });
    expect(res.json().message).toBe('Appointment booked. Your serial number is 1.');

    const mine = await call(p, 'GET', '/appointment/current-user');
    expect(mine.json().data.map((a: { _id: string }) => a._id)).toEqual([appointment._id]);
    const notices = await storedRows<{ message: string }>(
      ctx.database.db,
      sql`select n.message from notifications n join notification_recipients r on r.notification_id = n.id where r.user_id = ${attendant.user.id}`,
    );
    expect(notices[0]?.message).toContain('booked a Video consultation with Dr. Booking Doctor');
  });

  it('when the doctor does not offer the method, then it is a 422 with the spec sentence and nothing is booked', async () => {
    const p = await signedIn(ctx, 'patient');
    const res = await book(p.token, body(p.patient.id, { consultationMethod: 'audio' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Doctor not available for Voice Call consultation.');
    const mine = await call(p, 'GET', '/appointment/current-user');
    expect(mine.json().data).toEqual([]);
  });

  it('when the date is not one the doctor offers, then it is a 422 on selectedDate', async () => {
    const closed = (await createDoctor(ctx.database, {}, scheduleOn({}))).id;
    const p = await signedIn(ctx, 'patient');
    const res = await book(p.token, body(p.patient.id, { doctor: closed }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errorSources[0].path).toBe('selectedDate');
    const past = await book(p.token, body(p.patient.id, { selectedDate: '2020-01-01' }));
    expect(past.statusCode).toBe(422);
  });

  it("when a patient books for another patient's record, then it is a 404 that reveals nothing", async () => {
    const a = await signedIn(ctx, 'patient');
    const b = await signedIn(ctx, 'patient');
    const res = await book(a.token, body(b.patient.id));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Patient not found.');
  });

  it('when the doctor is unknown, then it is a 404', async () => {
    const p = await signedIn(ctx, 'patient');
    expect((await book(p.token, body(p.patient.id, { doctor: '0123456789abcdef01234567' }))).statusCode).toBe(404);
  });

  it('when "Family Member" names the caller\'s own record instead of a family member, then it is a 404 on patient and nothing is booked', async () => {
    const p = await signedIn(ctx, 'patient');
    const res = await book(p.token, body(p.patient.id, { consultationFor: 'Family Member' }));
    expect(res.statusCode).toBe(404);
    expect(res.json().errorSources).toEqual([{ path: 'patient', message: 'Family member not found.' }]);
    const mine = await call(p, 'GET', '/appointment/current-user');
    expect(mine.json().data).toEqual([]);
  });

  it('when the same patient books the same doctor and date twice, then the second is a 409 and no serial is used up', async () => {
    const p = await signedIn(ctx, 'patient');
    const doctor = (await createDoctor(ctx.database, {}, EVERY_DAY)).id;
    expect((await book(p.token, body(p.patient.id, { doctor }))).statusCode).toBe(201);
    const again = await book(p.token, body(p.patient.id, { doctor }));
    expect(again.statusCode).toBe(409);
    const other = await signedIn(ctx, 'patient');
    const next = await book(other.token, body(other.patient.id, { doctor }));
    expect(bookingResultSchema.parse(next.json().data).appointment.serialNo).toBe(2);
  });

  it('when the patient had a done visit with the doctor in the last 30 days, then the booking is a follow-up', async () => {
    const p = await signedIn(ctx, 'patient');
    const doctor = (await createDoctor(ctx.database, {}, EVERY_DAY)).id;
    await createAppointment(ctx.database, {
      doctorId: doctor,
      patientRef: p.patient.id,
      status: 'done',
      selectedDate: addDaysToDateString(dhakaDateString(), -10),
    });
    const res = await book(p.token, body(p.patient.id, { doctor }));
    expect(bookingResultSchema.parse(res.json().data).appointment.isFollowup).toBe(true);
  });

  it.each([
    [{ doctor: 'x'.repeat(23) }, 'doctor', 'Doctor ID must be 24 characters long.'],
    [{ patient: 'x' }, 'patient', 'Patient ID must be 24 characters long.'],
    [{ consultationMethod: 'ab' }, 'consultationMethod', 'Consultation method must be at least 3 characters long.'],
    [{ consultationFor: 'Me' }, 'consultationFor', 'Consultation reason must be at least 3 characters long.'],
    [{ consultationFee: -1 }, 'consultationFee', 'Consultation fee cannot be negative.'],
    [{ selectedDate: '2025-13-01' }, 'selectedDate', 'Invalid date format. Expected format: YYYY-MM-DD.'],
    [{ shortBrief: 'b'.repeat(256) }, 'shortBrief', 'Brief not more than 255 charecter long.'],
  ])('when the body has %j, then it is a 400 with the spec message', async (change, path, message) => {
    const p = await signedIn(ctx, 'patient');
    const res = await book(p.token, body(p.patient.id, change));
    expect(res.statusCode).toBe(400);
    expect(res.json().errorSources).toContainEqual({ path, message });
  });

  it('when a patient books with payNow, then the answer carries the payment page of the (sandbox) gateway', async () => {
    const p = await signedIn(ctx, 'patient');
    const doctor = (await createDoctor(ctx.database, { consultationFee: 900 }, EVERY_DAY)).id;
    const res = await book(p.token, body(p.patient.id, { doctor, payNow: true }));
    expect(res.statusCode).toBe(201);
    const { url, appointment } = bookingResultSchema.parse(res.json().data);
    expect(url).toMatch(/\/api\/v1\/payments\/sandbox\/\w+$/);
    expect(appointment.paymentStatus).toBe('unpaid');
  });
});

describe('GET /appointment/current-user/{appointmentId} (the confirmation)', () => {
  it('when a patient opens their booking, then it carries the doctor, the chamber hours of that day and the Holder ID', async () => {
    // Hours only on the booked weekday, so the answer must be that day's, not any day's.
    const date = tomorrow();
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    const doctor = await createDoctor(
      ctx.database,
      { fullName: 'Hours Doctor', speciality: 'ENT', consultationFee: 800, availableFor: ['chat'] },
      scheduleOn({ [weekday]: ['17:00', '21:30'] }),
    );
    const p = await signedIn(ctx, 'patient');
    const booked = await book(
      p.token,
      body(p.patient.id, { doctor: doctor.id, consultationMethod: 'chat', selectedDate: date }),
    );
    expect(booked.statusCode).toBe(201);
    const { appointment } = bookingResultSchema.parse(booked.json().data);

    const res = await call(p, 'GET', `/appointment/current-user/${appointment._id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      _id: appointment._id,
      serialNo: 1,
      selectedDate: date,
      consultationMethod: 'chat',
      consultationFee: 800,
      paymentStatus: 'unpaid',
      doctor: { _id: doctor.id, fullName: 'Hours Doctor', speciality: 'ENT' },
      patient: { _id: p.patient.id, patientId: p.patient.patientId },
      chamberHours: { start: '17:00', end: '21:30' },
      review: null,
    });
    // The desk's notes stay at the desk.
    expect(res.json().data).toMatchObject({ lastCallLog: null, attendant: null, feeReceivedBy: null });
  });

  it('when the day of a booking no longer has hours (the schedule changed), then chamberHours is null rather than wrong', async () => {
    const p = await signedIn(ctx, 'patient');
    const doctor = await createDoctor(ctx.database, {}, scheduleOn({}));
    const visit = await createAppointment(ctx.database, {
      doctorId: doctor.id,
      patientRef: p.patient.id,
      selectedDate: tomorrow(),
    });
    const res = await call(p, 'GET', `/appointment/current-user/${visit.id}`);
    expect(res.json().data.chamberHours).toBeNull();
  });

  it("when the id is not an id, then it is a 400; when it is nobody's, a 404", async () => {
    const p = await signedIn(ctx, 'patient');
    const bad = await call(p, 'GET', '/appointment/current-user/nope');
    expect(bad.statusCode).toBe(400);
    const missing = await call(p, 'GET', '/appointment/current-user/0123456789abcdef01234567');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Appointment not found.');
  });
});
