import { useLanguage } from '@/i18n/i18n';
/** The gateway's transaction id, so the patient can quote it to the hospital; long ids wrap instead of overflowing. */
export function TransactionId({ value }: { value: string }) {
  const { t } = useLanguage();
  return (
    <p className="text-sm text-slate-600">
      {t('patient.transactionId')} <span className="font-mono font-semibold break-all text-slate-900">{value}</span>
    </p>
  );
}
