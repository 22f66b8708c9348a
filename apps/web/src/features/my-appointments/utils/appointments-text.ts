// The appointments page's own words beyond the spec's, in one place so the translation work can take them from here.
export const APPOINTMENTS_TEXT = {
  upcoming: 'Upcoming',
  earlier: 'Earlier and cancelled',
  yourRating: 'Your rating',
  ratedLabel: (stars: number) => `You rated this visit ${stars} out of 5`,
  chamberHours: 'Hours',
} as const;
