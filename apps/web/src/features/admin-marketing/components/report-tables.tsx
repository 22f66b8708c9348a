import type { MarketingReport } from '@hospital/contract/marketing';
import type { ReactNode } from 'react';
import { FiguresTable } from '@/components/ui/figures-table';
import { InactiveTag } from '@/components/ui/inactive-tag';
import { useLanguage } from '@/i18n/i18n';

type Figures = { referrals: number; bookings: number; visits: number; noShows: number; bookingsByLink?: number };
type Row = Figures & { key: string; name: ReactNode };

/** The report's two tables: one row per marketer, one per station, each with its total. */
export function ReportTables({ report }: { report: MarketingReport }) {
  const { t } = useLanguage();
  const marketers: Row[] = report.marketers.map((row) => ({
    ...row,
    key: row.marketer._id,
    name: (
      <>
        {row.marketer.name}
        {!row.marketer.active && <InactiveTag className="ml-1.5">{t('marketingAdmin.departed')}</InactiveTag>}
      </>
    ),
  }));
  const stations: Row[] = report.stations.map((row) => ({
    ...row,
    key: row.station._id,
    name: (
      <>
        {row.station.name}
        {row.station.retired && <InactiveTag className="ml-1.5">{t('marketingAdmin.retiredBadge')}</InactiveTag>}
      </>
    ),
  }));
  return (
    <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
      <ReportTable
        caption={t('marketingAdmin.byMarketer')}
        first={t('marketingAdmin.colMarketer')}
        rows={marketers}
        total={report.totals}
        withLink
      />
      <ReportTable caption={t('marketingAdmin.byStation')} first={t('marketingAdmin.colStation')} rows={stations} />
    </div>
  );
}

type ReportTableProps = { caption: string; first: string; rows: Row[]; total?: Figures; withLink?: boolean };

function ReportTable({ caption, first, rows, total, withLink = false }: ReportTableProps) {
  const { t } = useLanguage();
  const sum = total ?? {
    referrals: rows.reduce((n, row) => n + row.referrals, 0),
    bookings: rows.reduce((n, row) => n + row.bookings, 0),
    visits: rows.reduce((n, row) => n + row.visits, 0),
    noShows: rows.reduce((n, row) => n + row.noShows, 0),
  };
  const figures = (row: Figures) =>
    withLink
      ? [row.referrals, row.bookings, row.bookingsByLink ?? 0, row.visits, row.noShows]
      : [row.referrals, row.bookings, row.visits, row.noShows];
  const columns = [
    t('marketingAdmin.colReferrals'),
    t('marketingAdmin.colBookings'),
    ...(withLink ? [t('marketingAdmin.colByLink')] : []),
    t('marketingAdmin.colVisits'),
    t('marketingAdmin.colNoShows'),
  ];
  return (
    <section className="min-w-0 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:p-5">
      {/* A narrow phone scrolls the table sideways rather than squeezing the names to a letter a line. */}
      <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={caption}>
        <div className="min-w-[18rem]">
          <FiguresTable
            caption={caption}
            first={first}
            columns={columns}
            rows={rows.map((row) => ({ key: row.key, label: row.name, figures: figures(row) }))}
            empty={t('marketingAdmin.noRows')}
            total={{ label: t('marketingAdmin.total'), figures: figures(sum) }}
          />
        </div>
      </div>
    </section>
  );
}
