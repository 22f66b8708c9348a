import { WEEKDAYS } from '@hospital/contract/lists';
import { dhakaDateString } from '@hospital/contract/format';
import type { WeeklySchedule } from '@hospital/contract/doctors';
import type { Database } from '../db/client.js';
import { insertWithNextSerial } from '../modules/appointments/booking.repository.js';
import { announceDoctorsChanged } from '../modules/doctors/doctors.repository.js';
import { insertDoctor, type NewDoctor } from '../modules/doctors/doctors.repository.js';

let doctorCount = 0;

export function scheduleOn(days: Partial<Record<number, [string, string]>>): WeeklySchedule {
  return WEEKDAYS.map((day, i) => {
    const hours = days[i];
    return hours ? { day, active: true, start: hours[0], end: hours[1] } : { day, active: false, start: '', end: '' };
  });
}

export const EVERY_DAY = scheduleOn({
  0: ['09:00', '23:59'],
  1: ['09:00', '23:59'],
  2: ['09:00', '23:59'],
  3: ['09:00', '23:59'],
  4: ['09:00', '23:59'],
  5: ['09:00', '23:59'],
  6: ['09:00', '23:59'],
});

/** A doctor record with sensible defaults; the demo seed uses the same repository function. */
export async function createDoctor(
  database: Database,
  overrides: Partial<NewDoctor> = {},
  schedule: WeeklySchedule = EVERY_DAY,
) {
  doctorCount += 1;
  const doctor = await insertDoctor(
    database.db,
    {
      fullName: `Test Doctor ${doctorCount}`,
      title: 'Dr.',
      photo: '/media/doctors/doctor-01.svg',
      speciality: 'Medicine',
      about: 'Sees patients.',
      consultationFee: 1000,
      availableFor: ['hospital visit', 'video'],
      designation: 'Consultant',
      department: 'Internal Medicine',
      workstation: 'Test Hospital',
      degrees: ['MBBS'],
      tags: ['Fever'],
      ...overrides,
    },
    schedule,
  );
  // Like every write that changes doctors: running API processes drop their cached list.
  await announceDoctorsChanged(database.db);
  return doctor;
}

export async function createAppointment(
  database: Database,
  values: {
    doctorId: string;
    patientRef: string;
    status?: 'pending' | 'done' | 'cancelled';
    selectedDate?: string;
    paymentStatus?: 'paid' | 'unpaid' | 'failed';
    createdBy?: string;
  },
) {
  return database.db.transaction((tx) =>
    insertWithNextSerial(tx, {
      doctorId: values.doctorId,
      patientRef: values.patientRef,
      selectedDate: values.selectedDate ?? dhakaDateString(),
      status: values.status ?? 'pending',
      paymentStatus: values.paymentStatus ?? 'unpaid',
      createdBy: values.createdBy ?? null,
      consultationFee: 1000,
      consultationMethod: 'hospital visit',
      consultationFor: 'For Me',
      source: 'online',
    }),
  );
}

/**
 * A doctor's day with `count` patients waiting (walk-in records, no accounts), serials 1..count, each with a valid
 * mobile number; the appointments come back in serial order.
 */
export async function createDayQueue(database: Database, doctorId: string, count: number, date = dhakaDateString()) {
  const { insertPatient } = await import('../modules/patients/patients.repository.js');
  const out = [];
  for (let i = 0; i < count; i++) {
    const patient = await insertPatient(database.db, {
      name: `Queue Patient ${i + 1}`,
      age: 40,
      gender: null,
      weight: null,
      contact: `0171${String(1000000 + i).slice(-7)}`,
    });
    out.push({
      ...(await createAppointment(database, { doctorId, patientRef: patient.id, selectedDate: date })),
      patient,
    });
  }
  return out;
}

/**
 * Many patients with tokens, fast: one argon2 hash shared by all and tokens signed directly, so a
 * concurrency test can have 200 bookers without 200 × 80 ms of hashing.
 */
export async function createPatientsFast(database: Database, jwtSecret: string, count: number) {
  const { hashPassword } = await import('../modules/auth/passwords.js');
  const { TokenService, hashToken, newOpaqueToken, REFRESH_TOKEN_DAYS } = await import('../modules/auth/tokens.js');
  const { insertRefreshToken } = await import('../modules/auth/auth.repository.js');
  const { newId } = await import('../lib/ids.js');
  const { insertPatient } = await import('../modules/patients/patients.repository.js');
  const { insertUser } = await import('../modules/users/users.repository.js');
  const passwordHash = await hashPassword('Xq7#kLm2');
  const tokens = new TokenService(jwtSecret);
  const out: Array<{ userId: string; patientRef: string; token: string }> = [];
  for (let i = 0; i < count; i++) {
    const patient = await insertPatient(database.db, {
      name: `Booker ${i}`,
      age: 30,
      gender: null,
      weight: null,
      contact: '01800000000',
    });
    const email = `booker${i}.${patient.id.slice(-6)}@t.test`;
    const { id: userId } = await insertUser(database.db, {
      email,
      passwordHash,
      role: 'patient',
      name: `Booker ${i}`,
      patientRef: patient.id,
    });
    // A live session for each, as a login would leave it: access tokens name their session.
    const sid = newId();
    const expiresAt = new Date(Date.now() + REFRESH_TOKEN_DAYS * 86_400_000);
    await insertRefreshToken(database.db, { userId, family: sid, tokenHash: hashToken(newOpaqueToken()), expiresAt });
    const token = await tokens.sign({
      sub: userId,
      userName: `Booker ${i}`,
      role: 'patient',
      patientId: patient.patientId,
      email,
      sid,
    });
    out.push({ userId, patientRef: patient.id, token });
  }
  return out;
}
