import type { DoctorReview } from '@hospital/contract/doctors';
import { ReviewCard } from './review-card';
import { useLanguage } from '@/i18n/i18n';

/** The 'patient reviews' block of a doctor profile (docs/product-spec.md §2), or the spec's empty state. */
export function DoctorReviewList({ reviews }: { reviews: readonly DoctorReview[] }) {
  const { t } = useLanguage();
  if (reviews.length === 0) return <p>{t('profile.noReviews')}</p>;
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
