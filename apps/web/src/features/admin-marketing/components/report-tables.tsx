import type { MarketingReport } from '@hospital/contract/marketing';
import type { ReactNode } from 'react';
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
        {!row.marketer.active && <Tag>{t('marketingAdmin.departed')}</Tag>}
      </>
    ),
  }));
  const stations: Row[] = report.stations.map((row) => ({
    ...row,
    key: row.station._id,
    name: (
      <>
        {row.station.name}
        {row.station.retired && <Tag>{t('marketingAdmin.retiredBadge')}</Tag>}
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

function Tag({ children }: { children: ReactNode }) {
  return (
    <span className="ml-1.5 inline-block rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
      {children}
    </span>
  );
}

type ReportTableProps = { caption: string; first: string; rows: Row[]; total?: Figures; withLink?: boolean };

function ReportTable({ caption, first, rows, total, withLink = false }: ReportTableProps) {
  const { t, formats } = useLanguage();
  const sum = total ?? {
    referrals: rows.reduce((n, row) => n + row.referrals, 0),
    bookings: rows.reduce((n, row) => n + row.bookings, 0),
    visits: rows.reduce((n, row) => n + row.visits, 0),
    noShows: rows.reduce((n, row) => n + row.noShows, 0),
  };
  const cell = 'px-2 py-2 text-right tabular-nums';
  const figures = (row: Figures) => (
    <>
      <td className={cell}>{formats.number(row.referrals)}</td>
      <td className={cell}>{formats.number(row.bookings)}</td>
      {withLink && <td className={cell}>{formats.number(row.bookingsByLink ?? 0)}</td>}
      <td className={cell}>{formats.number(row.visits)}</td>
      <td className={cell}>{formats.number(row.noShows)}</td>
    </>
  );
  return (
    <section className="min-w-0 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:p-5">
      {/* A narrow phone scrolls the table sideways rather than squeezing the names to a letter a line. */}
      <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={caption}>
        <table className="w-full min-w-[18rem] border-collapse text-sm">
          <caption className="mb-2 text-left text-base font-bold text-slate-900">{caption}</caption>
          <thead>
            <tr className="border-b border-slate-200 text-xs text-slate-600">
              <th scope="col" className="py-2 pr-2 text-left font-medium">
                {first}
              </th>
              <th scope="col" className={`${cell} font-medium`}>
                {t('marketingAdmin.colReferrals')}
              </th>
              <th scope="col" className={`${cell} font-medium`}>
                {t('marketingAdmin.colBookings')}
              </th>
              {withLink && (
                <th scope="col" className={`${cell} font-medium`}>
                  {t('marketingAdmin.colByLink')}
                </th>
              )}
              <th scope="col" className={`${cell} font-medium`}>
                {t('marketingAdmin.colVisits')}
              </th>
              <th scope="col" className={`${cell} font-medium`}>
                {t('marketingAdmin.colNoShows')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 && (
              <tr>
                <td colSpan={withLink ? 6 : 5} className="py-3 text-slate-600">
                  {t('marketingAdmin.noRows')}
                </td>
              </tr>
            )}
            {rows.map((row) => (
              <tr key={row.key} className="border-b border-slate-100">
                <th scope="row" className="py-2 pr-2 text-left font-normal text-slate-900">
                  {row.name}
                </th>
                {figures(row)}
              </tr>
            ))}
          </tbody>
          {rows.length > 0 && (
            <tfoot>
              <tr className="font-semibold text-slate-900">
                <th scope="row" className="py-2 pr-2 text-left">
                  {t('marketingAdmin.total')}
                </th>
                {figures(sum)}
              </tr>
            </tfoot>
          )}
        </table>
      </div>
    </section>
  );
}
