import { useGetOwnDoctorIdQuery } from '../api/get-own-doctor';
import { LeaveSection } from './leave-section';
import { useLanguage } from '@/i18n/i18n';
import { RetryLine } from '@/components/ui/retry-line';

/** /doctor/leave: the signed-in doctor's own leave days. */
export function OwnLeave() {
  const { t } = useLanguage();
  const { data: doctorId, isLoading, error, refetch } = useGetOwnDoctorIdQuery();
  // 404: the account is not linked to a doctor record; anything else is a failed load worth retrying.
  const notLinked = error !== undefined && 'status' in error && error.status === 404;
  return (
    <section className="mx-auto max-w-3xl px-4 py-6 sm:px-6 sm:py-10">
      <h1 className="mb-6 text-2xl font-bold text-slate-900 sm:text-3xl">{t('leave.mine')}</h1>
      {isLoading ? (
        <p role="status" className="text-slate-600">
          {t('leave.loading')}
        </p>
      ) : doctorId ? (
        <LeaveSection doctorId={doctorId} title={t('leave.yours')} />
      ) : error && !notLinked ? (
        <RetryLine message={t('leave.loadFailed')} retryLabel={t('leave.tryAgain')} onRetry={() => void refetch()} />
      ) : (
        <p className="text-slate-700">{t('leave.notLinked')}</p>
      )}
    </section>
  );
}
