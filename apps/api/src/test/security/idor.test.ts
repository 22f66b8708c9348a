import { sql } from '../../db/testing.js';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { FORBIDDEN_MESSAGE } from '../../lib/app-error.js';
import { createAppointment } from '../factories.js';
import { useTestApp } from '../test-app.js';
import { buildWorld, injectAs, rows, today, tomorrow, type SignedIn, type World } from './world.js';

/**
 * Insecure direct object references: one caller naming another's records by id. Each attempt must fail
 * with 404 (the record's existence is not revealed) or 403 (the role may not use the route at all), and
 * the database must be exactly as it was (docs/architecture.md §6).
 */
const { ctx, call } = useTestApp();
let world: World;
let a: SignedIn; // patient A, the attacker
let b: SignedIn; // patient B, the victim
let bDoneVisit: { id: string };
beforeAll(async () => {
  world = await buildWorld(ctx);
  a = world.users.patient;
  b = world.otherPatient;
  bDoneVisit = await createAppointment(ctx.database, {
    doctorId: world.otherDoctor.id,
    patientRef: b.patient.id,
    status: 'done',
  });
});

/** Every row an attack could touch (presence timestamps excluded: they move on any doctor's request). */
async function snapshot() {
  return {
    users: await rows(
      ctx,
      sql`select id, email, role, name, password_hash, patient_ref, doctor_ref from users order by id`,
    ),
    patients: await rows(ctx, sql`select * from patients order by id`),
    appointments: await rows(ctx, sql`select * from appointments order by id`),
    payments: await rows(ctx, sql`select * from payments order by id`),
    reviews: await rows(ctx, sql`select * from reviews order by id`),
    callbacks: await rows(ctx, sql`select * from callbacks order by id`),
    slotRequests: await rows(ctx, sql`select * from slot_requests order by id`),
    callLogs: await rows(ctx, sql`select * from call_logs order by id`),
    readMarks: await rows(ctx, sql`select * from notification_recipients order by notification_id, user_id`),
    queueDays: await rows(ctx, sql`select * from queue_days order by doctor_id, selected_date`),
    boardLinks: await rows(ctx, sql`select * from board_links order by id`),
    prescriptions: await rows(ctx, sql`select * from prescriptions order by id`),
  };
}

/** Sends the attempt and checks that it was refused with `status` and left every row as it was. */
async function refused(who: SignedIn, options: InjectOptions, status: 403 | 404) {
  const before = await snapshot();
  const res = await injectAs(ctx, who, options);
  expect(res.statusCode, `${options.method} ${options.url}: ${res.body}`).toBe(status);
  expect(res.json()).toMatchObject({ success: false, statusCode: status });
  if (status === 403) expect(res.json().message).toBe(FORBIDDEN_MESSAGE);
  expect(await snapshot()).toEqual(before);
  return res;
}

describe("a patient and another patient's records", () => {
  it("when A asks for B's profile by _id, email (any case) or Holder ID, then each is a 404 that shows nothing of B", async () => {
    for (const id of [b.patient.id, b.email, b.email.toUpperCase(), b.patient.patientId]) {
      const res = await refused(a, { method: 'GET', url: `/api/v1/patients/${encodeURIComponent(id)}` }, 404);
      for (const secret of [b.patient.id, b.patient.patientId, b.email, b.patient.name])
        expect(res.body).not.toContain(secret);
    }
    const own = await call(a, 'GET', '/patients/me');
    expect(own.json().data._id).toBe(a.patient.id);
  });

  it('when pharmacists, delivery staff and marketers ask for a patient, then it is the same 404 (only their own record)', async () => {
    for (const role of ['pharmacist', 'deliveryboy', 'marketer'] as const) {
      await refused(world.users[role], { method: 'GET', url: `/api/v1/patients/${b.patient.id}` }, 404);
      await refused(world.users[role], { method: 'GET', url: `/api/v1/patients/${encodeURIComponent(b.email)}` }, 404);
    }
  });

  it("when A lists their appointments, then only A's come back", async () => {
    const res = await call(a, 'GET', '/appointment/current-user');
    expect(res.statusCode).toBe(200);
    const list = res.json().data as Array<{ _id: string; patient: { _id: string } }>;
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((item) => item.patient._id === a.patient.id)).toBe(true);
    expect(list.map((item) => item._id)).not.toContain(world.appointments.otherPatient.id);
    expect(res.body).not.toContain(b.patient.id);
  });

  it("when A asks for B's appointment by id, then it is the same 404 as an appointment that does not exist", async () => {
    const theirs = await refused(
      a,
      { method: 'GET', url: `/api/v1/appointment/current-user/${world.appointments.otherPatient.id}` },
      404,
    );
    const missing = await refused(
      a,
      { method: 'GET', url: '/api/v1/appointment/current-user/0123456789abcdef01234567' },
      404,
    );
    expect(theirs.json()).toEqual(missing.json());
    for (const secret of [b.patient.id, b.patient.patientId, b.patient.name]) expect(theirs.body).not.toContain(secret);
    const own = await call(a, 'GET', `/appointment/current-user/${world.appointments.tomorrow.id}`);
    expect(own.json().data).toMatchObject({ _id: world.appointments.tomorrow.id, patient: { _id: a.patient.id } });
  });

  it("when B asks for the appointment of A's payment by its transaction id, then it is the same 404 as an unknown one", async () => {
    const theirs = await refused(b, { method: 'GET', url: `/api/v1/payments/transaction/${world.tranId}` }, 404);
    const unknown = await refused(b, { method: 'GET', url: '/api/v1/payments/transaction/HSPNOSUCHPAYMENT' }, 404);
    expect(theirs.json()).toEqual(unknown.json());
    expect(theirs.body).not.toContain(a.patient.id);
    const own = await call(a, 'GET', `/payments/transaction/${world.tranId}`);
    expect(own.json().data).toMatchObject({ _id: world.appointments.tomorrow.id });
  });

  it("when A names B's done visit in a review of B's doctor, then it is refused as never visited and nothing is added", async () => {
    const before = await snapshot();
    const res = await call(a, 'POST', '/reviews/create-review', {
      doctorId: world.otherDoctor.id,
      appointmentId: bDoneVisit.id,
      rating: 1,
      review: 'Not my visit',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('You can review a doctor after a completed visit with them.');
    expect(await snapshot()).toEqual(before);
  });

  it("when A starts a payment for B's appointment, then it is a 404 and no payment is created", async () => {
    await refused(a, { method: 'POST', url: `/api/v1/payments/init/${world.appointments.otherPatient.id}` }, 404);
  });

  it("when A books on B's patient record, then it is a 404 and nothing is booked", async () => {
    const payload = {
      doctor: world.doctor.id,
      patient: b.patient.id,
      consultationFee: 1000,
      consultationMethod: 'hospital visit',
      consultationFor: 'For Me',
      selectedDate: tomorrow(),
    };
    await refused(a, { method: 'POST', url: '/api/v1/appointment', payload }, 404);
  });

  it.each([
    ['done', { status: 'done' }],
    ['cancelled', { status: 'cancelled', cancellationReason: 'Cancelled by someone else' }],
    ['paid', { paymentStatus: 'paid', consultationFee: 0 }],
  ])(
    "when A marks B's appointment %s, then it is refused (403) and the appointment is unchanged",
    async (_name, updatedDoc) => {
      await refused(
        a,
        { method: 'PUT', url: `/api/v1/appointment/${world.appointments.otherPatient.id}`, payload: { updatedDoc } },
        403,
      );
    },
  );

  it("when A reviews the doctor B saw (with B's done visit), then it is refused and no review is added", async () => {
    const before = await snapshot();
    const res = await call(a, 'POST', '/reviews/create-review', {
      doctorId: world.otherDoctor.id,
      rating: 1,
      review: 'Never saw this doctor.',
      appointmentId: bDoneVisit.id,
    });
    // A has no done visit of their own with this doctor: the domain refusal (409), never B's visit.
    expect(res.statusCode).toBe(409);
    expect(await snapshot()).toEqual(before);
  });

  it('when a patient tries the desk and admin lists and decisions, then each is a 403 and nothing changes', async () => {
    const attempts: InjectOptions[] = [
      { method: 'GET', url: '/api/v1/callback/all-callback' },
      {
        method: 'PUT',
        url: `/api/v1/callback/update-remarks/${world.callbackId}`,
        payload: { updatedDoc: { remarks: 'Answered.' } },
      },
      { method: 'GET', url: '/api/v1/marketer/get-slot-requests?days=90&status=pending' },
      { method: 'PATCH', url: '/api/v1/marketer/approve-slot-request', payload: { requestId: world.slotRequestId } },
      { method: 'PATCH', url: '/api/v1/marketer/reject-slot-request', payload: { requestId: world.slotRequestId } },
      { method: 'GET', url: `/api/v1/appointment?date=${today()}` },
      { method: 'GET', url: `/api/v1/appointment/get-call-log?appointmentId=${world.appointments.otherPatient.id}` },
      {
        method: 'POST',
        url: '/api/v1/appointment/create-call-log',
        payload: { appointmentId: world.appointments.otherPatient.id, comment: 'Spoofed.' },
      },
      { method: 'GET', url: `/api/v1/patients/contact/${b.patient.contact}` },
      { method: 'GET', url: `/api/v1/appointment/records/${b.patient.id}` },
      {
        method: 'PUT',
        url: `/api/v1/patients/update/${b.patient.id}`,
        payload: { updatedInfo: { name: 'Renamed', age: 30 } },
      },
      { method: 'GET', url: '/api/v1/notification' },
      { method: 'POST', url: `/api/v1/notification/${world.notificationId}` },
    ];
    for (const role of ['patient', 'pharmacist', 'deliveryboy', 'marketer'] as const) {
      // The pharmacist has a bell of their own (new medicine orders), never the desk's notices.
      const theirs =
        role === 'pharmacist' ? attempts.filter((a) => !String(a.url).includes('/notification')) : attempts;
      for (const attempt of theirs) await refused(world.users[role], attempt, 403);
    }
    const bell = await call(world.users.pharmacist, 'GET', '/notification');
    expect(bell.json().data.map((n: { _id: string }) => n._id)).not.toContain(world.notificationId);
    const mark = await call(world.users.pharmacist, 'POST', `/notification/${world.notificationId}`);
    expect(mark.statusCode).toBe(404);
  });
});

describe("the visit day: a patient and another patient's bookings and family", () => {
  let bMember: string;
  beforeAll(async () => {
    const res = await call(b, 'POST', '/patients/family', {
      name: 'Rafi Karim',
      age: 9,
      gender: 'male',
      relation: 'child',
    });
    bMember = res.json().data._id as string;
  });

  it("when A cancels or moves B's appointment, then each is a 404 that changes nothing", async () => {
    const id = world.appointments.otherPatient.id;
    await refused(
      a,
      {
        method: 'POST',
        url: `/api/v1/appointment/${id}/cancel-by-patient`,
        payload: { cancellationReason: 'Not my booking at all' },
      },
      404,
    );
    await refused(
      a,
      { method: 'POST', url: `/api/v1/appointment/${id}/reschedule`, payload: { selectedDate: tomorrow() } },
      404,
    );
  });

  it("when A changes, removes or books for B's family member, then each is a 404 that changes nothing", async () => {
    await refused(
      a,
      {
        method: 'PUT',
        url: `/api/v1/patients/family/${bMember}`,
        payload: { name: 'Taken over', age: 9, gender: 'male', relation: 'child' },
      },
      404,
    );
    await refused(a, { method: 'DELETE', url: `/api/v1/patients/family/${bMember}` }, 404);
    const payload = {
      doctor: world.doctor.id,
      patient: bMember,
      consultationFee: 0,
      consultationMethod: 'hospital visit',
      consultationFor: 'Family Member',
      selectedDate: tomorrow(),
    };
    await refused(a, { method: 'POST', url: '/api/v1/appointment', payload }, 404);
    const list = await call(a, 'GET', '/patients/family');
    expect(list.body).not.toContain(bMember);
  });

  it("when A reads their live view, then B's visits are not in it", async () => {
    const res = await call(a, 'GET', '/appointment/live');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(world.appointments.otherPatient.id);
    expect(res.body).not.toContain(b.patient.id);
  });

  it("when a doctor reads or moves another doctor's queue, then it is refused and the queue is unchanged", async () => {
    for (const options of [
      { method: 'GET', url: `/api/v1/queue/${world.otherDoctor.id}` },
      { method: 'POST', url: `/api/v1/queue/${world.otherDoctor.id}/call-next` },
      { method: 'POST', url: `/api/v1/queue/${world.otherDoctor.id}/skip` },
    ] as const) {
      const before = await snapshot();
      const res = await injectAs(ctx, world.users.doctor, options);
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain(world.appointments.otherPatient.id);
      expect(await snapshot()).toEqual(before);
    }
  });
});

describe("a doctor and another doctor's appointments", () => {
  it("when a doctor lists their day (any date), then no other doctor's appointment is in it", async () => {
    for (const search of [
      `?date=${today()}`,
      `?date=${tomorrow()}`,
      '',
      `?date=${today()}&doctor=${world.otherDoctor.id}`,
    ]) {
      const res = await call(world.users.doctor, 'GET', `/appointment/doctor${search}`);
      expect(res.statusCode).toBe(200);
      const list = res.json().data.data as Array<{ _id: string; doctor: { _id: string } }>;
      expect(list.every((item) => item.doctor._id === world.doctor.id)).toBe(true);
      expect(list.map((item) => item._id)).not.toContain(world.appointments.otherPatient.id);
    }
    const other = await call(world.otherDoctorUser, 'GET', '/appointment/doctor');
    const theirs = other.json().data.data as Array<{ _id: string; doctor: { _id: string } }>;
    expect(theirs.map((item) => item._id)).toContain(world.appointments.otherPatient.id);
    expect(theirs.every((item) => item.doctor._id === world.otherDoctor.id)).toBe(true);
  });

  it("when a doctor marks another doctor's appointment done, then it is a 404 and it stays pending", async () => {
    await refused(
      world.users.doctor,
      {
        method: 'PUT',
        url: `/api/v1/appointment/${world.appointments.otherPatient.id}`,
        payload: { updatedDoc: { status: 'done' } },
      },
      404,
    );
    const [row] = await rows<{ status: string }>(
      ctx,
      sql`select status from appointments where id = ${world.appointments.otherPatient.id}`,
    );
    expect(row!.status).toBe('pending');
  });

  it('when a doctor opens the records of a patient who only sees another doctor, then it is a 404', async () => {
    const res = await refused(
      world.users.doctor,
      { method: 'GET', url: `/api/v1/appointment/records/${b.patient.id}` },
      404,
    );
    expect(res.body).not.toContain(b.patient.name);
  });

  it('when a doctor tries the desk list, payment or cancellation, then it is refused and nothing changes', async () => {
    await refused(
      world.users.doctor,
      { method: 'GET', url: `/api/v1/appointment?doctor=${world.otherDoctor.id}` },
      403,
    );
    const ownId = world.appointments.pending.id;
    await refused(
      world.users.doctor,
      {
        method: 'PUT',
        url: `/api/v1/appointment/${ownId}`,
        payload: { updatedDoc: { paymentStatus: 'paid', consultationFee: 1 } },
      },
      403,
    );
  });
});

describe("prescriptions: another patient's, another doctor's", () => {
  it("when B reads, exports or lists A's prescription, then it is the same 404 as one that does not exist", async () => {
    const id = world.prescriptionId;
    await refused(b, { method: 'GET', url: `/api/v1/prescriptions/${id}` }, 404);
    await refused(b, { method: 'GET', url: `/api/v1/prescriptions/${id}/fhir` }, 404);
    await refused(b, { method: 'GET', url: `/api/v1/appointments/${world.appointments.done.id}/prescription` }, 404);
    const listed = await call(b, 'GET', '/patient/prescriptions');
    expect(listed.json().data).toEqual([]);
  });

  it("when a doctor who never saw A edits, signs, versions or reads A's prescription or record, then each is a 404 that changes nothing", async () => {
    const doctor = world.otherDoctorUser;
    const id = world.prescriptionId;
    await refused(doctor, { method: 'PUT', url: `/api/v1/prescriptions/${id}`, payload: { revision: 0 } }, 404);
    await refused(doctor, { method: 'POST', url: `/api/v1/prescriptions/${id}/sign` }, 404);
    await refused(
      doctor,
      { method: 'POST', url: `/api/v1/prescriptions/${id}/versions`, payload: { correction: 'Mine now' } },
      404,
    );
    await refused(
      doctor,
      { method: 'POST', url: '/api/v1/prescriptions', payload: { appointmentId: world.appointments.done.id } },
      404,
    );
    await refused(doctor, { method: 'GET', url: `/api/v1/prescriptions/${id}` }, 404);
    await refused(doctor, { method: 'GET', url: `/api/v1/patients/${a.patient.id}/records` }, 404);
  });
});
