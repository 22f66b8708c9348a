import type { Role } from '@hospital/contract/lists';

// docs/product-spec.md §6: the notification bell is for attendants and admins only (the API's 'desk' access answers the rest 403).
const BELL_ROLES: readonly Role[] = ['attendant', 'admin'];

export const hasNotificationBell = (role: Role | undefined): role is Role =>
  role !== undefined && BELL_ROLES.includes(role);
