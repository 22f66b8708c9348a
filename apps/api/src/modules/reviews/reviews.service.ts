import type { DoctorReview } from '@hospital/contract/doctors';
import type { CreateReviewInput } from '@hospital/contract/reviews';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import type { AuthUser } from '../../plugins/authentication.js';
import type { AppContext } from '../../lib/context.js';
import { findUserById } from '../users/users.service.js';
import { toDoctorReview, toReview } from './reviews.dto.js';
import { REVIEW_ALREADY_GIVEN, REVIEW_NEEDS_VISIT, VISIT_ALREADY_REVIEWED } from './reviews.messages.js';
import {
  hasDoneVisit,
  insertReview,
  ratingsOfAppointments,
  recentReviews,
  reviewsOfDoctor as selectReviewsOfDoctor,
  unreviewedDoneVisit,
} from './reviews.repository.js';
import { announceDoctorsChanged } from '../../platform/changes/changes.repository.js';

export async function recentReviewsBody(db: Db, limit: number): Promise<string> {
  const rows = await recentReviews(db, limit);
  return JSON.stringify({
    success: true,
    statusCode: 200,
    message: 'Reviews retrieved successfully.',
    data: rows.map(toReview),
  });
}

/** The newest reviews of one doctor, as the doctor's profile shows them. */
export async function reviewsOfDoctor(db: DbOrTx, doctorId: string, limit: number): Promise<DoctorReview[]> {
  return (await selectReviewsOfDoctor(db, doctorId, limit)).map(toDoctorReview);
}

/**
 * A review is earned by a done visit: one per done appointment of the caller with that doctor
 *. The unique index on reviews.appointment_id settles two submissions racing for one visit.
 */
export async function createReview(ctx: AppContext, caller: AuthUser, input: CreateReviewInput): Promise<void> {
  const { db, doctors: directory } = ctx;
  await directory.get(input.doctorId);
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

/** The ratings patients gave these visits, for the appointment cards. */
export { ratingsOfAppointments } from './reviews.repository.js';
