import type { Role } from '@hospital/contract/lists';
import { roleMay } from '@hospital/contract/permissions';

// The notification bell is the desk's (docs/product-spec.md §6); the API answers everyone else 403.
export const hasNotificationBell = (role: Role | undefined): role is Role =>
  role !== undefined && roleMay(role, 'desk');
