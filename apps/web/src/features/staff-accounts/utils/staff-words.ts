import type { StaffAccount } from '@hospital/contract/admin';
import { ROLES } from '@hospital/contract/lists';

/** A doctor an account can be linked to, as the invite and role forms list them. */
export type DoctorOption = NonNullable<StaffAccount['doctor']>;

/** Patients register themselves (docs/architecture.md §6): an admin invites every other role. */
export const INVITABLE_ROLES = ROLES.filter((role) => role !== 'patient');

export const doctorName = (doctor: DoctorOption) => `${doctor.title} ${doctor.fullName}`;
