import { describe, expect, it } from 'vitest';
import { createAppointment, createDoctor } from '../../test/factories.js';
import { signedIn, useTestApp } from '../../test/test-app.js';

const { ctx } = useTestApp();

function get(url: string, token: string) {
  return ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { authorization: token } });
}

describe('GET /patients/{id}', () => {
  it('when a patient asks for me, their _id or their email, then each returns their own profile', async () => {
    const a = await signedIn(ctx, 'patient');
    for (const id of ['me', a.patient.id, a.email]) {
      const res = await get(`/patients/${encodeURIComponent(id)}`, a.token);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        _id: a.patient.id,
        patientId: a.patient.patientId,
        contact: '01700000000',
      });
    }
  });

  it('when patient A asks for patient B by _id or email, then it is a 404 that reveals nothing', async () => {
    const a = await signedIn(ctx, 'patient');
    const b = await signedIn(ctx, 'patient');
    for (const id of [b.patient.id, b.email]) {
      const res = await get(`/patients/${encodeURIComponent(id)}`, a.token);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain(b.patient.patientId);
    }
    const unknown = await get('/patients/0123456789abcdef01234567', a.token);
    expect(unknown.json().message).toBe((await get(`/patients/${b.patient.id}`, a.token)).json().message);
  });

  it('when an attendant asks for a patient, then the record comes back with its contact', async () => {
    const staff = await signedIn(ctx, 'attendant');
    const b = await signedIn(ctx, 'patient');
    const res = await get(`/patients/${b.patient.id}`, staff.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.contact).toBe('01700000000');
  });

  it('when a doctor asks for a patient, then only a patient with an appointment with them comes back; any other is a 404', async () => {
    const doctorRecord = await createDoctor(ctx.database);
    const doctor = await signedIn(ctx, 'doctor', { doctorRef: doctorRecord.id });
    const theirs = await signedIn(ctx, 'patient');
    const stranger = await signedIn(ctx, 'patient');
    await createAppointment(ctx.database, { doctorId: doctorRecord.id, patientRef: theirs.patient.id });

    const seen = await get(`/patients/${theirs.patient.id}`, doctor.token);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data.contact).toBe('01700000000');
    const unseen = await get(`/patients/${stranger.patient.id}`, doctor.token);
    expect(unseen.statusCode).toBe(404);
    expect(unseen.body).not.toContain(stranger.patient.patientId);
  });

  it("when anyone but the desk looks a patient up by another account's email, then it is the same 404 as for no account", async () => {
    const doctorRecord = await createDoctor(ctx.database);
    const doctor = await signedIn(ctx, 'doctor', { doctorRef: doctorRecord.id });
    const patient = await signedIn(ctx, 'patient');
    await createAppointment(ctx.database, { doctorId: doctorRecord.id, patientRef: patient.patient.id });
    const byEmail = await get(`/patients/${encodeURIComponent(patient.email)}`, doctor.token);
    const noAccount = await get(`/patients/${encodeURIComponent('nobody.here@t.test')}`, doctor.token);
    expect(byEmail.statusCode).toBe(404);
    expect(byEmail.body).toBe(noAccount.body);

    expect((await get(`/patients/${encodeURIComponent(doctor.email)}`, doctor.token)).json().data._id).toBe(
      doctor.patient.id,
    );
    const desk = await signedIn(ctx, 'attendant');
    expect((await get(`/patients/${encodeURIComponent(patient.email)}`, desk.token)).json().data._id).toBe(
      patient.patient.id,
    );
  });

  it('when a pharmacist asks for another patient, then it is a 404', async () => {
    const pharmacist = await signedIn(ctx, 'pharmacist');
    const b = await signedIn(ctx, 'patient');
    expect((await get(`/patients/${b.patient.id}`, pharmacist.token)).statusCode).toBe(404);
  });

  it('when the response is sent, then no password or token hash is in it', async () => {
    const a = await signedIn(ctx, 'patient');
    const body = (await get('/patients/me', a.token)).body;
    expect(body).not.toMatch(/argon2|passwordHash|password_hash/);
  });
});
