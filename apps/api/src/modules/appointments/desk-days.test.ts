import type { FastifyInstance } from 'fastify';
import { appointmentListSchema, type AppointmentList } from '@hospital/contract/appointments';
import { addDaysToDateString, dhakaDateString } from '@hospital/contract/format';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAppointment, createDoctor, EVERY_DAY } from '../../test/factories.js';
import { apiCaller, signedIn, useTestApp, type Call } from '../../test/test-app.js';

// The desk's day list is kept ready to send per version of its day (desk-days.ts). These tests write through one
// API instance and read through another (its own pool and caches; on PostgreSQL its own connections), as two
// processes behind a load balancer would: every kind of write that changes what a card shows must reach the other.

const { ctx, attendant: desk, admin } = useTestApp({ signedIn: ['attendant', 'admin'] });
let other: FastifyInstance;
const day = () => addDaysToDateString(dhakaDateString(), 1);
beforeAll(async () => {
  other = await ctx.openSecondApp();
});

/** A request through `app`: this process's or the other one. */
const call = (app: FastifyInstance, ...request: Parameters<Call>) => apiCaller(app)(...request);

/** The day's list through `app` as a browser revalidates it: with the ETag it has, if any. */
async function readDay(app: FastifyInstance, doctorId: string, etag?: string) {
  const res = await call(app, desk.token, 'GET', `/appointment?doctor=${doctorId}&date=${day()}`, undefined, {
    headers: etag ? { 'if-none-match': etag } : {},
  });
  return {
    status: res.statusCode,
    etag: String(res.headers.etag),
    cacheControl: res.headers['cache-control'],
    list: res.statusCode === 200 ? appointmentListSchema.parse(res.json().data) : undefined,
  };
}

/**
 * Reads the day through the second instance, makes `write` through the first, and answers the list the second
 * instance sends for the ETag it had: it must be a 200, not a 304.
 */
async function afterWrite(doctorId: string, write: () => Promise<void>): Promise<AppointmentList> {
  const before = await readDay(other, doctorId);
  expect(before.status).toBe(200);
  expect((await readDay(other, doctorId, before.etag)).status).toBe(304);
  await write();
  const after = await readDay(other, doctorId, before.etag);
  expect(after.status).toBe(200);
  expect(after.etag).not.toBe(before.etag);
  // The instance that wrote agrees.
  expect((await readDay(ctx.app, doctorId)).list).toEqual(after.list);
  return after.list!;
}

async function dayWithOne() {
  const doctor = await createDoctor(ctx.database, {}, EVERY_DAY);
  const patient = await signedIn(ctx, 'patient');
  const appointment = await createAppointment(ctx.database, {
    doctorId: doctor.id,
    patientRef: patient.patient.id,
    selectedDate: day(),
  });
  return { doctor, patient, appointment };
}

describe('the day list answers 304 while its day has not changed', () => {
  it('when the desk revalidates with the ETag it has, then both instances answer 304 with no body, private to that browser', async () => {
    const { doctor } = await dayWithOne();
    const first = await readDay(ctx.app, doctor.id);
    expect(first.cacheControl).toBe('private, no-cache');
    for (const app of [ctx.app, other]) {
      const res = await call(app, desk.token, 'GET', `/appointment?doctor=${doctor.id}&date=${day()}`, undefined, {
        headers: { 'if-none-match': first.etag },
      });
      expect(res.statusCode).toBe(304);
      expect(res.body).toBe('');
    }
  });

  it('when another day or another doctor changes, then this list still answers 304', async () => {
    const { doctor } = await dayWithOne();
    const before = await readDay(other, doctor.id);
    const elsewhere = await dayWithOne();
    await call(ctx.app, desk.token, 'PUT', `/appointment/${elsewhere.appointment.id}`, {
      updatedDoc: { status: 'done' },
    });
    const today = await createAppointment(ctx.database, {
      doctorId: doctor.id,
      patientRef: elsewhere.patient.patient.id,
    });
    await call(ctx.app, desk.token, 'PUT', `/appointment/${today.id}`, { updatedDoc: { status: 'done' } });
    expect((await readDay(other, doctor.id, before.etag)).status).toBe(304);
  });
});

describe('the day list after each kind of write through another instance', () => {
  it('when a patient books online, then the other instance lists the booking', async () => {
    const doctor = await createDoctor(ctx.database, {}, EVERY_DAY);
    const patient = await signedIn(ctx, 'patient');
    const list = await afterWrite(doctor.id, async () => {
      const res = await call(ctx.app, patient.token, 'POST', '/appointment', {
        doctor: doctor.id,
        patient: patient.patient.id,
        consultationFee: 1000,
        consultationMethod: 'hospital visit',
        consultationFor: 'For Me',
        selectedDate: day(),
      });
      expect(res.statusCode).toBe(201);
    });
    expect(list.data.map((a) => [a.serialNo, a.patient._id, a.source])).toEqual([[1, patient.patient.id, 'online']]);
  });

  it('when the desk books a walk-in, then the other instance lists it', async () => {
    const { doctor } = await dayWithOne();
    const list = await afterWrite(doctor.id, async () => {
      const res = await call(ctx.app, desk.token, 'POST', '/appointment', {
        doctor: doctor.id,
        patient: '',
        contact: '01711111111',
        newPatientInfo: { name: 'Walk In Person', age: 50, gender: 'female' },
        consultationMethod: 'hospital visit',
        consultationFor: 'For Me',
        consultationFee: 0,
        selectedDate: day(),
        shortBrief: '',
      });
      expect(res.statusCode).toBe(201);
    });
    expect(list.data.map((a) => [a.serialNo, a.source])).toEqual([
      [1, 'online'],
      [2, 'walk-in'],
    ]);
    expect(list.data[1]!.patient.name).toBe('Walk In Person');
  });

  it('when the desk marks an appointment done, then the other instance shows it done and counts it', async () => {
    const { doctor, appointment } = await dayWithOne();
    const list = await afterWrite(doctor.id, async () => {
      expect(
        (await call(ctx.app, desk.token, 'PUT', `/appointment/${appointment.id}`, { updatedDoc: { status: 'done' } }))
          .statusCode,
      ).toBe(200);
    });
    expect(list.data[0]!.status).toBe('done');
    expect(list.meta.totalDoneSerial).toBe(1);
  });

  it('when the desk cancels an appointment, then the other instance shows it cancelled with the reason', async () => {
    const { doctor, appointment } = await dayWithOne();
    const list = await afterWrite(doctor.id, async () => {
      const res = await call(ctx.app, desk.token, 'PUT', `/appointment/${appointment.id}`, {
        updatedDoc: { status: 'cancelled', cancellationReason: 'Patient called to cancel' },
      });
      expect(res.statusCode).toBe(200);
    });
    expect(list.data[0]).toMatchObject({ status: 'cancelled', cancellationReason: 'Patient called to cancel' });
  });

  it('when the desk takes the fee, then the other instance shows it paid, by whom, and in the total', async () => {
    const { doctor, appointment } = await dayWithOne();
    const list = await afterWrite(doctor.id, async () => {
      const res = await call(ctx.app, desk.token, 'PUT', `/appointment/${appointment.id}`, {
        updatedDoc: { paymentStatus: 'paid', consultationFee: 800 },
      });
      expect(res.statusCode).toBe(200);
    });
    expect(list.data[0]).toMatchObject({
      paymentStatus: 'paid',
      consultationFee: 800,
      feeReceivedBy: { name: 'Test attendant' },
    });
    expect(list.meta.totalPaidAmount).toBe(800);
  });

  it('when the patient pays online through the gateway, then the other instance shows it paid', async () => {
    const { doctor, patient, appointment } = await dayWithOne();
    const list = await afterWrite(doctor.id, async () => {
      const init = await call(ctx.app, patient.token, 'POST', `/payments/init/${appointment.id}`);
      expect(init.statusCode).toBe(200);
      const page = (await ctx.app.inject({ method: 'GET', url: new URL(init.json().data.url as string).pathname }))
        .body;
      // The sandbox's Pay form posts back as the real gateway does; its browser follows the 307 with the same body.
      const [, action, inner] = /<form method="post" action="([^"]+\/pay)">([\s\S]*?)<\/form>/.exec(page)!;
      const fields = Object.fromEntries(
        [...inner!.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map(([, n, v]) => [
          n!,
          v!.replace(/&quot;/g, '"').replace(/&amp;/g, '&'),
        ]),
      );
      const post = (url: string) =>
        ctx.app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams(fields).toString(),
        });
      const first = await post(action!);
      expect((await post(String(first.headers.location))).statusCode).toBe(303);
    });
    expect(list.data[0]!.paymentStatus).toBe('paid');
  });

  it('when the desk logs a call, then the other instance shows it as the last call on the card', async () => {
    const { doctor, appointment } = await dayWithOne();
    const list = await afterWrite(doctor.id, async () => {
      const res = await call(ctx.app, desk.token, 'POST', '/appointment/create-call-log', {
        appointmentId: appointment.id,
        comment: 'Confirmed for 6 pm',
      });
      expect(res.statusCode).toBe(201);
    });
    expect(list.data[0]!.lastCallLog).toMatchObject({
      comment: 'Confirmed for 6 pm',
      user: { name: 'Test attendant' },
    });
  });

  it("when an admin corrects the patient's details, then the other instance shows the corrected card", async () => {
    const { doctor, patient } = await dayWithOne();
    const list = await afterWrite(doctor.id, async () => {
      const res = await call(ctx.app, admin.token, 'PUT', `/patients/update/${patient.patient.id}`, {
        updatedInfo: { name: 'Corrected Name', age: 41, weight: 62 },
      });
      expect(res.statusCode).toBe(200);
    });
    expect(list.data[0]!.patient).toMatchObject({ name: 'Corrected Name', age: 41, weight: 62 });
  });

  it("when an admin edits the doctor, then the other instance shows the doctor's new name on the card", async () => {
    const { doctor } = await dayWithOne();
    const list = await afterWrite(doctor.id, async () => {
      const res = await call(ctx.app, admin.token, 'PUT', `/doctors/${doctor.id}`, {
        title: 'Prof. Dr.',
        fullName: 'Renamed Doctor',
        speciality: 'Medicine',
        about: 'Sees patients.',
        consultationFee: 1000,
        availableFor: ['hospital visit', 'video'],
        currentWorkDesignation: 'Professor',
        currentWorkDepartment: 'Internal Medicine',
        currentWorkStation: 'Test Hospital',
        degrees: ['MBBS'],
        tags: [{ name: 'Fever' }],
      });
      expect(res.statusCode).toBe(200);
    });
    expect(list.data[0]!.doctor).toMatchObject({ title: 'Prof. Dr.', fullName: 'Renamed Doctor' });
  });

  it('when an admin puts the doctor on leave that day, then the other instance marks the appointment', async () => {
    const { doctor } = await dayWithOne();
    const list = await afterWrite(doctor.id, async () => {
      const res = await call(ctx.app, admin.token, 'POST', `/doctors/${doctor.id}/leave`, {
        from: day(),
        to: day(),
        reason: 'Conference in Chattogram',
      });
      expect(res.statusCode).toBe(201);
    });
    expect(list.data[0]!.doctorOnLeave).toBe(true);
  });

  it("when a doctor marks their own appointment done, then the other instance's lists, the desk's and the doctor's own, show it", async () => {
    const { doctor, appointment } = await dayWithOne();
    const account = await signedIn(ctx, 'doctor', { doctorRef: doctor.id });
    const own = (etag?: string) =>
      call(other, account.token, 'GET', `/appointment/doctor?date=${day()}`, undefined, {
        headers: etag ? { 'if-none-match': etag } : {},
      });
    const before = await own();
    const list = await afterWrite(doctor.id, async () => {
      expect(
        (
          await call(ctx.app, account.token, 'PUT', `/appointment/${appointment.id}`, {
            updatedDoc: { status: 'done' },
          })
        ).statusCode,
      ).toBe(200);
    });
    expect(list.data[0]!.status).toBe('done');
    const after = await own(String(before.headers.etag));
    expect(after.statusCode).toBe(200);
    expect(appointmentListSchema.parse(after.json().data).data[0]!.status).toBe('done');
  });
});
