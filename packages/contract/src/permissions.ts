import { ROLES, type Role } from './lists.js';

/**
 * The one permission table, deny by default (docs/architecture.md §6). The API checks every route's capability
 * against it before anything else runs; the web app derives its route guards, bell and links from the same table,
 * so a screen never offers what the server would refuse.
 */
export const PERMISSIONS = {
  /** Doctors, reviews, callback requests, registration, login, password reset. */
  public: 'anyone',
  /** Own account, own patient record, own appointments, booking for self, reviewing after a done visit. */
  self: ROLES,
  /** 'Quick Reserve' is in every menu. */
  slotRequest: ROLES,
  /** `/appointment/doctor`, marking own appointments done. */
  doctor: ['doctor'],
  /** Patient records and earlier visits, for the people who see patients. */
  records: ['doctor', 'attendant', 'admin'],
  /** The queue of a doctor's day: the desk for every doctor, a doctor for their own (checked against the account). */
  queue: ['doctor', 'attendant', 'admin'],
  /** The front desk: day list, walk-ins, cancel, paid, done, call logs, contact look-up, callbacks, notifications. */
  desk: ['attendant', 'admin'],
  /** Searching the hospital's formulary, for the people who prescribe or dispense (the list itself is the admin's). */
  formulary: ['doctor', 'pharmacist', 'admin'],
  /** Patient edits, doctor schedules, emergency slot list and decisions. */
  admin: ['admin'],
  /** Leave days: an admin for any doctor, a doctor for their own (checked against the account's doctor record). */
  leave: ['doctor', 'admin'],
  /** Every account that sees other people's data, everyone but patients: in production it must use two-step sign-in. */
  staff: ['doctor', 'attendant', 'marketer', 'pharmacist', 'deliveryboy', 'admin'],
  /** The marketer's own pages (the web app's /marketer/ area). */
  marketer: ['marketer'],
  /** The active stations, for the forms that pick one: a marketer's referral and slot request, the admin's screens. */
  stations: ['marketer', 'admin'],
  /** The hospital pharmacy (the web app's /pharmacist/ area): orders, filling, stock, riders' cash, the day's report. */
  pharmacy: ['pharmacist', 'admin'],
  /** The rider's own deliveries (the web app's /deliveryboy/ area): only the orders assigned to them. */
  delivery: ['deliveryboy'],
  /** The notification bell: the desk's notices and the pharmacy's new orders. */
  bell: ['attendant', 'admin', 'pharmacist'],
} as const satisfies Record<string, 'anyone' | readonly Role[]>;

export type Capability = keyof typeof PERMISSIONS;

export function roleMay(role: Role | undefined, capability: Capability): boolean {
  const allowed = PERMISSIONS[capability];
  if (allowed === 'anyone') return true;
  return role !== undefined && (allowed as readonly Role[]).includes(role);
}
