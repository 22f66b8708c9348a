import type { Role } from '../lists.js';

// The quick menu grid of each role, "path label" in order: the docs/product-spec.md §2 table, row by row, plus the
// administration and pharmacy items the spec does not have. The web app's unit test and the browser journey both
// check the menu against this one list.
const PATIENT = [
  '/patient/ Your Booked Appointments',
  '/patient/current-offers Current Offers',
  '/book-emergency-slot Quick Reserve',
];
const ATTENDANT = [
  '/attendant/ Manage Appointments',
  '/attendant/callback-requests Answer Callback Requests',
  ...PATIENT,
];

export const QUICK_MENU: Record<Role, readonly string[]> = {
  patient: PATIENT,
  marketer: PATIENT,
  doctor: ['/doctor/ Manage Appointments', '/doctor/leave My Leave', ...PATIENT],
  attendant: ATTENDANT,
  admin: [
    '/admin/manage-slot-request Manage Slot Requests',
    '/admin/doctors Doctors',
    '/admin/staff Staff',
    '/admin/medicines Medicines',
    '/admin/boards Waiting-room boards',
    '/admin/audit Audit trail',
    '/admin/stations Stations and marketers',
    '/admin/marketing Marketing report',
    '/pharmacist/ Medicine orders',
    ...ATTENDANT,
  ],
  pharmacist: [
    '/pharmacist/ Medicine orders',
    '/pharmacist/stock Stock',
    '/pharmacist/alerts Stock alerts',
    "/pharmacist/cash Riders' cash",
    '/pharmacist/reports Day report',
  ],
  deliveryboy: ['/deliveryboy/ My deliveries'],
};

// Every signed-in account finds two-step sign-in at the end of the menu, after its role's grid.
export const SECURITY_MENU_ITEM = '/account/security Two-step sign-in';
