import { dhakaDateString } from '@hospital/contract/format';
import { WEEKDAYS, type Role } from '@hospital/contract/lists';
import type { WeeklySchedule } from '@hospital/contract/doctors';
import { openDatabase, type Database } from '../client.js';
import { newId } from '../../lib/ids.js';
import { insertWithNextSerial } from '../../modules/appointments/booking.repository.js';
import { insertRefreshToken } from '../../modules/auth/auth.repository.js';
import { hashPassword } from '../../lib/passwords.js';
import { hashToken, newOpaqueToken, REFRESH_TOKEN_DAYS, TokenService } from '../../modules/auth/tokens.js';
import { insertDoctor, type NewDoctor } from '../../modules/doctors/doctors.repository.js';
import { insertPatient } from '../../modules/patients/patients.repository.js';
import { insertUser } from '../../modules/users/users.repository.js';
import { announceDoctorsChanged } from '../../platform/changes/changes.repository.js';

/*
 * Data in bulk through the product's own repository functions, for what loads or breaks the built API from outside
 * (bench/, system/) and for tests that need many bookers: doctors who work every day, accounts already signed in,
 * and a full day of appointments. Built into dist as `@hospital/api/seed`, so plain scripts can import it.
 */

export { openDatabase, type Database };

/** The password of every account made here: one argon2 hash, computed once per call, serves them all. */
export const BULK_PASSWORD = 'Xq7#kLm2';

/** A consultant's record as the tests and the bench use it: fee 1000, hospital visit and video. */
export const DOCTOR_DEFAULTS: Omit<NewDoctor, 'fullName'> = {
  title: 'Dr.',
  photo: '/media/doctors/doctor-01.svg',
  speciality: 'Medicine',
  about: 'Sees patients.',
  consultationFee: 1000,
  availableFor: ['hospital visit', 'video'],
  designation: 'Consultant',
  department: 'Internal Medicine',
  workstation: 'Nirmoy Specialized Hospital',
  degrees: ['MBBS'],
  tags: ['Fever'],
};

/** Every day, all day (00:00-23:59): a booking for any date at any hour of the run finds the doctor working. */
export const ALL_DAY_EVERY_DAY: WeeklySchedule = WEEKDAYS.map((day) => ({
  day,
  active: true,
  start: '00:00',
  end: '23:59',
}));

/** One doctor per name, working every day all day; running API processes drop their cached doctor list at once. */
export async function seedDoctors(database: Database, names: string[]): Promise<string[]> {
  const ids = [];
  for (const fullName of names) {
    ids.push((await insertDoctor(database.db, { ...DOCTOR_DEFAULTS, fullName }, ALL_DAY_EVERY_DAY)).id);
  }
  await announceDoctorsChanged(database.db);
  return ids;
}

export type SeededAccount = {
  userId: string;
  /** The session the token names, live as a login leaves it. */
  sid: string;
  patientRef: string;
  patientId: string;
  email: string;
  name: string;
  role: Role;
  /** The access token the API issues at login, signed with the server's JWT secret. */
  token: string;
};

/** How many accounts are written at once: the pool's connections share the work. */
const AT_ONCE = 8;

/**
 * `count` accounts of one role, each with its patient record (its Holder ID from the product's counter), the
 * password `BULK_PASSWORD`, a live session and an access token, named `<label> <i>` (the role, capitalized, by
 * default) with emails `<role><i>.<6 hex>@<domain>`. Doctors' accounts are linked to `doctorRefs[i]` (their own
 * appointments, their rooms).
 */
export async function seedAccounts(
  database: Database,
  jwtSecret: string,
  count: number,
  options: { role?: Role; label?: string; domain?: string; doctorRefs?: string[] } = {},
): Promise<SeededAccount[]> {
  const role = options.role ?? 'patient';
  const label = options.label ?? `${role[0]!.toUpperCase()}${role.slice(1)}`;
  const passwordHash = await hashPassword(BULK_PASSWORD);
  const tokens = new TokenService(jwtSecret);
  const expiresAt = new Date(Date.now() + REFRESH_TOKEN_DAYS * 86_400_000);
  const one = async (i: number): Promise<SeededAccount> => {
    const name = `${label} ${i}`;
    const patient = await insertPatient(database.db, {
      name,
      age: 30,
      gender: null,
      weight: null,
      contact: '01800000000',
    });
    const email = `${role}${i}.${patient.id.slice(-6)}@${options.domain ?? 'seed.test'}`;
    const doctorRef = options.doctorRefs?.[i] ?? null;
    const { id: userId } = await insertUser(database.db, {
      email,
      passwordHash,
      role,
      name,
      patientRef: patient.id,
      doctorRef,
    });
    const sid = newId();
    await insertRefreshToken(database.db, { userId, family: sid, tokenHash: hashToken(newOpaqueToken()), expiresAt });
    const token = await tokens.sign({ sub: userId, userName: name, role, patientId: patient.patientId, email, sid });
    return { userId, sid, patientRef: patient.id, patientId: patient.patientId, email, name, role, token };
  };
  const accounts: SeededAccount[] = [];
  for (let from = 0; from < count; from += AT_ONCE) {
    const batch = Array.from({ length: Math.min(AT_ONCE, count - from) }, (_, k) => one(from + k));
    accounts.push(...(await Promise.all(batch)));
  }
  return accounts;
}

/**
 * `perDoctor` online appointments for each doctor on `date` (Dhaka today by default), serials 1..n, each booked by
 * its own patient in turn: every third paid, every fifth done, as a desk sees a day under way.
 */
export async function seedDay(
  database: Database,
  doctorIds: string[],
  patients: Array<Pick<SeededAccount, 'userId' | 'patientRef'>>,
  perDoctor: number,
  date = dhakaDateString(),
): Promise<void> {
  let next = 0;
  for (const doctorId of doctorIds) {
    for (let serial = 1; serial <= perDoctor; serial++) {
      const patient = patients[next++]!;
      await database.db.transaction((tx) =>
        insertWithNextSerial(tx, {
          doctorId,
          patientRef: patient.patientRef,
          createdBy: patient.userId,
          selectedDate: date,
          status: serial % 5 === 0 ? 'done' : 'pending',
          paymentStatus: serial % 3 === 0 ? 'paid' : 'unpaid',
          consultationFee: 1000,
          consultationMethod: 'hospital visit',
          consultationFor: 'For Me',
          source: 'online',
        }),
      );
    }
  }
}

/**
 * One remote appointment (`method`: video, audio or chat) per pair, pending and paid, on `date`, as an online booking
 * of the patient's own with that doctor: the rooms the consultation scenarios open. Answers their ids, in order.
 */
export async function seedRemoteAppointments(
  database: Database,
  pairs: Array<{ doctorId: string; patient: Pick<SeededAccount, 'userId' | 'patientRef'> }>,
  method: 'video' | 'audio' | 'chat',
  date = dhakaDateString(),
): Promise<string[]> {
  const ids: string[] = [];
  for (const { doctorId, patient } of pairs) {
    const appointment = await database.db.transaction((tx) =>
      insertWithNextSerial(tx, {
        doctorId,
        patientRef: patient.patientRef,
        createdBy: patient.userId,
        selectedDate: date,
        status: 'pending',
        paymentStatus: 'paid',
        consultationFee: 1000,
        consultationMethod: method,
        consultationFor: 'For Me',
        source: 'online',
      }),
    );
    ids.push(appointment.id);
  }
  return ids;
}
