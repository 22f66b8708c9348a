import { reportFileName, reportQuerySchema } from '@hospital/contract/marketing';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { CsvDownloadButton } from '@/components/ui/csv-download-button';
import { LoadFailed, SkeletonGrid } from '@/components/ui/list-states';
import { PageHeader } from '@/components/ui/page-header';
import { TextField } from '@/components/ui/text-field';
import { ToggleGroup } from '@/components/ui/toggle-group';
import { useLanguage } from '@/i18n/i18n';
import { useGetMarketingReportQuery, type ReportPeriod } from '../api/get-report';
import { PERIOD_CHOICES, presetPeriod, type PeriodChoice } from '../utils/report-periods';
import { ReportTables } from './report-tables';

/** /admin/marketing: referrals, bookings and visits per marketer and per station over a chosen period, and its CSV. */
export function MarketingReport() {
  const { t, formats } = useLanguage();
  const [choice, setChoice] = useState<PeriodChoice>('month');
  const [period, setPeriod] = useState<ReportPeriod>(() => presetPeriod('month'));
  const [draft, setDraft] = useState<ReportPeriod>(period);
  const [draftError, setDraftError] = useState<string | undefined>();
  const query = useGetMarketingReportQuery(period, { refetchOnMountOrArgChange: true });

  const choose = (next: PeriodChoice) => {
    setChoice(next);
    if (next !== 'custom') setPeriod(presetPeriod(next));
    else setDraft(period);
  };

  const showCustom = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = reportQuerySchema.safeParse(draft);
    const message = parsed.success ? undefined : parsed.error.issues[0]?.message;
    setDraftError(message);
    if (!message) setPeriod(draft);
  };

  return (
    <section className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-10">
      <PageHeader title={t('marketingAdmin.reportTitle')}>
        <DownloadCsv period={period} />
      </PageHeader>
      <p className="mt-1 text-sm text-slate-600">{t('marketingAdmin.reportIntro')}</p>

      <div className="mt-6 max-w-xl space-y-3">
        <ToggleGroup
          look="segments"
          label={t('marketingAdmin.period')}
          options={PERIOD_CHOICES}
          isPressed={(option) => option === choice}
          onToggle={choose}
        >
          {(option) =>
            t(
              option === 'week'
                ? 'marketingAdmin.thisWeek'
                : option === 'month'
                  ? 'marketingAdmin.thisMonth'
                  : 'marketingAdmin.custom',
            )
          }
        </ToggleGroup>
        {choice === 'custom' && (
          <form
            onSubmit={showCustom}
            noValidate
            className="grid grid-cols-2 items-end gap-3 sm:grid-cols-[1fr_1fr_auto]"
          >
            <TextField
              type="date"
              label={t('marketingAdmin.from')}
              value={draft.from}
              onChange={(event) => setDraft({ ...draft, from: event.target.value })}
            />
            <TextField
              type="date"
              label={t('marketingAdmin.to')}
              value={draft.to}
              error={draftError}
              onChange={(event) => setDraft({ ...draft, to: event.target.value })}
            />
            <Button type="submit" className="col-span-2 min-h-11 sm:col-span-1 sm:w-auto">
              {t('marketingAdmin.show')}
            </Button>
          </form>
        )}
        <p className="text-sm font-medium text-slate-800" aria-live="polite">
          {t('marketingAdmin.periodShown', { from: formats.date(period.from), to: formats.date(period.to) })}
        </p>
      </div>

      <div className="mt-6">
        {query.data ? (
          <ReportTables report={query.data} />
        ) : query.isError ? (
          <LoadFailed what={t('marketingAdmin.reportWhat')} onRetry={() => void query.refetch()} />
        ) : (
          <SkeletonGrid label={t('marketingAdmin.reportLoading')} count={2} className="grid gap-6 xl:grid-cols-2">
            <div aria-hidden="true" className="h-64 animate-pulse rounded-2xl bg-slate-100" />
          </SkeletonGrid>
        )}
      </div>
    </section>
  );
}

/** GET /marketing/report.csv?from=&to= (admin): the period's report as a CSV file, saved under its period's name. */
function DownloadCsv({ period }: { period: ReportPeriod }) {
  const { t } = useLanguage();
  return (
    <CsvDownloadButton
      url="/marketing/report.csv"
      params={period}
      fileName={reportFileName(period.from, period.to)}
      downloading={t('marketingAdmin.downloading')}
    >
      {t('marketingAdmin.download')}
    </CsvDownloadButton>
  );
}
