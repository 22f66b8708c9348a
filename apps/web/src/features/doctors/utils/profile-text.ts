// The doctor profile's own words beyond the spec's, in one place so the translation work can take them from here.
export const PROFILE_TEXT = {
  appointmentSection: 'fee and chamber hours',
  fee: 'Consultation fee',
  methods: 'Consultation by',
  nextDate: 'Next available date',
  // docs/product-spec.md §8 empty state, as the booking page words it.
  noDates: 'Currently, there are no available dates for consultation.',
  chamber: 'Chamber days and hours',
  hoursNotSet: 'Hours to be announced',
  noChamberDays: 'No chamber days are set at the moment.',
  otherDaysOff: 'No chamber on the other days.',
} as const;
