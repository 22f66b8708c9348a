import type { Role } from '@hospital/contract/lists';
import { ROLE_LABELS } from '@/lib/role-labels';

export type QuickMenuIcon = 'appointments' | 'offers' | 'reserve' | 'manage' | 'callbacks' | 'slots' | 'doctors' | 'staff' | 'audit' | 'leave';
export type QuickMenuItem = { to: string; label: string; icon: QuickMenuIcon };

// docs/product-spec.md §2 "Side quick menu", the table row by row. Each role's list builds on the one below it, as the table says
// ("plus patient items", "plus attendant items"), so a change to the patient items reaches every role.
const PATIENT_ITEMS: readonly QuickMenuItem[] = [
  { to: '/patient/', label: 'Your Booked Appointments', icon: 'appointments' },
  { to: '/patient/current-offers', label: 'Current Offers', icon: 'offers' },
  { to: '/book-emergency-slot', label: 'Quick Reserve', icon: 'reserve' },
];

const ATTENDANT_ITEMS: readonly QuickMenuItem[] = [
  { to: '/attendant/', label: 'Manage Appointments', icon: 'manage' },
  { to: '/attendant/callback-requests', label: 'Answer Callback Requests', icon: 'callbacks' },
  ...PATIENT_ITEMS,
];

const ITEMS_BY_ROLE: Record<Role, readonly QuickMenuItem[]> = {
  patient: PATIENT_ITEMS,
  marketer: PATIENT_ITEMS,
  doctor: [
    { to: '/doctor/', label: 'Manage Appointments', icon: 'manage' },
    // Not in the spec's table: a doctor's own leave days (an admin manages them from the doctor's page).
    { to: '/doctor/leave', label: 'My Leave', icon: 'leave' },
    ...PATIENT_ITEMS,
  ],
  attendant: ATTENDANT_ITEMS,
  admin: [
    { to: '/admin/manage-slot-request', label: 'Manage Slot Requests', icon: 'slots' },
    // Not in the spec's table: hospital administration, after the spec's own admin item.
    { to: '/admin/doctors', label: 'Doctors', icon: 'doctors' },
    { to: '/admin/staff', label: 'Staff', icon: 'staff' },
    // Issue 14: the waiting-room board links.
    { to: '/admin/boards', label: 'Waiting-room boards', icon: 'doctors' },
    { to: '/admin/audit', label: 'Audit trail', icon: 'audit' },
    ...ATTENDANT_ITEMS,
  ],
  // The spec defines no menu for these two roles: they get the name, Holder ID and Logout only.
  pharmacist: [],
  deliveryboy: [],
};

export const quickMenuItems = (role: Role): readonly QuickMenuItem[] => ITEMS_BY_ROLE[role];

/** docs/product-spec.md §2: a role greeting for everyone but patients (e.g. 'Hello, Attendant'); null for patients. */
export const roleGreeting = (role: Role): string | null => (role === 'patient' ? null : `Hello, ${ROLE_LABELS[role]}`);
