// The date each policy text was last changed (YYYY-MM-DD, shown in the reader's language). Update it with the text,
// in both languages, never automatically: the date tells a reader which version they agreed to.
export const POLICIES_UPDATED = '2026-11-01';
