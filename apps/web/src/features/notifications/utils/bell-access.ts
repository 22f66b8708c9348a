import type { Role } from '@hospital/contract/lists';
import { roleMay } from '@hospital/contract/permissions';

// The notification bell is the desk's and the pharmacy's (docs/product-spec.md §6): the same `bell` capability the
// API checks on the notification routes, so everyone else has no bell to be answered 403 by.
export const hasNotificationBell = (role: Role | undefined): role is Role =>
  role !== undefined && roleMay(role, 'bell');
