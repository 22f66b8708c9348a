import { formatFee } from '@hospital/contract/format';
import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { onlinePaymentOffered } from '@/lib/online-payment';

type PaymentStepProps = {
  fee: number;
  termsAccepted: boolean;
  onTermsChange: (accepted: boolean) => void;
  onPayNow: () => void;
  onPayLater: () => void;
  busy: boolean;
};

/**
 * docs/product-spec.md §4 step 4: the terms must be ticked before 'Pay Now' and 'Pay Later' appear (docs/product-spec.md §5).
 * A hospital without online payments offers Pay Later alone: the API would refuse the payment page anyway.
 */
export function PaymentStep({ fee, termsAccepted, onTermsChange, onPayNow, onPayLater, busy }: PaymentStepProps) {
  const termsId = useId();
  const canPayOnline = onlinePaymentOffered();
  return (
    <div className="space-y-4">
      <div className="flex items-start gap-3">
        <input
          id={termsId}
          type="checkbox"
          checked={termsAccepted}
          onChange={(event) => onTermsChange(event.target.checked)}
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
        />
        <label htmlFor={termsId} className="text-sm text-slate-700">
          I have read and agree to the{' '}
          <Link to="/terms-and-condition" className="font-semibold text-brand-700 underline underline-offset-2">
            Terms and Conditions
          </Link>
          .
        </label>
      </div>
      {termsAccepted ? (
        <>
          <p className="flex items-baseline justify-between rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-700">
            Consultation fee <span className="text-lg font-bold text-slate-900">{formatFee(fee)}</span>
          </p>
          <div className="flex flex-col gap-2 sm:flex-row">
            {canPayOnline && (
              <Button onClick={onPayNow} disabled={busy} className="sm:flex-1">
                Pay Now
              </Button>
            )}
            <Button variant="secondary" onClick={onPayLater} disabled={busy} className="font-semibold sm:flex-1">
              Pay Later
            </Button>
          </div>
          <p className="text-xs text-slate-600">
            {canPayOnline
              ? 'Pay Later: pay at the hospital, or online later from your appointments.'
              : 'Pay Later: pay at the hospital when you come for your appointment.'}
          </p>
        </>
      ) : (
        <p className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
          Please tick the box above to accept the terms and conditions, then choose how to pay.
        </p>
      )}
    </div>
  );
}
