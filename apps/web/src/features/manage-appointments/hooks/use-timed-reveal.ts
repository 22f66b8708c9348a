import { useEffect, useState } from 'react';

/** docs/product-spec.md §9: a contact stays visible for 10 seconds after it is revealed. */
export const CONTACT_REVEAL_MS = 10_000;

/**
 * Shown after `reveal()` and hidden again `ms` later, so a phone number is not left on a screen that patients in
 * the waiting area can see.
 */
export function useTimedReveal(ms: number = CONTACT_REVEAL_MS) {
  const [revealed, setRevealed] = useState(false);
  useEffect(() => {
    if (!revealed) return;
    const timer = setTimeout(() => setRevealed(false), ms);
    return () => clearTimeout(timer);
  }, [revealed, ms]);
  return { revealed, reveal: () => setRevealed(true) };
}
