// docs/product-spec.md §9: a refund is made within 7 days of verification, and only for services within the past 12 months.
// Both languages' texts say these numbers.
export const REFUND_DAYS_AFTER_VERIFICATION = 7;
export const CLAIM_WINDOW_MONTHS = 12;
