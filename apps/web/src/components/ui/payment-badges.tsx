import type { ReactNode } from 'react';

// 'Pay with' badges (docs/product-spec.md §1 footer), drawn here rather than fetched: plain shapes and text in the brands' colours.

function Badge({ label, children }: { label: string; children: ReactNode }) {
  return (
    <li>
      <svg viewBox="0 0 60 36" className="h-8 w-auto" role="img" aria-label={label}>
        <rect x="0.5" y="0.5" width="59" height="35" rx="5" fill="#fff" stroke="#cbd5e1" />
        {children}
      </svg>
    </li>
  );
}

export function PaymentBadges() {
  return (
    <ul className="flex flex-wrap items-center gap-2">
      <Badge label="Visa">
        <text x="30" y="24" textAnchor="middle" fontFamily="Arial, sans-serif" fontSize="16" fontStyle="italic" fontWeight="800" fill="#1a1f71">
          VISA
        </text>
      </Badge>
      <Badge label="Mastercard">
        <circle cx="24" cy="18" r="10" fill="#eb001b" />
        <circle cx="36" cy="18" r="10" fill="#f79e1b" fillOpacity="0.9" />
      </Badge>
      <Badge label="bKash">
        <rect x="4" y="6" width="52" height="24" rx="4" fill="#e2136e" />
        <text x="30" y="23" textAnchor="middle" fontFamily="Arial, sans-serif" fontSize="12" fontWeight="700" fill="#fff">
          bKash
        </text>
      </Badge>
      <Badge label="Nagad">
        <rect x="4" y="6" width="52" height="24" rx="4" fill="#f6921e" />
        <text x="30" y="23" textAnchor="middle" fontFamily="Arial, sans-serif" fontSize="12" fontWeight="700" fill="#fff">
          Nagad
        </text>
      </Badge>
    </ul>
  );
}
