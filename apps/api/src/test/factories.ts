import { WEEKDAYS } from '@hospital/contract/lists';
import { addDaysToDateString, dhakaDateString, dhakaMidnight, weekdayOfDateString } from '@hospital/contract/format';
import type { WeeklySchedule } from '@hospital/contract/doctors';
import type { Database } from '../db/client.js';
import { DOCTOR_DEFAULTS, seedAccounts } from '../db/seed/bulk.js';
import { insertWithNextSerial } from '../modules/appointments/booking.repository.js';
import { insertDoctor, type NewDoctor } from '../modules/doctors/doctors.repository.js';
import { markNumberProved } from '../modules/phone-proofs/phone-proofs.repository.js';
import { announceDoctorsChanged } from '../platform/changes/changes.repository.js';

let doctorCount = 0;

export function scheduleOn(days: Partial<Record<number, [string, string]>>): WeeklySchedule {
  return WEEKDAYS.map((day, i) => {
    const hours = days[i];
    return hours ? { day, active: true, start: hours[0], end: hours[1] } : { day, active: false, start: '', end: '' };
  });
}

/** The same hours every day of the week but the `closed` ones (0 = Sunday). */
export function everyDay(hours: [string, string], closed: readonly number[] = []): WeeklySchedule {
  return scheduleOn(Object.fromEntries(WEEKDAYS.flatMap((_, i) => (closed.includes(i) ? [] : [[i, hours]]))));
}

export const EVERY_DAY = everyDay(['09:00', '23:59']);

/** The evening chamber of the visit-day tests: 17:00 to 21:00 every day but Friday. */
export const EVENING_CHAMBER = everyDay(['17:00', '21:00'], [5]);

/**
 * The pinned "today" of the visit-day tests: a Saturday at least two days from now, so that it and the five days after
 * it are all chamber days of EVENING_CHAMBER and the sixth is a Friday.
 */
export const PINNED_SATURDAY = (function saturdayFrom(date: string): string {
  return weekdayOfDateString(date) === 'Saturday' ? date : saturdayFrom(addDaysToDateString(date, 1));
})(addDaysToDateString(dhakaDateString(), 2));

/** An instant on the Dhaka clock, `offset` days after `date`, at `time` (HH:MM): what the tests pin their clocks to. */
export function dhakaInstant(date: string, offset: number, time: string): Date {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return new Date(dhakaMidnight(addDaysToDateString(date, offset)).getTime() + (h * 60 + m) * 60_000);
}

/** A doctor record with sensible defaults; the demo seed uses the same repository function. */
export async function createDoctor(
  database: Database,
  overrides: Partial<NewDoctor> = {},
  schedule: WeeklySchedule = EVERY_DAY,
) {
  doctorCount += 1;
  const doctor = await insertDoctor(
    database.db,
    { ...DOCTOR_DEFAULTS, fullName: `Test Doctor ${doctorCount}`, workstation: 'Test Hospital', ...overrides },
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
    consultationMethod?: 'hospital visit' | 'video' | 'audio' | 'chat';
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
      consultationMethod: values.consultationMethod ?? 'hospital visit',
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
    // Walk-ins: the desk typed their numbers, which makes them proved (docs/decisions/0028).
    await markNumberProved(database.db, patient.contact, 'desk', null);
    out.push({
      ...(await createAppointment(database, { doctorId, patientRef: patient.id, selectedDate: date })),
      patient,
    });
  }
  return out;
}

/** Two doctors with `waiting` walk-in patients each in today's queue (see createDayQueue). */
export async function createTwoDayQueues(database: Database, waiting: number) {
  const [one, two] = [await createDoctor(database), await createDoctor(database)];
  await createDayQueue(database, one.id, waiting);
  await createDayQueue(database, two.id, waiting);
  return [one, two] as const;
}

/**
 * Many patients with tokens, fast: one argon2 hash shared by all and tokens signed directly, so a
 * concurrency test can have 200 bookers without 200 × 80 ms of hashing (the bench's and system tests' seeding).
 */
export function createPatientsFast(database: Database, jwtSecret: string, count: number) {
  return seedAccounts(database, jwtSecret, count, { label: 'Booker', domain: 't.test' });
}
