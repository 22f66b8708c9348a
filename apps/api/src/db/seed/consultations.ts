import { dhakaDateString } from '@hospital/contract/format';
import type { Database } from '../client.js';
import { insertWithNextSerial } from '../../modules/appointments/booking.repository.js';
import { insertPatient } from '../../modules/patients/patients.repository.js';

/** The demo patient's family members who have a remote consultation today, one each (a patient books one per doctor a day). */
const REMOTE_FAMILY = [
  {
    name: 'Rashed Islam',
    age: 38,
    gender: 'male',
    relation: 'spouse',
    method: 'video',
    brief: 'Chest tightness when climbing stairs.',
  },
  {
    name: 'Amena Begum',
    age: 67,
    gender: 'female',
    relation: 'parent',
    method: 'audio',
    brief: 'Blood pressure follow-up; new reports ready.',
  },
  {
    name: 'Fahim Islam',
    age: 24,
    gender: 'male',
    relation: 'sibling',
    method: 'chat',
    brief: 'Rash after a new antibiotic; photo to share.',
  },
] as const;

/**
 * The demo's consultation rooms: video, voice and chat appointments today with the demo doctor (whose chamber runs
 * every day), booked and paid online by the demo patient for three family members. Logged in as patient@demo.test in
 * one browser and as doctor@demo.test in another, each room can be tried (README). Runs after the visit day, so the
 * queue's serials there stay as they are.
 */
export async function seedConsultations(
  database: Database,
  people: { ownDoctorId: string; fee: number; demoPatient: { userId: string; contact: string } },
  now: Date,
): Promise<void> {
  const { db } = database;
  for (const member of REMOTE_FAMILY) {
    const patient = await insertPatient(db, {
      name: member.name,
      age: member.age,
      gender: member.gender,
      weight: null,
      contact: people.demoPatient.contact,
      ownerUserId: people.demoPatient.userId,
      relation: member.relation,
    });
    await db.transaction((tx) =>
      insertWithNextSerial(tx, {
        doctorId: people.ownDoctorId,
        patientRef: patient.id,
        createdBy: people.demoPatient.userId,
        selectedDate: dhakaDateString(now),
        paymentStatus: 'paid',
        consultationFee: people.fee,
        consultationMethod: member.method,
        consultationFor: 'Family Member',
        shortBrief: member.brief,
        source: 'online',
      }),
    );
  }
}
