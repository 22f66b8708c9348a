import { describe, expect, it } from 'vitest';
import { liveVisitSchema, type LiveVisit } from '@hospital/contract/queue';
import { changeStoredRows, sql } from '../../db/testing.js';
import { createAppointment, createDayQueue, createDoctor } from '../../test/factories.js';
import { signedIn, useTestApp } from '../../test/test-app.js';

// The patient's own view: "Now serving 12, you are 17, about 40 minutes".

const { ctx, attendant: desk, call } = useTestApp({ signedIn: ['attendant'] });

async function liveOf(token: string): Promise<LiveVisit[]> {
  const res = await call(token, 'GET', '/appointment/live');
  expect(res.statusCode).toBe(200);
  return (res.json().data as unknown[]).map((v) => liveVisitSchema.parse(v));
}

const callNext = (doctorId: string) => call(desk, 'POST', `/queue/${doctorId}/call-next`);
const markDone = (id: string) => call(desk, 'PUT', `/appointment/${id}`, { updatedDoc: { status: 'done' } });

describe('GET /appointment/live', () => {
  it('when 11 visits took 88 minutes and serial 12 is being seen, then patient 17 reads: now serving 12, 4 before you, about 40 minutes', async () => {
    const doctor = await createDoctor(ctx.database, { fullName: 'Pace Doctor' });
    const others = await createDayQueue(ctx.database, doctor.id, 16);
    const patient = await signedIn(ctx, 'patient');
    const mine = await createAppointment(ctx.database, { doctorId: doctor.id, patientRef: patient.patient.id });
    for (let i = 0; i < 12; i++) expect((await callNext(doctor.id)).statusCode).toBe(200);
    for (const visit of others.slice(0, 11)) expect((await markDone(visit.id)).statusCode).toBe(200);
    // The first call 88 minutes ago, then a visit done every 8 minutes.
    for (const [index, visit] of others.slice(0, 12).entries()) {
      await changeStoredRows(
        ctx.database.db,
        sql`update appointments set called_at = now() - make_interval(mins => ${88 - 8 * index}),
              done_at = case when status = 'done' then now() - make_interval(mins => ${88 - 8 * (index + 1)}) end
            where id = ${visit.id}`,
      );
    }
    const [visit] = await liveOf(patient.token);
    expect(visit).toMatchObject({
      appointmentId: mine.id,
      serialNo: 17,
      state: 'waiting',
      nowServing: 12,
      ahead: 4,
      averageMinutes: 8,
      estimatedMinutes: 40,
      doctor: { _id: doctor.id, fullName: 'Pace Doctor' },
      patient: { _id: patient.patient.id },
    });
  });

  it('before any visit is done, then the estimate uses the default 10 minutes a patient', async () => {
    const doctor = await createDoctor(ctx.database);
    await createDayQueue(ctx.database, doctor.id, 2);
    const patient = await signedIn(ctx, 'patient');
    await createAppointment(ctx.database, { doctorId: doctor.id, patientRef: patient.patient.id });
    await callNext(doctor.id);
    const [visit] = await liveOf(patient.token);
    expect(visit).toMatchObject({ serialNo: 3, nowServing: 1, ahead: 1, averageMinutes: 10, estimatedMinutes: 20 });
  });

  it('when the patient is called, then done, then the view says so; a cancelled visit reads cancelled', async () => {
    const doctor = await createDoctor(ctx.database);
    const patient = await signedIn(ctx, 'patient');
    const mine = await createAppointment(ctx.database, { doctorId: doctor.id, patientRef: patient.patient.id });
    const other = await createDoctor(ctx.database);
    await createAppointment(ctx.database, { doctorId: other.id, patientRef: patient.patient.id, status: 'cancelled' });
    await callNext(doctor.id);
    let visits = await liveOf(patient.token);
    expect(visits.find((v) => v.appointmentId === mine.id)).toMatchObject({
      state: 'called',
      nowServing: 1,
      ahead: null,
      estimatedMinutes: null,
    });
    expect(visits.find((v) => v.doctor._id === other.id)).toMatchObject({ state: 'cancelled' });
    await markDone(mine.id);
    visits = await liveOf(patient.token);
    expect(visits.find((v) => v.appointmentId === mine.id)!.state).toBe('done');
  });

  it("when the account holder booked for a family member, then the member's visit is in their view; another patient's never is", async () => {
    const doctor = await createDoctor(ctx.database);
    const holder = await signedIn(ctx, 'patient');
    const stranger = await signedIn(ctx, 'patient');
    const member = await call(holder, 'POST', '/patients/family', {
      name: 'Ayaan Live',
      age: 6,
      gender: 'male',
      relation: 'child',
    });
    const memberId = member.json().data._id as string;
    await createAppointment(ctx.database, { doctorId: doctor.id, patientRef: stranger.patient.id });
    await createAppointment(ctx.database, { doctorId: doctor.id, patientRef: memberId });
    const visits = await liveOf(holder.token);
    expect(visits).toHaveLength(1);
    expect(visits[0]).toMatchObject({ serialNo: 2, patient: { _id: memberId, name: 'Ayaan Live' }, ahead: 1 });
    expect(JSON.stringify(visits)).not.toContain(stranger.patient.name);
    expect(await liveOf(stranger.token)).toEqual([expect.objectContaining({ serialNo: 1 })]);
  });

  it('when the patient has no visit today, then the list is empty', async () => {
    const patient = await signedIn(ctx, 'patient');
    expect(await liveOf(patient.token)).toEqual([]);
  });
});
