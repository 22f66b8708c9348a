// Why a review is refused (docs/product-spec.md §5): said to the patient, so each has its Bangla (lib/sentences-bn.ts).
export const REVIEW_NEEDS_VISIT = 'You can review a doctor after a completed visit with them.';
export const REVIEW_ALREADY_GIVEN = 'You have already reviewed each of your completed visits with this doctor.';
export const VISIT_ALREADY_REVIEWED = 'You have already reviewed this visit.';
