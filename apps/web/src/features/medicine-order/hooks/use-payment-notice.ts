import { useSearchParams } from 'react-router';

const OUTCOMES = ['success', 'failed', 'cancelled'] as const;
export type PaymentOutcome = (typeof OUTCOMES)[number];

/** The gateway comes back to the order's page with ?payment=success|failed|cancelled: what to tell the patient. */
export function usePaymentNotice(): PaymentOutcome | null {
  const [params] = useSearchParams();
  const value = params.get('payment');
  return (OUTCOMES as readonly string[]).includes(value ?? '') ? (value as PaymentOutcome) : null;
}
