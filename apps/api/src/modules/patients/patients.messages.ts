/** The patients domain's sentences; other modules import them from here rather than repeating them. */
export const PATIENT_NOT_FOUND = 'Patient not found.';
