import type { Role } from '@hospital/contract/lists';

/** Each role as people read it (the menu's greeting, the staff list, the audit trail). */
export const ROLE_LABELS: Readonly<Record<Role, string>> = {
  patient: 'Patient',
  doctor: 'Doctor',
  attendant: 'Attendant',
  marketer: 'Marketer',
  pharmacist: 'Pharmacist',
  deliveryboy: 'Delivery Staff',
  admin: 'Admin',
};
