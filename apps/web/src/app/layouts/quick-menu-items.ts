import type { Role } from '@hospital/contract/lists';
import type { Translate } from '@/i18n/i18n';
import type { publicEn } from '@/i18n/locales/en/public';
import { ROLE_LABELS } from '@/lib/role-labels';

export type QuickMenuIcon =
  | 'appointments'
  | 'offers'
  | 'reserve'
  | 'manage'
  | 'callbacks'
  | 'slots'
  | 'doctors'
  | 'staff'
  | 'audit'
  | 'leave'
  | 'medicines';
/** `label` is the spec's English; `labelKey` names it in the catalogs, so the menu reads in the language on screen. */
export type QuickMenuItem = { to: string; label: string; labelKey: QuickMenuLabelKey; icon: QuickMenuIcon };
type QuickMenuLabelKey =
  `quickMenu.${Exclude<keyof typeof publicEn.quickMenu, 'label' | 'close' | 'signedInAs' | 'hello' | 'holderId' | 'bringId' | 'twoStep' | 'logout' | 'yourPages' | 'language'>}`;

// docs/product-spec.md §2 "Side quick menu", the table row by row. Each role's list builds on the one below it, as the table says
// ("plus patient items", "plus attendant items"), so a change to the patient items reaches every role.
const PATIENT_ITEMS: readonly QuickMenuItem[] = [
  { to: '/patient/', label: 'Your Booked Appointments', labelKey: 'quickMenu.appointments', icon: 'appointments' },
  { to: '/patient/current-offers', label: 'Current Offers', labelKey: 'quickMenu.offers', icon: 'offers' },
  { to: '/book-emergency-slot', label: 'Quick Reserve', labelKey: 'quickMenu.reserve', icon: 'reserve' },
];

const ATTENDANT_ITEMS: readonly QuickMenuItem[] = [
  { to: '/attendant/', label: 'Manage Appointments', labelKey: 'quickMenu.manage', icon: 'manage' },
  {
    to: '/attendant/callback-requests',
    label: 'Answer Callback Requests',
    labelKey: 'quickMenu.callbacks',
    icon: 'callbacks',
  },
  ...PATIENT_ITEMS,
];

// Not in the spec's table: the pharmacist's desk, its queue first.
const PHARMACY_QUEUE_ITEM: QuickMenuItem = {
  to: '/pharmacist/',
  label: 'Medicine orders',
  labelKey: 'quickMenu.pharmacyOrders',
  icon: 'manage',
};
const PHARMACY_ITEMS: readonly QuickMenuItem[] = [
  PHARMACY_QUEUE_ITEM,
  { to: '/pharmacist/stock', label: 'Stock', labelKey: 'quickMenu.pharmacyStock', icon: 'medicines' },
  { to: '/pharmacist/alerts', label: 'Stock alerts', labelKey: 'quickMenu.pharmacyAlerts', icon: 'slots' },
  { to: '/pharmacist/cash', label: "Riders' cash", labelKey: 'quickMenu.pharmacyCash', icon: 'offers' },
  { to: '/pharmacist/reports', label: 'Day report', labelKey: 'quickMenu.pharmacyReports', icon: 'audit' },
];

const ITEMS_BY_ROLE: Record<Role, readonly QuickMenuItem[]> = {
  patient: PATIENT_ITEMS,
  marketer: PATIENT_ITEMS,
  doctor: [
    { to: '/doctor/', label: 'Manage Appointments', labelKey: 'quickMenu.manage', icon: 'manage' },
    // Not in the spec's table: a doctor's own leave days (an admin manages them from the doctor's page).
    { to: '/doctor/leave', label: 'My Leave', labelKey: 'quickMenu.leave', icon: 'leave' },
    ...PATIENT_ITEMS,
  ],
  attendant: ATTENDANT_ITEMS,
  admin: [
    { to: '/admin/manage-slot-request', label: 'Manage Slot Requests', labelKey: 'quickMenu.slots', icon: 'slots' },
    // Not in the spec's table: hospital administration, after the spec's own admin item.
    { to: '/admin/doctors', label: 'Doctors', labelKey: 'quickMenu.doctors', icon: 'doctors' },
    { to: '/admin/staff', label: 'Staff', labelKey: 'quickMenu.staff', icon: 'staff' },
    // The hospital's formulary, which prescriptions are written from.
    { to: '/admin/medicines', label: 'Medicines', labelKey: 'quickMenu.medicines', icon: 'medicines' },
    // The waiting-room board links.
    { to: '/admin/boards', label: 'Waiting-room boards', labelKey: 'quickMenu.boards', icon: 'doctors' },
    { to: '/admin/audit', label: 'Audit trail', labelKey: 'quickMenu.audit', icon: 'audit' },
    { to: '/admin/stations', label: 'Stations and marketers', labelKey: 'quickMenu.stations', icon: 'staff' },
    { to: '/admin/marketing', label: 'Marketing report', labelKey: 'quickMenu.marketingReport', icon: 'audit' },
    // The admin may run the pharmacy too: its queue is the way in to the rest of it.
    PHARMACY_QUEUE_ITEM,
    ...ATTENDANT_ITEMS,
  ],
  // The spec's table has no row for the pharmacy's two roles: each gets its own desk.
  pharmacist: PHARMACY_ITEMS,
  deliveryboy: [{ to: '/deliveryboy/', label: 'My deliveries', labelKey: 'quickMenu.deliveries', icon: 'manage' }],
};

export const quickMenuItems = (role: Role): readonly QuickMenuItem[] => ITEMS_BY_ROLE[role];

/**
 * docs/product-spec.md §2: a role greeting for everyone but patients (e.g. 'Hello, Attendant'); null for patients.
 * Given the screen's `t`, in the language on screen.
 */
export const roleGreeting = (role: Role, t?: Translate): string | null => {
  if (role === 'patient') return null;
  return t ? t('quickMenu.hello', { role: t(`roles.${role}`) }) : `Hello, ${ROLE_LABELS[role]}`;
};
