import type { CreateReviewInput } from '@hospital/contract/reviews';
import { isObjectId } from '@hospital/contract/ids';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import type { AuthUser } from '../../plugins/authentication.js';
import type { DoctorDirectory } from '../doctors/doctor-directory.js';
import { DOCTOR_NOT_FOUND } from '../doctors/doctors.messages.js';
import { announceDoctorsChanged } from '../doctors/doctors.repository.js';
import { findUserById } from '../users/users.repository.js';
import { toReview } from './reviews.dto.js';
import { REVIEW_ALREADY_GIVEN, REVIEW_NEEDS_VISIT, VISIT_ALREADY_REVIEWED } from './reviews.messages.js';
import {
  hasDoneVisit,
  insertReview,
  ratingsOfAppointments,
  recentReviews,
  unreviewedDoneVisit,
} from './reviews.repository.js';

export async function recentReviewsBody(db: Db, limit: number): Promise<string> {
  const rows = await recentReviews(db, limit);
  return JSON.stringify({
    success: true,
    statusCode: 200,
    message: 'Reviews retrieved successfully.',
    data: rows.map(toReview),
  });
}

/**
 * A review is earned by a done visit: one per done appointment of the caller with that doctor
 *. The unique index on reviews.appointment_id settles two submissions racing for one visit.
 */
export async function createReview(
  db: Db,
  directory: DoctorDirectory,
  caller: AuthUser,
  input: CreateReviewInput,
): Promise<void> {
  if (!isObjectId(input.doctorId) || !(await directory.find(input.doctorId))) throw AppError.notFound(DOCTOR_NOT_FOUND);
  const account = await findUserById(db, caller.id);
  if (!account) throw AppError.unauthorized();
  const patientRef = account.user.patientRef;
  try {
    await db.transaction(async (tx) => {
      const visit = await unreviewedDoneVisit(tx, patientRef, input.doctorId, input.appointmentId);
      if (!visit)
        throw AppError.conflict(
          await whyNoVisitToReview(tx, patientRef, input),
          input.appointmentId ? 'appointmentId' : 'doctorId',
        );
      await insertReview(tx, {
        doctorId: input.doctorId,
        userId: caller.id,
        appointmentId: visit.id,
        rating: input.rating,
        review: input.review,
      });
      await announceDoctorsChanged(tx);
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw input.appointmentId
        ? AppError.conflict(VISIT_ALREADY_REVIEWED, 'appointmentId')
        : AppError.conflict(REVIEW_ALREADY_GIVEN, 'doctorId');
    }
    throw error;
  }
  directory.invalidate();
}

/**
 * The sentence for a review with no visit to earn it. A named visit that is not the caller's done visit with that doctor
 * reads as never visited, so another patient's appointment id reveals nothing.
 */
async function whyNoVisitToReview(tx: DbOrTx, patientRef: string, input: CreateReviewInput): Promise<string> {
  if (input.appointmentId) {
    const reviewed = await ratingsOfAppointments(tx, [input.appointmentId]);
    const ownDone = await hasDoneVisit(tx, patientRef, input.doctorId, input.appointmentId);
    return ownDone && reviewed.has(input.appointmentId) ? VISIT_ALREADY_REVIEWED : REVIEW_NEEDS_VISIT;
  }
  return (await hasDoneVisit(tx, patientRef, input.doctorId)) ? REVIEW_ALREADY_GIVEN : REVIEW_NEEDS_VISIT;
}
