import type { DoctorReview } from '@hospital/contract/doctors';
import type { Review } from '@hospital/contract/reviews';
import { Link } from 'react-router';
import { ReviewerAvatar } from './reviewer-avatar';
import { StarRating } from '@/components/ui/star-rating';
import { useLanguage } from '@/i18n/i18n';
import { SkeletonGrid } from '@/components/ui/list-states';
import { SkeletonBars } from '@/components/ui/skeleton-bars';

type ReviewCardProps = {
  review: Pick<DoctorReview, 'rating' | 'review' | 'createdBy'>;
  /** The reviewed doctor; left out on that doctor's own profile, where it goes without saying. */
  doctor?: Review['doctorId'];
};

export function ReviewCard({ review, doctor }: ReviewCardProps) {
  const { t } = useLanguage();
  return (
    <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <StarRating rating={review.rating} />
      <blockquote className="mt-3 flex-1 leading-relaxed text-slate-700">
        <p className="line-clamp-6">{review.review}</p>
      </blockquote>
      <figcaption className="mt-4 flex items-center gap-3">
        <ReviewerAvatar photoUrl={review.createdBy.photoUrl} />
        <div className="min-w-0">
          <p className="truncate font-semibold text-slate-900">{review.createdBy.name}</p>
          {doctor && (
            <Link
              to={`/doctor-profile/${doctor._id}`}
              className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
            >
              {t('profile.reviewFor', { name: doctor.fullName })}
            </Link>
          )}
        </div>
      </figcaption>
    </figure>
  );
}

// The second card shows from 600 px up and the third from 1200 px up, as the real grid's columns do.
const CARD_HIDDEN = ['', 'max-[599px]:hidden', 'max-[1199px]:hidden'];

/** docs/product-spec.md §2: a skeleton while reviews load, the height of a real card. */
export function ReviewCardSkeletons() {
  const { t } = useLanguage();
  return (
    <SkeletonGrid
      label={t('profile.loadingReviews')}
      count={3}
      className="grid gap-4 pb-10 min-[600px]:grid-cols-2 min-[1200px]:grid-cols-3"
    >
      {(index) => (
        <div
          aria-hidden="true"
          className={`space-y-3 rounded-2xl border border-slate-200 bg-white p-5 ${CARD_HIDDEN[index]}`}
        >
          <SkeletonBars bars={['h-4 w-20', 'h-4 w-full', 'h-4 w-11/12', 'h-4 w-3/4']} className="space-y-3" />
          <SkeletonBars bars={['size-10 rounded-full', 'h-4 w-32']} className="flex items-center gap-3 pt-2" />
        </div>
      )}
    </SkeletonGrid>
  );
}
