import { reportFileName } from '@hospital/contract/marketing';
import { useState } from 'react';
import { CsvDownloadButton } from '@/components/ui/csv-download-button';
import { LoadFailed, SkeletonGrid } from '@/components/ui/list-states';
import { PageHeader } from '@/components/ui/page-header';
import { useLanguage } from '@/i18n/i18n';
import { useGetMarketingReportQuery, type ReportPeriod } from '../api/get-report';
import { presetPeriod } from '../utils/report-periods';
import { PeriodPicker } from './period-picker';
import { ReportTables } from './report-tables';

/** /admin/marketing: referrals, bookings and visits per marketer and per station over a chosen period, and its CSV. */
export function MarketingReport() {
  const { t } = useLanguage();
  const [period, setPeriod] = useState<ReportPeriod>(() => presetPeriod('month'));
  const query = useGetMarketingReportQuery(period, { refetchOnMountOrArgChange: true });
  const report = query.data ? (
    <ReportTables report={query.data} />
  ) : query.isError ? (
    <LoadFailed what={t('marketingAdmin.reportWhat')} onRetry={() => void query.refetch()} />
  ) : (
    <SkeletonGrid label={t('marketingAdmin.reportLoading')} count={2} className="grid gap-6 xl:grid-cols-2">
      <div aria-hidden="true" className="h-64 animate-pulse rounded-2xl bg-slate-100" />
    </SkeletonGrid>
  );
  return (
    <section className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-10">
      <PageHeader title={t('marketingAdmin.reportTitle')}>
        {/* GET /marketing/report.csv?from=&to= (admin): the period's report, saved under its period's name. */}
        <CsvDownloadButton
          url="/marketing/report.csv"
          params={period}
          fileName={reportFileName(period.from, period.to)}
          downloading={t('marketingAdmin.downloading')}
        >
          {t('marketingAdmin.download')}
        </CsvDownloadButton>
      </PageHeader>
      <p className="mt-1 text-sm text-slate-600">{t('marketingAdmin.reportIntro')}</p>
      <PeriodPicker period={period} onChange={setPeriod} />
      <div className="mt-6">{report}</div>
    </section>
  );
}
