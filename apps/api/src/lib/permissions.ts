import type { Role } from '@hospital/contract/lists';

/**
 * The one permission table (docs/architecture.md §6), deny by default: a route names the capability it needs in
 * `config.access`, and a route that names none is refused (and refused at start-up, see the auth plugin).
 */
export const ALL_ROLES: readonly Role[] = ['patient', 'doctor', 'attendant', 'marketer', 'pharmacist', 'deliveryboy', 'admin'];

export const PERMISSIONS = {
  /** Doctors, reviews, callback requests, registration, login, password reset. */
  public: 'anyone',
  /** Own account, own patient record, own appointments, booking for self, reviewing after a done visit. */
  self: ALL_ROLES,
  /** 'Quick Reserve' is in every menu. */
  slotRequest: ALL_ROLES,
  /** `/appointment/doctor`, marking own appointments done. */
  doctor: ['doctor'],
  /** Patient records and earlier visits, for the people who see patients. */
  records: ['doctor', 'attendant', 'admin'],
  /** The front desk: day list, walk-ins, cancel, paid, done, call logs, contact look-up, callbacks, notifications. */
  desk: ['attendant', 'admin'],
  /** Patient edits, doctor schedules, emergency slot list and decisions. */
  admin: ['admin'],
} as const satisfies Record<string, 'anyone' | readonly Role[]>;

export type Capability = keyof typeof PERMISSIONS;

export function roleMay(role: Role | undefined, capability: Capability): boolean {
  const allowed = PERMISSIONS[capability];
  if (allowed === 'anyone') return true;
  return role !== undefined && (allowed as readonly Role[]).includes(role);
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Capability;
  }
}
