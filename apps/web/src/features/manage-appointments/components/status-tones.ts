import type { AppointmentStatus, PaymentStatus } from '@hospital/contract/lists';

// docs/product-spec.md §4: pending yellow, cancelled red, done green; paid green, unpaid red, failed yellow. The word is always shown
// beside the colour, so colour is never the only signal, and the -800/-900 text shades keep 4.5:1 on the tints.
export const STATUS_TONES: Record<AppointmentStatus, string> = {
  pending: 'bg-amber-100 text-amber-900 ring-amber-500/50',
  cancelled: 'bg-red-100 text-red-800 ring-red-500/40',
  done: 'bg-green-100 text-green-800 ring-green-600/40',
};

/** Each payment status's colours: `tone` for its word, `dot` for the dot beside it. */
export const PAYMENT_COLOURS: Record<PaymentStatus, { tone: string; dot: string }> = {
  paid: { tone: 'text-green-800', dot: 'bg-green-600' },
  unpaid: { tone: 'text-red-700', dot: 'bg-red-600' },
  failed: { tone: 'text-amber-800', dot: 'bg-amber-500' },
};
