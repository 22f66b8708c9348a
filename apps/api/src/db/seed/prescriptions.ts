import { addDaysToDateString } from '@hospital/contract/format';
import type { PrescribedMedicine, PrescriptionBody } from '@hospital/contract/prescriptions';
import type { Database } from '../client.js';
import { formularyByName } from './demo-medicines.js';
import { prescriptions } from '../schema.js';
import { newId } from '../../lib/ids.js';
import { insertWithNextSerial } from '../../modules/appointments/booking.repository.js';

/** A line of the demo prescription; its instruction, when it has none, is empty. */
type Line = Pick<PrescribedMedicine, 'dose' | 'food' | 'duration'> & {
  /** Written as free text when the formulary does not hold the medicine. */
  generic: string;
  instruction?: string;
};

// The demo prescription's medicines, by the name a prescription line shows: found in the demo formulary when it holds
// them, else written as free text.
const LINES: Record<string, Line> = {
  'Napa 500 mg tablet': {
    generic: 'Paracetamol',
    dose: { kind: 'pattern', morning: 1, noon: 0, night: 1 },
    food: 'after',
    duration: { kind: 'days', count: 7 },
    instruction: 'Only when the temperature is above 100 °F',
  },
  'Seclo 20 mg capsule': {
    generic: 'Omeprazole',
    dose: { kind: 'pattern', morning: 1, noon: 0, night: 0 },
    food: 'before',
    duration: { kind: 'weeks', count: 2 },
  },
  'Fexo 120 mg tablet': {
    generic: 'Fexofenadine',
    dose: { kind: 'pattern', morning: 0, noon: 0, night: 1 },
    food: 'any',
    duration: { kind: 'days', count: 10 },
  },
};

/**
 * A visit of the demo patient with the demo doctor ten days ago, done, with its prescription signed: what
 * `npm start` shows under the patient's prescriptions and in the doctor's records.
 */
export async function seedPrescriptions(
  database: Database,
  who: { doctorId: string; patientRef: string; patientUserId: string; today: string; now: Date },
): Promise<void> {
  const { db } = database;
  const date = addDaysToDateString(who.today, -10);
  const appointment = await db.transaction((tx) =>
    insertWithNextSerial(tx, {
      doctorId: who.doctorId,
      patientRef: who.patientRef,
      createdBy: who.patientUserId,
      selectedDate: date,
      status: 'done',
      paymentStatus: 'paid',
      consultationFee: 1000,
      consultationMethod: 'hospital visit',
      consultationFor: 'For Me',
      shortBrief: 'Fever and body ache for three days; acidity.',
      source: 'online',
    }),
  );
  const formulary = await formularyByName(db);
  const medicines: PrescribedMedicine[] = Object.entries(LINES).map(
    ([name, { generic, instruction = '', ...dose }]) => {
      const match = formulary.get(name);
      return {
        lineId: newId(),
        medicineId: match?.id ?? null,
        name,
        generic: match?.generic ?? generic,
        freeText: !match,
        instruction,
        ...dose,
      };
    },
  );
  const body: PrescriptionBody = {
    chiefComplaints: 'Fever and body ache for three days; acidity.',
    findings: { bloodPressure: '120/80', pulse: 88, temperature: 101.2, weight: 62, notes: 'Throat mildly congested.' },
    diagnosis: 'Viral fever; gastritis',
    medicines,
    tests: ['CBC', 'Dengue NS1 antigen'],
    advice: 'Rest, plenty of fluids, light food. Come back at once if a rash or bleeding appears.',
    followUp: { count: 7, unit: 'days' },
  };
  const signedAt = new Date(who.now.getTime() - 10 * 24 * 3600_000);
  await db.insert(prescriptions).values({
    id: newId(signedAt),
    appointmentId: appointment.id,
    patientRef: who.patientRef,
    doctorId: who.doctorId,
    version: 1,
    status: 'signed',
    revision: 1,
    body,
    signedAt,
    createdAt: signedAt,
    updatedAt: signedAt,
  });
}
