import {
  seedAccounts as seedAccountsIn,
  seedDay as seedDayIn,
  seedDoctors as seedDoctorsIn,
  seedRemoteAppointments as seedRemoteAppointmentsIn,
} from '@hospital/api/seed';
import { addDaysToDateString, dhakaDateString } from '@hospital/contract/format';
import { JWT_SECRET } from './app.mjs';

/**
 * The database scenarios' data, written by the product's own seeding (`@hospital/api/seed`, through its
 * repositories) into `db.seed`, the product's access to a fresh database (`freshDatabase`): doctors who work every
 * day, accounts with patient records, live sessions and tokens, and a day full of appointments.
 */

/** A Dhaka calendar date `offsetDays` from today, as `YYYY-MM-DD`. */
export const dhakaDate = (offsetDays = 0) => addDaysToDateString(dhakaDateString(), offsetDays);

/** `count` doctors named `Bench Doctor 001`...; answers their ids. */
export const seedDoctors = (db, count) =>
  seedDoctorsIn(
    db.seed,
    Array.from({ length: count }, (_, i) => `Bench Doctor ${String(i + 1).padStart(3, '0')}`),
  );

/** `count` accounts of `role` named `Bench <role> <i>`, each with its token (signed with the bench's secret). */
export const seedAccounts = (db, count, role = 'patient') =>
  seedAccountsIn(db.seed, JWT_SECRET, count, { role, label: `Bench ${role}`, domain: 'bench.test' });

/** `perDoctor` appointments for each doctor on `date`, serials 1..n, one patient each, as the desk would see them. */
export const seedDay = (db, doctorIds, patients, date, perDoctor) =>
  seedDayIn(db.seed, doctorIds, patients, perDoctor, date);

/** The account of each doctor in `doctorIds`, signed in (its token), seeing its own appointments and rooms. */
export const seedDoctorAccounts = (db, doctorIds) =>
  seedAccountsIn(db.seed, JWT_SECRET, doctorIds.length, {
    role: 'doctor',
    label: 'Bench doctor',
    domain: 'bench.test',
    doctorRefs: doctorIds,
  });

/** A `method` (video, audio, chat) appointment on `date`, pending and paid, for each `{ doctorId, patient }`; answers their ids. */
export const seedRemoteAppointments = (db, pairs, method, date) =>
  seedRemoteAppointmentsIn(db.seed, pairs, method, date);
