/** The doctors domain's sentences; other modules import them from here rather than repeating them. */
export const DOCTOR_NOT_FOUND = 'Doctor not found.';
export const LEAVE_IN_PAST = 'Leave cannot start before today.';
export const LEAVE_NOT_FOUND = 'Leave not found.';
export const NOT_YOUR_LEAVE = 'You can only manage your own leave.';
export const NO_DOCTOR_RECORD = 'No doctor record is linked to this account.';
export const NOT_LINKED_TO_DOCTOR = 'This account is not linked to a doctor. Please ask an admin.';
