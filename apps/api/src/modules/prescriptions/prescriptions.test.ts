import {
  PRESCRIPTION_EMPTY_MESSAGE,
  PRESCRIPTION_NOT_SIGNED_MESSAGE,
  PRESCRIPTION_NOT_WRITABLE_MESSAGE,
  PRESCRIPTION_REPLACED_MESSAGE,
  PRESCRIPTION_SIGNED_MESSAGE,
  PRESCRIPTION_STALE_MESSAGE,
} from '@hospital/contract/prescriptions';
import { describe, expect, it } from 'vitest';
import { changeStoredRows, sql, storedRows } from '../../db/testing.js';
import { day } from '../../test/visit-day.js';
import { signedIn } from '../../test/test-app.js';
import { BODY, napa, now, parse, usePrescriptionApp } from './prescriptions-testing.js';

// The prescription: the visit's doctor writes a draft that autosaves, signs it once (never changed after), corrects
// it only by a new version. Who reads it is in prescription-reading.test.ts, its FHIR export in
// prescription-fhir.test.ts.

const { ctx, call, newDoctor, visit, open, save, signed, smsOf, auditOf } = usePrescriptionApp();

describe('writing a prescription', () => {
  it('when the doctor opens a visit of today, then a draft starts with the visit brief, and opening again answers the same draft', async () => {
    const v = await visit();
    const first = await call(v.doctor, 'POST', '/prescriptions', { appointmentId: v.id });
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe('Prescription started.');
    const draft = parse(first);
    expect(draft).toMatchObject({ status: 'draft', version: 1, revision: 0, chiefComplaints: 'Fever for three days' });
    expect(draft.doctor.registrationNo).toMatch(/^A-4/);
    const again = await call(v.doctor, 'POST', '/prescriptions', { appointmentId: v.id });
    expect(again.json().message).toBe('Prescription opened.');
    expect(parse(again)._id).toBe(draft._id);
    expect(await auditOf('prescription.write', draft._id)).toEqual([{ actor_id: v.doctor.user.id }]);
  });

  it('when a done visit of an earlier day is opened, then a draft starts', async () => {
    const v = await visit({ status: 'done', date: day(-3) });
    expect((await call(v.doctor, 'POST', '/prescriptions', { appointmentId: v.id })).statusCode).toBe(200);
  });

  it('when the visit is cancelled or on a later day, then no prescription can be started', async () => {
    for (const options of [{ status: 'cancelled' as const }, { date: day(2) }]) {
      const v = await visit(options);
      const res = await call(v.doctor, 'POST', '/prescriptions', { appointmentId: v.id });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(PRESCRIPTION_NOT_WRITABLE_MESSAGE);
    }
  });

  it('when another doctor opens the visit, then it does not exist for them', async () => {
    const v = await visit();
    const other = await newDoctor();
    expect((await call(other.account, 'POST', '/prescriptions', { appointmentId: v.id })).statusCode).toBe(404);
  });

  it('when the draft is saved, then each line gets a lasting id and the revision goes up; a stale save is refused', async () => {
    const v = await visit();
    const draft = await open(v);
    const saved = await save(v, draft);
    expect(saved.revision).toBe(1);
    const lineId = saved.medicines[0]!.lineId;
    expect(lineId).toMatch(/^[0-9a-f]{24}$/);

    const stale = await call(v.doctor, 'PUT', `/prescriptions/${draft._id}`, { ...BODY, revision: 0 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(PRESCRIPTION_STALE_MESSAGE);

    const second = await save(v, saved, { ...BODY, medicines: [...saved.medicines, { ...napa, name: 'Fexo 120 mg' }] });
    expect(second.revision).toBe(2);
    expect(second.medicines[0]!.lineId).toBe(lineId);
    expect(second.medicines[1]!.lineId).not.toBe(lineId);
    // A reload reads what was saved.
    expect(parse(await call(v.doctor, 'GET', `/prescriptions/${draft._id}`)).medicines).toHaveLength(2);
  });

  it('when a save carries fields the editor does not own (status, version, signedAt), then they are ignored', async () => {
    const v = await visit();
    const draft = await open(v);
    const res = await call(v.doctor, 'PUT', `/prescriptions/${draft._id}`, {
      ...BODY,
      revision: 0,
      status: 'signed',
      version: 9,
      signedAt: now.toISOString(),
      replaces: draft._id,
      doctor: { registrationNo: 'FAKE' },
    });
    expect(res.statusCode).toBe(200);
    expect(parse(res)).toMatchObject({ status: 'draft', version: 1, signedAt: null, replaces: null });
    expect(parse(res).doctor.registrationNo).not.toBe('FAKE');
  });

  it('when a draft says nothing yet, then it cannot be signed', async () => {
    const v = await visit();
    const draft = await open(v);
    const res = await call(v.doctor, 'POST', `/prescriptions/${draft._id}/sign`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(PRESCRIPTION_EMPTY_MESSAGE);
  });
});

describe('signing', () => {
  it('when the doctor signs, then it is final: a save is refused, and the database refuses a direct change too', async () => {
    const { v, p } = await signed();
    expect(p.status).toBe('signed');
    expect(p.signedAt).toBe(now.toISOString());
    const res = await call(v.doctor, 'PUT', `/prescriptions/${p._id}`, {
      ...BODY,
      diagnosis: 'Dengue',
      revision: p.revision,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(PRESCRIPTION_SIGNED_MESSAGE);
    await expect(
      changeStoredRows(
        ctx.database.db,
        sql`update prescriptions set body = jsonb_set(body, '{diagnosis}', '"Dengue"') where id = ${p._id}`,
      ),
    ).rejects.toThrow();
    expect(parse(await call(v.doctor, 'GET', `/prescriptions/${p._id}`)).diagnosis).toBe('Viral fever');
    expect(await auditOf('prescription.sign', p._id)).toHaveLength(1);
  });

  it('when it is signed, then the patient gets one SMS with its link and nothing of what it says', async () => {
    const { v, p } = await signed();
    const [sms, ...more] = await smsOf(v.id);
    expect(more).toEqual([]);
    expect(sms!.to).toBe(v.patient.patient!.contact);
    expect(sms!.text).toContain(`http://localhost:3000/prescriptions/${p._id}`);
    expect(sms!.text).toMatch(/prescription/i);
    for (const word of ['Napa', 'Paracetamol', 'Viral', 'fever', 'water']) expect(sms!.text).not.toContain(word);
    // Signing again (a double click) changes nothing and sends nothing more.
    expect((await call(v.doctor, 'POST', `/prescriptions/${p._id}/sign`)).statusCode).toBe(200);
    expect(await smsOf(v.id)).toHaveLength(1);
  });

  it('when the patient reads Bangla, then the SMS is in Bangla', async () => {
    const patient = await signedIn(ctx, 'patient');
    await changeStoredRows(ctx.database.db, sql`update users set language = 'bn' where id = ${patient.user.id}`);
    const { v, p } = await signed({ patient });
    const [sms] = await smsOf(v.id);
    expect(sms!.text).toMatch(/প্রেসক্রিপশন/);
    expect(sms!.text).toContain(`/prescriptions/${p._id}`);
  });
});

describe('new versions', () => {
  it('when a signed prescription is corrected, then a new draft names what it corrects, and signing it marks the old one replaced', async () => {
    const { v, p } = await signed();
    const started = await call(v.doctor, 'POST', `/prescriptions/${p._id}/versions`, {
      correction: 'Dose of Napa was wrong',
    });
    expect(started.statusCode).toBe(200);
    const draft = parse(started);
    expect(draft).toMatchObject({ status: 'draft', version: 2, replaces: p._id, correction: 'Dose of Napa was wrong' });
    expect(draft.medicines[0]!.name).toBe('Napa 500 mg tablet');
    expect(await auditOf('prescription.version', draft._id)).toHaveLength(1);

    // While it is written, the visit's signed prescription is still the old one for the patient.
    const forPatient = await call(v.patient, 'GET', `/appointments/${v.id}/prescription`);
    expect(parse(forPatient)._id).toBe(p._id);

    const edited = await save(v, draft, {
      ...BODY,
      medicines: [{ ...draft.medicines[0]!, dose: { kind: 'pattern', morning: 1, noon: 1, night: 1 } }],
    });
    expect((await call(v.doctor, 'POST', `/prescriptions/${edited._id}/sign`)).statusCode).toBe(200);

    const old = parse(await call(v.patient, 'GET', `/prescriptions/${p._id}`));
    expect(old).toMatchObject({ status: 'replaced', replacedBy: draft._id, replacedByVersion: 2 });
    expect(old.medicines[0]!.dose).toEqual({ kind: 'pattern', morning: 1, noon: 0, night: 1 });
    expect(parse(await call(v.patient, 'GET', `/appointments/${v.id}/prescription`))._id).toBe(draft._id);

    const again = await call(v.doctor, 'POST', `/prescriptions/${p._id}/versions`, { correction: 'Another fix' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PRESCRIPTION_REPLACED_MESSAGE);
  });

  it('when a new version is asked twice, then there is one draft; a draft itself cannot be versioned', async () => {
    const { v, p } = await signed();
    const [a, b] = await Promise.all([
      call(v.doctor, 'POST', `/prescriptions/${p._id}/versions`, { correction: 'Fix the dose' }),
      call(v.doctor, 'POST', `/prescriptions/${p._id}/versions`, { correction: 'Fix the dose' }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(parse(a)._id).toBe(parse(b)._id);
    const draft = parse(a);
    expect(await auditOf('prescription.version', draft._id)).toHaveLength(1);
    const res = await call(v.doctor, 'POST', `/prescriptions/${draft._id}/versions`, { correction: 'Fix the dose' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(PRESCRIPTION_NOT_SIGNED_MESSAGE);
  });

  it('when the doctor signs twice at once, then it is signed once, with one SMS and one audit entry', async () => {
    const v = await visit();
    const draft = await save(v, await open(v));
    const results = await Promise.all([
      call(v.doctor, 'POST', `/prescriptions/${draft._id}/sign`),
      call(v.doctor, 'POST', `/prescriptions/${draft._id}/sign`),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await smsOf(v.id)).toHaveLength(1);
    expect(await auditOf('prescription.sign', draft._id)).toHaveLength(1);
  });

  it('when two versions of one visit are signed at once, then one signs and the visit keeps one signed prescription', async () => {
    const { v, p } = await signed();
    const draft = parse(
      await call(v.doctor, 'POST', `/prescriptions/${p._id}/versions`, { correction: 'Fix the dose' }),
    );
    await Promise.all([
      call(v.doctor, 'POST', `/prescriptions/${draft._id}/sign`),
      call(v.doctor, 'POST', `/prescriptions/${draft._id}/sign`),
    ]);
    const rows = await storedRows<{ status: string }>(
      ctx.database.db,
      sql`select status from prescriptions where appointment_id = ${v.id} order by version`,
    );
    expect(rows.map((r) => r.status)).toEqual(['replaced', 'signed']);
  });
});
