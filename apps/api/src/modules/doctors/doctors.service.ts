import type { DoctorDetail } from '@hospital/contract/doctors';
import { isObjectId } from '@hospital/contract/ids';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { reviewsOfDoctor } from '../reviews/reviews.repository.js';
import { toDoctorReview } from '../reviews/reviews.dto.js';
import type { CachedBody } from '../../lib/cached-reply.js';
import { toDoctorListItem, type DoctorDirectory } from './doctor-directory.js';
import { availableDatesOf } from './doctors.dates.js';
import { DOCTOR_NOT_FOUND } from './doctors.messages.js';

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
  const doctor = isObjectId(id) ? await directory.find(id) : undefined;
  if (!doctor) throw AppError.notFound(DOCTOR_NOT_FOUND);
  const dates = availableDatesOf(doctor, now);
  return directory.remember(
    `doctor|${id}|${dates.join(',')}`,
    async () => {
      const reviews = await reviewsOfDoctor(db, id, PROFILE_REVIEWS);
      const data: DoctorDetail = {
        ...toDoctorListItem(doctor, now.getTime()),
        availableDates: dates,
        reviews: reviews.map(toDoctorReview),
      };
      return JSON.stringify({ success: true, statusCode: 200, message: 'Doctor retrieved successfully.', data });
    },
    { checked: true },
  );
}
