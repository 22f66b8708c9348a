import type { DoctorReview } from '@hospital/contract/doctors';
import type { Review } from '@hospital/contract/reviews';
import { DEFAULT_AVATAR, type recentReviews } from './reviews.repository.js';

type ReviewRow = Awaited<ReturnType<typeof recentReviews>>[number];

export function toDoctorReview(row: ReviewRow): DoctorReview {
  return {
    _id: row.id,
    rating: row.rating,
    review: row.review,
    createdBy: { name: row.reviewerName, photoUrl: DEFAULT_AVATAR },
  };
}

export function toReview(row: ReviewRow): Review {
  return {
    ...toDoctorReview(row),
    createdAt: row.createdAt.toISOString(),
    doctorId: { _id: row.doctorId, fullName: row.doctorName },
  };
}
