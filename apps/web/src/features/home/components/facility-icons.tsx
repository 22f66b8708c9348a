import type { Facility } from '@hospital/contract/lists';
import type { ReactNode } from 'react';

// One stroke icon per facility of docs/product-spec.md §9, drawn on a 24-unit grid. A Record, so adding a facility to the
// contract's list fails the type check here until it has an icon.
export const FACILITY_ICONS: Readonly<Record<Facility, ReactNode>> = {
  'Wi-fi': <path d="M2 8.8a15 15 0 0 1 20 0M5 12.5a10 10 0 0 1 14 0M8.5 16a5 5 0 0 1 7 0M12 19.5h.01" />,
  Parking: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M9 17V7h4a3 3 0 0 1 0 6H9" />
    </>
  ),
  'Prayer Space': (
    <path d="M20 14.5A8.5 8.5 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5zM17 4l.6 1.4L19 6l-1.4.6L17 8l-.6-1.4L15 6l1.4-.6z" />
  ),
  Water: <path d="M12 2.7S5.5 9.6 5.5 14.2a6.5 6.5 0 0 0 13 0C18.5 9.6 12 2.7 12 2.7zM9 15a3 3 0 0 0 3 3" />,
  Recharging: (
    <>
      <rect x="2" y="7" width="17" height="10" rx="2" />
      <path d="M22 11v2M11 9l-2.5 3h3L9 15" />
    </>
  ),
  'Wheel Chair': (
    <>
      <circle cx="8" cy="4" r="1.5" />
      <path d="M8 7v6h6l3 6h2M8 10h5" />
      <path d="M5.5 11.5a5.5 5.5 0 1 0 8.2 6.5" />
    </>
  ),
  Security: <path d="M12 2.5 4 5.5v6c0 5 3.4 8.6 8 10 4.6-1.4 8-5 8-10v-6zM8.5 12l2.5 2.5 4.5-5" />,
  Pharmacy: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="4" />
      <path d="M12 7.5v9M7.5 12h9" />
    </>
  ),
  'Healthy environs': <path d="M5 19c0-8 5-13 15-14-1 10-6 15-14 15M5 19l7-7" />,
  'Waiting Space': (
    <>
      <path d="M5 11V7a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v4" />
      <path d="M3 11a2 2 0 0 1 2 2v2h14v-2a2 2 0 1 1 2 2v2H3v-2a2 2 0 0 1 0-4zM6 17v2M18 17v2" />
    </>
  ),
};
