// The date each policy text was last changed. Update it with the text, never automatically: the date tells a
// reader which version they agreed to.
export const POLICIES_UPDATED = '1 November 2026';
