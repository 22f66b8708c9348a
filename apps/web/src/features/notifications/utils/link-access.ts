import type { Role } from '@hospital/contract/lists';
import { roleMay, type Capability } from '@hospital/contract/permissions';

// The role areas of docs/product-spec.md §2 by path prefix. A notification's link is followed only when the reader may open the
// page: the slot-request notice links to the admin-only /admin/manage-slot-request, which an attendant would be
// logged out for opening (docs/product-spec.md §6), so for them the notice is shown without a link.
const AREA_CAPABILITIES: ReadonlyArray<readonly [prefix: string, capability: Capability]> = [
  ['/admin/', 'admin'],
  ['/attendant/', 'desk'],
  ['/doctor/', 'doctor'],
  ['/marketer/', 'marketer'],
  ['/pharmacist/', 'pharmacy'],
];

/** True when `role` may open the in-app path `link`. Anything that is not a path on this site is never followed. */
export function canOpenLink(role: Role, link: string | null | undefined): link is string {
  // '//host' is protocol-relative: another site, even though it starts with a slash.
  if (!link || !link.startsWith('/') || link.startsWith('//')) return false;
  const area = AREA_CAPABILITIES.find(([prefix]) => link === prefix.slice(0, -1) || link.startsWith(prefix));
  return area ? roleMay(role, area[1]) : true;
}
