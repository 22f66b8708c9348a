import type { Role } from '@hospital/contract/lists';
import { describe, expect, it } from 'vitest';
import { quickMenuItems, roleGreeting } from './quick-menu-items';

const menuOf = (role: Role) => quickMenuItems(role).map((item) => `${item.to} ${item.label}`);

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

// The docs/product-spec.md §2 table, row by row, plus the administration items the spec does not have.
describe('quick menu items per role', () => {
  it.each<[Role, string[]]>([
    ['patient', PATIENT],
    ['marketer', PATIENT],
    ['doctor', ['/doctor/ Manage Appointments', '/doctor/leave My Leave', ...PATIENT]],
    ['attendant', ATTENDANT],
    [
      'admin',
      [
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
    ],
    [
      'pharmacist',
      [
        '/pharmacist/ Medicine orders',
        '/pharmacist/stock Stock',
        '/pharmacist/alerts Stock alerts',
        "/pharmacist/cash Riders' cash",
        '/pharmacist/reports Day report',
      ],
    ],
    ['deliveryboy', ['/deliveryboy/ My deliveries']],
  ])('when the user is a %s, then the menu grid is exactly the spec row', (role, expected) => {
    expect(menuOf(role)).toEqual(expected);
  });
});

describe('role greeting', () => {
  it('when the user is a patient, then there is no greeting', () => {
    expect(roleGreeting('patient')).toBeNull();
  });

  it('when the user is staff, then the greeting names the role with a capital letter', () => {
    expect(roleGreeting('attendant')).toBe('Hello, Attendant');
    expect(roleGreeting('admin')).toBe('Hello, Admin');
    expect(roleGreeting('doctor')).toBe('Hello, Doctor');
  });
});
