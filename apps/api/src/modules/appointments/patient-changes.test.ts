import { describe, expect, it } from 'vitest';
import {
  appointmentSchema,
  SAME_DATE_MESSAGE,
  TOO_LATE_TO_CHANGE_MESSAGE,
  type Appointment,
} from '@hospital/contract/appointments';
import { formatDisplayDate } from '@hospital/contract/format';
import { sql, storedRows } from '../../db/testing.js';
import { createAppointment, createPatientsFast } from '../../test/factories.js';
import { at, createEveningDoctor, D, day } from '../../test/visit-day.js';
import { payOnline } from '../../test/sandbox-payment.js';
import { bookOnline, type SignedIn, signedIn, useTestApp } from '../../test/test-app.js';

// Patients manage their own bookings: cancel a pending one up to 2 hours before the chamber
// starts (refunded when paid online), or move it to another available date of the same doctor. The clock is pinned:
// "today" is D, a Saturday at least two days from now, and the chamber runs 17:00 to 21:00 every day but Friday
// (so D to D + 5 are all chamber days, and D + 6 is the Friday).

let now = at(0, '10:00');

const { ctx, attendant: desk, admin, call } = useTestApp({ clock: () => now, signedIn: ['attendant', 'admin'] });

const doctor = () => createEveningDoctor(ctx.database);

function cancelOwn(token: string, id: string, cancellationReason = 'Feeling better now') {
  return call(token, 'POST', `/appointment/${id}/cancel-by-patient`, { cancellationReason });
}

function reschedule(token: string, id: string, selectedDate: string, app = ctx.app) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/appointment/${id}/reschedule`,
    payload: { selectedDate },
    headers: { authorization: token },
  });
}

async function stored(id: string) {
  const [row] = await storedRows<{
    status: string;
    payment_status: string;
    refund_status: string;
    cancellation_reason: string | null;
    rescheduled_to: string | null;
  }>(
    ctx.database.db,
    sql`select status, payment_status, refund_status, cancellation_reason, rescheduled_to from appointments where id = ${id}`,
  );
  return row!;
}

/** A patient's appointment booked online through the API, as the booking page does it. */
/** A new doctor with the evening chamber, a new patient, and the patient's pending appointment with them on `date`. */
async function pendingVisit(date: string) {
  const { id, fullName } = await doctor();
  const patient = await signedIn(ctx, 'patient');
  const booked = await createAppointment(ctx.database, {
    doctorId: id,
    patientRef: patient.patient.id,
    selectedDate: date,
  });
  return { id, fullName, patient, booked };
}

/** At 10:00 on D, a new patient books a new doctor online for `date`, as the booking page does it. */
async function bookedAt10(date: string) {
  const { id } = await doctor();
  const patient = await signedIn(ctx, 'patient');
  now = at(0, '10:00');
  return { id, patient, booked: await bookedOnline(patient, id, date) };
}

async function bookedOnline(patient: SignedIn, doctorId: string, selectedDate: string): Promise<Appointment> {
  const res = await bookOnline(call, patient, doctorId, selectedDate);
  expect(res.statusCode, res.body).toBe(201);
  return appointmentSchema.parse(res.json().data.appointment);
}

describe('POST /appointment/{id}/cancel-by-patient', () => {
  it('when a patient cancels at 14:59 for a chamber at 17:00, then it is cancelled with their reason and the desk is told', async () => {
    const { fullName, patient, booked } = await pendingVisit(D);
    now = at(0, '14:59');
    const res = await cancelOwn(patient.token, booked.id);
    expect(res.statusCode).toBe(200);
    expect(appointmentSchema.parse(res.json().data)).toMatchObject({
      _id: booked.id,
      status: 'cancelled',
      cancellationReason: 'Feeling better now',
      checkInCode: null,
    });
    const notices = await storedRows<{ message: string }>(
      ctx.database.db,
      sql`select n.message from notifications n join notification_recipients r on r.notification_id = n.id where r.user_id = ${desk.user.id}`,
    );
    expect(notices.map((n) => n.message)).toContain(
      `Test patient cancelled serial 1 with Dr. ${fullName} on ${formatDisplayDate(D)}.`,
    );
  });

  it('when it is 15:01 for a chamber at 17:00, then it is too late and nothing changes', async () => {
    const { patient, booked } = await pendingVisit(D);
    now = at(0, '15:01');
    const res = await cancelOwn(patient.token, booked.id);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(TOO_LATE_TO_CHANGE_MESSAGE);
    expect((await stored(booked.id)).status).toBe('pending');
  });

  it('when the doctor is on leave that day, then the patient may cancel at any hour', async () => {
    const { id, patient, booked } = await pendingVisit(day(1));
    const leave = await call(admin, 'POST', `/doctors/${id}/leave`, {
      from: day(1),
      to: day(1),
      reason: 'Conference abroad',
    });
    expect(leave.statusCode).toBe(201);
    now = at(1, '18:00');
    expect((await cancelOwn(patient.token, booked.id)).statusCode).toBe(200);
  });

  it('when the booking was paid online, then cancelling it refunds the payment through the gateway', async () => {
    const { patient, booked } = await bookedAt10(day(1));
    await payOnline(ctx, patient.token, booked._id);
    expect((await stored(booked._id)).payment_status).toBe('paid');
    const res = await cancelOwn(patient.token, booked._id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'cancelled', paymentStatus: 'paid', refundStatus: 'refunded' });
  });

  it("when the appointment is another patient's, unknown, or not pending, then it is a 404 or a 409 and nothing changes", async () => {
    now = at(0, '10:00');
    const { id, patient: owner, booked } = await pendingVisit(D);
    const stranger = await signedIn(ctx, 'patient');
    expect((await cancelOwn(stranger.token, booked.id)).statusCode).toBe(404);
    expect((await cancelOwn(stranger.token, '0123456789abcdef01234567')).json().message).toBe(
      (await cancelOwn(stranger.token, booked.id)).json().message,
    );
    expect((await stored(booked.id)).status).toBe('pending');
    const done = await createAppointment(ctx.database, {
      doctorId: id,
      patientRef: owner.patient.id,
      selectedDate: day(1),
      status: 'done',
    });
    const refused = await cancelOwn(owner.token, done.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This appointment is already done; it cannot be changed.');
  });

  it("when the reason is too short, then it is the cancel dialog's sentence", async () => {
    const patient = await signedIn(ctx, 'patient');
    const res = await cancelOwn(patient.token, '0123456789abcdef01234567', 'short');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Description should be 8 charecter long.');
  });
});

describe('POST /appointment/{id}/reschedule', () => {
  it('when a patient moves a booking, then the old one is kept as cancelled and points at a new one with the next serial of the new date', async () => {
    const { id, patient, booked } = await bookedAt10(day(1));
    const others = await signedIn(ctx, 'patient');
    await createAppointment(ctx.database, { doctorId: id, patientRef: others.patient.id, selectedDate: day(3) });
    await createAppointment(ctx.database, { doctorId: id, patientRef: desk.patient.id, selectedDate: day(3) });
    const res = await reschedule(patient.token, booked._id, day(3));
    expect(res.statusCode).toBe(200);
    const moved = appointmentSchema.parse(res.json().data);
    expect(res.json().message).toBe('Appointment moved. Your new serial number is 3.');
    expect(moved).toMatchObject({
      selectedDate: day(3),
      serialNo: 3,
      status: 'pending',
      consultationFee: booked.consultationFee,
      consultationMethod: 'hospital visit',
      source: 'online',
    });
    expect(moved.checkInCode).not.toBe(booked.checkInCode);
    expect(await stored(booked._id)).toMatchObject({
      status: 'cancelled',
      cancellation_reason: `Moved to ${formatDisplayDate(day(3))}`,
      rescheduled_to: moved._id,
    });

    const mine = await call(patient, 'GET', '/appointment/current-user');
    expect(mine.json().data.map((a: Appointment) => [a._id, a.status, a.rescheduledTo])).toEqual(
      expect.arrayContaining([
        [booked._id, 'cancelled', moved._id],
        [moved._id, 'pending', null],
      ]),
    );
    const sms = await storedRows(
      ctx.database.db,
      sql`select 1 from outbox where channel = 'sms' and payload->>'kind' = 'booking' and payload->>'appointmentId' = ${moved._id}`,
    );
    expect(sms).toHaveLength(1);
  });

  it('when a paid booking is moved, then the payment goes with it: paid on the new date, refundable from there', async () => {
    const { id, patient, booked } = await bookedAt10(day(1));
    await payOnline(ctx, patient.token, booked._id);
    const moved = appointmentSchema.parse((await reschedule(patient.token, booked._id, day(2))).json().data);
    expect(moved).toMatchObject({ paymentStatus: 'paid', consultationFee: booked.consultationFee });
    expect((await stored(booked._id)).payment_status).toBe('unpaid');
    const payments = await storedRows<{ appointment_id: string }>(
      ctx.database.db,
      sql`select appointment_id from payments where appointment_id in (${booked._id}, ${moved._id})`,
    );
    expect(payments.map((p) => p.appointment_id)).toEqual([moved._id]);
    const dayList = await call(desk, 'GET', `/appointment?doctor=${id}&date=${day(2)}`);
    expect(dayList.json().data.meta.totalPaidAmount).toBe(booked.consultationFee);
    const cancelled = await cancelOwn(patient.token, moved._id);
    expect(cancelled.json().data).toMatchObject({ status: 'cancelled', refundStatus: 'refunded' });
  });

  it('when the new date breaks a booking rule, then each is refused with its sentence and the booking stays where it was', async () => {
    const { id, patient, booked } = await bookedAt10(day(1));
    await call(admin, 'POST', `/doctors/${id}/leave`, { from: day(4), to: day(4), reason: 'Family wedding' });
    const friday = day(6);
    const cases: Array<[string, number, string]> = [
      [day(1), 422, SAME_DATE_MESSAGE],
      [day(4), 422, `The doctor is on leave on ${formatDisplayDate(day(4))}. Please choose another date.`],
      [friday, 422, 'This date is not available for booking with this doctor. Please choose one of the dates shown.'],
      [day(20), 422, 'This date is not available for booking with this doctor. Please choose one of the dates shown.'],
      [day(-1), 422, 'This date is not available for booking with this doctor. Please choose one of the dates shown.'],
    ];
    for (const [date, status, message] of cases) {
      const res = await reschedule(patient.token, booked._id, date);
      expect(res.statusCode, date).toBe(status);
      expect(res.json().message).toBe(message);
    }
    // The patient already has three pending bookings on day 2: the limit of one date holds for a move too.
    for (let i = 0; i < 3; i++) await bookedOnline(patient, (await doctor()).id, day(2));
    const full = await reschedule(patient.token, booked._id, day(2));
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(
      'You already have 3 pending appointments on this date. Please attend or cancel one before booking another.',
    );
    now = at(1, '15:30');
    expect((await reschedule(patient.token, booked._id, day(3))).json().message).toBe(TOO_LATE_TO_CHANGE_MESSAGE);
    expect(await stored(booked._id)).toMatchObject({ status: 'pending', rescheduled_to: null });
  });

  it("when the appointment is another patient's, then it is a 404", async () => {
    now = at(0, '10:00');
    const { booked } = await pendingVisit(day(1));
    const stranger = await signedIn(ctx, 'patient');
    const res = await reschedule(stranger.token, booked.id, day(2));
    expect(res.statusCode).toBe(404);
    expect((await stored(booked.id)).status).toBe('pending');
  });
});

describe('races on the same booking (real PostgreSQL; PGlite runs them one at a time)', () => {
  it('when the same booking is moved five times at once, then one move succeeds and one new appointment exists', async () => {
    now = at(0, '10:00');
    const { id, patient, booked } = await pendingVisit(day(1));
    const second = await ctx.openSecondApp();
    const responses = await Promise.all(
      [1, 2, 3, 4, 5].map((i) => reschedule(patient.token, booked.id, day(2), i % 2 ? second : ctx.app)),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const created = await storedRows(
      ctx.database.db,
      sql`select id from appointments where doctor_id = ${id} and selected_date = ${day(2)}`,
    );
    expect(created).toHaveLength(1);
  }, 60_000);

  it('when the patient moves a booking while the desk cancels it, then exactly one of them happens', async () => {
    const { id } = await doctor();
    const patient = await signedIn(ctx, 'patient');
    now = at(0, '10:00');
    for (let i = 0; i < 5; i++) {
      const booked = await createAppointment(ctx.database, {
        doctorId: id,
        patientRef: patient.patient.id,
        selectedDate: day(1),
      });
      const [move, cancel] = await Promise.all([
        reschedule(patient.token, booked.id, day(2)),
        call(desk, 'PUT', `/appointment/${booked.id}`, {
          updatedDoc: { status: 'cancelled', cancellationReason: 'Desk cancelled it' },
        }),
      ]);
      expect([move.statusCode, cancel.statusCode].sort()).toEqual([200, 409]);
      const row = await stored(booked.id);
      expect(row.status).toBe('cancelled');
      expect(row.rescheduled_to !== null).toBe(move.statusCode === 200);
      if (move.statusCode === 200) {
        await cancelOwn(patient.token, move.json().data._id);
      }
    }
  }, 60_000);

  it('when 20 patients move their bookings onto one date at once, then the new serials are 1 to 20', async () => {
    const { id } = await doctor();
    now = at(0, '10:00');
    const patients = await createPatientsFast(ctx.database, ctx.config.jwtSecret, 20);
    const booked = await Promise.all(
      patients.map((p) =>
        createAppointment(ctx.database, { doctorId: id, patientRef: p.patientRef, selectedDate: day(1) }),
      ),
    );
    const responses = await Promise.all(patients.map((p, i) => reschedule(p.token, booked[i]!.id, day(3))));
    expect(responses.map((r) => r.statusCode)).toEqual(patients.map(() => 200));
    const serials = responses.map((r) => r.json().data.serialNo as number).sort((a, b) => a - b);
    expect(serials).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  }, 120_000);
});
