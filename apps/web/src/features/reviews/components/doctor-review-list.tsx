import type { DoctorReview } from '@hospital/contract/doctors';
import { ReviewCard } from './review-card';

/** The 'patient reviews' block of a doctor profile (docs/product-spec.md §2), or the spec's empty state. */
export function DoctorReviewList({ reviews }: { reviews: readonly DoctorReview[] }) {
  if (reviews.length === 0) return <p>No reviews available</p>;
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {reviews.map((review) => (
        <li key={review._id}>
          <ReviewCard review={review} />
        </li>
      ))}
    </ul>
  );
}
