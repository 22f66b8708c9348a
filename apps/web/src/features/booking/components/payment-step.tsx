import { useId } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { onlinePaymentOffered } from '@/lib/online-payment';
import { useLanguage } from '@/i18n/i18n';

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
  const { t, formats } = useLanguage();
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
          {t('booking.termsBefore')}{' '}
          <Link to="/terms-and-condition" className="font-semibold text-brand-700 underline underline-offset-2">
            {t('footer.terms')}
          </Link>
          {t('booking.termsAfter')}
        </label>
      </div>
      {termsAccepted ? (
        <>
          <p className="flex items-baseline justify-between rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-700">
            {t('profile.fee')} <span className="text-lg font-bold text-slate-900">{formats.fee(fee)}</span>
          </p>
          <div className="flex flex-col gap-2 sm:flex-row">
            {canPayOnline && (
              <Button onClick={onPayNow} disabled={busy} className="sm:flex-1">
                {t('booking.payNow')}
              </Button>
            )}
            <Button variant="secondary" onClick={onPayLater} disabled={busy} className="font-semibold sm:flex-1">
              {t('booking.payLater')}
            </Button>
          </div>
          <p className="text-xs text-slate-600">
            {canPayOnline ? t('booking.payLaterOnline') : t('booking.payLaterHospital')}
          </p>
        </>
      ) : (
        <p className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900">{t('booking.tickTerms')}</p>
      )}
    </div>
  );
}
