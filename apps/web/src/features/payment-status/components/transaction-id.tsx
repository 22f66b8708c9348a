import { TestPaymentBadge } from '@/components/ui/test-payment-badge';
import { useLanguage } from '@/i18n/i18n';

/** The gateway's transaction id, so the patient can quote it to the hospital; long ids wrap instead of overflowing. */
function TransactionId({ value }: { value: string }) {
  const { t } = useLanguage();
  return (
    <p className="text-sm text-slate-600">
      {t('patient.transactionId')} <span className="font-mono font-semibold break-all text-slate-900">{value}</span>
    </p>
  );
}

/** How a payment's answer opens: the test-payment label where it applies, the transaction id, then what happened. */
export function PaymentFacts({ transactionId, text }: { transactionId: string; text: string }) {
  return (
    <>
      <TestPaymentBadge />
      <TransactionId value={transactionId} />
      <p className="text-slate-600">{text}</p>
    </>
  );
}
