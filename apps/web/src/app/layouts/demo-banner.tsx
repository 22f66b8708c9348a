import { runtimeSettings } from '@/config/runtime-settings';

/**
 * On a demo deployment, every page says so: the bookings are seeded examples and the payment gateway is simulated.
 * A note, not a live region: it never changes, so screen readers meet it in reading order like any other text.
 */
export function DemoBanner() {
  if (runtimeSettings.mode !== 'demo') return null;
  return (
    <p role="note" className="border-b border-amber-300 bg-amber-100 px-4 py-1.5 text-center text-sm text-balance text-amber-950">
      <strong className="font-semibold">Demo site:</strong> bookings are examples and payments are simulated; no money moves.
    </p>
  );
}
