import {
  patientRecordsSchema,
  prescriptionListSchema,
  visitPrescriptionStateSchema,
} from '@hospital/contract/prescriptions';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { changeStoredRows, sql } from '../../db/testing.js';
import { signedInAs, type Caller } from '../../test/test-app.js';
import { day } from '../../test/visit-day.js';
import { napa, parse, usePrescriptionApp } from './prescriptions-testing.js';

// Who reads a prescription: the patient, their account holder, the writing doctor and the doctors treating the
// patient, nobody else; the doctor's favourites and templates; and the patient's record a treating doctor opens.

const { ctx, call, newDoctor, appointment, visit, open, save, signed, auditOf, statusOf } = usePrescriptionApp();

describe('who reads a prescription', () => {
  it('when the patient, the writing doctor or a doctor treating the patient asks, then they read it', async () => {
    const { v, p } = await signed();
    expect(await statusOf(v.patient, `/prescriptions/${p._id}`)).toBe(200);
    expect(await statusOf(v.doctor, `/prescriptions/${p._id}`)).toBe(200);
    const treating = await newDoctor();
    await appointment(treating.record.id, v.patientRef, v.patient.user.id, { date: day(1) });
    expect(await statusOf(treating.account, `/prescriptions/${p._id}`)).toBe(200);
    expect(await statusOf(treating.account, `/prescriptions/${p._id}/fhir`)).toBe(200);
    // A staff read is audited (once an hour per reader and patient).
    await call(treating.account, 'GET', `/prescriptions/${p._id}`);
    const readers = (await auditOf('prescription.read', p._id)).map((row) => row.actor_id);
    expect(readers.filter((id) => id === treating.account.user.id)).toHaveLength(1);
    expect(readers).toContain(v.doctor.user.id);
    // The patient reading their own prescription is not a staff read.
    expect(readers).not.toContain(v.patient.user.id);
  });

  it('when anyone else asks, then it does not exist for them on every route', async () => {
    const { v, p } = await signed();
    const stranger = await newDoctor();
    const cancelledOnly = await newDoctor();
    await appointment(cancelledOnly.record.id, v.patientRef, v.patient.user.id, { status: 'cancelled' });
    const others = [
      stranger.account,
      cancelledOnly.account,
      ...(await signedInAs(ctx, ['patient', 'attendant', 'admin', 'marketer', 'pharmacist'])),
    ];
    for (const who of others) {
      expect(await statusOf(who, `/prescriptions/${p._id}`)).toBe(404);
      expect(await statusOf(who, `/prescriptions/${p._id}/fhir`)).toBe(404);
      expect(await statusOf(who, `/appointments/${v.id}/prescription`)).toBe(404);
      const listed = prescriptionListSchema.parse((await call(who, 'GET', '/patient/prescriptions')).json().data);
      expect(listed.map((item) => item._id)).not.toContain(p._id);
    }
  });

  it('when a draft is asked for by the patient or a treating doctor, then it does not exist for them', async () => {
    const v = await visit();
    const draft = await save(v, await open(v));
    const treating = await newDoctor();
    await appointment(treating.record.id, v.patientRef, v.patient.user.id, { date: day(1) });
    expect(await statusOf(v.patient, `/prescriptions/${draft._id}`)).toBe(404);
    expect(await statusOf(treating.account, `/prescriptions/${draft._id}`)).toBe(404);
    expect(await statusOf(v.patient, `/appointments/${v.id}/prescription`)).toBe(404);
    expect(await statusOf(v.doctor, `/prescriptions/${draft._id}/fhir`)).toBe(404);
    // The writing doctor reads the draft, also from the visit.
    expect(parse(await call(v.doctor, 'GET', `/appointments/${v.id}/prescription`))._id).toBe(draft._id);
  });

  it("when the visit is a family member's, then the account holder reads and lists it", async () => {
    const { v, p } = await signed({ forFamily: true });
    expect(await statusOf(v.patient, `/prescriptions/${p._id}`)).toBe(200);
    const mine = await signed({ patient: v.patient });
    const listed = prescriptionListSchema.parse((await call(v.patient, 'GET', '/patient/prescriptions')).json().data);
    expect(listed.map((item) => item._id)).toEqual([mine.p._id, p._id]);
    expect(listed[1]).toMatchObject({ patient: { name: 'Ayaan Rahman' }, medicineCount: 1, diagnosis: 'Viral fever' });
  });
});

describe("the doctor's tools", () => {
  it('when the doctor keeps favourites, then they come back with line ids; more than 50 are refused', async () => {
    const { account } = await newDoctor();
    const put = await call(account, 'PUT', '/prescriptions/favourites', { medicines: [napa] });
    expect(put.statusCode).toBe(200);
    const got = (await call(account, 'GET', '/prescriptions/favourites')).json().data;
    expect(got.medicines[0]).toMatchObject({ name: 'Napa 500 mg tablet' });
    expect(got.medicines[0].lineId).toMatch(/^[0-9a-f]{24}$/);
    const tooMany = await call(account, 'PUT', '/prescriptions/favourites', { medicines: Array(51).fill(napa) });
    expect(tooMany.statusCode).toBe(400);
  });

  it('when the doctor looks for templates, then their own signed prescriptions are found, by diagnosis too', async () => {
    const { v, p } = await signed();
    const all = prescriptionListSchema.parse((await call(v.doctor, 'GET', '/prescriptions/mine')).json().data);
    expect(all.map((item) => item._id)).toEqual([p._id]);
    const found = (await call(v.doctor, 'GET', '/prescriptions/mine?q=viral')).json().data;
    expect(found).toHaveLength(1);
    expect((await call(v.doctor, 'GET', '/prescriptions/mine?q=dengue')).json().data).toEqual([]);
  });
});

describe("the patient's record", () => {
  it('when a treating doctor opens it, then the visits come newest first with their prescriptions and chat files, audited once', async () => {
    const { v, p } = await signed({ status: 'done', date: day(-5), method: 'chat' });
    await changeStoredRows(
      ctx.database.db,
      sql`insert into consultation_attachments (id, appointment_id, uploaded_by, kind, content_type, file_name, size, bytes)
          values ('0123456789abcdef01234567', ${v.id}, ${v.patient.user.id}, 'pdf', 'application/pdf', 'report.pdf', 4, '\\x25504446')`,
    );
    const today = await appointment(v.doctorId, v.patientRef, v.patient.user.id, { status: 'done' });
    const res = await call(v.doctor, 'GET', `/patients/${v.patientRef}/records`);
    expect(res.statusCode).toBe(200);
    const records = patientRecordsSchema.parse(res.json().data);
    expect(records.visits.map((visit) => visit.appointment._id)).toEqual([today.id, v.id]);
    expect(records.visits[1]!.prescription).toMatchObject({ _id: p._id, diagnosis: 'Viral fever' });
    expect(records.visits[1]!.attachments).toMatchObject([{ fileName: 'report.pdf', sentBy: 'patient' }]);
    const file = await call(v.doctor, 'GET', records.visits[1]!.attachments[0]!.url.replace('/api/v1', ''));
    expect(file.statusCode).toBe(200);
    await call(v.doctor, 'GET', `/patients/${v.patientRef}/records`);
    expect(await auditOf('records.read', v.patientRef)).toHaveLength(1);
  });

  it('when a doctor without an appointment with the patient asks, then the record does not exist for them', async () => {
    const { v } = await signed({ status: 'done', date: day(-5) });
    const stranger = await newDoctor();
    expect(await statusOf(stranger.account, `/patients/${v.patientRef}/records`)).toBe(404);
    expect(
      await statusOf(stranger.account, `/patients/${v.patientRef}/records/attachments/0123456789abcdef01234568`),
    ).toBe(404);
  });
});

describe("a doctor's day of prescriptions", () => {
  const dayOf = async (doctor: Caller, date: string) => {
    const res = await call(doctor, 'GET', `/prescriptions/day?date=${date}`);
    expect(res.statusCode, res.body).toBe(200);
    return z.array(visitPrescriptionStateSchema).parse(res.json().data);
  };

  it("when the doctor asks for a day, then each of their visits with a prescription answers its draft, else its signed one, and no other doctor's visit or day is listed", async () => {
    const { v, p } = await signed();
    const date = p.appointment.selectedDate;
    const drafting = await appointment(v.doctorId, v.patientRef, v.patient.user.id);
    const draft = await open({ ...v, id: drafting.id });
    await appointment(v.doctorId, v.patientRef, v.patient.user.id);
    await signed();
    const otherDay = await appointment(v.doctorId, v.patientRef, v.patient.user.id, { date: day(-1), status: 'done' });
    await open({ ...v, id: otherDay.id });

    expect(await dayOf(v.doctor, date)).toEqual(
      expect.arrayContaining([
        { appointmentId: v.id, _id: p._id, status: 'signed' },
        { appointmentId: drafting.id, _id: draft._id, status: 'draft' },
      ]),
    );
    expect(await dayOf(v.doctor, date)).toHaveLength(2);

    // A new version being written is the visit's draft until it is signed.
    const started = await call(v.doctor, 'POST', `/prescriptions/${p._id}/versions`, { correction: 'Wrong dose' });
    expect(started.statusCode, started.body).toBeLessThan(300);
    expect(await dayOf(v.doctor, date)).toContainEqual({
      appointmentId: v.id,
      _id: parse(started)._id,
      status: 'draft',
    });
  });

  it('when the date is not a date, then it is refused and nothing is read', async () => {
    const v = await visit();
    const res = await call(v.doctor, 'GET', '/prescriptions/day?date=yesterday');
    expect(res.statusCode).toBe(400);
  });
});
