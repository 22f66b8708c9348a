/**
 * What a walk-in booking sends for the questions the desk does not ask: a hospital visit for the patient, no fee
 * taken yet, no brief, and SMS in Bangla, as most patients at the desk want.
 */
export const walkInDefaults = (selectedDate: string) => ({
  consultationMethod: 'hospital visit',
  consultationFor: 'For Me',
  consultationFee: 0,
  selectedDate,
  shortBrief: '',
  smsLanguage: 'bn',
});
