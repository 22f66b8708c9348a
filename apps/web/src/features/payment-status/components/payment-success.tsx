import type { ReactNode } from 'react';
import { StatusPanel } from '@/components/ui/status-panel';
import { PaymentFacts } from './transaction-id';
import { useLanguage } from '@/i18n/i18n';

/**
 * docs/product-spec.md §2: the gateway sends the browser here (a 303 from the payment callback) once the payment is
 * validated. `receipt` is the booking that was paid for, composed in by the page.
 */
export function PaymentSuccess({ transactionId, receipt }: { transactionId: string; receipt?: ReactNode }) {
  const { t } = useLanguage();
  return (
    <StatusPanel tone="success" title={t('patient.paidTitle')}>
      <PaymentFacts transactionId={transactionId} text={t('patient.paidText')} />
      {receipt}
    </StatusPanel>
  );
}
