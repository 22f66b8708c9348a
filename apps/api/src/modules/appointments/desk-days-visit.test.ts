import type { FastifyInstance } from 'fastify';
import { appointmentListSchema, appointmentSchema, type AppointmentList } from '@hospital/contract/appointments';
import { familyMemberSchema } from '@hospital/contract/patients';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAppointment } from '../../test/factories.js';
import { at, createEveningDoctor, D, day } from '../../test/visit-day.js';
import { payOnline } from '../../test/sandbox-payment.js';
import { apiCaller, type Call, signedIn, useTestApp } from '../../test/test-app.js';

// The visit day's writes change what the desk's cards show: who was called, who arrived, a patient's own
// cancellation or move (both days), the payment a move carries, a family member's details and who booked for them.
// Each must make the desk's day list current on every process (desk-days.ts, docs/decisions/0022): written through
// one instance, read through another (on PostgreSQL its own connections and caches), the browser's ETag gets a 304
// before the write and the new list (200) after it. The clock is pinned: "today" is D, a Saturday at least two days
// from now, 10:00 in Dhaka, and the chamber runs 17:00 to 21:00 every day but Friday.

const now = at(0, '10:00');

const { ctx, attendant: desk } = useTestApp({ clock: () => now, signedIn: ['attendant'] });
let other: FastifyInstance;
beforeAll(async () => {
  other = await ctx.openSecondApp();
});

/** A request through `app`: this process's or the other one. */
const call = (app: FastifyInstance, ...request: Parameters<Call>) => apiCaller(app)(...request);

/** A day's list of one doctor through `app`, as a browser revalidates it: with the ETag it has, if any. */
async function readDay(app: FastifyInstance, doctorId: string, date: string, etag?: string) {
  const res = await call(app, desk.token, 'GET', `/appointment?doctor=${doctorId}&date=${date}`, undefined, {
    headers: etag ? { 'if-none-match': etag } : {},
  });
  return {
    status: res.statusCode,
    etag: String(res.headers.etag),
    list: res.statusCode === 200 ? appointmentListSchema.parse(res.json().data) : undefined,
  };
}

/**
 * Reads each of `dates` through the second instance (and revalidates: 304), makes `write` through the first, and
 * answers the lists the second instance then sends for the ETags it had: each must be a 200 with a new ETag, and the
 * instance that wrote must agree.
 */
async function afterWrite(doctorId: string, dates: string[], write: () => Promise<void>): Promise<AppointmentList[]> {
  const before = [];
  for (const date of dates) {
    const read = await readDay(other, doctorId, date);
    expect(read.status).toBe(200);
    expect((await readDay(other, doctorId, date, read.etag)).status).toBe(304);
    before.push(read);
  }
  await write();
  const lists = [];
  for (const [i, date] of dates.entries()) {
    const after = await readDay(other, doctorId, date, before[i]!.etag);
    expect(after.status, date).toBe(200);
    expect(after.etag).not.toBe(before[i]!.etag);
    expect((await readDay(ctx.app, doctorId, date)).list).toEqual(after.list);
    lists.push(after.list!);
  }
  return lists;
}

async function today(count: number) {
  const doctor = await createEveningDoctor(ctx.database);
  const patients = [];
  for (let i = 0; i < count; i++) {
    const patient = await signedIn(ctx, 'patient');
    const appointment = await createAppointment(ctx.database, {
      doctorId: doctor.id,
      patientRef: patient.patient.id,
      selectedDate: D,
    });
    patients.push({ patient, appointment });
  }
  return { doctor, patients };
}

const cardOf = (list: AppointmentList, id: string) => list.data.find((a) => a._id === id)!;

describe("the desk's day list after the queue moves, through another instance", () => {
  it('when the desk calls the next patient, then the card shows them called', async () => {
    const { doctor, patients } = await today(2);
    const [list] = await afterWrite(doctor.id, [D], async () => {
      expect((await call(ctx.app, desk.token, 'POST', `/queue/${doctor.id}/call-next`)).statusCode).toBe(200);
    });
    expect(cardOf(list!, patients[0]!.appointment.id).calledAt).not.toBeNull();
    expect(cardOf(list!, patients[1]!.appointment.id).calledAt).toBeNull();
  });

  it('when the desk calls the same serial again, then the card shows the new call', async () => {
    const { doctor, patients } = await today(1);
    expect((await call(ctx.app, desk.token, 'POST', `/queue/${doctor.id}/call-next`)).statusCode).toBe(200);
    const first = cardOf((await readDay(other, doctor.id, D)).list!, patients[0]!.appointment.id).calledAt!;
    await new Promise((resolve) => setTimeout(resolve, 5));
    const [list] = await afterWrite(doctor.id, [D], async () => {
      expect((await call(ctx.app, desk.token, 'POST', `/queue/${doctor.id}/recall`)).statusCode).toBe(200);
    });
    expect(new Date(cardOf(list!, patients[0]!.appointment.id).calledAt!).getTime()).toBeGreaterThan(
      new Date(first).getTime(),
    );
  });

  it('when the desk skips the one being served, then their card is no longer called and the next one is', async () => {
    const { doctor, patients } = await today(2);
    expect((await call(ctx.app, desk.token, 'POST', `/queue/${doctor.id}/call-next`)).statusCode).toBe(200);
    const [list] = await afterWrite(doctor.id, [D], async () => {
      expect((await call(ctx.app, desk.token, 'POST', `/queue/${doctor.id}/skip`)).statusCode).toBe(200);
    });
    expect(cardOf(list!, patients[0]!.appointment.id).calledAt).toBeNull();
    expect(cardOf(list!, patients[1]!.appointment.id).calledAt).not.toBeNull();
  });
});

describe("the desk's day list after a check-in, through another instance", () => {
  it("when the desk scans the patient's QR code, then the card shows them arrived", async () => {
    const { doctor, patients } = await today(1);
    const { patient, appointment } = patients[0]!;
    const mine = await call(ctx.app, patient.token, 'GET', '/appointment/current-user');
    const code = appointmentSchema.parse(mine.json().data[0]).checkInCode!;
    const [list] = await afterWrite(doctor.id, [D], async () => {
      expect((await call(ctx.app, desk.token, 'POST', '/appointment/check-in', { code })).statusCode).toBe(200);
    });
    expect(cardOf(list!, appointment.id).arrivedAt).not.toBeNull();
  });

  it('when the desk marks a patient arrived by hand, then the card shows them arrived', async () => {
    const { doctor, patients } = await today(1);
    const [list] = await afterWrite(doctor.id, [D], async () => {
      expect(
        (await call(ctx.app, desk.token, 'POST', `/appointment/${patients[0]!.appointment.id}/arrived`)).statusCode,
      ).toBe(200);
    });
    expect(cardOf(list!, patients[0]!.appointment.id).arrivedAt).not.toBeNull();
  });
});

describe("the desk's day list after a patient changes their own booking, through another instance", () => {
  it('when a patient cancels their booking, then the card shows it cancelled with their reason', async () => {
    const { doctor, patients } = await today(1);
    const { patient, appointment } = patients[0]!;
    const [list] = await afterWrite(doctor.id, [D], async () => {
      const res = await call(ctx.app, patient.token, 'POST', `/appointment/${appointment.id}/cancel-by-patient`, {
        cancellationReason: 'Feeling better now',
      });
      expect(res.statusCode).toBe(200);
    });
    expect(cardOf(list!, appointment.id)).toMatchObject({
      status: 'cancelled',
      cancellationReason: 'Feeling better now',
    });
  });

  it('when a patient moves a paid booking, then the old day shows it moved and no longer paid, and the new day lists it paid', async () => {
    const doctor = await createEveningDoctor(ctx.database);
    const patient = await signedIn(ctx, 'patient');
    const booked = await call(ctx.app, patient.token, 'POST', '/appointment', {
      doctor: doctor.id,
      patient: patient.patient.id,
      consultationFee: 0,
      consultationMethod: 'hospital visit',
      consultationFor: 'For Me',
      selectedDate: D,
    });
    expect(booked.statusCode).toBe(201);
    const id = appointmentSchema.parse(booked.json().data.appointment)._id;
    await payOnline(ctx, patient.token, id);
    expect((await readDay(other, doctor.id, D)).list!.meta.totalPaidAmount).toBe(doctor.consultationFee);

    let movedTo = '';
    const [oldDay, newDay] = await afterWrite(doctor.id, [D, day(2)], async () => {
      const res = await call(ctx.app, patient.token, 'POST', `/appointment/${id}/reschedule`, { selectedDate: day(2) });
      expect(res.statusCode).toBe(200);
      movedTo = appointmentSchema.parse(res.json().data)._id;
    });
    expect(cardOf(oldDay!, id)).toMatchObject({ status: 'cancelled', paymentStatus: 'unpaid', rescheduledTo: movedTo });
    expect(oldDay!.meta.totalPaidAmount).toBe(0);
    expect(cardOf(newDay!, movedTo)).toMatchObject({
      status: 'pending',
      paymentStatus: 'paid',
      serialNo: 1,
      selectedDate: day(2),
    });
  });
});

describe("the desk's day list and family members, through another instance", () => {
  it("when an account holder books for a family member and then corrects the member's details, then the card says who booked it and shows the correction", async () => {
    const doctor = await createEveningDoctor(ctx.database);
    const holder = await signedIn(ctx, 'patient');
    const added = await call(ctx.app, holder.token, 'POST', '/patients/family', {
      name: 'Ayaan Rahman',
      age: 6,
      gender: 'male',
      relation: 'child',
    });
    expect(added.statusCode).toBe(201);
    const member = familyMemberSchema.parse(added.json().data);

    const [booked] = await afterWrite(doctor.id, [day(1)], async () => {
      const res = await call(ctx.app, holder.token, 'POST', '/appointment', {
        doctor: doctor.id,
        patient: member._id,
        consultationFee: 0,
        consultationMethod: 'hospital visit',
        consultationFor: 'Family Member',
        selectedDate: day(1),
      });
      expect(res.statusCode).toBe(201);
    });
    expect(booked!.data[0]).toMatchObject({
      patient: { _id: member._id, name: 'Ayaan Rahman', age: 6 },
      bookedBy: { name: holder.user.name },
    });

    const [corrected] = await afterWrite(doctor.id, [day(1)], async () => {
      const res = await call(ctx.app, holder.token, 'PUT', `/patients/family/${member._id}`, {
        name: 'Ayaan Rahman Khan',
        age: 7,
        gender: 'male',
        relation: 'child',
        weight: 22,
      });
      expect(res.statusCode).toBe(200);
    });
    expect(corrected!.data[0]!.patient).toMatchObject({ name: 'Ayaan Rahman Khan', age: 7, weight: 22 });
  });
});
