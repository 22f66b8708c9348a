import { LoadFailed } from '@/components/ui/list-states';
import { useLanguage } from '@/i18n/i18n';
import { useGetMarketerDashboardQuery } from '../api/get-marketer-dashboard';
import { useGetMarketerMeQuery } from '../api/get-marketer-me';
import { LinkCard } from './link-card';
import { MySlotRequests } from './my-slot-requests';
import { ReferralFigures } from './referral-figures';
import { ReferralForm } from './referral-form';
import { ReferralList } from './referral-list';

const DASHBOARD_QUERY = { weeks: 8 } as const;

/**
 * /marketer/: the marketer's link and QR card, the referral form, their referrals and what became of them, counted by
 * week and by station, and their emergency slot requests. Someone who is not a marketer reads the title only.
 */
export function MarketerDashboard({ isMarketer }: { isMarketer: boolean }) {
  const { t } = useLanguage();
  return (
    <section className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-10">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('marketer.title')}</h1>
      {isMarketer && <MarketerWork />}
    </section>
  );
}

function MarketerWork() {
  const { t } = useLanguage();
  const me = useGetMarketerMeQuery();
  const dashboard = useGetMarketerDashboardQuery(DASHBOARD_QUERY, { refetchOnMountOrArgChange: true });
  if (me.isLoading)
    return (
      <div role="status" aria-label={t('marketing.loading')} className="mt-6 space-y-4">
        <div aria-hidden="true" className="h-56 animate-pulse rounded-2xl bg-slate-100" />
        <div aria-hidden="true" className="h-96 animate-pulse rounded-2xl bg-slate-100" />
      </div>
    );
  if (!me.data) return <LoadFailed what={t('marketing.what')} onRetry={() => void me.refetch()} />;
  return (
    <>
      <p className="mt-1 text-slate-700">
        {t('marketing.hello', { name: me.data.name })} {t('marketing.intro')}
      </p>
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-2">
        <div className="min-w-0 space-y-6">
          <LinkCard me={me.data} />
          <ReferralForm me={me.data} />
        </div>
        <div className="min-w-0 space-y-6">
          <ReferralList />
          {dashboard.data ? (
            <>
              <ReferralFigures dashboard={dashboard.data} />
              <MySlotRequests requests={dashboard.data.slotRequests} />
            </>
          ) : dashboard.isError ? (
            <LoadFailed what={t('marketing.what')} onRetry={() => void dashboard.refetch()} className="mt-2" />
          ) : (
            <div role="status" aria-label={t('marketing.loading')}>
              <div aria-hidden="true" className="h-64 animate-pulse rounded-2xl bg-slate-100" />
            </div>
          )}
        </div>
      </div>
    </>
  );
}
