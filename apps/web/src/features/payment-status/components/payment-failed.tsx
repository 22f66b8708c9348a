import { Link } from 'react-router';
import { StatusPanel } from '@/components/ui/status-panel';
import { onlinePaymentOffered } from '@/lib/online-payment';
import { PaymentFacts } from './transaction-id';
import { useLanguage } from '@/i18n/i18n';

/**
 * docs/product-spec.md §2: a failed payment. The booking stands unpaid, and the appointments page offers Pay Now again,
 * unless the hospital has since stopped taking online payments: then the fee is paid at the hospital.
 */
export function PaymentFailed({ transactionId }: { transactionId: string }) {
  const { t } = useLanguage();
  return (
    <StatusPanel tone="failure" title={t('patient.failedTitle')}>
      <PaymentFacts transactionId={transactionId} text={t('patient.failedText')} />
      {!onlinePaymentOffered() ? (
        <p className="text-slate-600">{t('patient.payAtHospital')}</p>
      ) : (
        <Link to="/patient/" className="font-semibold text-brand-700 underline underline-offset-2">
          {t('patient.tryAgain')}
        </Link>
      )}
    </StatusPanel>
  );
}
