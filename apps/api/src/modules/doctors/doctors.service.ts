import type { DoctorDetail } from '@hospital/contract/doctors';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { AppContext } from '../../lib/context.js';
import type { AuthUser } from '../../plugins/authentication.js';
import { reviewsOfDoctor } from '../reviews/reviews.service.js';
import type { CachedBody } from '../../lib/cached-reply.js';
import { toDoctorListItem, type DoctorDirectory } from './doctor-directory.js';
import { availableDatesOf } from './doctors.dates.js';
import { NO_DOCTOR_RECORD } from './doctors.messages.js';
import { doctorExists, doctorRefOfAccount } from './doctors.repository.js';

/** The doctor record of a doctor's account; other modules ask here which doctor the caller is. */
export async function doctorRefOf(ctx: AppContext, caller: AuthUser): Promise<string> {
  const doctorRef = await doctorRefOfAccount(ctx.db, caller.id);
  if (!doctorRef) throw AppError.notFound(NO_DOCTOR_RECORD);
  return doctorRef;
}

/** Whether a doctor record exists, active or not (an account may be linked to it). */
export function isDoctor(db: DbOrTx, id: string): Promise<boolean> {
  return doctorExists(db, id);
}

const PROFILE_REVIEWS = 50;

/**
 * GET /doctors/single-doctor/{id}, served from the directory's cache. Available dates move with the clock,
 * so they are part of the key: the body is rebuilt when they change, and dropped on every doctor write.
 */
export async function doctorDetailBody(
  db: Db,
  directory: DoctorDirectory,
  id: string,
  now = new Date(),
): Promise<CachedBody> {
  const doctor = await directory.get(id);
  const dates = availableDatesOf(doctor, now);
  return directory.remember(
    `doctor|${id}|${dates.join(',')}`,
    async () => {
      const reviews = await reviewsOfDoctor(db, id, PROFILE_REVIEWS);
      const data: DoctorDetail = {
        ...toDoctorListItem(doctor, now.getTime()),
        availableDates: dates,
        reviews,
      };
      return JSON.stringify({ success: true, statusCode: 200, message: 'Doctor retrieved successfully.', data });
    },
    { checked: true },
  );
}

export type { DoctorRecord } from './doctors.repository.js';
