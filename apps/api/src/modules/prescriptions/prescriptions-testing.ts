import { prescriptionSchema, type Prescription, type PrescribedMedicineInput } from '@hospital/contract/prescriptions';
import { NAPA_LINE } from '@hospital/contract/testing/prescription-fixtures';
import { expect } from 'vitest';
import { sql, storedRows } from '../../db/testing.js';
import { createDoctor, EVERY_DAY } from '../../test/factories.js';
import { addChild, signedIn, useTestApp, type Caller, type SignedIn } from '../../test/test-app.js';
import { at, D } from '../../test/visit-day.js';
import { insertWithNextSerial } from '../appointments/booking.repository.js';

// The prescription tests' set-up: an app whose clock stands at 10:00 on D, outside quiet hours; visits with their
// own doctor and patient; and the doctor's steps of opening, saving and signing a prescription.

type Visit = { id: string; doctor: SignedIn; doctorId: string; patient: SignedIn; patientRef: string };

export type VisitOptions = {
  status?: 'pending' | 'done' | 'cancelled';
  date?: string;
  method?: string;
  forFamily?: boolean;
  patient?: SignedIn;
};

export const napa: PrescribedMedicineInput = { ...NAPA_LINE, instruction: '' };
export const BODY = {
  chiefComplaints: 'Fever for three days',
  diagnosis: 'Viral fever',
  medicines: [napa],
  advice: 'Drink plenty of water',
  followUp: { count: 7, unit: 'days' },
};

export const parse = (res: { json(): unknown }) => prescriptionSchema.parse((res.json() as { data: unknown }).data);

let doctorCount = 0;

/** The tests' clock: 10:00 on D. */
export const now = at(0, '10:00');

export function usePrescriptionApp() {
  const app = useTestApp({ signedIn: [], clock: () => now });
  const { ctx, call } = app;

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

  return { ...app, newDoctor, appointment, visit, open, save, signed, smsOf, auditOf, statusOf };
}
