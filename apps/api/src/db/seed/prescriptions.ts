import { sql } from 'drizzle-orm';
import { addDaysToDateString } from '@hospital/contract/format';
import type { PrescribedMedicine, PrescriptionBody } from '@hospital/contract/prescriptions';
import { queryRows, type Database } from '../client.js';
import { prescriptions } from '../schema.js';
import { newId } from '../../lib/ids.js';
import { insertWithNextSerial } from '../../modules/appointments/booking.repository.js';

type Line = Pick<PrescribedMedicine, 'dose' | 'food' | 'duration' | 'instruction'> & {
  brand: string;
  strength: string;
  form: string;
  generic: string;
};

// The demo prescription's medicines: found in the demo formulary when it holds them, else written as free text.
const LINES: Line[] = [
  {
    brand: 'Napa',
    strength: '500 mg',
    form: 'tablet',
    generic: 'Paracetamol',
    dose: { kind: 'pattern', morning: 1, noon: 0, night: 1 },
    food: 'after',
    duration: { kind: 'days', count: 7 },
    instruction: 'Only when the temperature is above 100 °F',
  },
  {
    brand: 'Seclo',
    strength: '20 mg',
    form: 'capsule',
    generic: 'Omeprazole',
    dose: { kind: 'pattern', morning: 1, noon: 0, night: 0 },
    food: 'before',
    duration: { kind: 'weeks', count: 2 },
    instruction: '',
  },
  {
    brand: 'Fexo',
    strength: '120 mg',
    form: 'tablet',
    generic: 'Fexofenadine',
    dose: { kind: 'pattern', morning: 0, noon: 0, night: 1 },
    food: 'any',
    duration: { kind: 'days', count: 10 },
    instruction: '',
  },
];

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
  const found = await queryRows<{ id: string; brand: string; generic: string; strength: string; form: string }>(
    db,
    sql`select id, brand, generic, strength, form from medicines where retired_at is null`,
  );
  const medicines: PrescribedMedicine[] = LINES.map(({ brand, strength, form, generic, ...dose }) => {
    const match = found.find((m) => m.brand === brand && m.strength === strength && m.form === form);
    return {
      lineId: newId(),
      medicineId: match?.id ?? null,
      name: `${brand} ${strength} ${form}`,
      generic: match?.generic ?? generic,
      freeText: !match,
      ...dose,
    };
  });
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
