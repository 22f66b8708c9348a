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

/** A wallet's badge: its name in white on its colour. */
function WordBadge({ word, colour }: { word: string; colour: string }) {
  return (
    <Badge label={word}>
      <rect x="4" y="6" width="52" height="24" rx="4" fill={colour} />
      <text x="30" y="23" textAnchor="middle" fontFamily="Arial, sans-serif" fontSize="12" fontWeight="700" fill="#fff">
        {word}
      </text>
    </Badge>
  );
}

export function PaymentBadges() {
  return (
    <ul className="flex flex-wrap items-center gap-2">
      <Badge label="Visa">
        <text
          x="30"
          y="24"
          textAnchor="middle"
          fontFamily="Arial, sans-serif"
          fontSize="16"
          fontStyle="italic"
          fontWeight="800"
          fill="#1a1f71"
        >
          VISA
        </text>
      </Badge>
      <Badge label="Mastercard">
        <circle cx="24" cy="18" r="10" fill="#eb001b" />
        <circle cx="36" cy="18" r="10" fill="#f79e1b" fillOpacity="0.9" />
      </Badge>
      <WordBadge word="bKash" colour="#e2136e" />
      <WordBadge word="Nagad" colour="#f6921e" />
    </ul>
  );
}
