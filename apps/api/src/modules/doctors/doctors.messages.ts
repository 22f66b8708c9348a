/** The doctors domain's sentences; other modules import them from here rather than repeating them. */
export const DOCTOR_NOT_FOUND = 'Doctor not found.';
