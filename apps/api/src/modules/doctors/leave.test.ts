import { addDaysToDateString, dhakaDateString } from '@hospital/contract/format';
import { LEAVE_ORDER_MESSAGE, LEAVE_TOO_LONG_MESSAGE } from '@hospital/contract/leave';
import { describe, expect, it } from 'vitest';
import { sql, storedRows } from '../../db/testing.js';
import { createAppointment, createDoctor, createPatientsFast } from '../../test/factories.js';
import { bookAtDesk, bookOnline, signedIn, useTestApp } from '../../test/test-app.js';
import { doctorOnLeave } from '../appointments/appointments.messages.js';
import { DOCTOR_ON_LEAVE_NO_PAYMENT } from '../payments/payment-service.js';
import { LEAVE_IN_PAST, NOT_YOUR_LEAVE } from './doctors.messages.js';

// Leave days: gone from the available dates, refused for
// booking with a sentence that says why, and the pending appointments inside them handed to the desk.

const { ctx, admin, call } = useTestApp({ signedIn: ['admin'] });

const inDays = (n: number) => addDaysToDateString(dhakaDateString(), n);
const availableDates = async (doctorId: string) =>
  (await call(undefined, 'GET', `/doctors/single-doctor/${doctorId}`)).json().data.availableDates as string[];

describe('adding leave', () => {
  it('when an admin adds leave, then its days leave the available dates, the pending appointments inside come back, and the desk is told', async () => {
    const doctor = await createDoctor(ctx.database, { fullName: 'Leave Taker' });
    const patient = await signedIn(ctx, 'patient');
    const inside = await createAppointment(ctx.database, {
      doctorId: doctor.id,
      patientRef: patient.patient.id,
      selectedDate: inDays(3),
    });
    await createAppointment(ctx.database, {
      doctorId: doctor.id,
      patientRef: patient.patient.id,
      selectedDate: inDays(5),
    });
    expect(await availableDates(doctor.id)).toContain(inDays(3));

    const res = await call(admin, 'POST', `/doctors/${doctor.id}/leave`, {
      from: inDays(2),
      to: inDays(4),
      reason: 'Conference in Chattogram',
    });
    expect(res.statusCode).toBe(201);
    const { leave, affected } = res.json().data as {
      leave: { from: string; to: string };
      affected: Array<{ _id: string }>;
    };
    expect(leave).toMatchObject({ from: inDays(2), to: inDays(4), doctorId: doctor.id });
    expect(affected.map((a) => a._id)).toEqual([inside.id]);

    const dates = await availableDates(doctor.id);
    for (const day of [2, 3, 4]) expect(dates).not.toContain(inDays(day));
    expect(dates).toContain(inDays(5));
    // Nothing to pay for until the desk has moved or cancelled it.
    const pay = await call(patient, 'POST', `/payments/init/${inside.id}`);
    expect(pay.statusCode).toBe(409);
    expect(pay.json().message).toBe(DOCTOR_ON_LEAVE_NO_PAYMENT);
    // The desk's day list marks the appointment, so the card can say so.
    const desk = await signedIn(ctx, 'attendant');
    const day = (await call(desk, 'GET', `/appointment?date=${inDays(3)}`)).json().data.data as Array<{
      _id: string;
      doctorOnLeave: boolean;
    }>;
    expect(day.find((a) => a._id === inside.id)?.doctorOnLeave).toBe(true);
    const [notice] = await storedRows<{ message: string }>(
      ctx.database.db,
      sql`select message from notifications order by created_at desc limit 1`,
    );
    expect(notice!.message).toContain('Leave Taker is on leave');
    expect(notice!.message).toContain('1 pending appointment needs');
  });

  it('when someone books a leave day, online or at the desk, then the answer says the doctor is on leave and nothing is stored', async () => {
    const doctor = await createDoctor(ctx.database, { fullName: 'Away Doctor' });
    await call(admin, 'POST', `/doctors/${doctor.id}/leave`, { from: inDays(1), to: inDays(1), reason: 'Family' });
    const patient = await signedIn(ctx, 'patient');
    const online = await bookOnline(call, patient, doctor.id, inDays(1));
    expect(online.statusCode).toBe(422);
    expect(online.json().errorSources).toEqual([{ path: 'selectedDate', message: doctorOnLeave(inDays(1)) }]);
    const desk = await signedIn(ctx, 'attendant');
    const walkIn = await bookAtDesk(call, desk, patient, doctor.id, inDays(1));
    expect(walkIn.statusCode).toBe(422);
    expect(walkIn.json().message).toBe(doctorOnLeave(inDays(1)));
    const [count] = await storedRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from appointments where doctor_id = ${doctor.id}`,
    );
    expect(count!.n).toBe(0);
  });

  it('when the leave ends before it starts, runs over 90 days or starts in the past, then it is a 400 on the field and nothing is stored', async () => {
    const doctor = await createDoctor(ctx.database);
    const backwards = await call(admin, 'POST', `/doctors/${doctor.id}/leave`, {
      from: inDays(4),
      to: inDays(2),
      reason: 'Backwards',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errorSources).toEqual([{ path: 'to', message: LEAVE_ORDER_MESSAGE }]);
    const tooLong = await call(admin, 'POST', `/doctors/${doctor.id}/leave`, {
      from: inDays(1),
      to: inDays(91),
      reason: 'Sabbatical',
    });
    expect(tooLong.json().errorSources).toEqual([{ path: 'to', message: LEAVE_TOO_LONG_MESSAGE }]);
    const past = await call(admin, 'POST', `/doctors/${doctor.id}/leave`, {
      from: inDays(-1),
      to: inDays(2),
      reason: 'Late',
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().errorSources).toEqual([{ path: 'from', message: LEAVE_IN_PAST }]);
    expect((await call(admin, 'GET', `/doctors/${doctor.id}/leave`)).json().data).toEqual([]);
  });

  it('when leave is added while bookings for that day arrive, then every booking stored inside it is in the answer the desk got', async () => {
    const doctor = await createDoctor(ctx.database, { fullName: 'Raced Leave' });
    const patients = await createPatientsFast(ctx.database, ctx.config.jwtSecret, 30);
    const day = inDays(6);
    const bookings = patients.map((p) => bookOnline(call, p, doctor.id, day));
    const leave = call(admin, 'POST', `/doctors/${doctor.id}/leave`, { from: day, to: day, reason: 'Called away' });
    const [leaveAnswer, ...answers] = await Promise.all([leave, ...bookings]);
    expect(leaveAnswer!.statusCode).toBe(201);
    for (const answer of answers) expect([201, 422]).toContain(answer.statusCode);
    const told = new Set((leaveAnswer!.json().data.affected as Array<{ _id: string }>).map((a) => a._id));
    const stored = await storedRows<{ id: string }>(
      ctx.database.db,
      sql`select id from appointments where doctor_id = ${doctor.id} and selected_date = ${day} and status = 'pending'`,
    );
    expect(stored.filter((row) => !told.has(row.id))).toEqual([]);
  });
});

describe('who manages leave', () => {
  it("when a doctor adds their own leave, then it is accepted; another doctor's is refused", async () => {
    const mine = await createDoctor(ctx.database, { fullName: 'Own Leave' });
    const other = await createDoctor(ctx.database, { fullName: 'Not Mine' });
    const doctor = await signedIn(ctx, 'doctor', { doctorRef: mine.id });
    expect(
      (await call(doctor, 'POST', `/doctors/${mine.id}/leave`, { from: inDays(3), to: inDays(3), reason: 'Training' }))
        .statusCode,
    ).toBe(201);
    const refused = await call(doctor, 'POST', `/doctors/${other.id}/leave`, {
      from: inDays(3),
      to: inDays(3),
      reason: 'Training',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(NOT_YOUR_LEAVE);
    expect((await call(doctor, 'GET', `/doctors/${other.id}/leave`)).statusCode).toBe(403);
  });

  it('when leave is listed and removed, then only upcoming leave shows and a removed day is offered again', async () => {
    const doctor = await createDoctor(ctx.database, { fullName: 'Changed Plans' });
    const added = await call(admin, 'POST', `/doctors/${doctor.id}/leave`, {
      from: inDays(2),
      to: inDays(2),
      reason: 'Exam duty',
    });
    const leaveId = added.json().data.leave._id as string;
    expect(
      (await call(admin, 'GET', `/doctors/${doctor.id}/leave`)).json().data.map((l: { _id: string }) => l._id),
    ).toEqual([leaveId]);
    expect(await availableDates(doctor.id)).not.toContain(inDays(2));

    expect((await call(admin, 'DELETE', `/doctors/${doctor.id}/leave/${leaveId}`)).statusCode).toBe(200);
    expect(await availableDates(doctor.id)).toContain(inDays(2));
    expect((await call(admin, 'DELETE', `/doctors/${doctor.id}/leave/${leaveId}`)).statusCode).toBe(404);
  });
});
